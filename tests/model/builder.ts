// A small builder of ConfigLiterals for tests of the model and of the rules' checks without a front end:
//   configOf("oss", [prop("acl", "PRIVATE"), prop("assumeRole", block([prop("roleArn", "")]))])
// Keys reach fields as the front ends make them reach (fieldForKey: any spelling <kit> snake-cases to the
// field's name); every property is certain, editable, plain, a literal, pure and not key-checked unless told.
// `findingsOf` runs a rule's check on such a configuration (checkOf), with settings of `settingsOf`.
import type {
  ConfigEntry,
  ConfigLiteral,
  ConfigObject,
  ConfigProperty,
  Finding,
  JsonValue,
  Span,
  StaticValue,
} from "../../src/model/index.js";
import { configLiteral, fieldsOf } from "../../src/model/index.js";
import { fieldForKey, typeSpecs, type Binding, type FieldSpec, type Kind, type Role } from "../../src/schema/index.js";
import { resolveSettings, type BackendConfigSettings, type ResolvedSettings } from "../../src/settings.js";
import { checkOf, type ConfigRule } from "../../src/util/create-rule.js";

/** An entry of an object, made once the object's fields are known. */
type EntryOf = (fields: readonly FieldSpec[]) => ConfigEntry;

/** A nested block written as an object, or (`list`) in the tool's JSON syntax as a list holding the object. */
class Block {
  constructor(
    readonly entries: readonly EntryOf[],
    readonly list = false,
  ) {}
}

/**
 * A value as a test writes it: a string, number or boolean literal; `undefined` (StaticValue `nothing`);
 * `null` (a JavaScript `null`); a StaticValue as it is (see `env`, `data`); a nested block (`block`).
 */
export type Value = string | number | boolean | null | undefined | StaticValue | Block;

let offset = 0;

/** A span of its own for every part built, one line each, so that findings at different places differ. */
function nextSpan(): Span {
  offset += 10;
  const line = offset / 10;
  return {
    range: [offset, offset + 5],
    loc: { start: { line, column: 0 }, end: { line, column: 5 } },
  };
}

function staticValue(value: Value, fields: readonly FieldSpec[]): StaticValue {
  if (value === undefined) return { kind: "nothing" };
  if (value === null) return { kind: "nothing", null: true };
  if (typeof value === "string") return { kind: "string", value };
  if (typeof value === "number") return { kind: "number", value };
  if (typeof value === "boolean") return { kind: "boolean", value };
  if (value instanceof Block) {
    const object = objectOf(fields, value.entries);
    return value.list ? { kind: "object", object, list: true } : { kind: "object", object };
  }
  return value;
}

function objectOf(fields: readonly FieldSpec[], entries: readonly EntryOf[]): ConfigObject {
  return {
    entries: entries.map((e) => e(fields)),
    fields,
    editable: true,
    span: nextSpan(),
    handle: null,
  };
}

/** What a test may say about a property besides its key and value. */
type PropertyOptions = Partial<
  Pick<ConfigProperty, "certain" | "editable" | "plain" | "literal" | "pure" | "keyChecked">
>;

/**
 * A property `key: value`. The value of a nested block (`block`) spans what its object spans, as a front end
 * makes an object written in place.
 */
export function prop(key: string, value: Value, options: PropertyOptions = {}): EntryOf {
  return (fields) => {
    const field = fieldForKey(fields, key);
    const built = staticValue(value, field?.block?.fields ?? []);
    const span = nextSpan();
    const keySpan = nextSpan();
    return {
      type: "property",
      key,
      field,
      value: built,
      certain: true,
      editable: true,
      plain: true,
      literal: true,
      pure: true,
      keyChecked: false,
      ...options,
      span,
      keySpan,
      // A block written as an object in place: the value is that object, and spans what it spans.
      valueSpan: value instanceof Block && built.kind === "object" ? built.object.span : nextSpan(),
      handle: null,
    };
  };
}

/** Something that may hold any property: an unresolved spread, by default. */
export function opaque(reason: "spread" | "computed-key" | "conditional" = "spread"): EntryOf {
  return () => ({ type: "opaque", reason, span: nextSpan() });
}

/** A nested block written as an object; `{ list: true }`: as the JSON syntax's list holding the object. */
export function block(entries: readonly EntryOf[], options: { list?: boolean } = {}): Block {
  return new Block(entries, options.list);
}

/** An environment read (`process.env.X`): unknown, and maybe unset. */
export function env(): StaticValue {
  return { kind: "unknown", maybeUnset: true, origin: "env" };
}

/** An object or array written in code where a field takes no block. */
export function data(json: JsonValue): StaticValue {
  return { kind: "data", shape: Array.isArray(json) ? "array" : "object", json };
}

/** What identifies a test configuration besides its kind: a backend written in TypeScript unless told. */
interface ConfigOptions {
  readonly role?: Role;
  readonly binding?: Binding;
  readonly typeName?: string;
}

/** A configuration of `kind` holding `entries`, as a front end would find it. */
export function configOf(kind: Kind, entries: readonly EntryOf[], options: ConfigOptions = {}): ConfigLiteral {
  const role = options.role ?? "backend";
  const typeName = options.typeName ?? typeSpecs[kind].constructs[0]!.name;
  return configLiteral(objectOf(fieldsOf({ kind, role }), entries), { kind, role, typeName }, options.binding ?? "ts");
}

/** The last property written under a path of keys (`acl`, `assumeRole.roleArn`). */
export function propertyAt(object: ConfigObject, path: string): ConfigProperty {
  const [key, ...rest] = path.split(".");
  const found = object.entries.findLast((e): e is ConfigProperty => e.type === "property" && e.key === key);
  if (!found) throw new Error(`no property ${key}`);
  if (rest.length === 0) return found;
  if (found.value.kind !== "object") throw new Error(`${key} holds no block`);
  return propertyAt(found.value.object, rest.join("."));
}

/** Resolved settings of the plugin (`settings["backend-config"]`): the defaults unless told. */
export function settingsOf(own?: BackendConfigSettings): ResolvedSettings {
  return resolveSettings(own === undefined ? undefined : { "backend-config": own });
}

/** Every finding of a rule's check on a configuration, with the default settings unless told. */
export function findingsOf<MessageId extends string>(
  rule: ConfigRule<MessageId>,
  config: ConfigLiteral,
  settings: ResolvedSettings = settingsOf(),
): Finding<MessageId>[] {
  return [...checkOf(rule)(config, settings)];
}
