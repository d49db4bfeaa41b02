import {
  fieldsWith,
  flattenedBlock,
  isJsonArray,
  isPlainBlock,
  mayInterpolate,
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

interface NullAt {
  readonly property: ConfigProperty;
  /** `assumeRole.roleArn`, `defaults.team`, `delegates[0]`. */
  readonly path: string;
  /** False when the null stands inside the property's map or list. */
  readonly whole: boolean;
}

function member(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

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
 * Nulls that certainly reach <kit>: one that a later write of the same key or something opaque may replace is
 * skipped, as the object <kit> receives may not hold it.
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

/** A field taking a single value rejects the whole object or array, whatever it holds. */
function takesData(field: FieldSpec | undefined): boolean {
  return field === undefined || field.type === "string-map" || field.type === "string-list";
}

/** A list written for a block is written out as it is, nulls included. */
function isBlock(field: FieldSpec | undefined): boolean {
  return field?.type === "block";
}

/** docs/behaviour.md#every-store; a type name of unknown role may be either. */
const REJECTION: Readonly<Record<Role, string>> = {
  backend: "at init",
  "data-source": "at plan",
  unknown: "at init (a backend) or at plan (a data source)",
};

/** A data source's `config` takes a block as a list of one object (docs/behaviour.md#remote-state-data-sources). */
const BLOCK: Readonly<Record<Role, string>> = {
  backend: "an object (a block of settings)",
  "data-source": "a list of one object (a block of settings)",
  unknown: "a block of settings",
};

/** Undefined for maps and lists, which take objects and arrays. */
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
 * The tool reads an empty list as zero blocks and a list of one object as one block; several objects or anything
 * else is wrong (docs/behaviour.md#the-tools-json-syntax).
 */
function wrongArray(json: JsonValue | undefined): string | undefined {
  if (json === undefined || !isJsonArray(json)) return undefined;
  if (json.length <= 1 && json.every(isObject)) return undefined;
  return json.every(isObject) ? `a list of ${json.length} objects` : "an array";
}

function wrongly(config: ConfigLiteral, field: FieldSpec, value: StaticValue): string | undefined {
  if (field.type === "block") {
    // A data source's `"${var.x}"` may come out as a list of one object; a backend's block is no expression, in
    // the open fork too (docs/behaviour.md#remote-state-data-sources).
    if (value.kind === "string" && config.role !== "backend" && mayInterpolate(config, value.value)) return undefined;
    if (value.kind === "string" || value.kind === "number" || value.kind === "boolean") return `a ${value.kind}`;
    if (value.kind === "data" && value.shape === "array") return wrongArray(value.json);
    return undefined;
  }
  if (field.type !== "string" && field.type !== "number" && field.type !== "boolean") return undefined;
  // A JSON-text field given an object is valid-assume-role-policy's concern; the tool converts a number or boolean
  // written for a string.
  if (field.format?.type === "json" || value.kind !== "data") return undefined;
  return value.shape === "object" ? "an object" : "an array";
}

const READS_AS: Readonly<Record<"boolean" | "number", string>> = {
  boolean: "a boolean (true or false)",
  number: "a number",
};

/**
 * docs/behaviour.md#every-store; see refusesString for the forms left alone. Not in Java and C#, whose compilers
 * reject the string first, nor a value holding `${`, which is no-interpolation's concern.
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

/** Offered where the block is written in place, no flattened property is written yet and the tool version has them. */
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
 * A data source's block written as an object is rejected at plan (docs/behaviour.md#remote-state-data-sources). In
 * the JSON syntax wrapping it in `[ ]` is an autofix, as a data source is read afresh at every plan; OSS's
 * flattened properties are only a suggestion, as whether the block applies depends on the environment.
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
    // Only the JSON syntax's `[ ]` wrap is a fix.
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
    // In Java and C#, null is what an unset property holds.
    if (config.binding === "ts") {
      for (const { property, path, whole } of nulls(config, "")) {
        const data = { property: path };
        yield {
          messageId: "null",
          data,
          at: property,
          // Removing a required property leaves it missing.
          ...(whole &&
            !property.field?.required && {
              suggest: [suggestRemoval<MessageId>("remove", property, data)],
            }),
        };
      }
    }
    for (const { property, path, field, picked: wanted } of fieldsWith(config, (f) => expected(f, config.role))) {
      const written = wrongly(config, field, property.value);
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
