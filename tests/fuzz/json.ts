// The fuzz test's JSON documents (mode "json"): configurations of the tool's JSON syntax in every form it
// allows (a backend at terraform.backend.<store>, alone or in an array; a remote-state data source at
// data.terraform_remote_state.<name>), with known keys (right and wrong values), unknown keys, duplicates,
// blocks and numbers of many digits, formatted on one line or indented in several ways. Each document is linted
// with every rule on, as a hand-written `main.tf.json` and as a written-out `cdk.tf.json`.
import json from "@eslint/json";
import { Linter } from "eslint";
import fc from "fast-check";
import plugin from "../../src/index.js";
import type { JsonDocument } from "../../src/frontends/json/ast.js";
import { findConfigs as findJsonConfigs } from "../../src/frontends/json/index.js";
import { typeSpecs } from "../../src/schema/index.js";
import { problemsOfMessage } from "../message-standard.js";
import { credentialUrls, SECRET_MARK } from "./arbitraries.js";
import { countMessage, type CaseStats } from "./check.js";

/** A JSON value as the fuzzer builds it: a value's text, or an object's members in order (duplicates kept), or an array. */
type Node = string | { readonly entries: readonly (readonly [string, Node])[] } | { readonly items: readonly Node[] };

export interface JsonProgram {
  readonly text: string;
}

/** A Node as JSON text: on one line without `indent`, else one member or element a line. */
function stringify(node: Node, indent: string, level: string): string {
  if (typeof node === "string") return node;
  const inner = level + indent;
  const parts =
    "entries" in node
      ? node.entries.map(([key, value]) => `${JSON.stringify(key)}: ${stringify(value, indent, inner)}`)
      : node.items.map((item) => stringify(item, indent, inner));
  const [open, close] = "entries" in node ? ["{", "}"] : ["[", "]"];
  if (parts.length === 0) return open + close;
  if (indent === "") return `${open}${parts.join(", ")}${close}`;
  return `${open}\n${inner}${parts.join(`,\n${inner}`)}\n${level}${close}`;
}

/** Generated documents (see the header). */
export function jsonPrograms(): fc.Arbitrary<JsonProgram> {
  const keys = [...new Set(Object.values(typeSpecs).flatMap((t) => t.fields.map((f) => f.name)))];
  const blockKeys = ["role_arn", "session_name", "session_duration", "session_expiration", "policy", "external"];
  const scalar: fc.Arbitrary<Node> = fc.oneof(
    fc
      .constantFrom("", "b", "PRIVATE", "public-read", "/p/", "./x", "${var.x}", "{}", "[1]", "./key.json", "ab cd")
      .map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 8 }).map((v) => JSON.stringify(v)),
    fc.constantFrom("0", "60", "899", "900", "1800.5", "3600", "50000", "1e400", "-1", "true", "false", "null"),
    // Numbers of many digits (`0.000…1`, `899.000…`, `9000…1e-5`), as numbers and as strings: read by scans.
    fc
      .record({
        whole: fc.constantFrom("0", "-0", "1", "899", "3600", "9000"),
        zeros: fc.integer({ min: 16, max: 400 }),
        last: fc.constantFrom("", "1", "5"),
        exponent: fc.constantFrom("", "e-5", "E+3", "e0"),
        quoted: fc.boolean(),
      })
      .map(({ whole, zeros, last, exponent, quoted }) => {
        const number = `${whole}.${"0".repeat(zeros)}${last}${exponent}`;
        return quoted ? JSON.stringify(number) : number;
      }),
  );
  const pairs = (key: fc.Arbitrary<string>, value: fc.Arbitrary<Node>, maxLength: number) =>
    fc.array(fc.tuple(key, value), { maxLength }).map((entries): Node => ({ entries }));
  const block = pairs(fc.constantFrom(...blockKeys), scalar, 4);
  const value = fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: block },
    { weight: 1, arbitrary: fc.array(block, { maxLength: 2 }).map((items): Node => ({ items })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
  );
  // The keys whose values the rules fix, with such values, often enough that fixes come up in a small run.
  const fixable: fc.Arbitrary<[string, Node]> = fc.tuple(
    fc.constantFrom("acl", "prefix", "key", "access_token", "credentials"),
    fc.constantFrom("PRIVATE", "Private", "/p/", "/a/b.tfstate", "./sa.json", "t").map((v) => JSON.stringify(v)),
  );
  // A data source's block written as an object, which valid-value-types fixes into a list of one object.
  const objectBlock: fc.Arbitrary<[string, Node]> = fc.tuple(
    fc.constant("assume_role"),
    pairs(fc.constantFrom("role_arn", "session_name"), fc.constantFrom('"arn"', '"n"'), 2),
  );
  // Endpoints whose user information holds SECRET_MARK, in the URL forms of tests/fuzz/arbitraries.ts.
  const endpoint: fc.Arbitrary<[string, Node]> = fc.tuple(
    fc.constantFrom("endpoint", "storage_custom_endpoint"),
    fc.constantFrom(...credentialUrls).map((v) => JSON.stringify(v)),
  );
  const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, fc.string({ maxLength: 6 }));
  const settings = fc
    .tuple(
      pairs(key, value, 6),
      fc.array(fc.oneof({ weight: 4, arbitrary: fixable }, objectBlock), { maxLength: 2 }),
      fc.array(endpoint, { maxLength: 1 }),
    )
    .map(([some, fixes, endpoints]): Node => ({
      entries: [...(some as { entries: [string, Node][] }).entries, ...fixes, ...endpoints],
    }));
  const kind = fc.constantFrom("oss", "cos", "gcs").map((k) => JSON.stringify(k));
  const object = (...entries: [string, Node][]): Node => ({ entries });
  const document = fc.oneof(
    fc.record({ kind, settings, array: fc.boolean() }).map(({ kind, settings, array }) => {
      const backend = object(["backend", object([JSON.parse(kind) as string, settings])]);
      return object(["terraform", array ? { items: [backend] } : backend]);
    }),
    fc
      // Now and then a config of null, which the tool reads as an empty one.
      .record({ kind, settings: fc.oneof({ weight: 9, arbitrary: settings }, fc.constant<Node>("null")) })
      .map(({ kind, settings }) =>
        object([
          "data",
          object([
            "terraform_remote_state",
            object(["s", object(["backend", kind], ["workspace", '"w"'], ["config", settings])]),
          ]),
        ]),
      ),
  );
  return fc
    .tuple(document, fc.constantFrom("", "  ", "    ", "\t"))
    .map(([tree, indent]) => ({ text: stringify(tree, indent, "") }));
}

/** The document @eslint/json's `json/json` language parses from a text. */
export function parse(text: string): JsonDocument {
  const result = json.languages.json.parse({ body: text, path: "main.tf.json" } as never, {
    languageOptions: {},
  }) as { ok: boolean; ast?: unknown };
  if (!result.ok) throw new Error(`not JSON: ${text.slice(0, 40)}`);
  return result.ast as JsonDocument;
}

/** The ranges of the remote-state data sources' objects of a document (data.terraform_remote_state.<name>). */
function stateObjects(document: JsonDocument): (readonly [number, number])[] {
  const ranges: (readonly [number, number])[] = [];
  const objects = (node: JsonDocument["body"] | undefined) => (node?.type === "Object" ? [node] : []);
  const member = (node: JsonDocument["body"] | undefined, name: string) =>
    objects(node).flatMap((o) => o.members.filter((m) => m.name.type === "String" && m.name.value === name));
  for (const data of member(document.body, "data"))
    for (const states of member(data.value, "terraform_remote_state"))
      for (const state of objects(states.value).flatMap((o) => o.members))
        if (state.value.range) ranges.push(state.value.range);
  return ranges;
}

const config: Linter.Config[] = [
  {
    files: ["**/*.json"],
    plugins: { json, "backend-config": plugin },
    language: "json/json",
    rules: Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error"])),
  },
];

/** The rules whose reports of a partial backend come only in a written-out file. */
const PARTIAL_ONLY = new Set(["backend-config/require-bucket", "backend-config/require-encryption"]);

function fail(what: string, program: JsonProgram, details: unknown): never {
  throw new Error(`${what}\n--- document ---\n${program.text}\n--- details ---\n${JSON.stringify(details, null, 2)}`);
}

/**
 * Lints a generated document and checks:
 * 1. no crash: nothing thrown, no fatal message;
 * 2. every fix and every suggestion, applied alone, leaves JSON and changes nothing outside the configuration it is
 *    about (a backend's object; a data source's object, which holds its own settings beside `config`);
 * 3. the output of --fix is JSON, and a second pass on it changes nothing;
 * 4. as a written-out `cdk.tf.json`, the same places are reported, with no fix and no suggestion;
 * 5. every message and suggestion keeps the message standard (tests/message-standard.ts), in either file;
 * 6. no message or suggestion repeats a secret (SECRET_MARK, which the endpoints' user information holds).
 */
export function checkJsonProgram(program: JsonProgram): CaseStats {
  const { text } = program;
  const document = parse(text);
  const configs = findJsonConfigs(document, text);
  const states = stateObjects(document);
  const linter = new Linter();
  const messages = linter.verify(text, config, { filename: "main.tf.json" });
  const fatal = messages.filter((m) => m.fatal || !m.ruleId);
  if (fatal.length > 0) fail("fatal message", program, fatal);
  const within = (outer: readonly [number, number], range: readonly [number, number]) =>
    outer[0] <= range[0] && range[1] <= outer[1];
  const outers = states.length > 0 ? states : configs.map((c) => c.span.range);
  const rules: CaseStats["rules"] = {};
  for (const message of messages) {
    const edits = [
      ...(message.fix ? [{ what: "fix", fix: message.fix }] : []),
      ...(message.suggestions ?? []).map((s) => ({ what: `suggestion "${s.desc}"`, fix: s.fix })),
    ];
    for (const { what, fix } of edits) {
      const after = text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);
      try {
        JSON.parse(after);
      } catch {
        fail(`a ${what} leaves no JSON`, program, { message, output: after });
      }
      if (!outers.some((outer) => within(outer, fix.range)))
        fail(`a ${what} changes text outside the configuration`, program, { message });
    }
    countMessage(rules, message);
  }

  const fixed = linter.verifyAndFix(text, config, { filename: "main.tf.json" });
  if (fixed.fixed) {
    try {
      JSON.parse(fixed.output);
    } catch {
      fail("the output of --fix is no JSON", program, { output: fixed.output });
    }
    const again = linter.verifyAndFix(fixed.output, config, { filename: "main.tf.json" });
    if (again.fixed)
      fail("a second --fix pass changes the output", program, { first: fixed.output, second: again.output });
  }

  const writtenOut = linter.verify(text, config, { filename: "out/stacks/app/cdk.tf.json" });
  const places = (list: Linter.LintMessage[]) => list.map((m) => `${m.ruleId} ${m.line}:${m.column}`);
  // By hand, a backend without its bucket is the tool's partial configuration, whose missing bucket and encrypt
  // require-bucket and require-encryption report only in what <kit> wrote out (docs/json.md#fixes-and-suggestions):
  // their reports there may be more; every other the same.
  const byHand = new Set(places(messages));
  const sameAsByHand = writtenOut.filter(
    (m) => !PARTIAL_ONLY.has(m.ruleId ?? "") || byHand.has(`${m.ruleId} ${m.line}:${m.column}`),
  );
  if (places(sameAsByHand).join("\n") !== places(messages).join("\n"))
    fail("a written-out file is reported elsewhere", program, {
      handWritten: places(messages),
      writtenOut: places(writtenOut),
    });
  const offered = writtenOut.filter((m) => m.fix !== undefined || (m.suggestions?.length ?? 0) > 0);
  if (offered.length > 0) fail("a written-out file gets a fix or a suggestion", program, offered);
  // What the user reads keeps the message standard, by hand and written out (the note after the message).
  const problems = [...messages, ...writtenOut].flatMap((m) => problemsOfMessage(m, text));
  if (problems.length > 0) fail("a message or suggestion breaks the message standard", program, problems);
  for (const message of [...messages, ...writtenOut]) {
    if (message.message.includes(SECRET_MARK)) fail("a message repeats a secret", program, message);
    for (const s of message.suggestions ?? [])
      if (s.desc.includes(SECRET_MARK)) fail("a suggestion repeats a secret", program, { message, suggestion: s });
  }
  return { rules, fixed: fixed.fixed };
}
