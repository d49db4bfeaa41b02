import { fieldsWith, replaceValue, shortText, type Finding, type JsonValue } from "../src/model/index.js";
import type { FieldSpec, Format } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId =
  "notText" | "notString" | "notTextInJson" | "notStringInJson" | "invalidJson" | "notObject" | "stringify";

/** What a JSON value is, as prose: `an array`, `a number`, `null`. */
function describeJson(value: JsonValue): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** The JSON-text form of a field's value: fields that take a policy as JSON text. */
function jsonFormatOf(field: FieldSpec): Extract<Format, { readonly type: "json" }> | undefined {
  return field.format?.type === "json" ? field.format : undefined;
}

export default createConfigRule({
  name: "valid-assume-role-policy",
  meta: {
    type: "problem",
    docs: {
      description:
        "Require an assume-role policy to be a string, not an object written in code; for COS, JSON text holding an object, which the provider's token service requires.",
      recommended: "error",
    },
    hasSuggestions: true,
    messages: {
      notText:
        '"{{property}}" is {{shape}} written in code ({{value}}), which the tool rejects; it must be a string of JSON text holding an object.',
      notString:
        '"{{property}}" is {{shape}} written in code ({{value}}), which the tool rejects; it must be a string, such as the object\'s JSON text.',
      // The tool's JSON syntax, where the object is JSON the file holds, not code.
      notTextInJson:
        '"{{property}}" is {{shape}} ({{value}}), which the tool rejects; it must be a string of JSON text holding an object.',
      notStringInJson:
        '"{{property}}" is {{shape}} ({{value}}), which the tool rejects; it must be a string, such as the object\'s JSON text.',
      // The tool never parses the text: it sends it to the provider's token service when the role is assumed,
      // which rejects text that is no policy document (docs/behaviour.md#oss). The value of `notObject` is short
      // or in view where the report points: the message leaves it out, to fit in 200 characters written out.
      invalidJson:
        '"{{property}}" is "{{value}}", not valid JSON: the token service rejects it when the role is assumed; it must be a JSON object.',
      notObject:
        '"{{property}}" is JSON text holding {{found}}: the token service rejects it when the role is assumed; it must be a JSON object.',
      stringify: "Replace the object with its JSON text, as a string.",
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path, picked: format } of fieldsWith(config, jsonFormatOf)) {
      const value = property.value;
      if (value.kind === "data") {
        const json = value.json;
        const shown = json !== undefined ? shortText(JSON.stringify(json)) : value.shape === "object" ? "{…}" : "[…]";
        const data = { property: path, shape: `an ${value.shape}`, value: shown };
        // Only a static object becomes the same policy as text: an array is no policy, and a value that is
        // not fully known cannot be written out.
        const text = value.shape === "object" && json !== undefined ? JSON.stringify(json) : undefined;
        yield {
          // Where the text is checked (COS), the way out names what the text must hold; elsewhere only that it
          // must be a string (docs/behaviour.md#oss).
          messageId:
            config.binding === "json"
              ? format.textChecked
                ? "notTextInJson"
                : "notStringInJson"
              : format.textChecked
                ? "notText"
                : "notString",
          data,
          at: property,
          ...(text !== undefined && {
            suggest: [{ messageId: "stringify" as const, edits: [replaceValue(property, text)] }],
          }),
        };
        continue;
      }
      // The text is checked only where the schema says so (COS); the empty string is as good as unset: no policy.
      if (!format.textChecked || value.kind !== "string" || value.value === "") continue;
      let parsed: JsonValue;
      try {
        parsed = JSON.parse(value.value) as JsonValue;
      } catch {
        yield { messageId: "invalidJson", data: { property: path, value: shortText(value.value) }, at: property };
        continue;
      }
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
        yield {
          messageId: "notObject",
          data: { property: path, found: describeJson(parsed) },
          at: property,
        };
      }
    }
  },
});
