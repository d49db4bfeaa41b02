// Hostile input: a remote-state data source whose `config` is `null`, which the tool reads as an empty config and
// refuses at plan ("attribute bucket is required"; docs/behaviour.md#remote-state-data-sources). Generated in every
// store, in each form the syntax allows (one data source, a list of them, beside its own settings, on one line or
// several), with every rule on: require-bucket reports each at its `"config": null`, and no fix or suggestion
// inserts into what is no object.
import json from "@eslint/json";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { kinds } from "../../src/schema/index.js";

const config: Linter.Config[] = [
  {
    files: ["**/*.json"],
    plugins: { json, "backend-config": plugin },
    language: "json/json",
    rules: Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error"])),
  },
];

/** The forms of one data source named `name` whose `config` is `null`. */
const forms: readonly ((kind: string) => string)[] = [
  (kind) => `{ "backend": "${kind}", "config": null }`,
  (kind) => `[{ "backend": "${kind}", "workspace": "w", "defaults": { "x": 1 }, "config": null }]`,
  (kind) => `{ "config": null, "backend": "${kind}" }`,
];

/** A file of every store in every form, one data source each, joined by `eol` (none: one line). */
function file(eol: string): { code: string; names: string[] } {
  const names: string[] = [];
  const sources = kinds.flatMap((kind) =>
    forms.map((form, i) => {
      const name = `${kind}${i}`;
      names.push(name);
      return `"${name}": ${form(kind)}`;
    }),
  );
  return { code: `{${eol}"data": {"terraform_remote_state": {${eol}${sources.join(`,${eol}`)}${eol}}}${eol}}`, names };
}

/** Where `"config": null` stands in the data source named `name` (1-based line and column, ESLint's). */
function placeOf(code: string, name: string, eol: string) {
  const start = code.indexOf(`"config": null`, code.indexOf(`"${name}": `));
  const before = code.slice(0, start);
  const lines = eol === "" ? [before] : before.split(eol);
  const line = lines.length;
  const column = lines.at(-1)!.length + 1;
  return { line, column, endLine: line, endColumn: column + `"config": null`.length };
}

describe("a remote-state data source whose config is null", () => {
  it.each([
    ["on one line", ""],
    ["on lines of their own", "\n"],
    ["on lines of CRLF line breaks", "\r\n"],
  ])("is reported by require-bucket at its config, in every store and form: %s", (_, eol) => {
    const { code, names } = file(eol);
    const messages = new Linter().verify(code, config, "main.tf.json");
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    const store = (name: string) => name.slice(0, 3).toUpperCase();
    expect(
      messages
        .filter((m) => m.ruleId === "backend-config/require-bucket")
        .map(({ message, line, column, endLine, endColumn }) => ({ message, line, column, endLine, endColumn })),
    ).toEqual(
      names.map((name) => ({
        message: `the "config" of remote-state data source "${name}" has no "bucket", the ${store(name)} bucket to read: the tool refuses it at plan.`,
        ...placeOf(code, name, eol),
      })),
    );
    expect(messages.filter((m) => m.fix !== undefined || (m.suggestions?.length ?? 0) > 0)).toEqual([]);
  });
});
