import {
  fieldsWith,
  mayInterpolate,
  replaceValue,
  shortText,
  type Finding,
  type JsonValue,
} from "../src/model/index.js";
import type { FieldSpec, Format } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId =
  "notText" | "notString" | "notTextInJson" | "notStringInJson" | "invalidJson" | "notObject" | "stringify";

function describeJson(value: JsonValue): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

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
      notTextInJson:
        '"{{property}}" is {{shape}} ({{value}}), which the tool rejects; it must be a string of JSON text holding an object.',
      notStringInJson:
        '"{{property}}" is {{shape}} ({{value}}), which the tool rejects; it must be a string, such as the object\'s JSON text.',
      // The provider's token service rejects text that is no policy when the role is assumed (docs/behaviour.md#oss).
      // `notObject` leaves the value out to fit in 200 characters written out.
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
        // An array is no policy, and a value not fully known cannot be written out.
        const text = value.shape === "object" && json !== undefined ? JSON.stringify(json) : undefined;
        yield {
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
      // The text is checked only where the schema says so (COS); `""` is no policy, and a `${..}` the tool may
      // interpolate is no text yet (docs/behaviour.md#every-store).
      if (!format.textChecked || value.kind !== "string" || value.value === "") continue;
      if (mayInterpolate(config, value.value)) continue;
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
