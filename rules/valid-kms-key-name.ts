import {
  looksLikeBase64Key,
  mayInterpolate,
  stringFields,
  suggestValue,
  type ConfigLiteral,
  type Finding,
} from "../src/model/index.js";
import type { FieldSpec, Format } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "invalid" | "keyMaterial" | "useName";

/** One segment of a resource-name form: a literal written as is, or a `{placeholder}` (null). */
type Segment = string | null;

const cache = new Map<string, readonly Segment[]>();

/** The segments of a form such as `projects/{project}/locations/{location}/...`. */
function segmentsOf(form: string): readonly Segment[] {
  let segments = cache.get(form);
  if (!segments) {
    segments = form.split("/").map((s) => (/^\{[^{}/]+\}$/.test(s) ? null : s));
    cache.set(form, segments);
  }
  return segments;
}

/** Whether `parts` (a value split at `/`) match the form: literals exactly, each placeholder one non-empty segment. */
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

/**
 * The key name inside a value, when exactly one run of its segments has the form: a full resource name
 * (`//cloudkms.googleapis.com/projects/...`), a URL, a key version (`.../cryptoKeyVersions/1`), surrounding
 * spaces or a trailing `/`. Undefined when there is none, or more than one.
 */
function keyNameIn(value: string, form: readonly Segment[]): string | undefined {
  const parts = value.trim().split("/");
  const found: string[] = [];
  for (let start = 0; start + form.length <= parts.length; start++) {
    if (matchesAt(parts, start, form)) found.push(parts.slice(start, start + form.length).join("/"));
  }
  return found.length === 1 ? found[0] : undefined;
}

/**
 * What a value looks like when it is a key of the configuration's own (a customer-supplied key, `encryptionKey`)
 * written here by mistake: base64 or hexadecimal text of the key's length (looksLikeBase64Key), holding none of
 * the form's literal segments (`projects`, `keyRings`: an attempt at a name). Undefined when it looks like no
 * key. Such a value is a secret: the message says what it looks like, never the value.
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

/**
 * A form as the messages show it: each `{placeholder}` as `…` (`projects/…/locations/…/keyRings/…/cryptoKeys/…`),
 * so that the message, and the note after it in a file written out, fit in 200 characters. The docs show the form
 * with its placeholders' names.
 */
function shownForm(form: string): string {
  return form.replace(/\{[^{}/]+\}/g, "…");
}

/** The resource-name form a field's value must have: fields whose value is a key name, not a secret's. */
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
      // The tool does not check the name; the storage service rejects another form when the state is first written
      // (docs/behaviour.md#gcs).
      invalid: '"{{property}}" is "{{value}}", not of the form "{{form}}": it fails at the first state write.',
      // Where a customer-supplied key belongs instead (its own property, its environment variable) is in the docs.
      keyMaterial:
        '"{{property}}" looks like an encryption key ({{looks}}), not a key name: it fails at the first state write.',
      useName: 'Use the key name "{{value}}".',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    // The storage service rejects another form only when the state is written (docs/behaviour.md#gcs): a
    // remote-state data source only reads it, and never fails for it. A type of unknown role may be a backend.
    if (config.role === "data-source") return;
    for (const { property, path, text: value, picked: format } of stringFields(config, nameFormatOf)) {
      // The empty string leaves the key unset (as not writing it); setting it next to `encryptionKey` is
      // another rule's concern.
      if (value === "" || mayInterpolate(config, value)) continue;
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
