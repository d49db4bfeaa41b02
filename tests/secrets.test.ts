// No rule of the plugin ever spreads a secret. Every rule (plugin.rules, so rules added later are covered
// too) lints programs whose every secret field (the schema's `secret`) holds a marked value, written in each
// static form the rules understand, in each mode; and programs with secrets in fields that are not secret
// fields (a URL's user information in any form the WHATWG parser reads, a key written into a key-name field).
// Then:
// - no message and no suggestion description holds any part of a secret;
// - no fix or suggestion writes a secret where it was not: the text an edit puts in holds no more marks than
//   the text it replaces (a rewrite may keep a secret in place; it may not copy or move one elsewhere);
// - a suggestion that removes a property holding a secret written in place (`Remove "<key>" …`) leaves no
//   part of that secret behind, in a comment or anywhere else;
// - the output of --fix holds no more marks than the program.
// Programs that do not parse, in Java, C# and the tool's JSON syntax, with a secret next to the error: the parse
// error names the kind of token it stopped at, never its text.
import { Buffer } from "node:buffer";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../src/index.js";
import { kinds, typeSpecs, type FieldSpec, type TypeSpec } from "../src/schema/index.js";
import { lint, lintJson, type LintMode } from "./lint.js";

/** Marks both ends of every secret, so each half of a secret split in two still holds a mark. */
const MARK = "Zs3cr3tMARK";

const count = (text: string, part: string) => text.split(part).length - 1;

interface Secret {
  readonly field: FieldSpec;
  /** The secret text, which must not spread. */
  readonly text: string;
}

/** The text without the "=" padding at its end (a scan, linear). */
function withoutPadding(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === "=") end--;
  return text.slice(0, end);
}

/**
 * A secret value for a field, distinct per field (`tag`), valid in the field's format where it has one. Key
 * material (a field that may also hold a key file's path) is written as key material, never as a path: a
 * path is no secret, and the rules rightly stay silent on it.
 */
function secretFor(field: FieldSpec, tag: string): string {
  if (field.format?.type === "base64") {
    // Canonical standard base64 of exactly `bytes` bytes, a mark at either end of its characters (no "/", ".",
    // "\\" or leading "~": the key itself, not a path).
    const zeros = Buffer.alloc(field.format.bytes).toString("base64");
    const body = withoutPadding(zeros);
    const padding = zeros.slice(body.length);
    const middle = `${tag}${"A".repeat(body.length)}`.slice(0, body.length - 2 * MARK.length - 1);
    const text = `${MARK}${middle}${MARK}A${padding}`;
    if (Buffer.from(text, "base64").toString("base64") !== text) throw new Error(`not canonical base64: ${text}`);
    return text;
  }
  if (field.secret === "key-material") {
    // The contents of a key file: JSON text.
    return `{"type":"service_account","private_key":"${MARK}${tag}${MARK}"}`;
  }
  return `${MARK}-${tag}-${MARK}`;
}

/** Variants of a base64 key, each with one of the mistakes valid-encryption-key names (so it speaks too). */
function keyMistakes(text: string): string[] {
  const at = (i: number, c: string) => text.slice(0, i) + c + text.slice(i + 1);
  return [
    at(MARK.length + 1, "-"),
    withoutPadding(text),
    `${text.slice(0, 20)} ${text.slice(20)}`,
    text.slice(4),
    at(MARK.length + 1, "!"),
  ];
}

/**
 * Variants of JSON key material that is neither JSON key material nor a path (so valid-credentials speaks):
 * cut short, and a PEM key over lines with the marks inside.
 */
function keyFileMistakes(text: string): string[] {
  return [text.slice(0, -1), `-----BEGIN PRIVATE KEY-----\n${MARK}\n${text}\n${MARK}\n-----END PRIVATE KEY-----\n`];
}

/** How a value is written in the program. `inline` forms write the secret inside the property. */
type Form = "double" | "single" | "template" | "concat" | "const" | "shorthand" | "declared" | "spread";
const FORMS: readonly Form[] = ["double", "single", "template", "concat", "const", "shorthand", "declared", "spread"];
const INLINE: ReadonlySet<Form> = new Set(["double", "single", "template", "concat"]);
/** Forms only TypeScript parses. */
const TYPESCRIPT_ONLY: ReadonlySet<Form> = new Set(["declared"]);

function quoted(text: string, quote: '"' | "'"): string {
  const json = JSON.stringify(text);
  return quote === '"' ? json : `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** A value expression: the secret in a string, a template, or two strings added. */
function expression(text: string, form: Form): string {
  if (form === "single") return quoted(text, "'");
  if (form === "template") return `\`${text.replace(/[`\\]/g, "\\$&").replace(/\$\{/g, "\\${")}\``;
  if (form === "concat") {
    const half = Math.floor(text.length / 2);
    return `${quoted(text.slice(0, half), '"')} + ${quoted(text.slice(half), '"')}`;
  }
  return quoted(text, '"');
}

interface Case {
  readonly name: string;
  readonly code: string;
  readonly typescriptOnly: boolean;
  /** Keys whose property holds its secret written in place, with the property's text. */
  readonly inline: ReadonlyMap<string, string>;
  readonly settings?: unknown;
}

interface Target {
  readonly spec: TypeSpec;
  readonly construct: TypeSpec["constructs"][number];
}

const targets: Target[] = kinds.flatMap((kind) =>
  typeSpecs[kind].constructs.map((construct) => ({ spec: typeSpecs[kind], construct })),
);

/** The arguments before the configuration: `scope`, and an id where the construct takes one. */
function argumentsBefore(target: Target): string {
  return ["scope", ...Array.from({ length: target.construct.configArgument - 1 }, (_, i) => `"id${i}"`)].join(", ");
}

/**
 * A program with one configuration of `target` whose entries are `entries` (key and secret), each written
 * in `form`, next to `bucket` and any `extra` properties (source text).
 */
function program(
  name: string,
  target: Target,
  entries: readonly { key: string; text: string }[],
  form: Form,
  extra: readonly string[] = [],
): Case {
  const declarations: string[] = [];
  const properties: string[] = [];
  const inline = new Map<string, string>();
  entries.forEach(({ key, text }, i) => {
    if (form === "const") {
      declarations.push(`const SECRET_${i} = ${expression(text, "double")};`);
      properties.push(`${key}: SECRET_${i}`);
    } else if (form === "shorthand") {
      declarations.push(`const ${key} = ${expression(text, "double")};`);
      properties.push(key);
    } else if (form === "declared") {
      declarations.push(`declare const SECRET_${i}: ${JSON.stringify(text)};`);
      properties.push(`${key}: SECRET_${i}`);
    } else {
      const property = `${key}: ${expression(text, form)}`;
      if (INLINE.has(form)) inline.set(key, property);
      properties.push(property);
    }
  });
  const body = ['bucket: "b"', ...extra];
  const config =
    form === "spread"
      ? (declarations.push(`const shared = {\n  ${properties.join(",\n  ")},\n};`), `{ ...shared, ${body.join(", ")} }`)
      : `{\n  ${[...body, ...properties].join(",\n  ")},\n}`;
  const code = [
    `import { ${target.construct.name} } from "kit";`,
    ...declarations,
    `export const made = new ${target.construct.name}(${argumentsBefore(target)}, ${config});`,
    "",
  ].join("\n");
  return {
    name: `${target.construct.name} ${name} (${form})`,
    code,
    typescriptOnly: TYPESCRIPT_ONLY.has(form),
    inline,
  };
}

const secretFields = (spec: TypeSpec) => spec.fields.filter((f) => f.secret !== undefined);

/** Non-secret values that make other rules speak next to the secrets: each exclusion's other fields set. */
function provocations(spec: TypeSpec): string[] {
  const fields = [...new Set(spec.exclusions.flatMap((e) => e.fields))]
    .map((name) => spec.fields.find((f) => f.name === name)!)
    .filter((f) => !f.secret);
  return fields.map(
    (f) =>
      `${f.spelling.ts}: ${JSON.stringify(f.format?.type === "resource-name" ? f.format.form.replace(/\{[^{}/]+\}/g, "x") : "x")}`,
  );
}

function cases(): Case[] {
  const result: Case[] = [];
  for (const target of targets) {
    const fields = secretFields(target.spec);
    const secrets: Secret[] = fields.map((field, i) => ({ field, text: secretFor(field, `${target.spec.kind}${i}`) }));
    const entries = (spell: (f: FieldSpec) => string) => secrets.map((s) => ({ key: spell(s.field), text: s.text }));
    // Every secret field at once (precedence pairs and exclusions speak), in every form.
    for (const form of FORMS)
      result.push(
        program(
          "all secrets",
          target,
          entries((f) => f.spelling.ts),
          form,
          provocations(target.spec),
        ),
      );
    // Each secret alone, in the keys <kit> also passes on (snake_case, PascalCase).
    for (const secret of secrets) {
      for (const spell of [(f: FieldSpec) => f.name, (f: FieldSpec) => f.spelling.csharp]) {
        result.push(
          program(`${spell(secret.field)} alone`, target, [{ key: spell(secret.field), text: secret.text }], "double"),
        );
      }
      // A misspelt key (no-unknown-properties and its rename suggestion): the last letter doubled. (The last
      // word in capitals is no misspelling: <kit>'s snake-casing takes `secretKEY` to `secret_key`.)
      const misspelt = `${secret.field.spelling.ts}${secret.field.spelling.ts.at(-1)}`;
      if (misspelt !== secret.field.spelling.ts)
        result.push(program(`${misspelt} misspelt`, target, [{ key: misspelt, text: secret.text }], "double"));
      // An interpolation inside the secret (no-interpolation in a backend).
      const half = Math.floor(secret.text.length / 2);
      const interpolated = `${secret.text.slice(0, half)}\${var.x}${secret.text.slice(half)}`;
      result.push(
        program(
          `${secret.field.spelling.ts} interpolated`,
          target,
          [{ key: secret.field.spelling.ts, text: interpolated }],
          "double",
        ),
      );
      // Keys with the mistakes of their format (valid-encryption-key), malformed key files (valid-credentials).
      const mistakes =
        secret.field.format?.type === "base64"
          ? keyMistakes(secret.text)
          : secret.field.secret === "key-material"
            ? keyFileMistakes(secret.text)
            : [];
      // A key file's path with a mark in it: no rule judges it as key material, and none repeats it either.
      if (secret.field.readsFile)
        result.push(
          program(
            `${secret.field.spelling.ts} as a path`,
            target,
            [{ key: secret.field.spelling.ts, text: `./keys/${MARK}${secret.field.name}${MARK}.json` }],
            "double",
          ),
        );
      mistakes.forEach((text, i) =>
        result.push(
          program(
            `${secret.field.spelling.ts} mistake ${i}`,
            target,
            [{ key: secret.field.spelling.ts, text }],
            i % 2 ? "single" : "double",
            provocations(target.spec),
          ),
        ),
      );
    }
    // Secrets in fields that are not secret fields (so valid-custom-endpoint and valid-kms-key-name speak): a
    // URL's user information (`user:password@`), with and without a protocol, of a URL of the right form or not;
    // a customer-supplied key (base64, with and without padding) written into a key-name field by mistake.
    const keyField = target.spec.fields.find((f) => f.format?.type === "base64");
    for (const field of target.spec.fields) {
      if (field.secret) continue;
      const key = field.spelling.ts;
      if (field.format?.type === "url") {
        const userinfo = `${MARK}tool:s3c@ret${MARK}`;
        const urls = [
          `https://${userinfo}@host.example.com`,
          `${userinfo}@host.example.com/storage/v1/b`,
          `ftp://${userinfo}@host.example.com`,
          `https://${userinfo}@host.example.com/other`,
          // A password holding what ends a host (`/`, `?`, `#`, `\`), and slashes the WHATWG parser reads past.
          `https://${MARK}tool:s3/c?r#e\\t${MARK}@host.example.com`,
          `https:/${userinfo}@host.example.com`,
          `https:\\\\${userinfo}@host.example.com/storage/v1/b`,
          `https:${MARK}tool:s3/c+r=${MARK}@host.example.com`,
        ];
        urls.forEach((text, i) =>
          result.push(program(`${key} user information ${i}`, target, [{ key, text }], i % 2 ? "single" : "double")),
        );
      }
      if (field.format?.type === "resource-name" && keyField) {
        const text = secretFor(keyField, `${target.spec.kind}kms`);
        for (const [i, variant] of [text, withoutPadding(text)].entries())
          result.push(program(`${key} holding a key ${i}`, target, [{ key, text: variant }], "double"));
      }
    }
    // With a tool version older than a field the type has (no-unsupported-properties speaks).
    // Not a secret field: the program holds each secret field once (a second write would hold no secret).
    const recent = target.spec.fields.find((f) => f.since !== undefined && f.type === "string" && !f.secret);
    if (recent) {
      const old = program(
        "all secrets, old tool",
        target,
        entries((f) => f.spelling.ts),
        "double",
        [`${recent.spelling.ts}: "x"`],
      );
      result.push({ ...old, settings: { toolVersion: "0.1.0" } });
    }
  }
  return result;
}

const MODES: readonly LintMode[] = ["js", "ts", "typed"];
const all = cases();

/** What each rule said across the whole run, to show the test is not idle. */
const heard = new Map<string, number>();
let removals = 0;

describe.each(MODES)("no rule spreads a secret (%s)", (mode) => {
  const runnable = all.filter((c) => mode !== "js" || !c.typescriptOnly);

  it.each(runnable.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const { code, inline } = c;
    const marks = count(code, MARK);
    expect(marks).toBeGreaterThan(0);
    const { messages } = lint(code, { mode, ...(c.settings !== undefined && { settings: c.settings }) });
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    for (const message of messages) {
      heard.set(message.ruleId!, (heard.get(message.ruleId!) ?? 0) + 1);
      expect(message.message, message.ruleId!).not.toContain(MARK);
      const edits = [...(message.fix ? [{ what: "fix", fix: message.fix }] : [])];
      for (const suggestion of message.suggestions ?? []) {
        expect(suggestion.desc, message.ruleId!).not.toContain(MARK);
        edits.push({ what: `suggestion "${suggestion.desc}"`, fix: suggestion.fix });
        // A removal of a property that holds its secret in place takes every part of the secret with it.
        const removed = /^Remove "([^"]+)"/.exec(suggestion.desc)?.[1];
        const property = removed === undefined ? undefined : inline.get(removed);
        if (property !== undefined) {
          const output =
            code.slice(0, suggestion.fix.range[0]) + suggestion.fix.text + code.slice(suggestion.fix.range[1]);
          expect(count(output, MARK), `${message.ruleId}: ${suggestion.desc}`).toBe(marks - count(property, MARK));
          removals += 1;
        }
      }
      for (const { what, fix } of edits) {
        const replaced = code.slice(fix.range[0], fix.range[1]);
        expect(count(fix.text, MARK), `${message.ruleId}: ${what} writes a secret`).toBeLessThanOrEqual(
          count(replaced, MARK),
        );
      }
    }
    const fixed = lint(code, { mode, fix: true, ...(c.settings !== undefined && { settings: c.settings }) });
    expect(count(fixed.output, MARK)).toBeLessThanOrEqual(marks);
  });
});

describe("the programs above", () => {
  it("make the rules that speak about secret fields speak, and offer removals", () => {
    // Runs after the cases of every mode (vitest runs a file's tests in order).
    for (const id of [
      "no-hardcoded-credentials",
      "no-interpolation",
      "no-conflicting-credentials",
      "no-conflicting-encryption-keys",
      "valid-encryption-key",
      "valid-credentials",
      "no-unknown-properties",
      "no-unsupported-properties",
      "valid-custom-endpoint",
      "valid-kms-key-name",
    ]) {
      expect(plugin.rules).toHaveProperty(id);
      expect(heard.get(`backend-config/${id}`) ?? 0, id).toBeGreaterThan(0);
    }
    expect(removals).toBeGreaterThan(0);
  });

  it("hold a secret in every secret field of every type", () => {
    for (const target of targets) {
      for (const field of secretFields(target.spec)) {
        expect(
          all.some((c) => c.code.includes(`new ${target.construct.name}(`) && c.code.includes(`${field.spelling.ts}:`)),
          `${target.construct.name} ${field.name}`,
        ).toBe(true);
      }
    }
  });
});

describe("no parse error spreads a secret", () => {
  const secret = `${MARK}-key-${MARK}`;
  /** Broken values of a setter's or a property's, each with the secret written next to where parsing stops. */
  const javaValues = [
    `"${secret}" "x"`,
    `"x" "${secret}"`,
    `"a" + "${secret}" "x"`,
    `${secret} "x"`,
    `"x" ${secret}`,
    `"""\n  ${secret}\n  """ "x"`,
    `"${secret}" @`,
    `"${secret}`,
    `"${secret}\\q" "x"`,
  ];
  const csharpValues = [
    ...javaValues,
    `@"${secret}" "x"`,
    `$"${secret}{x}" "x"`,
    `"""${secret}""" "x"`,
    `$@"${secret}" ${secret}`,
  ];
  const languages = [
    {
      name: "java",
      filename: "Stack.java",
      programs: javaValues.map(
        (value) =>
          `class Stack {\n  void define() {\n    CosBackend.Builder.create(this).bucket("b").secretKey(${value}).build();\n  }\n}\n`,
      ),
    },
    {
      name: "csharp",
      filename: "Stack.cs",
      programs: csharpValues.flatMap((value) => [
        `class Stack {\n  void Define() {\n    new CosBackend(this, new CosBackendConfig { Bucket = "b", SecretKey = ${value} });\n  }\n}\n`,
        `class Stack {\n  void Define() {\n    new CosBackend(this, new CosBackendConfig {\n#if true\n      SecretKey = ${value},\n#endif\n    });\n  }\n}\n`,
      ]),
    },
  ] as const;

  it.each(languages.flatMap(({ name, filename, programs }) => programs.map((code) => [name, code, filename] as const)))(
    "%s: %j",
    (_, code, filename) => {
      const messages = new Linter().verify(code, [plugin.configs.java, plugin.configs.csharp], { filename });
      expect(messages.filter((m) => m.fatal)).toHaveLength(1);
      for (const message of messages) expect(message.message).not.toContain(MARK.slice(0, 4));
    },
  );

  // @eslint/json's parser names a string's or a number's kind; it quotes a character it cannot read (one, not the
  // string it stands in) and a word that starts like `true`, `false` or `null`, which is no string.
  it.each([
    `{"terraform":{"backend":{"cos":{"secret_key":"${secret}" "x"}}}}`,
    `{"terraform":{"backend":{"cos":{"secret_key":"${secret}`,
    `{"terraform":{"backend":{"cos":{"secret_key":"${secret}",,}}}}`,
    `{"terraform":{"backend":{"cos":{"secret_key":"${secret}" 1}}}}`,
  ])("json: %j", (code) => {
    const messages = lintJson(code);
    expect(messages.filter((m) => m.fatal)).toHaveLength(1);
    for (const message of messages) expect(message.message).not.toContain(MARK.slice(0, 4));
  });
});
