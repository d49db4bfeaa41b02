// Output amplification: a value (or key) of about a megabyte, written where a rule quotes it, gives findings whose
// messages and suggestion descriptions stay small (each value shown cut at 120 characters, and further where the
// message would pass 200: src/model/shown.ts),
// while the findings are still reported, and the suggestions still write the whole value. Every rule is on, as a
// user's config has them: TypeScript through tests/lint.ts, Java and C# through the plugin's languages.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { inCSharp, inJava } from "../rule-tester.js";
import { lint } from "../lint.js";

const kit = `import { CosBackend, DataToolRemoteStateGcs, GcsBackend, OssBackend } from "kit";\n`;

/** About a megabyte of text. */
const MB = 1 << 20;
const big = (c: string) => c.repeat(MB);

/**
 * A text as messages show it when it is longer than `max` characters (ASCII, no runs of white space): 120, or less
 * where the whole message would be longer than 200 characters.
 */
const cut = (text: string, max = 120) => `${text.slice(0, max - 1)}…`;

/** What each finding says: its message and its suggestions' descriptions. */
const texts = (m: { message: string; suggestions?: { desc: string }[] | null }) => [
  m.message,
  ...(m.suggestions ?? []).map((s) => s.desc),
];

/** The size in bytes (UTF-8) of what a finding says. */
const size = (m: Parameters<typeof texts>[0]) => texts(m).reduce((n, t) => n + Buffer.byteLength(t), 0);

interface Case {
  readonly name: string;
  readonly rule: string;
  readonly code: string;
  /** What the rule says: each finding's message and its suggestions' descriptions, in order. */
  readonly said: readonly (readonly string[])[];
  /** The text each of the rule's suggestions writes (or its fix, where it has one), in order: whole. */
  readonly writes: readonly string[];
}

const acl = big("x");
const stateKey = big("a");
const project = big("p");
const host = big("h");
const user = big("u");
const unknownKey = big("k");

const cases: Case[] = [
  {
    name: "an ACL",
    rule: "valid-acl",
    code: `new OssBackend(scope, { bucket: "b", acl: "${acl}" });`,
    said: [
      [
        `"acl" is "${cut(acl, 113)}"; allowed values are "private", "public-read", "public-read-write" or empty.`,
        'Use "private".',
        'Use "public-read" (a public ACL: anyone can read the state file, and the state holds secrets).',
        'Use "public-read-write" (a public ACL: anyone can read the state file, and the state holds secrets).',
        'Use "" (the provider\'s default ACL).',
      ],
    ],
    writes: ['"private"', '"public-read"', '"public-read-write"', '""'],
  },
  {
    name: "a state key with a leading and a trailing slash",
    rule: "valid-state-path",
    code: `new CosBackend(scope, { bucket: "b", key: "/${stateKey}/" });`,
    said: [[`"key" is "${cut(`/${stateKey}/`)}"; it must not start or end with "/".`, `Use "${cut(stateKey)}".`]],
    writes: [`"${stateKey}"`],
  },
  {
    name: "a state key without its suffix",
    rule: "valid-state-path",
    code: `new CosBackend(scope, { bucket: "b", key: "${stateKey}" });`,
    said: [
      [
        `"key" is "${cut(stateKey, 115)}"; it must end in ".tfstate", or the tool lists only the default workspace.`,
        `Use "${cut(stateKey)}".`,
      ],
    ],
    writes: [`"${stateKey}.tfstate"`],
  },
  {
    name: "a prefix that names a state file",
    rule: "valid-state-path",
    code: `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", prefix: "${stateKey}.tfstate" });`,
    said: [
      [
        `"prefix" is "${cut(stateKey, 60)}"; it names a directory, not the state file: the state goes to "${cut(stateKey, 60)}".`,
        `Use "${cut(stateKey, 85)}" (the state goes to "${cut(stateKey, 85)}").`,
      ],
    ],
    writes: [`"${stateKey}"`],
  },
  {
    name: "a key version with a long project",
    rule: "valid-kms-key-name",
    code: `new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "projects/${project}/locations/l/keyRings/r/cryptoKeys/k/cryptoKeyVersions/1" });`,
    said: [
      [
        `"kmsEncryptionKey" is "${cut(`projects/${project}`, 74)}", not of the form "projects/…/locations/…/keyRings/…/cryptoKeys/…": it fails at the first state write.`,
        `Use the key name "${cut(`projects/${project}`)}".`,
      ],
    ],
    writes: [`"projects/${project}/locations/l/keyRings/r/cryptoKeys/k"`],
  },
  {
    name: "an endpoint with a long host",
    rule: "valid-custom-endpoint",
    code: `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "https://${host}.example.com" });`,
    said: [
      [
        `"storeageCustomEndpoint" is "${cut(`https://${host}`, 60)}", with no path "/storage/v1/b": it fails at first use of the state; the form is "https://{host}/storage/v1/b".`,
        `Use "${cut(`https://${host}`)}".`,
      ],
    ],
    writes: [`"https://${host}.example.com/storage/v1/b"`],
  },
  {
    name: "an endpoint with long user information",
    rule: "valid-custom-endpoint",
    code: `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "https://${user}@psc.example.com/upload" });`,
    said: [
      [
        '"storeageCustomEndpoint" is "https://…@psc.example.com/upload", whose path is not "/storage/v1/b": it fails at first use of the state.',
      ],
    ],
    writes: [],
  },
  {
    // The tool's own pattern and the host read as written: linear in the value, a megabyte region label too.
    name: "a COS endpoint with a long region and a trailing slash",
    rule: "valid-custom-endpoint",
    code: `new CosBackend(scope, { bucket: "b", endpoint: "https://cos-internal.${host}.tencentcos.cn/" });`,
    said: [
      [
        `"endpoint" is "${cut(`https://cos-internal.${host}`, 74)}", with a trailing "/": the tool rejects it at init; the form is "https://cos-internal.{region}.tencentcos.cn".`,
        `Use "${cut(`https://cos-internal.${host}`)}".`,
      ],
    ],
    writes: [`"https://cos-internal.${host}.tencentcos.cn"`],
  },
  {
    name: "an unknown key",
    rule: "no-unknown-properties",
    code: `new GcsBackend(scope, { bucket: "b", ${unknownKey}: "v" } as any);`,
    said: [[`"${cut(unknownKey)}" is not a property of GcsBackendConfig; the tool rejects it at init.`]],
    writes: [],
  },
];

/** Per finding of any rule: at most this many bytes of message and suggestion descriptions. */
const LIMIT = 10 * 1024;

describe("a value of a megabyte", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s: reported, in few words", (_, c) => {
    const code = kit + c.code;
    expect(code.length).toBeGreaterThan(MB);
    const { messages } = lint(code);
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    // Every finding of every rule says little, and all of them together too.
    for (const m of messages) expect(size(m), `${m.ruleId}: ${m.message.slice(0, 80)}`).toBeLessThan(LIMIT);
    expect(messages.reduce((n, m) => n + size(m), 0)).toBeLessThan(LIMIT * messages.length);
    // The rule's findings are reported, with the value cut short.
    const found = messages.filter((m) => m.ruleId === `backend-config/${c.rule}`);
    expect(found.map(texts)).toEqual(c.said);
    // What its suggestions (or fix) write is whole.
    const edits = found.flatMap((m) => [...(m.fix ? [m.fix] : []), ...(m.suggestions ?? []).map((s) => s.fix)]);
    expect(edits.map((e) => e.text)).toEqual(c.writes);
  });
});

/** What ESLint reports for a Java or C# file, every rule on, in the plugin's language for it. */
function lintIn(language: "java" | "csharp", code: string): Linter.LintMessage[] {
  const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]));
  const files = language === "java" ? ["**/*.java"] : ["**/*.cs"];
  const config = { files, plugins: { "backend-config": plugin }, language: `backend-config/${language}`, rules };
  return new Linter({ configType: "flat" }).verify(code, [config], language === "java" ? "Main.java" : "Main.cs");
}

describe("a value of a megabyte in Java and C#", () => {
  const languageCases: [name: string, language: "java" | "csharp", rule: string, code: string, said: string[][]][] = [
    [
      "an ACL (Java)",
      "java",
      "valid-acl",
      inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("${acl}").build();`),
      [
        [
          `"acl" is "${cut(acl, 113)}"; allowed values are "private", "public-read", "public-read-write" or empty.`,
          'Use "private".',
          'Use "public-read" (a public ACL: anyone can read the state file, and the state holds secrets).',
          'Use "public-read-write" (a public ACL: anyone can read the state file, and the state holds secrets).',
          'Use "" (the provider\'s default ACL).',
        ],
      ],
    ],
    [
      "a state key without its suffix (Java)",
      "java",
      "valid-state-path",
      inJava(`    var c = CosBackendConfig.builder().bucket("b").key("${stateKey}").build();`),
      [
        [
          `"key" is "${cut(stateKey, 115)}"; it must end in ".tfstate", or the tool lists only the default workspace.`,
          `Use "${cut(stateKey)}".`,
        ],
      ],
    ],
    [
      "a key version with a long project (C#)",
      "csharp",
      "valid-kms-key-name",
      inCSharp(
        `    var c = new GcsBackendConfig { Bucket = "b", KmsEncryptionKey = "projects/${project}/locations/l/keyRings/r/cryptoKeys/k/cryptoKeyVersions/1" };`,
      ),
      [
        [
          `"KmsEncryptionKey" is "${cut(`projects/${project}`, 74)}", not of the form "projects/…/locations/…/keyRings/…/cryptoKeys/…": it fails at the first state write.`,
          `Use the key name "${cut(`projects/${project}`)}".`,
        ],
      ],
    ],
    [
      "an endpoint with long user information (C#)",
      "csharp",
      "valid-custom-endpoint",
      inCSharp(
        `    var c = new GcsBackendConfig { Bucket = "b", StoreageCustomEndpoint = "https://${user}@psc.example.com" };`,
      ),
      [
        [
          '"StoreageCustomEndpoint" is "https://…@psc.example.com", with no path "/storage/v1/b": it fails at first use of the state; the form is "https://{host}/storage/v1/b".',
          'Use "https://…@psc.example.com/storage/v1/b".',
        ],
      ],
    ],
  ];

  it.each(languageCases)("%s: reported, in few words", (_, language, rule, code, said) => {
    expect(code.length).toBeGreaterThan(MB);
    const messages = lintIn(language, code);
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    for (const m of messages) expect(size(m), `${m.ruleId}: ${m.message.slice(0, 80)}`).toBeLessThan(LIMIT);
    expect(messages.filter((m) => m.ruleId === `backend-config/${rule}`).map(texts)).toEqual(said);
  });
});
