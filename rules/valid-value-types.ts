import {
  fieldsWith,
  isJsonArray,
  suggestRemoval,
  type ConfigObject,
  type ConfigProperty,
  type Finding,
  type JsonValue,
  type StaticValue,
} from "../src/model/index.js";
import type { FieldSpec } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "null" | "wrongType" | "remove";

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
    } else if (value.kind === "data" && value.json !== undefined && takesData(entry.field)) {
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

/** What a field takes, as a message says it; undefined for maps and lists, which take objects and arrays. */
function expected(field: FieldSpec): string | undefined {
  switch (field.type) {
    case "string":
    case "number":
    case "boolean":
      return `a ${field.type}`;
    case "block":
      return "an object (a block of settings)";
    default:
      return undefined;
  }
}

/** A value the field cannot take, as a message says it, or undefined. */
function wrongly(field: FieldSpec, value: StaticValue): string | undefined {
  if (field.type === "block") {
    if (value.kind === "string" || value.kind === "number" || value.kind === "boolean") return `a ${value.kind}`;
    if (value.kind === "data" && value.shape === "array") return "an array";
    return undefined;
  }
  if (field.type !== "string" && field.type !== "number" && field.type !== "boolean") return undefined;
  // A JSON-text field given an object is valid-assume-role-policy's concern. A number or boolean written for
  // a string (or the other way round) is converted by the tool.
  if (field.format?.type === "json" || value.kind !== "data") return undefined;
  return value.shape === "object" ? "an object" : "an array";
}

export default createConfigRule<MessageId>({
  name: "valid-value-types",
  meta: {
    type: "problem",
    docs: {
      description:
        "Disallow values that cannot be written out or that the tool cannot take: `null`, and an object or array where a setting takes a single value.",
      recommended: "error",
    },
    hasSuggestions: true,
    messages: {
      null: '"{{property}}" is null: writing the configuration out fails on it, so the configuration never reaches the tool.',
      wrongType: '"{{property}}" takes {{expected}}, not {{written}}: the tool rejects the configuration.',
      remove: 'Remove "{{property}}".',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
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
    for (const { property, path, field, picked: wanted } of fieldsWith(config, expected)) {
      const written = wrongly(field, property.value);
      if (written === undefined) continue;
      yield { messageId: "wrongType", data: { property: path, expected: wanted, written }, at: property };
    }
  },
});
