import {
  fieldsWith,
  flattenedBlock,
  isJsonArray,
  isPlainBlock,
  suggestRemoval,
  wrapInList,
  type ConfigLiteral,
  type ConfigObject,
  type ConfigProperty,
  type Finding,
  type JsonValue,
  type StaticValue,
  type Suggestion,
} from "../src/model/index.js";
import { fieldByName, hasSince, refusesString, type FieldSpec, type Role } from "../src/schema/index.js";
import type { ResolvedSettings } from "../src/settings.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId =
  "null" | "wrongType" | "notConvertible" | "objectBlock" | "objectBlockJson" | "configBlock" | "remove" | "flatten";

/** A null written in a configuration: the property whose value is null or holds it, and the path to the null. */
interface NullAt {
  readonly property: ConfigProperty;
  /** The path from the configuration to the null (`assumeRole.roleArn`, `defaults.team`, `delegates[0]`). */
  readonly path: string;
  /** Whether the property's value itself is null (else the null stands inside its map or list). */
  readonly whole: boolean;
}

/** `a.b`, or `a["b c"]` for a key that is no identifier. */
function member(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** The path of the first null inside a JSON value, or undefined when it holds none. */
function nullIn(json: JsonValue, path: string): string | undefined {
  if (json === null) return path;
  if (typeof json !== "object") return undefined;
  if (isJsonArray(json)) {
    for (const [i, item] of json.entries()) {
      const found = nullIn(item, `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(json)) {
    const found = nullIn(item, member(path, key));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Every null that certainly reaches <kit>: a property (of a known field or not) whose value is null, or whose
 * map or list holds one, in the configuration and in the objects written for its blocks and unknown keys. A
 * property that a later write of the same key, or something opaque after it (a spread, a computed key), may
 * replace is skipped: the object <kit> receives may not hold it.
 */
function* nulls(object: ConfigObject, prefix: string): Generator<NullAt> {
  const last = new Map<string, number>();
  let lastOpaque = -1;
  object.entries.forEach((entry, index) => {
    if (entry.type === "opaque") lastOpaque = index;
    else last.set(entry.key, index);
  });
  for (const [index, entry] of object.entries.entries()) {
    if (entry.type !== "property" || !entry.certain || index < lastOpaque || last.get(entry.key) !== index) continue;
    const path = prefix === "" ? entry.key : member(prefix, entry.key);
    const value = entry.value;
    if (value.kind === "nothing" && value.null) {
      yield { property: entry, path, whole: true };
    } else if (value.kind === "object") {
      yield* nulls(value.object, path);
    } else if (value.kind === "data" && value.json !== undefined && (takesData(entry.field) || isBlock(entry.field))) {
      const at = nullIn(value.json, path);
      if (at !== undefined) yield { property: entry, path: at, whole: false };
    }
  }
}

/**
 * Whether a key takes an object or array, so that a null inside it is the only thing wrong: a map or list
 * field, or a key the tool does not know (no-unknown-properties reports the key itself). A field that takes a
 * single value rejects the whole object or array (reported as such here, or by valid-assume-role-policy for
 * JSON text), whatever it holds.
 */
function takesData(field: FieldSpec | undefined): boolean {
  return field === undefined || field.type === "string-map" || field.type === "string-list";
}

/** Whether a field is a nested block (a list written for one is written out as it is, nulls in it included). */
function isBlock(field: FieldSpec | undefined): boolean {
  return field?.type === "block";
}

/**
 * When the tool rejects a configuration it cannot convert (docs/behaviour.md#every-store): a backend at `init`,
 * a remote-state data source at plan (docs/behaviour.md#remote-state-data-sources); a type name of unknown role
 * may be either.
 */
const REJECTION: Readonly<Record<Role, string>> = {
  backend: "at init",
  "data-source": "at plan",
  unknown: "at init (a backend) or at plan (a data source)",
};

/**
 * What a block takes, as a message says it: one object in a backend; in a remote-state data source's `config`, a
 * list of one object (docs/behaviour.md#remote-state-data-sources); a type name of unknown role may be either.
 */
const BLOCK: Readonly<Record<Role, string>> = {
  backend: "an object (a block of settings)",
  "data-source": "a list of one object (a block of settings)",
  unknown: "a block of settings",
};

/** What a field takes, as a message says it; undefined for maps and lists, which take objects and arrays. */
function expected(field: FieldSpec, role: Role): string | undefined {
  switch (field.type) {
    case "string":
    case "number":
    case "boolean":
      return `a ${field.type}`;
    case "block":
      return BLOCK[role];
    default:
      return undefined;
  }
}

const isObject = (json: JsonValue): boolean => typeof json === "object" && json !== null && !isJsonArray(json);

/**
 * An array written for a block, as a message says it, or undefined when the tool may take it. The tool's JSON syntax
 * reads an empty list as zero blocks and a list of one object as one block (docs/behaviour.md#the-tools-json-syntax;
 * a remote-state data source's `config` takes a block only so), and <kit> writes a binding's list out as it is.
 * Several objects are several blocks, where the tool takes one; an array holding anything else is no block.
 */
function wrongArray(json: JsonValue | undefined): string | undefined {
  if (json === undefined || !isJsonArray(json)) return undefined;
  if (json.length <= 1 && json.every(isObject)) return undefined;
  return json.every(isObject) ? `a list of ${json.length} objects` : "an array";
}

/** A value the field cannot take, as a message says it, or undefined. */
function wrongly(field: FieldSpec, value: StaticValue): string | undefined {
  if (field.type === "block") {
    if (value.kind === "string" || value.kind === "number" || value.kind === "boolean") return `a ${value.kind}`;
    if (value.kind === "data" && value.shape === "array") return wrongArray(value.json);
    return undefined;
  }
  if (field.type !== "string" && field.type !== "number" && field.type !== "boolean") return undefined;
  // A JSON-text field given an object is valid-assume-role-policy's concern. A number or boolean written for
  // a string is converted by the tool; a string written for a number or boolean is notConvertible's.
  if (field.format?.type === "json" || value.kind !== "data") return undefined;
  return value.shape === "object" ? "an object" : "an array";
}

/** What a boolean or number field takes, as the message about a string the tool cannot convert says it. */
const READS_AS: Readonly<Record<"boolean" | "number", string>> = {
  boolean: "a boolean (true or false)",
  number: "a number",
};

/**
 * The strings written for a boolean or number setting that the tool cannot convert (docs/behaviour.md#every-store:
 * `"true"` and `"1800"` convert, `"yes"` for a boolean is refused); see refusesString for the forms left alone.
 * Not in Java and C#, whose compilers reject a string for a `Boolean` or `Number` setter before the linter could.
 * Not a value holding `${`: text to the tool in a backend (no-interpolation's report), an expression to its open
 * fork and in a data source.
 */
function* unconvertible(config: ConfigLiteral): Generator<Finding<MessageId>> {
  if (config.binding === "java" || config.binding === "csharp") return;
  for (const { property, path, field } of fieldsWith(config, (f) => f.type === "boolean" || f.type === "number")) {
    const value = property.value;
    if (value.kind !== "string" || value.value.includes("${")) continue;
    const type = field.type as "boolean" | "number";
    if (!refusesString(type, value.value)) continue;
    yield {
      messageId: "notConvertible",
      data: { property: path, value: value.value, expected: READS_AS[type], rejection: REJECTION[config.role] },
      at: property,
    };
  }
}

/**
 * The flattened properties that replace a deprecated block (OSS `assumeRole`), as a suggestion, where the block is
 * a plain object written in place, no flattened property is written yet, and the configured tool version has them.
 */
function flattenSuggestion(
  config: ConfigLiteral,
  property: ConfigProperty,
  object: ConfigObject,
  settings: ResolvedSettings,
): Suggestion<MessageId>[] {
  const deprecated = property.field?.deprecated;
  if (!deprecated || !object.editable || !isPlainBlock(object)) return [];
  const version = settings.toolVersion;
  const targets = Object.values(deprecated.replacedBy).map((name) => fieldByName(config.fields, name));
  if (version !== undefined && targets.some((f) => f?.since !== undefined && !hasSince(version, f.since))) return [];
  const replacement = flattenedBlock(config, property, deprecated);
  if (!replacement) return [];
  return [
    {
      messageId: "flatten",
      data: { property: property.key },
      edits: [{ type: "replace-property", property, with: replacement }],
    },
  ];
}

/**
 * A nested block of a remote-state data source written as an object: the tool takes it only as a list of one object,
 * and rejects the object form at plan (docs/behaviour.md#remote-state-data-sources). In a binding, <kit> writes the
 * block out as the object its type takes, always. In the tool's JSON syntax, wrapping the object in `[ ]` is exactly
 * the list of one object (an autofix: the object form is rejected in every environment, and a data source is read
 * afresh at every plan, cached by no `init`). OSS's deprecated block has the flattened properties as a way out in
 * every binding, offered: whether the block would be in force depends on the environment (CLOUDA_ASSUME_ROLE_ARN).
 */
function* objectBlocks(config: ConfigLiteral, settings: ResolvedSettings): Generator<Finding<MessageId>> {
  if (config.role !== "data-source") return;
  for (const { property, path } of fieldsWith(config, isBlock)) {
    const value = property.value;
    if (value.kind !== "object" || value.list) continue;
    const json = config.binding === "json";
    yield {
      messageId: json ? "objectBlockJson" : "objectBlock",
      data: { property: path },
      at: property,
      ...(json && { fix: [wrapInList(property)] }),
      suggest: flattenSuggestion(config, property, value.object, settings),
    };
  }
}

export default createConfigRule({
  name: "valid-value-types",
  meta: {
    type: "problem",
    docs: {
      description:
        "Disallow values that cannot be written out or that the tool cannot take: `null`, an object or array where a setting takes a single value, a string that reads as no boolean or number, and a remote-state data source's block as an object.",
      recommended: "error",
    },
    // Fixes only in the tool's JSON syntax: a data source's block written as an object, wrapped in `[ ]`.
    fixable: "code",
    hasSuggestions: true,
    messages: {
      null: '"{{property}}" is null: writing the configuration out fails on it, so the configuration never reaches the tool.',
      wrongType:
        '"{{property}}" takes {{expected}}, not {{written}}: the tool rejects the configuration {{rejection}}.',
      notConvertible:
        '"{{property}}" is "{{value}}", which the tool cannot read as {{expected}}: it rejects the configuration {{rejection}}.',
      objectBlock:
        '"{{property}}" is written out as an object, but a remote-state data source takes a block as a list of one object: the tool rejects it at plan.',
      objectBlockJson:
        '"{{property}}" is an object, but a remote-state data source takes a block as a list of one object: the tool rejects it at plan.',
      // The tool's native syntax: `config` of a data source is an argument since the tool's 0.12.
      configBlock:
        '"config" is written as a block, which the tool refuses ("Unsupported block type"); it must be an argument: config = { … }.',
      remove: 'Remove "{{property}}".',
      flatten: 'Replace "{{property}}" with the flattened properties.',
    },
  },
  *check(config, settings): Generator<Finding<MessageId>> {
    // Only JavaScript's null: in Java and C#, null is what an unset property holds (jsii leaves it out).
    if (config.binding === "ts") {
      for (const { property, path, whole } of nulls(config, "")) {
        const data = { property: path };
        yield {
          messageId: "null",
          data,
          at: property,
          // Removing a required property leaves it missing: no way out by itself.
          ...(whole &&
            !property.field?.required && {
              suggest: [suggestRemoval<MessageId>("remove", property, data)],
            }),
        };
      }
    }
    for (const { property, path, field, picked: wanted } of fieldsWith(config, (f) => expected(f, config.role))) {
      const written = wrongly(field, property.value);
      if (written === undefined) continue;
      yield {
        messageId: "wrongType",
        data: { property: path, expected: wanted, written, rejection: REJECTION[config.role] },
        at: property,
      };
    }
    yield* unconvertible(config);
    yield* objectBlocks(config, settings);
    // The block form of a data source's `config` (docs/behaviour.md#remote-state-data-sources).
    if (config.configBlock) yield { messageId: "configBlock", at: config };
  },
});
