/**
 * Configurations in the tool's JSON syntax (`cdk.tf.json`, hand-written `*.tf.json`): `terraform.backend.<store>`
 * and `data.terraform_remote_state.<name>`. Keys are the tool's attribute names exactly: nothing snake-cases them.
 */
import {
  configLiteral,
  fieldsOf,
  type ConfigEntry,
  type ConfigLiteral,
  type ConfigObject,
  type ConfigProperty,
  type JsonValue,
  type Span,
  type StaticValue,
} from "../../model/index.js";
import { MAX_DEPTH } from "../../model/limits.js";
import { isDigit, skipWhile } from "../../util/scan.js";
import { fieldByName, kinds, remoteStateFields, type FieldSpec, type Kind, type Role } from "../../schema/index.js";
import { keyOf, rangeOf, type JsonDocument, type JsonMember, type JsonObject, type JsonValueNode } from "./ast.js";

export interface JsonPropertyHandle {
  readonly member: JsonMember;
  readonly owner: JsonObject;
}

/** A node's span as the model keeps it: columns 0-based, where momoa's are 1-based. */
function spanOf(node: JsonValueNode | JsonMember | JsonMember["name"]): Span {
  const { start, end } = node.loc;
  return {
    range: rangeOf(node),
    loc: { start: { line: start.line, column: start.column - 1 }, end: { line: end.line, column: end.column - 1 } },
  };
}

/** A block's bodies: its object, or the objects of an array (the syntax allows either at every level). */
function bodies(node: JsonValueNode): JsonObject[] {
  if (node.type === "Object") return [node];
  if (node.type === "Array") return node.elements.flatMap((e) => (e.value.type === "Object" ? [e.value] : []));
  return [];
}

function membersNamed(object: JsonObject, name: string): JsonMember[] {
  return object.members.filter((m) => keyOf(m) === name);
}

const isKind = (name: string): name is Kind => (kinds as readonly string[]).includes(name);

function jsonOf(node: JsonValueNode, depth: number): JsonValue | undefined {
  if (depth > MAX_DEPTH) return undefined;
  switch (node.type) {
    case "String":
    case "Number":
    case "Boolean":
      return node.value;
    case "Null":
      return null;
    case "Array": {
      const items: JsonValue[] = [];
      for (const element of node.elements) {
        const item = jsonOf(element.value, depth + 1);
        if (item === undefined) return undefined;
        items.push(item);
      }
      return items;
    }
    case "Object": {
      const object: Record<string, JsonValue> = {};
      for (const member of node.members) {
        const item = jsonOf(member.value, depth + 1);
        if (item === undefined) return undefined;
        Object.defineProperty(object, keyOf(member), {
          value: item,
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      return object;
    }
    default:
      return undefined;
  }
}

/**
 * A member's value as the tool reads it: `null` leaves the attribute unset, and a block is an object or an array of
 * exactly one (docs/behaviour.md#the-tools-json-syntax).
 */
function valueOf(text: string, node: JsonValueNode, field: FieldSpec | undefined, depth: number): StaticValue {
  switch (node.type) {
    case "String":
      return { kind: "string", value: node.value };
    case "Number":
      return exactNumber(text, node.value, ...rangeOf(node)) ? { kind: "number", value: node.value } : unknown;
    case "Boolean":
      return { kind: "boolean", value: node.value };
    case "Null":
      return { kind: "nothing" };
    case "Object":
    case "Array": {
      const block = field?.block;
      const [only, ...rest] = bodies(node);
      const single = node.type === "Object" || (rest.length === 0 && node.elements.length === 1);
      if (block && only && single && depth < MAX_DEPTH) {
        const object = buildObject(text, only, block.fields, depth + 1);
        return node.type === "Object" ? { kind: "object", object } : { kind: "object", object, list: true };
      }
      return { kind: "data", shape: node.type === "Object" ? "object" : "array", json: jsonOf(node, depth) };
    }
    default:
      return unknown;
  }
}

const unknown: StaticValue = { kind: "unknown", maybeUnset: false, origin: "other" };

/** The parts of the JSON number at `[start, end)`; undefined for JSON5's forms. */
function numberParts(text: string, start: number, end: number) {
  let at = text.charCodeAt(start) === 45 /* - */ ? start + 1 : start;
  const whole = [at, skipWhile(text, at, isDigit, end)] as const;
  if (whole[1] === whole[0]) return undefined;
  at = whole[1];
  let fraction = [at, at] as const;
  if (text[at] === ".") {
    fraction = [at + 1, skipWhile(text, at + 1, isDigit, end)];
    if (fraction[1] === fraction[0]) return undefined;
    at = fraction[1];
  }
  let exponent = 0;
  if (text[at] === "e" || text[at] === "E") {
    const sign = text[at + 1] === "+" || text[at + 1] === "-" ? at + 2 : at + 1;
    const digitsEnd = skipWhile(text, sign, isDigit, end);
    if (digitsEnd === sign) return undefined;
    exponent = Number(text.slice(at + 1, digitsEnd));
    at = digitsEnd;
  }
  return at === end ? { whole, fraction, exponent } : undefined;
}

/** The offset before the run of `0`s that ends `[start, end)`. */
function beforeZeros(text: string, start: number, end: number): number {
  let at = end;
  while (at > start && text.charCodeAt(at - 1) === 48 /* 0 */) at--;
  return at;
}

/**
 * Whether JavaScript's `value` may stand for the number written at `[start, end)` (the tool keeps every digit): not
 * when it overflows (`1e400`), is whole beyond 2^53, or is whole only by rounding (`3600.0000000000000001`).
 */
export function exactNumber(text: string, value: number, start = 0, end = text.length): boolean {
  if (!Number.isFinite(value)) return false;
  if (!Number.isInteger(value)) return true;
  if (!Number.isSafeInteger(value)) return false;
  const parts = numberParts(text, start, end);
  if (!parts) return true;
  const { whole, fraction, exponent } = parts;
  // Whole exactly when the exponent leaves no nonzero digit after the point.
  const fractionDigits = beforeZeros(text, ...fraction) - fraction[0];
  if (fractionDigits > 0) return exponent - fractionDigits >= 0;
  const significant = beforeZeros(text, ...whole);
  return significant === whole[0] || exponent + (whole[1] - significant) >= 0;
}

/**
 * Keys written more than once in an object: the tool rejects it (docs/behaviour.md#the-tools-json-syntax), and which
 * member is meant is the user's to say, so no edit touches one.
 */
function repeatedKeys(object: JsonObject): ReadonlySet<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const member of object.members) {
    const key = keyOf(member);
    if (seen.has(key)) repeated.add(key);
    else seen.add(key);
  }
  return repeated;
}

function propertyOf(
  text: string,
  member: JsonMember,
  owner: JsonObject,
  field: FieldSpec | undefined,
  depth: number,
  repeated: ReadonlySet<string>,
): ConfigProperty {
  const handle: JsonPropertyHandle = { member, owner };
  const key = keyOf(member);
  return {
    type: "property",
    key,
    field,
    value: valueOf(text, member.value, field, depth),
    certain: true,
    editable: !repeated.has(key),
    plain: true,
    literal: true,
    pure: true,
    // Nothing checks a key of the tool's JSON syntax before the tool does.
    keyChecked: false,
    span: spanOf(member),
    keySpan: spanOf(member.name),
    valueSpan: spanOf(member.value),
    handle,
  };
}

/** The syntax's comment key: ignored in a block's body, an ordinary key inside a data source's `config`. */
const COMMENT_KEY = "//";

/** A block's body: every member but comments. */
function buildObject(text: string, object: JsonObject, fields: readonly FieldSpec[], depth: number): ConfigObject {
  const entries: ConfigProperty[] = [];
  const repeated = repeatedKeys(object);
  for (const member of object.members) {
    const key = keyOf(member);
    if (key !== COMMENT_KEY) entries.push(propertyOf(text, member, object, fieldByName(fields, key), depth, repeated));
  }
  return {
    entries,
    fields,
    editable: true,
    span: spanOf(object),
    handle: object,
  };
}

/** How messages name a configuration in the tool's own syntaxes (JSON, native), where a binding names its type. */
export function nameOf(kind: Kind, role: Role, name: string): string {
  return role === "backend" ? `backend "${kind}"` : `the "config" of remote-state data source "${name}"`;
}

function backend(text: string, kind: Kind, body: JsonObject): ConfigLiteral {
  const match = { kind, role: "backend" as const, typeName: nameOf(kind, "backend", kind) };
  return configLiteral(buildObject(text, body, fieldsOf(match), 1), match, "json");
}

/** A remote-state data source's fields: its own (`defaults`, `workspace`), then the store's. */
export function dataSourceFields(kind: Kind): readonly FieldSpec[] {
  const store = fieldsOf({ kind, role: "backend" });
  return [...remoteStateFields, ...store];
}

/**
 * A remote-state data source: its own settings beside `config`, the store's inside. A `null` `config` is empty to the
 * tool (docs/behaviour.md#remote-state-data-sources); any other non-object is an expression, which may hold anything.
 */
function dataSource(text: string, kind: Kind, name: string, source: JsonObject): ConfigLiteral {
  const match = { kind, role: "data-source" as const, typeName: nameOf(kind, "data-source", name) };
  const entries: ConfigEntry[] = [];
  const own = repeatedKeys(source);
  for (const member of source.members) {
    const field = fieldByName(remoteStateFields, keyOf(member));
    if (field) entries.push(propertyOf(text, member, source, field, 1, own));
  }
  const config = membersNamed(source, "config").at(-1);
  const body = config?.value.type === "Object" ? config.value : undefined;
  if (body) {
    const store = fieldsOf({ kind, role: "backend" });
    const repeated = repeatedKeys(body);
    for (const member of body.members)
      entries.push(propertyOf(text, member, body, fieldByName(store, keyOf(member)), 1, repeated));
  } else if (config && config.value.type !== "Null") {
    entries.push({ type: "opaque", reason: "spread", span: spanOf(config.value) });
  }
  // Without a `config` object there is nowhere to insert: findings stand at a null `config`, else at the source.
  const object: ConfigObject = {
    entries,
    fields: dataSourceFields(kind),
    editable: body !== undefined,
    span: spanOf(body ?? (config?.value.type === "Null" ? config : source)),
    handle: body ?? source,
  };
  return configLiteral(object, match, "json");
}

/** Every configuration of a JSON document, in source order; `writtenOut` when <kit> wrote the file. */
export function findConfigs(document: JsonDocument, text: string, writtenOut = false): ConfigLiteral[] {
  const configs: ConfigLiteral[] = [];
  for (const root of bodies(document.body)) {
    for (const member of root.members) {
      const name = keyOf(member);
      if (name === "terraform") {
        for (const settings of bodies(member.value)) {
          for (const backends of membersNamed(settings, "backend").flatMap((m) => bodies(m.value))) {
            for (const store of backends.members) {
              const kind = keyOf(store);
              if (!isKind(kind)) continue;
              for (const body of bodies(store.value)) configs.push(backend(text, kind, body));
            }
          }
        }
      } else if (name === "data") {
        for (const types of bodies(member.value)) {
          for (const states of membersNamed(types, "terraform_remote_state").flatMap((m) => bodies(m.value))) {
            for (const named of states.members) {
              for (const source of bodies(named.value)) {
                const store = membersNamed(source, "backend").at(-1)?.value;
                if (store?.type !== "String" || !isKind(store.value)) continue;
                configs.push(dataSource(text, store.value, keyOf(named), source));
              }
            }
          }
        }
      }
    }
  }
  configs.sort((a, b) => a.span.range[0] - b.span.range[0]);
  return writtenOut ? configs.map((config) => ({ ...config, writtenOut: true as const })) : configs;
}
