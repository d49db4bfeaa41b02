#!/usr/bin/env node
// Stress: hostile inputs of several megabytes, each in a fresh process, through ESLint's Linter with the built
// plugin (dist/), every rule on and every rule off. Each figure is a ratio, never a time: what the figures mean and
// their goals are in docs/benchmark.md#stress. The process exits with 1 when a goal is missed.
//
//   npm run stress                        # builds, then every case at 5 MB (growth from 2.5 MB)
//   npm run stress -- --mb 1 --only java  # smaller, or only the cases whose name contains a word
//
// Cases marked * are files dense with configuration properties: their cost is the rules' work per property, which
// the benchmark's goals cover, so their on/off figures have no goal here.
import { Buffer } from "node:buffer";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ON_OFF_GOAL = 3;
const GROWTH_GOAL = 2.6;
const MEMORY_GOAL = 2.5;

const { values: args } = parseArgs({
  options: {
    mb: { type: "string", default: "5" },
    only: { type: "string" },
    // Internal: run one case in this process.
    case: { type: "string" },
    bytes: { type: "string" },
    memory: { type: "string" },
    time: { type: "string" },
  },
});

/** `count` lines made by `line`, joined. */
const lines = (count, line) => Array.from({ length: count }, (_, i) => line(i)).join("\n");

/** How many repetitions of a unit of `unit` bytes make about `bytes` bytes. */
const fit = (bytes, unit) => Math.max(1, Math.floor(bytes / unit));

const tsKit = `import type { OssBackendConfig, CosBackendConfig } from "kit";\nimport { OssBackend } from "kit";\n`;

/** Ordinary JavaScript: functions, loops and strings, with a configuration every thousand lines or so. */
function ordinaryJs(bytes, typed) {
  const unit = `function f0(a, b) {\n  const list = [a, b, "text with words", 42];\n  for (const x of list) if (x) b = \`\${a}-\${x}\`;\n  return { a, b, list, total: list.length * 2 };\n}\n`;
  const count = fit(bytes, unit.length);
  const annotate = typed ? ": OssBackendConfig" : "";
  return `${typed ? tsKit : 'import { OssBackend } from "kit";\n'}${lines(count, (i) =>
    i % 200 === 0
      ? `new OssBackend(scope, { bucket: "b${i}", acl: "PUBLIC" });\nconst c${i}${annotate} = { bucket: "b${i}", encrypt: true };`
      : unit.replace("f0", `f${i}`),
  )}\n`;
}

/** Every line a configuration with findings. */
function denseJs(bytes) {
  const unit = `new OssBackend(scope, { bucket: "b0", acl: "PUBLIC" });`;
  return `import { OssBackend } from "kit";\n${lines(fit(bytes, unit.length + 1), (i) => unit.replace("b0", `b${i}`))}\n`;
}

/** Every configuration of a dense file on one line, each with findings and suggestions that insert (encrypt). */
function oneLineJs(bytes) {
  const unit = `new OssBackend(scope, { bucket: "b0", acl: "PUBLIC" }); `;
  return `import { OssBackend } from "kit";\n${Array.from({ length: fit(bytes, unit.length) }, (_, i) => unit.replace("b0", `b${i}`)).join("")}\n`;
}

/** One object literal of many entries (a few configurations' worth of unknown and known keys). */
function longObjectJs(bytes) {
  const unit = `  region: "r",\n  a1: "x",\n`;
  return `import { OssBackend } from "kit";\nnew OssBackend(scope, {\n  bucket: "b",\n${unit.repeat(fit(bytes, unit.length))}  acl: "PUBLIC",\n});\n`;
}

/** A value a megabyte long where rules quote it, and strings with long runs of spaces, backslashes and `=`. */
function longStringsJs(bytes) {
  const part = Math.floor(bytes / 4);
  return `import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "b", acl: "${"x".repeat(part)}", prefix: "${" ".repeat(part)}/", encryptionKey: "${"=".repeat(part)}", endpoint: "${"\\\\".repeat(part / 2)}" });\n`;
}

/** Constants that each spread the one before: a chain thousands long. */
function chainedSpreadsJs(bytes) {
  const unit = `const c0 = { ...c0 };\n`;
  const count = fit(bytes, unit.length + 4);
  return `import { OssBackend } from "kit";\nconst c0 = { bucket: "b" };\n${lines(count, (i) => `const c${i + 1} = { ...c${i} };`)}\nnew OssBackend(scope, { ...c${count}, acl: "PUBLIC" });\n`;
}

/** Ordinary Java: methods with loops and strings, a configuration every few hundred lines. */
function ordinaryJava(bytes) {
  const unit = `  int m0(int a, String b) {\n    var list = java.util.List.of(a, b, "text with words");\n    for (var x : list) if (x != null) b = b + "-" + x;\n    return list.size() * 2;\n  }\n`;
  return `class Main {\n${lines(fit(bytes, unit.length), (i) =>
    i % 200 === 0
      ? `  Object c${i}() { return OssBackendConfig.builder().bucket("b${i}").acl("PUBLIC").build(); }`
      : unit.replace("m0", `m${i}`),
  )}\n}\n`;
}

function denseJava(bytes) {
  const unit = `  Object m0() { return OssBackendConfig.builder().bucket("b0").acl("PUBLIC").build(); }`;
  return `class Main {\n${lines(fit(bytes, unit.length + 1), (i) => unit.replace("m0", `m${i}`).replace("b0", `b${i}`))}\n}\n`;
}

/** Methods that are each one builder chain thousands of calls long. */
function longChainsJava(bytes) {
  const calls = 9000;
  const unit = `  Object m0() { return OssBackendConfig.builder().bucket("b")${'.region("r")'.repeat(calls)}.acl("PUBLIC").build(); }`;
  return `class Main {\n${lines(fit(bytes, unit.length), (i) => unit.replace("m0", `m${i}`))}\n}\n`;
}

function laterSettersJava(bytes) {
  const unit = `    b.region("r");`;
  return `class Main {\n  Object m() {\n    var b = OssBackendConfig.builder().bucket("b");\n${lines(fit(bytes, unit.length + 1), () => unit)}\n    b.acl("PUBLIC");\n    return b.build();\n  }\n}\n`;
}

/** Deep values: concatenations, constants that name each other, parentheses, signs (past the depth limit). */
function deepJava(bytes) {
  const n = fit(bytes, 60);
  return `class Main {\n  static final String C0 = "b";\n${lines(n, (i) => `  static final String C${i + 1} = C${i};`)}\n  Object m() {\n    return OssBackendConfig.builder().bucket(C${n}).acl(${'"a" + '.repeat(n)}"b").assumeRoleSessionExpiration(${"-(".repeat(n)}1${")".repeat(n)}).build();\n  }\n}\n`;
}

function longStringsJava(bytes) {
  const part = Math.floor(bytes / 4);
  return `class Main {\n  Object m() {\n    return OssBackendConfig.builder().bucket("b").acl("${"\\u0041".repeat(part / 6)}").prefix("""\n${`${"x".repeat(60)}${" ".repeat(60)}\n`.repeat(part / 121)}""").encryptionKey("${"=".repeat(part)}").build();\n  }\n}\n`;
}

/** Broken code: every line a syntax error. */
function brokenJava(bytes) {
  const unit = `  int x = ( ;`;
  return `class Main {\n${lines(fit(bytes, unit.length + 1), () => unit)}\n}\n`;
}

function ordinaryCSharp(bytes) {
  const unit = `  int M0(int a, string b) {\n    var list = new List<object> { a, b, "text with words" };\n    foreach (var x in list) if (x != null) b = b + "-" + x;\n    return list.Count * 2;\n  }\n`;
  return `class Main {\n${lines(fit(bytes, unit.length), (i) =>
    i % 200 === 0
      ? `  object C${i}() => new OssBackendConfig { Bucket = "b${i}", Acl = "PUBLIC" };`
      : unit.replace("M0", `M${i}`),
  )}\n}\n`;
}

function denseCSharp(bytes) {
  const unit = `  object M0() => new OssBackendConfig { Bucket = "b0", Acl = "PUBLIC" };`;
  return `class Main {\n${lines(fit(bytes, unit.length + 1), (i) => unit.replace("M0", `M${i}`).replace("b0", `b${i}`))}\n}\n`;
}

function longInitializerCSharp(bytes) {
  const unit = `    Region = "r",`;
  return `class Main {\n  object M() => new OssBackendConfig {\n    Bucket = "b",\n${lines(fit(bytes, unit.length + 1), () => unit)}\n    Acl = "PUBLIC",\n  };\n}\n`;
}

function laterAssignmentsCSharp(bytes) {
  const unit = `    c.Region = "r";`;
  return `class Main {\n  object M() {\n    var c = new OssBackendConfig { Bucket = "b" };\n${lines(fit(bytes, unit.length + 1), () => unit)}\n    c.Acl = "PUBLIC";\n    return c;\n  }\n}\n`;
}

/** Deep values and blocks: nested target-typed new(), signs, concatenations, nested `if` blocks. */
function deepCSharp(bytes) {
  const n = fit(bytes, 60);
  return `class Main {\n  object M(bool a) {\n    var c = new OssBackendConfig { Bucket = "b", AssumeRole = ${"new() { X = ".repeat(n)}1${" }".repeat(n)}, Acl = ${'"a" + '.repeat(n)}"b", AssumeRoleSessionExpiration = ${"-(".repeat(n)}1${")".repeat(n)} };\n    ${"if (a) { ".repeat(n)}c.Acl = "x"; ${"} ".repeat(n)}\n    return c;\n  }\n}\n`;
}

function longStringsCSharp(bytes) {
  const part = Math.floor(bytes / 4);
  return `class Main {\n  object M() => new OssBackendConfig { Bucket = "b", Acl = "${"x".repeat(part)}" /*${" ".repeat(part)}*/, Prefix = nameof(${"a.".repeat(part / 4)}b), EncryptionKey = "${"=".repeat(part)}" };\n}\n`;
}

function brokenCSharp(bytes) {
  const unit = `  int x = ( ;`;
  return `class Main {\n${lines(fit(bytes, unit.length + 1), () => unit)}\n}\n`;
}

function ordinaryHcl(bytes) {
  const unit = `resource "bucket" "r0" {\n  name = "n-\${var.env}" # text with words\n  tags = { a = "b", c = [1, 2] }\n}\n`;
  return lines(fit(bytes, unit.length), (i) =>
    i % 200 === 0
      ? `terraform {\n  backend "oss" {\n    bucket = "b${i}"\n    acl    = "PUBLIC"\n  }\n}`
      : unit.replace("r0", `r${i}`),
  );
}

function denseHcl(bytes) {
  const unit = `    acl    = "PUBLIC"`;
  return `terraform {\n  backend "oss" {\n    bucket = "b"\n${lines(fit(bytes, unit.length + 1), () => unit)}\n  }\n}\n`;
}

/** Many backend blocks and data sources, each with findings. */
function manyBlocksHcl(bytes) {
  const unit = `data "terraform_remote_state" "s0" {\n  backend = "oss"\n  config = { prefix = "/p", acl = "PUBLIC" }\n}\n`;
  return lines(fit(bytes, unit.length), (i) => unit.replace("s0", `s${i}`));
}

/** Deep values: nested objects and tuples, a long chain of operators, past the depth limit. */
function deepHcl(bytes) {
  const n = fit(bytes, 40);
  return `data "terraform_remote_state" "s" {\n  backend = "gcs"\n  defaults = ${"{ a = ".repeat(n)}1${" }".repeat(n)}\n  config = {\n    bucket = ${"[".repeat(n)}"b"${"]".repeat(n)}\n    prefix = ${'"a" + '.repeat(n)}"b"\n  }\n}\n`;
}

function longStringsHcl(bytes) {
  const part = Math.floor(bytes / 4);
  return `terraform {\n  backend "gcs" {\n    bucket         = "${"x".repeat(part)}"\n    encryption_key = "${"=".repeat(part)}"\n    prefix         = <<-EOT\n${`    ${"y".repeat(60)}\n`.repeat(part / 65)}    EOT\n  }\n}\n`;
}

/** A data source whose config is one object on one line: unknown keys, each a finding, and a public ACL. */
function oneLineHcl(bytes) {
  const unit = `a0 = "x", `;
  const keys = Array.from({ length: fit(bytes, unit.length + 2) }, (_, i) => unit.replace("a0", `a${i}`)).join("");
  return `data "terraform_remote_state" "s" {\n  backend = "oss"\n  config = { bucket = "b", ${keys}acl = "PUBLIC" }\n}\n`;
}

function brokenHcl(bytes) {
  const unit = `x = = (`;
  return lines(fit(bytes, unit.length + 1), () => unit);
}

/**
 * The tool's JSON syntax, every configuration on one line: empty OSS backends (each given a setting by a suggestion)
 * beside the syntax's comments (`"//"`), a configuration with findings every tenth, and data sources.
 */
function oneLineJson(bytes) {
  const comment = `"//": "${"x".repeat(250)}"`;
  const full = `{"backend": {"oss": {"bucket": "b", "acl": "PRIVATE", "prefix": "/p/"}}}`;
  const count = fit(bytes, 300);
  const list = Array.from({ length: count }, (_, i) => (i % 10 === 9 ? full : `{${comment}, "backend": {"oss": {}}}`));
  const sources = Array.from({ length: Math.ceil(count / 20) }, (_, i) => `"s${i}": {"backend": "gcs", "config": {}}`);
  return `{"terraform": [${list.join(", ")}], "data": {"terraform_remote_state": {${sources.join(", ")}}}}`;
}

/** One line of empty backends and nothing else: each a finding with an insertion. */
function emptyBackendsJson(bytes) {
  const unit = `{"backend": {"oss": {}}}`;
  return `{"terraform": [${Array.from({ length: fit(bytes, unit.length + 2) }, () => unit).join(", ")}]}`;
}

/** Numbers of many digits (`0.000…1`, `899.000…0`) where settings take numbers and strings. */
function longNumbersJson(bytes) {
  const digits = Math.floor(bytes / 8);
  const zeros = "0".repeat(digits);
  const sources = [
    `0.${zeros}1`,
    `899.${zeros}`,
    `9${zeros}1e-${digits + 1}`,
    `"${zeros}100"`,
    `"${"1".repeat(digits)}x"`,
    `-0.${zeros}1e+5`,
  ].map(
    (value, i) =>
      `    "s${i}": {\n      "backend": "oss",\n      "config": {\n        "bucket": "b",\n        "assume_role_session_expiration": ${value}\n      }\n    }`,
  );
  return `{\n  "terraform": {"backend": {"oss": {"bucket": "b", "assume_role": {"role_arn": "r", "session_expiration": 1.${zeros}1}}}},\n  "data": {"terraform_remote_state": {\n${sources.join(",\n")}\n  }}\n}\n`;
}

/** Every configuration of a dense file on one line, each missing a setting a suggestion inserts (encrypt). */
function oneLineJava(bytes) {
  const unit = ` Object m0() { return OssBackendConfig.builder().bucket("b0").build(); }`;
  return `class Main {${Array.from({ length: fit(bytes, unit.length + 4) }, (_, i) => unit.replace("m0", `m${i}`).replace("b0", `b${i}`)).join("")} }\n`;
}

function oneLineCSharp(bytes) {
  const unit = ` object M0() => new OssBackendConfig { Bucket = "b0" };`;
  return `class Main {${Array.from({ length: fit(bytes, unit.length + 4) }, (_, i) => unit.replace("M0", `M${i}`).replace("b0", `b${i}`)).join("")} }\n`;
}

/** Ordinary code of the tool's JSON syntax: resources, a remote-state data source every two hundred, a backend. */
function ordinaryJson(bytes) {
  const unit = `    "r0": { "triggers": { "a": "text with words", "b": [1, 2, 3], "n": 42 } }`;
  const count = fit(bytes, unit.length + 2);
  const sources = Array.from(
    { length: Math.ceil(count / 200) },
    (_, i) => `    "s${i}": { "backend": "oss", "config": { "bucket": "b${i}", "acl": "PUBLIC" } }`,
  );
  return `{\n  "terraform": { "backend": { "oss": { "bucket": "b", "acl": "PUBLIC" } } },\n  "resource": { "null_resource": {\n${lines(count, (i) => unit.replace("r0", `r${i}`)).replaceAll("}\n", "},\n")}\n  } },\n  "data": { "terraform_remote_state": {\n${sources.join(",\n")}\n  } }\n}\n`;
}

/**
 * Numbers of many digits where a setting takes a number, as each language writes them (`0.000…1`, `1.000…0`,
 * `"000…100"`), for the number readers of every front end.
 */
function longNumbers(language, bytes) {
  const zeros = "0".repeat(Math.floor(bytes / 8));
  const values = [`0.${zeros}1`, `1${zeros}`, `900.${zeros}`];
  if (language === "js") {
    const configs = values.map((v) => `new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: ${v} });`);
    return `import { OssBackend } from "kit";\n${[...configs, `new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: "${zeros}100" });`].join("\n")}\n`;
  }
  if (language === "java") {
    const configs = values.map(
      (v, i) =>
        `  Object m${i}() { return OssBackendConfig.builder().bucket("b").assumeRoleSessionExpiration(${v}).build(); }`,
    );
    return `class Main {\n${configs.join("\n")}\n}\n`;
  }
  if (language === "csharp") {
    const configs = values.map(
      (v, i) => `  object M${i}() => new OssBackendConfig { Bucket = "b", AssumeRoleSessionExpiration = ${v} };`,
    );
    return `class Main {\n${configs.join("\n")}\n}\n`;
  }
  const sources = [...values, `"${zeros}100"`].map(
    (v, i) =>
      `data "terraform_remote_state" "s${i}" {\n  backend = "oss"\n  config = { bucket = "b", assume_role_session_expiration = ${v} }\n}\n`,
  );
  return sources.join("\n");
}

/** A file of CR-only line breaks (old Mac files): every `\n` of `make`'s file a `\r`. */
const crOnly = (make) => (bytes) => make(bytes).replaceAll("\n", "\r");

/** name → [language, make(bytes), "dense" for the files dense with configuration properties] */
const CASES = {
  "js: ordinary code": ["js", (b) => ordinaryJs(b, false)],
  "js: dense configurations": ["js", denseJs, "dense"],
  "js: one long object": ["js", longObjectJs, "dense"],
  "js: long strings": ["js", longStringsJs],
  "js: chained spreads": ["js", chainedSpreadsJs],
  "ts: ordinary code": ["ts", (b) => ordinaryJs(b, true)],
  "ts: dense configurations": ["ts", denseJs, "dense"],
  "java: ordinary code": ["java", ordinaryJava],
  "java: dense configurations": ["java", denseJava, "dense"],
  "java: long builder chains": ["java", longChainsJava, "dense"],
  "java: later setters": ["java", laterSettersJava, "dense"],
  "java: deep values": ["java", deepJava],
  "java: long strings": ["java", longStringsJava],
  "java: every line broken": ["java", brokenJava],
  "csharp: ordinary code": ["csharp", ordinaryCSharp],
  "csharp: dense configurations": ["csharp", denseCSharp, "dense"],
  "csharp: one long initializer": ["csharp", longInitializerCSharp, "dense"],
  "csharp: later assignments": ["csharp", laterAssignmentsCSharp, "dense"],
  "csharp: deep values and blocks": ["csharp", deepCSharp],
  "csharp: long strings": ["csharp", longStringsCSharp],
  "csharp: every line broken": ["csharp", brokenCSharp],
  "hcl: ordinary code": ["hcl", ordinaryHcl],
  "hcl: one dense backend": ["hcl", denseHcl, "dense"],
  "hcl: many data sources": ["hcl", manyBlocksHcl, "dense"],
  "hcl: deep values": ["hcl", deepHcl],
  "hcl: long strings and heredocs": ["hcl", longStringsHcl],
  "hcl: every line broken": ["hcl", brokenHcl],
  "json: one line of configurations": ["json", oneLineJson],
  "json: one line of empty backends": ["json", emptyBackendsJson, "dense"],
  "json: long numbers": ["json", longNumbersJson],
  "java: one line": ["java", oneLineJava, "dense"],
  "csharp: one line": ["csharp", oneLineCSharp, "dense"],
  "js: one line": ["js", oneLineJs, "dense"],
  "ts: one line": ["ts", oneLineJs, "dense"],
  "hcl: one line": ["hcl", oneLineHcl, "dense"],
  "hcl: CR-only lines": ["hcl", crOnly(ordinaryHcl)],
  "js: long numbers": ["js", (b) => longNumbers("js", b)],
  "java: long numbers": ["java", (b) => longNumbers("java", b)],
  "csharp: long numbers": ["csharp", (b) => longNumbers("csharp", b)],
  "hcl: long numbers": ["hcl", (b) => longNumbers("hcl", b)],
  "js: CR-only lines": ["js", crOnly((b) => ordinaryJs(b, false))],
  "ts: CR-only lines": ["ts", crOnly((b) => ordinaryJs(b, true))],
  "json: CR-only lines": ["json", crOnly(ordinaryJson)],
  "java: CR-only lines": ["java", crOnly(ordinaryJava)],
  "csharp: CR-only lines": ["csharp", crOnly(ordinaryCSharp)],
};

/** In a fresh process: lints one case at one size, rules on or off, and prints one figure (time or memory) as JSON. */
async function runCase(name, bytes, memoryOf, timeOf) {
  const { Linter } = await import("eslint");
  const { default: plugin } = await import(path.join(root, "dist/src/index.js"));
  const [language, make] = CASES[name];
  const files = {
    js: "main.js",
    ts: "main.ts",
    java: "Main.java",
    csharp: "Main.cs",
    hcl: "main.tf",
    json: "main.tf.json",
  }[language];
  const base = { files: [`**/${files}`], plugins: { "backend-config": plugin } };
  if (language === "java" || language === "csharp" || language === "hcl") base.language = `backend-config/${language}`;
  if (language === "json") {
    const { default: json } = await import("@eslint/json");
    base.plugins.json = json;
    base.language = "json/json";
  }
  if (language === "ts") {
    const { default: parser } = await import("@typescript-eslint/parser");
    base.languageOptions = { parser };
  }
  const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error"]));
  const on = [{ ...base, rules }];
  const off = [{ ...base, rules: {} }];
  const lint = (config, code) => new Linter().verify(code, config, files);
  lint(on, make(2000)); // the modules and grammars loaded
  const code = make(bytes);
  if (memoryOf) {
    // One lint, nothing else in the process: the peak resident memory it added.
    const before = process.memoryUsage().rss;
    const messages = lint(memoryOf === "on" ? on : off, code);
    const extra = process.resourceUsage().maxRSS * 1024 - before;
    console.log(JSON.stringify({ extra, messages: messages.length }));
    return;
  }
  // A run of more than a second is timed once; a shorter one, whose time a moment of load would swamp, three
  // times (the lowest stands). Rules on and rules off are timed in processes of their own: a second lint of
  // several megabytes in one process pays for what the first left (after a 5 MB TypeScript lint with every rule
  // off, a gigabyte was still held after a full garbage collection), which made rules on, timed second, look slower.
  const config = timeOf === "on" ? on : off;
  let best = Infinity;
  let messages;
  for (let i = 0; i < 3 && (i === 0 || best < 1000); i++) {
    const start = performance.now();
    messages = lint(config, code);
    best = Math.min(best, performance.now() - start);
  }
  const crashed = messages.some((m) => m.fatal && !/^Parsing error/.test(m.message));
  // (A rule that throws makes verify() throw: the child fails and the case is reported FAILED.)
  console.log(
    JSON.stringify({
      bytes: Buffer.byteLength(code),
      ms: best,
      messages: messages.length,
      fatal: messages.filter((m) => m.fatal).length,
      crashed,
      first: messages[0]?.message.slice(0, 100),
    }),
  );
}

/** One case at one size in a fresh process: `what` is `time` or `memory`, `rules` `on` or `off`. */
function inChild(name, bytes, what, rules) {
  const child = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.url), "--case", name, "--bytes", String(bytes), `--${what}`, rules],
    { cwd: root, encoding: "utf8", maxBuffer: 1 << 26 },
  );
  if (child.status !== 0) return { error: (child.stderr || child.stdout).trim().split("\n").slice(-3).join(" ") };
  return JSON.parse(child.stdout.trim().split("\n").at(-1));
}

if (args.case) {
  await runCase(args.case, Number(args.bytes), args.memory, args.time);
} else {
  const bytes = Math.round(Number(args.mb) * (1 << 20));
  const fmt = (x, digits = 2) => x.toFixed(digits);
  let missed = 0;
  console.log(`Stress at ${args.mb} MB (growth from ${Number(args.mb) / 2} MB); each case in a fresh process.\n`);
  const header = ["case".padEnd(34), "size  ", "time on/off", " growth (off)", "memory on/off", "×file", "messages"];
  console.log(header.join("  "));
  for (const [name, [, , kind]] of Object.entries(CASES)) {
    if (args.only && !name.includes(args.only)) continue;
    const runs = [
      inChild(name, bytes / 2, "time", "off"),
      inChild(name, bytes / 2, "time", "on"),
      inChild(name, bytes, "time", "off"),
      inChild(name, bytes, "time", "on"),
      inChild(name, bytes, "memory", "on"),
      inChild(name, bytes, "memory", "off"),
    ];
    const failed = runs.find((r) => r.error);
    if (failed) {
      missed++;
      console.log(`${name.padEnd(34)}  FAILED: ${failed.error}`);
      continue;
    }
    const [halfOff, half, fullOff, full, memoryOn, memoryOff] = runs;
    const dense = kind === "dense";
    const onOff = full.ms / fullOff.ms;
    const growth = full.ms / half.ms;
    const growthOff = fullOff.ms / halfOff.ms;
    const memory = memoryOn.extra / memoryOff.extra;
    const misses = [
      !dense && onOff > ON_OFF_GOAL && `time on/off > ${ON_OFF_GOAL}`,
      growth > Math.max(GROWTH_GOAL, growthOff * 1.15) && `growth > ${GROWTH_GOAL}`,
      !dense && memory > MEMORY_GOAL && `memory on/off > ${MEMORY_GOAL}`,
      full.crashed && "a crash",
    ].filter(Boolean);
    if (misses.length) missed++;
    const mark = dense ? "*" : " ";
    console.log(
      [
        name.padEnd(34),
        `${fmt(full.bytes / (1 << 20), 1)} MB`.padStart(6),
        `${fmt(onOff)}${mark}`.padStart(11),
        `${fmt(growth)} (${fmt(growthOff)})`.padStart(13),
        `${fmt(memory)}${mark}`.padStart(13),
        fmt(memoryOn.extra / full.bytes, 0).padStart(5),
        `${full.messages}${full.fatal ? ` (${full.fatal} fatal)` : ""}`,
        misses.length ? `  MISSED: ${misses.join(", ")}` : "",
      ].join("  "),
    );
  }
  console.log(
    `\ntime on/off: rules on / off, goal ≤ ${ON_OFF_GOAL}; growth: time at full size / at half size (linear ≈ 2; rules off in brackets), goal ≤ ${GROWTH_GOAL} or ≤ 1.15 × off;` +
      `\nmemory on/off: peak memory a lint adds, rules on / off, goal ≤ ${MEMORY_GOAL}; ×file: that peak with rules on / the file's size.` +
      `\n* files dense with configuration properties: the rules' work per property, no goal here (see the script's header).`,
  );
  if (missed) {
    console.log(`\n${missed} case(s) missed a goal.`);
    process.exitCode = 1;
  }
}
