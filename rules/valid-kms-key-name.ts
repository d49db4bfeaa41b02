import { mayInterpolate, stringFields, suggestValue, type Finding } from "../src/model/index.js";
import type { FieldSpec, Format } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "invalid" | "useName";

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

/** The resource-name form a field's value must have: fields whose value is a key name, not a secret's. */
function nameFormatOf(field: FieldSpec): Extract<Format, { readonly type: "resource-name" }> | undefined {
  return !field.secret && field.format?.type === "resource-name" ? field.format : undefined;
}

export default createConfigRule<MessageId>({
  name: "valid-kms-key-name",
  meta: {
    type: "problem",
    docs: {
      description: "Require customer-managed encryption keys to be given as key names in the form the tool accepts.",
      recommended: "error",
    },
    hasSuggestions: true,
    messages: {
      invalid: '"{{property}}" is "{{value}}"; it must be a key name of the form "{{form}}".',
      useName: 'Use the key name "{{value}}".',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path, text: value, picked: format } of stringFields(config, nameFormatOf)) {
      // The empty string leaves the key unset (as not writing it); setting it next to `encryptionKey` is
      // another rule's concern.
      if (value === "" || mayInterpolate(config, value)) continue;
      const form = segmentsOf(format.form);
      if (matches(value, form)) continue;
      const name = keyNameIn(value, form);
      yield {
        messageId: "invalid",
        data: { property: path, value, form: format.form },
        at: property,
        ...(name !== undefined && {
          suggest: [suggestValue("useName", property, name)],
        }),
      };
    }
  },
});
