import { joinNames, replaceValue, stringFields, suggestValue, type Finding } from "../src/model/index.js";
import type { FieldSpec, PathRules } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "edges" | "directorySuffix" | "missingSuffix" | "useValue" | "useDirectory";

/** The form the edges of a value must have, in words: `start with "/" or "./"`, `start or end with "/"`. */
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

/**
 * One strip of the forbidden edges: one forbidden leading text, and one trailing `/` where that is forbidden. Where
 * the tool trims at run time (`trimmedAtRunTime`, OSS prefix), this is what it trims (docs/behaviour.md#oss).
 */
function stripOnce(value: string, rules: PathRules): string {
  let v = value;
  const leading = rules.forbiddenLeading.find((p) => v.startsWith(p));
  if (leading !== undefined) v = v.slice(leading.length);
  if (rules.forbidTrailingSlash && v.endsWith("/")) v = v.slice(0, -1);
  return v;
}

/** Strips until the edges are valid (`//x` → `x`, `/./x` → `x`). */
function stripAll(value: string, rules: PathRules): string {
  let v = value;
  for (let previous = ""; v !== previous;) {
    previous = v;
    v = stripOnce(v, rules);
  }
  return v;
}

/**
 * Whether a value is one the field can hold: a directory may be empty (the bucket's root), a state file
 * cannot be (it would name no file).
 */
function acceptable(value: string, rules: PathRules): boolean {
  return edgesValid(value, rules) && (value !== "" || rules.names === "directory");
}

/** The value the tool uses: without the leading text it strips silently at run time (GCS prefix: every leading `/`). */
function asUsed(value: string, rules: PathRules): string {
  const stripped = rules.strippedLeading;
  let v = value;
  if (stripped) while (v.startsWith(stripped)) v = v.slice(stripped.length);
  return v;
}

/**
 * Where the default workspace's state goes under a directory as the tool uses it: `<dir>/default.tfstate`, or at
 * the root.
 */
function storedUnder(written: string, object: string, rules: PathRules): string {
  const directory = asUsed(written, rules);
  if (directory === "") return object;
  return directory.endsWith("/") ? `${directory}${object}` : `${directory}/${object}`;
}

/** A replacement for a file name that strips to nothing: the field's default file name, if it has one. */
function fallback(field: FieldSpec, rules: PathRules): string | undefined {
  return rules.names === "file" && typeof field.default === "string" && acceptable(field.default, rules)
    ? field.default
    : undefined;
}

/** The rules of a field whose value is a path in the bucket (not a secret's). */
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
      // An empty prefix is the bucket's root; an empty key is no path at all, and not this rule's concern.
      if (value === "") continue;

      if (!edgesValid(value, rules)) {
        const data = { property: path, value, form: edgeForm(rules) };
        const once = stripOnce(value, rules);
        if (rules.trimmedAtRunTime && acceptable(once, rules)) {
          // The tool strips exactly this at run time (OSS prefix): the fix keeps the stored path. On a value not
          // written in place (a constant other code may read) it is offered instead.
          yield {
            messageId: "edges",
            data,
            at: property,
            fix: [replaceValue(property, once)],
            fixAs: { messageId: "useValue", data: { value: once } },
          };
        } else {
          // The tool does not strip it (OSS key, COS), or one strip is not enough (`//x`): the stored path would
          // change.
          const stripped = stripAll(value, rules);
          const repaired = acceptable(stripped, rules) ? stripped : fallback(field, rules);
          yield {
            messageId: "edges",
            data,
            at: property,
            ...(repaired !== undefined && { suggest: [suggestValue("useValue", property, repaired)] }),
          };
        }
        // One problem at a time: the suffix is looked at once the edges are right.
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
