import {
  mayBePath,
  mayInterpolate,
  secretAdvice,
  secretVariables,
  suggestRemoval,
  type ConfigLiteral,
  type ConfigObject,
  type Finding,
  type JsonValue,
  type PropertyAt,
  type StaticValue,
} from "../src/model/index.js";
import type { FieldSpec } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "hardcoded" | "hardcodedInJson" | "keyMaterial" | "remove";

/** A non-empty string or a number somewhere inside. */
function holdsValue(json: JsonValue): boolean {
  if (typeof json === "string") return json !== "";
  if (typeof json === "number") return true;
  if (json === null || typeof json === "boolean") return false;
  return (Array.isArray(json) ? json : Object.values(json)).some(holdsValue);
}

/** Also overridden and conditional ones: a secret written in the code is there either way. */
function* everyProperty(object: ConfigObject, prefix = ""): Generator<PropertyAt> {
  for (const entry of object.entries) {
    if (entry.type !== "property") continue;
    const path = `${prefix}${entry.key}`;
    yield { property: entry, path };
    if (entry.field?.type === "block" && entry.value.kind === "object")
      yield* everyProperty(entry.value.object, `${path}.`);
  }
}

/** A data source replaces `${..}` at run time and a backend takes it literally: a placeholder, not a credential. */
function interpolated(config: ConfigLiteral, text: string): boolean {
  return mayInterpolate(config, text) || text.includes("${");
}

/** Malformed text is valid-credentials' concern. */
function isJsonKeyMaterial(text: string): boolean {
  try {
    const json = JSON.parse(text) as JsonValue;
    return typeof json === "object" && json !== null && !Array.isArray(json) && holdsValue(json);
  } catch {
    return false;
  }
}

type Secret = { messageId: "hardcoded" } | { messageId: "keyMaterial"; source: string };

/** A value that may be a path is none; a base64 key is the key itself; other key material is a JSON object. */
function keyMaterialIn(field: FieldSpec, text: string): Secret | undefined {
  if (text === "" || mayBePath(text, field)) return undefined;
  if (field.format?.type === "base64") return { messageId: "keyMaterial", source: "the key itself" };
  return isJsonKeyMaterial(text) ? { messageId: "keyMaterial", source: "JSON text" } : undefined;
}

function secretIn(config: ConfigLiteral, field: FieldSpec, value: StaticValue): Secret | undefined {
  if (value.kind === "string" && interpolated(config, value.value)) return undefined;
  if (field.secret === "always") {
    if (value.kind === "string" && value.value !== "") return { messageId: "hardcoded" };
    if (value.kind === "number") return { messageId: "hardcoded" };
    if (value.kind === "data" && value.json !== undefined && holdsValue(value.json)) return { messageId: "hardcoded" };
    return undefined;
  }
  if (field.secret === "key-material") {
    if (value.kind === "string") return keyMaterialIn(field, value.value);
    if (value.kind === "data" && value.shape === "object")
      return {
        messageId: "keyMaterial",
        source: config.binding === "json" ? "an object" : "an object written in code",
      };
    if (value.kind === "unknown" && value.origin === "file")
      return { messageId: "keyMaterial", source: "a file read into the value" };
  }
  return undefined;
}

export default createConfigRule({
  name: "no-hardcoded-credentials",
  meta: {
    type: "problem",
    docs: {
      description:
        "Disallow secrets in the configuration itself: credentials written in the code, and a key file's contents where its path belongs.",
      strict: "error",
    },
    hasSuggestions: true,
    messages: {
      hardcoded: '"{{property}}" is a credential written in the source code; {{advice}}.',
      hardcodedInJson: '"{{property}}" is a credential written in the configuration file; {{advice}}.',
      keyMaterial:
        '"{{property}}" holds key material ({{source}}), not the path of a key file, so the key is written into the configuration.',
      remove: 'Remove "{{property}}", then {{advice}}.',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path } of everyProperty(config)) {
      const field = property.field;
      if (!field?.secret) continue;
      const found = secretIn(config, field, property.value);
      if (!found) continue;
      // Never the value itself.
      const data = {
        property: path,
        ...(found.messageId === "keyMaterial" ? { source: found.source } : { advice: secretAdvice(field) }),
      };
      yield {
        messageId: found.messageId === "hardcoded" && config.binding === "json" ? "hardcodedInJson" : found.messageId,
        data,
        at: property,
        // Not an autofix: without the property the tool authenticates otherwise.
        suggest: [suggestRemoval("remove", property, { property: path, advice: secretVariables(field) })],
      };
    }
  },
});
