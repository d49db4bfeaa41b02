import {
  isJsonArray,
  shortText,
  walkProperties,
  type Finding,
  type JsonValue,
  type StaticValue,
} from "../src/model/index.js";
import { backendRefusals } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "literal" | "literalSecret" | "literalInJson" | "literalSecretInJson" | "refused" | "refusedSecret";

const INTERPOLATION = "${";

/** The string itself, or the first one inside a static list or map. */
function interpolated(value: StaticValue): string | undefined {
  if (value.kind === "string") return value.value.includes(INTERPOLATION) ? value.value : undefined;
  if (value.kind === "data" && value.json !== undefined) return inJson(value.json);
  return undefined;
}

function inJson(json: JsonValue): string | undefined {
  if (typeof json === "string") return json.includes(INTERPOLATION) ? json : undefined;
  if (json === null || typeof json !== "object") return undefined;
  for (const item of isJsonArray(json) ? json : Object.values(json)) {
    const found = inJson(item);
    if (found !== undefined) return found;
  }
  return undefined;
}

export default createConfigRule({
  name: "no-interpolation",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow interpolations (`${..}`) in backend settings, which the tool does not resolve.",
      recommended: "error",
    },
    messages: {
      // <kit> writes JSON by default, or the tool's native syntax.
      literal:
        '"{{property}}" is "{{value}}": the tool does not interpolate "${…}" in a backend; it uses the text as written (JSON) or fails at init (native syntax).',
      literalSecret:
        '"{{property}}" holds "${…}": the tool does not interpolate it in a backend; it uses the text as written (JSON) or fails at init (native syntax).',
      literalInJson:
        '"{{property}}" is "{{value}}": the tool does not interpolate "${…}" in a backend; in JSON it uses the text as written.',
      literalSecretInJson:
        '"{{property}}" holds "${…}": the tool does not interpolate it in a backend; in JSON it uses the text as written.',
      // The tool's native syntax: the expression is no text there, and init refuses it.
      refused: '"{{property}}" is {{value}}: the tool refuses {{what}} in a backend block at init ("{{error}}").',
      refusedSecret: '"{{property}}" holds {{what}}: the tool refuses it in a backend block at init ("{{error}}").',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    // A backend's settings are read before anything else exists (docs/behaviour.md#every-store); a data source
    // may interpolate. A file only the open fork reads is left alone: from its 1.8.0 the fork evaluates a backend.
    if (config.role !== "backend" || config.forkOnly) return;
    for (const { property, path } of walkProperties(config)) {
      const field = property.field;
      if (!field) continue;
      if (config.native) {
        // A string of the native syntax holds `${` only escaped (`$${`), as text; what init refuses is an expression.
        const value = property.value;
        const uses = value.kind === "unknown" ? value.evaluates : undefined;
        if (!uses) continue;
        const refusal = backendRefusals[uses.uses];
        yield field.secret
          ? { messageId: "refusedSecret", data: { property: path, ...refusal }, at: property }
          : { messageId: "refused", data: { property: path, value: shortText(uses.text), ...refusal }, at: property };
        continue;
      }
      const text = interpolated(property.value);
      if (text === undefined) continue;
      const json = config.binding === "json";
      if (field.secret) {
        yield {
          messageId: json ? "literalSecretInJson" : "literalSecret",
          data: { property: path },
          at: property,
        };
      } else {
        yield {
          messageId: json ? "literalInJson" : "literal",
          data: { property: path, value: shortText(text) },
          at: property,
        };
      }
    }
  },
});
