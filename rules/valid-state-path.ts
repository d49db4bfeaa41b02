import { joinNames, replaceValue, stringFields, suggestValue, type Finding } from "../src/model/index.js";
import type { FieldSpec, PathRules } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "edges" | "directorySuffix" | "missingSuffix" | "useValue" | "useDirectory";

function edgeForm(rules: PathRules): string {
  const leading = joinNames(rules.forbiddenLeading, "or");
  if (!rules.forbidTrailingSlash) return `start with ${leading}`;
  if (rules.forbiddenLeading.length === 1 && rules.forbiddenLeading[0] === "/") return 'start or end with "/"';
  return `start with ${leading} or end with "/"`;
}

function edgesValid(value: string, rules: PathRules): boolean {
  return (
    !rules.forbiddenLeading.some((p) => value.startsWith(p)) && !(rules.forbidTrailingSlash && value.endsWith("/"))
  );
}

/** Where `trimmedAtRunTime`, this is what the tool trims (docs/behaviour.md#oss). */
function stripOnce(value: string, rules: PathRules): string {
  let v = value;
  const leading = rules.forbiddenLeading.find((p) => v.startsWith(p));
  if (leading !== undefined) v = v.slice(leading.length);
  if (rules.forbidTrailingSlash && v.endsWith("/")) v = v.slice(0, -1);
  return v;
}

function stripAll(value: string, rules: PathRules): string {
  let v = value;
  for (let previous = ""; v !== previous;) {
    previous = v;
    v = stripOnce(v, rules);
  }
  return v;
}

/** A state file cannot be empty; a directory can (the bucket's root). */
function acceptable(value: string, rules: PathRules): boolean {
  return edgesValid(value, rules) && (value !== "" || rules.names === "directory");
}

/** GCS strips every leading `/` silently (docs/behaviour.md#gcs). */
function asUsed(value: string, rules: PathRules): string {
  const stripped = rules.strippedLeading;
  let v = value;
  if (stripped) while (v.startsWith(stripped)) v = v.slice(stripped.length);
  return v;
}

function storedUnder(written: string, object: string, rules: PathRules): string {
  const directory = asUsed(written, rules);
  if (directory === "") return object;
  return directory.endsWith("/") ? `${directory}${object}` : `${directory}/${object}`;
}

function fallback(field: FieldSpec, rules: PathRules): string | undefined {
  return rules.names === "file" && typeof field.default === "string" && acceptable(field.default, rules)
    ? field.default
    : undefined;
}

function pathRulesOf(field: FieldSpec): PathRules | undefined {
  return field.secret ? undefined : field.path;
}

export default createConfigRule({
  name: "valid-state-path",
  meta: {
    type: "problem",
    docs: {
      description: "Require state prefixes and keys in the form the tool accepts and stores where they say.",
      recommended: "error",
    },
    fixable: "code",
    hasSuggestions: true,
    messages: {
      edges: '"{{property}}" is "{{value}}"; it must not {{form}}.',
      directorySuffix:
        '"{{property}}" is "{{value}}"; it names a directory, not the state file: the state goes to "{{stored}}".',
      missingSuffix:
        '"{{property}}" is "{{value}}"; it must end in "{{suffix}}", or the tool lists only the default workspace.',
      useValue: 'Use "{{value}}".',
      useDirectory: 'Use "{{value}}" (the state goes to "{{stored}}").',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path, field, text: value, picked: rules } of stringFields(config, pathRulesOf)) {
      // An empty key is no path at all, and not this rule's concern.
      if (value === "") continue;

      if (!edgesValid(value, rules)) {
        const data = { property: path, value, form: edgeForm(rules) };
        const once = stripOnce(value, rules);
        if (rules.trimmedAtRunTime && acceptable(once, rules)) {
          // The tool strips exactly this at run time, so the fix keeps the stored path.
          yield {
            messageId: "edges",
            data,
            at: property,
            fix: [replaceValue(property, once)],
            fixAs: { messageId: "useValue", data: { value: once } },
          };
        } else {
          // The tool does not strip it, or one strip is not enough: the stored path would change.
          const stripped = stripAll(value, rules);
          const repaired = acceptable(stripped, rules) ? stripped : fallback(field, rules);
          yield {
            messageId: "edges",
            data,
            at: property,
            ...(repaired !== undefined && { suggest: [suggestValue("useValue", property, repaired)] }),
          };
        }
        // One problem at a time.
        continue;
      }

      const misleading = rules.misleadingSuffix;
      if (misleading !== undefined && rules.defaultObject !== undefined && value.endsWith(misleading)) {
        const directory = value.slice(0, -misleading.length);
        const stored = storedUnder(directory, rules.defaultObject, rules);
        const suggestion = acceptable(directory, rules)
          ? [suggestValue<MessageId>("useDirectory", property, directory, { value: directory, stored })]
          : [];
        yield {
          messageId: "directorySuffix",
          data: { property: path, value, stored: storedUnder(value, rules.defaultObject, rules) },
          at: property,
          suggest: suggestion,
        };
      }

      const expected = rules.expectedSuffix;
      if (expected !== undefined && !value.endsWith(expected)) {
        yield {
          messageId: "missingSuffix",
          data: { property: path, value, suffix: expected },
          at: property,
          suggest: [suggestValue("useValue", property, `${value}${expected}`)],
        };
      }
    }
  },
});
