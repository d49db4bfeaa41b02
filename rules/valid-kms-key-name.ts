import {
  looksLikeBase64Key,
  stringFields,
  suggestValue,
  type ConfigLiteral,
  type Finding,
} from "../src/model/index.js";
import type { FieldSpec, Format } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "invalid" | "keyMaterial" | "useName";

/** A literal, or null for a `{placeholder}`. */
type Segment = string | null;

const cache = new Map<string, readonly Segment[]>();

function segmentsOf(form: string): readonly Segment[] {
  let segments = cache.get(form);
  if (!segments) {
    segments = form.split("/").map((s) => (/^\{[^{}/]+\}$/.test(s) ? null : s));
    cache.set(form, segments);
  }
  return segments;
}

/** Each placeholder matches one non-empty segment. */
function matchesAt(parts: readonly string[], start: number, form: readonly Segment[]): boolean {
  return form.every((segment, i) => {
    const part = parts[start + i];
    return part !== undefined && (segment === null ? part !== "" : part === segment);
  });
}

function matches(value: string, form: readonly Segment[]): boolean {
  const parts = value.split("/");
  return parts.length === form.length && matchesAt(parts, 0, form);
}

/** Finds a name inside a full resource name, a URL, a key version or surrounding spaces; only one match counts. */
function keyNameIn(value: string, form: readonly Segment[]): string | undefined {
  const parts = value.trim().split("/");
  const found: string[] = [];
  for (let start = 0; start + form.length <= parts.length; start++) {
    if (matchesAt(parts, start, form)) found.push(parts.slice(start, start + form.length).join("/"));
  }
  return found.length === 1 ? found[0] : undefined;
}

/**
 * A customer-supplied key written here by mistake: base64 or hexadecimal text of a key's length, holding none of
 * the form's literal segments. It is a secret, so the message never shows it.
 */
function keyLike(
  value: string,
  form: readonly Segment[],
  config: ConfigLiteral,
): { readonly looks: string } | undefined {
  const text = value.trim();
  if (text.split("/").some((part) => form.includes(part))) return undefined;
  for (const field of config.fields) {
    if (field.format?.type !== "base64") continue;
    const { bytes } = field.format;
    const looks = looksLikeBase64Key(text, bytes)
      ? "base64 text"
      : text.length === 2 * bytes && /^[0-9A-Fa-f]+$/.test(text)
        ? "hexadecimal text"
        : undefined;
    if (looks !== undefined) return { looks: `${looks} of a ${bytes}-byte key` };
  }
  return undefined;
}

/** `…` for each placeholder, so that the message and a written-out note fit in 200 characters. */
function shownForm(form: string): string {
  return form.replace(/\{[^{}/]+\}/g, "…");
}

function nameFormatOf(field: FieldSpec): Extract<Format, { readonly type: "resource-name" }> | undefined {
  return !field.secret && field.format?.type === "resource-name" ? field.format : undefined;
}

export default createConfigRule({
  name: "valid-kms-key-name",
  meta: {
    type: "problem",
    docs: {
      description: "Require customer-managed encryption keys to be given as key names in the form the tool accepts.",
      recommended: "error",
    },
    hasSuggestions: true,
    messages: {
      // The storage service rejects another form at the first state write (docs/behaviour.md#gcs).
      invalid: '"{{property}}" is "{{value}}", not of the form "{{form}}": it fails at the first state write.',
      keyMaterial:
        '"{{property}}" looks like an encryption key ({{looks}}), not a key name: it fails at the first state write.',
      useName: 'Use the key name "{{value}}".',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    // Only a state write fails, which a data source never does; a type of unknown role may be a backend.
    if (config.role === "data-source") return;
    for (const { property, path, text: value, picked: format } of stringFields(config, nameFormatOf)) {
      // The empty string leaves the key unset.
      if (value === "") continue;
      const form = segmentsOf(format.form);
      if (matches(value, form)) continue;
      const key = keyLike(value, form, config);
      if (key) {
        // Never the value: a key written here by mistake is still a key.
        yield { messageId: "keyMaterial", data: { property: path, ...key }, at: property };
        continue;
      }
      const name = keyNameIn(value, form);
      yield {
        messageId: "invalid",
        data: { property: path, value, form: shownForm(format.form) },
        at: property,
        ...(name !== undefined && {
          suggest: [suggestValue("useName", property, name)],
        }),
      };
    }
  },
});
