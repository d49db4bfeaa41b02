// The fuzz test's Java and C# programs: a class with one method per configuration, each written in a form
// the front ends understand (Java: `T.builder()..build()`, `new T.Builder()..build()`, a construct's
// `C.Builder.create(this[, "id"])..build()`, or a builder in a local with later setters, some inside `if`;
// C#: `new T { .. }`, `new T() { .. }`, target-typed `new() { .. }` passed to a construct, or a local with later
// assignments, some inside `if`), with keys drawn from the schema's spellings (`field.spelling.java` /
// `.csharp`) and keys of other types, values from the TypeScript fuzzer's pools (tests/fuzz/arbitraries.ts)
// written as this language's literals, same-file constants, environment and file reads, concatenations,
// nested blocks, and comments between the parts. Linted with every rule on by ESLint's Linter with the
// plugin's language, the properties are those of tests/fuzz/check.ts that apply: no crash, every fix and
// suggestion (alone) and the output of --fix parse in the grammar (no ERROR or MISSING node), a second --fix
// pass changes nothing, fixes and suggestions stay inside the configuration they report on, and no message
// or suggestion repeats a secret.
import { Linter } from "eslint";
import fc from "fast-check";
import plugin from "../../src/index.js";
import { parserFor } from "../../src/languages/grammars.js";
import { kinds, typeSpecs, type FieldSpec, type TypeSpec } from "../../src/schema/index.js";
import {
  SECRET_MARK,
  aclStrings,
  envNames,
  jsonStrings,
  keyTexts,
  pathAndFormatStrings,
  publicAcls,
  rangeNumbers,
  relatedStrings,
} from "./arbitraries.js";
import type { CaseStats } from "./check.js";

export type TreeSitterMode = "java" | "csharp";

interface Span {
  readonly start: number;
  readonly end: number;
  /** The configuration the span belongs to (its method's index). */
  readonly owner: number;
  /** `config`: the configuration's statements; `source`: a class constant the configuration reads. */
  readonly role: "config" | "source";
}

export interface TreeSitterProgram {
  readonly mode: TreeSitterMode;
  readonly text: string;
  readonly spans: readonly Span[];
}

// ---- Values ----

/** A value as source text, with the class constants it needs (name → declaration without the name). */
interface ValueText {
  readonly text: string;
  readonly constants: readonly { readonly type: string; readonly init: string }[];
}

const plain = (text: string): ValueText => ({ text, constants: [] });

/** A string literal of either language: JSON escapes are Java's and C#'s; line separators escaped (C# newlines). */
function quote(value: string): string {
  return JSON.stringify(value).replace(
    /[\u0085\u2028\u2029]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The string forms of a language around a value. */
function stringForms(mode: TreeSitterMode, value: string): fc.Arbitrary<ValueText> {
  const forms: fc.Arbitrary<ValueText>[] = [
    fc.constant(plain(quote(value))),
    fc.constant({ text: "", constants: [{ type: "string", init: quote(value) }] }),
  ];
  if (value.length > 1) {
    const cut = Math.floor(value.length / 2);
    forms.push(fc.constant(plain(`${quote(value.slice(0, cut))} + ${quote(value.slice(cut))}`)));
  }
  // Text blocks, verbatim and interpolated strings for plain values (tree-sitter-java misreads a text block
  // whose content starts with `//`, so none of those either).
  const simple = /^[\w .:/@-]*$/u.test(value) && !value.includes("//") && !value.includes("/*");
  if (mode === "java" && simple) forms.push(fc.constant(plain(`"""\n            ${value}"""`)));
  // (tree-sitter-c-sharp does not parse an empty interpolated string `$""`.)
  if (mode === "csharp" && simple && value !== "") {
    forms.push(
      fc.constant(plain(`@"${value}"`)),
      fc.constant(plain(`$"${value}"`)),
      fc.constant(plain(`$"{Other}${value}"`)),
    );
  }
  return fc.oneof(...forms);
}

const strings = (mode: TreeSitterMode, values: readonly string[]) =>
  fc.constantFrom(...values).chain((v) => stringForms(mode, v));

function numberForms(mode: TreeSitterMode): fc.Arbitrary<ValueText> {
  // The pools' whole and decimal numbers (other JavaScript forms are no Java or C# literal), and this language's own.
  const pool = rangeNumbers.filter((n) => /^-?\d+(\.\d+)?$/u.test(n));
  const own =
    mode === "java"
      ? ["1_800", "4000L", "3_600L", "900.0", "0x384", "60 * 15", "(int) 3600.7", "-900"]
      : ["1_800", "4000L", "3_600", "900.0", "0x384", "60 * 15", "(int)3600.7", "-900", "900u"];
  return fc
    .oneof(
      fc.constantFrom(...pool, ...own).map(plain),
      fc.constantFrom(...pool).map((n) => ({ text: "", constants: [{ type: "int", init: n }] })),
    )
    .map((v) =>
      v.text === "" && v.constants[0]!.init.includes(".")
        ? { text: "", constants: [{ type: "double", init: v.constants[0]!.init }] }
        : v,
    );
}

const booleans = fc.oneof(
  fc.constantFrom("true", "false", "null").map(plain),
  fc.constantFrom("true", "false").map((b) => ({ text: "", constants: [{ type: "bool", init: b }] })),
);

function envRead(mode: TreeSitterMode): fc.Arbitrary<ValueText> {
  return fc
    .constantFrom(...envNames, "OTHER")
    .map((name) =>
      plain(mode === "java" ? `System.getenv(${quote(name)})` : `Environment.GetEnvironmentVariable(${quote(name)})`),
    );
}

function fileRead(mode: TreeSitterMode): fc.Arbitrary<ValueText> {
  return fc.constant(plain(mode === "java" ? `Files.readString(Path.of("key.json"))` : `File.ReadAllText("key.json")`));
}

const opaque = (mode: TreeSitterMode) =>
  fc
    .constantFrom(
      ...(mode === "java" ? ["other()", "cfg.value", 'flag ? "a" : "b"'] : ["Other", "cfg.Value", 'flag ? "a" : "b"']),
    )
    .map(plain);

function listForms(mode: TreeSitterMode): fc.Arbitrary<ValueText> {
  const java = ['List.of("sa@p.iam.gserviceaccount.com")', "List.of()", 'Arrays.asList("a", "b")'];
  const csharp = ['new[] { "sa@p.iam.gserviceaccount.com" }', "new List<string>()", 'new List<string> { "a", "b", }'];
  return fc.constantFrom(...(mode === "java" ? java : csharp)).map(plain);
}

function mapForms(mode: TreeSitterMode): fc.Arbitrary<ValueText> {
  const java = ['Map.of("a", "b")', "Map.of()"];
  const csharp = ['new Dictionary<string, string> { ["a"] = "b" }', "new Dictionary<string, string>()"];
  return fc.constantFrom(...(mode === "java" ? java : csharp)).map(plain);
}

/** Values for a field, drawn from the pools that fit it (a secret field's values always hold SECRET_MARK). */
function valueFor(mode: TreeSitterMode, field: FieldSpec | undefined, depth: number): fc.Arbitrary<ValueText> {
  const parts: fc.WeightedArbitrary<ValueText>[] = [
    { weight: 1, arbitrary: envRead(mode) },
    { weight: 1, arbitrary: opaque(mode) },
  ];
  const add = (weight: number, arbitrary: fc.Arbitrary<ValueText>) => parts.push({ weight, arbitrary });
  if (field === undefined) {
    add(3, strings(mode, ["x", "b", ""]));
    add(1, numberForms(mode));
    return fc.oneof(...parts);
  }
  if (field.secret) {
    add(4, strings(mode, [`${SECRET_MARK}-value`, ...keyTexts.filter((k) => k.includes(SECRET_MARK))]));
    add(1, fileRead(mode));
    if (field.secret === "key-material") add(2, strings(mode, ["./key.json", "key.json"]));
    return fc.oneof(...parts);
  }
  if (field.type === "block" && field.block && depth === 0) {
    add(8, blockValue(mode, field, depth + 1));
    return fc.oneof(...parts);
  }
  if (field.type === "number") add(6, numberForms(mode));
  if (field.type === "boolean") add(6, booleans);
  if (field.type === "string-list") add(6, listForms(mode));
  if (field.type === "string-map") add(6, mapForms(mode));
  if (field.type === "string") {
    add(3, strings(mode, ["b", "my-bucket", "ci", "", ...relatedStrings]));
    if (field.allowedValues) add(5, strings(mode, [...aclStrings, ...publicAcls]));
    if (field.path || field.format?.type === "resource-name" || field.format?.type === "url")
      add(4, strings(mode, pathAndFormatStrings));
    if (field.format?.type === "json") add(3, strings(mode, jsonStrings));
    add(1, fileRead(mode));
  }
  add(1, fc.constant(plain("null")));
  return fc.oneof(...parts);
}

// ---- Configurations ----

interface Entry {
  readonly key: string;
  readonly value: ValueText;
}

const spellingOf = (mode: TreeSitterMode, field: FieldSpec) => field.spelling[mode];

const specs: readonly TypeSpec[] = kinds.map((k) => typeSpecs[k]);
const allFields = specs.flatMap((s) => s.fields);

function entriesFor(
  mode: TreeSitterMode,
  fields: readonly FieldSpec[],
  depth: number,
  max: number,
): fc.Arbitrary<Entry[]> {
  // Keys of this type (mostly), and of other types: unknown or unsupported here.
  const own = fc
    .constantFrom(...fields)
    .chain((field) => valueFor(mode, field, depth).map((value) => ({ key: spellingOf(mode, field), value })));
  const foreign = fc
    .constantFrom(...allFields.filter((f) => !fields.includes(f) && f.type !== "block"))
    .chain((field) => valueFor(mode, field, depth).map((value) => ({ key: spellingOf(mode, field), value })));
  return fc.array(fc.oneof({ weight: 6, arbitrary: own }, { weight: 1, arbitrary: foreign }), { maxLength: max });
}

/** A nested block: a builder of its type (Java) or an object creation of it (C#). */
function blockValue(mode: TreeSitterMode, field: FieldSpec, depth: number): fc.Arbitrary<ValueText> {
  const block = field.block!;
  // Inside a block a value that would be a class constant is written in place.
  const inline = (v: ValueText) => (v.text === "" ? v.constants[0]!.init : v.text);
  return entriesFor(mode, block.fields, depth, 4).map((entries) => {
    const text =
      mode === "java"
        ? `${block.typeName}.builder()${entries.map((e) => `.${e.key}(${inline(e.value)})`).join("")}.build()`
        : `new ${block.typeName} { ${entries.map((e) => `${e.key} = ${inline(e.value)}`).join(", ")} }`;
    return { text, constants: [] };
  });
}

type Form = "chain" | "new-builder" | "construct" | "local" | "initializer" | "initializer-parens" | "target-typed";

interface Case {
  readonly spec: TypeSpec;
  readonly form: Form;
  readonly entries: readonly Entry[];
  /** Setters or assignments after the construction (local forms only): some inside `if (flag)`. */
  readonly later: readonly (Entry & { readonly inIf: boolean })[];
  readonly trivia: readonly string[];
}

const TRIVIA = [
  "",
  "",
  "",
  "\n            ",
  " /* note */ ",
  " // note\n            ",
  "\n            // eslint-disable-next-line backend-config/valid-acl\n            ",
];

function caseOf(mode: TreeSitterMode): fc.Arbitrary<Case> {
  const forms: Form[] =
    mode === "java"
      ? ["chain", "new-builder", "construct", "local"]
      : ["initializer", "initializer-parens", "target-typed", "local"];
  return fc
    .record({ spec: fc.constantFrom(...specs), form: fc.constantFrom(...forms) })
    .chain(({ spec, form }) =>
      fc.record({
        spec: fc.constant(spec),
        form: fc.constant(form),
        entries: entriesFor(mode, spec.fields, 0, 7),
        later:
          form === "local"
            ? fc.array(fc.record({ entry: entriesFor(mode, spec.fields, 0, 1), inIf: fc.boolean() }), { maxLength: 3 })
            : fc.constant<{ entry: Entry[]; inIf: boolean }[]>([]),
        trivia: fc.array(fc.constantFrom(...TRIVIA), { minLength: 12, maxLength: 12 }),
      }),
    )
    .map(({ later, ...rest }) => ({
      ...rest,
      later: later.flatMap(({ entry, inIf }) => entry.map((e) => ({ ...e, inIf }))),
    }));
}

// ---- Rendering ----

/** Renders one configuration's statements; constants are replaced by names of class constants. */
function renderCase(mode: TreeSitterMode, c: Case, index: number, constant: (v: ValueText) => string): string {
  const t = (i: number) => c.trivia[i % c.trivia.length]!;
  const type = c.spec.typeNames[0]!.name;
  const construct = c.spec.constructs.find((k) => k.configType === type) ?? c.spec.constructs[0]!;
  const scopeArgs = construct.configArgument === 2 ? `this, "id${index}"` : "this";
  if (mode === "java") {
    const calls = (entries: readonly Entry[]) =>
      entries.map((e, i) => `${t(i)}.${e.key}(${constant(e.value)})`).join("");
    const start =
      c.form === "new-builder"
        ? `new ${type}.Builder()`
        : c.form === "construct"
          ? `${construct.name}.Builder.create(${scopeArgs})`
          : `${type}.builder()`;
    if (c.form !== "local") return `Object c${index} = ${start}${calls(c.entries)}${t(11)}.build();`;
    const later = c.later.map((e) =>
      e.inIf
        ? `if (flag) {${t(7)}b${index}.${e.key}(${constant(e.value)});${t(8)}}`
        : `b${index}.${e.key}(${constant(e.value)});`,
    );
    return [`var b${index} = ${start}${calls(c.entries)};`, ...later, `Object c${index} = b${index}.build();`].join(
      "\n        ",
    );
  }
  const items = c.entries.map((e, i) => `${t(i)}${e.key} = ${constant(e.value)}`).join(",");
  const trailing = c.trivia[10] === "" ? "," : "";
  const body = `{${items}${c.entries.length > 0 ? trailing : ""}${t(11)}}`;
  if (c.form === "target-typed")
    return `new ${construct.name}(${construct.configArgument === 2 ? `this, "id${index}", ` : "this, "}new() ${body});`;
  const creation = `new ${type}${c.form === "initializer-parens" ? "()" : ""} ${body}`;
  if (c.form !== "local") return `object c${index} = ${creation};`;
  const later = c.later.map((e) =>
    e.inIf
      ? `if (flag) {${t(7)}c${index}.${e.key} = ${constant(e.value)};${t(8)}}`
      : `c${index}.${e.key} = ${constant(e.value)};`,
  );
  return [`var c${index} = ${creation};`, ...later].join("\n        ");
}

const CS_TYPES: Record<string, string> = { string: "string", int: "int", double: "double", bool: "bool" };
const JAVA_TYPES: Record<string, string> = { string: "String", int: "int", double: "double", bool: "boolean" };

function renderProgram(mode: TreeSitterMode, cases: readonly Case[]): TreeSitterProgram {
  const fields: { text: string; owner: number }[] = [];
  const methods: string[] = [];
  cases.forEach((c, index) => {
    let n = 0;
    const constant = (v: ValueText): string => {
      // A value that needs constants: each is declared as a class constant of this configuration.
      if (v.constants.length === 0) return v.text;
      const names = v.constants.map((k) => {
        const name = `K${index}_${n++}`;
        fields.push({
          text:
            mode === "java"
              ? `static final ${JAVA_TYPES[k.type]} ${name} = ${k.init};`
              : `const ${CS_TYPES[k.type]} ${name} = ${k.init};`,
          owner: index,
        });
        return name;
      });
      return v.text === "" ? names[0]! : v.text;
    };
    const entries = c.entries.map((e) => ({ ...e, value: { text: constant(e.value), constants: [] } }));
    const later = c.later.map((e) => ({ ...e, value: { text: constant(e.value), constants: [] } }));
    methods.push(renderCase(mode, { ...c, entries, later }, index, (v) => v.text));
  });
  const head =
    mode === "java"
      ? "import com.kit.*;\nimport java.nio.file.*;\nimport java.util.*;\n\nclass Main extends Stack {\n"
      : "using System;\nusing System.Collections.Generic;\nusing System.IO;\nusing Io.Kit;\n\nclass Main : Stack\n{\n";
  let text = head;
  const spans: Span[] = [];
  for (const f of fields) {
    const start = text.length + 4;
    text += `    ${f.text}\n`;
    spans.push({ start, end: start + f.text.length, owner: f.owner, role: "source" });
  }
  methods.forEach((body, index) => {
    text +=
      mode === "java"
        ? `\n    void m${index}(boolean flag) throws Exception {\n`
        : `\n    void M${index}(bool flag)\n    {\n`;
    // The configuration's lines, from the indentation of its first to the line break after its last (removing
    // a whole statement takes its line).
    const start = text.length;
    text += `        ${body}\n`;
    spans.push({ start, end: text.length, owner: index, role: "config" });
    text += "    }\n";
  });
  text += "}\n";
  return { mode, text, spans };
}

export function treeSitterPrograms(mode: TreeSitterMode): fc.Arbitrary<TreeSitterProgram> {
  return fc.array(caseOf(mode), { minLength: 1, maxLength: 3 }).map((cases) => renderProgram(mode, cases));
}

// ---- The properties ----

const filename: Record<TreeSitterMode, string> = { java: "Main.java", csharp: "Main.cs" };
const allRules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]));
const configs = (mode: TreeSitterMode): Linter.Config[] => [
  {
    files: ["**/*.java", "**/*.cs"],
    plugins: { "backend-config": plugin },
    language: `backend-config/${mode}`,
    linterOptions: { reportUnusedDisableDirectives: "off" },
    rules: allRules,
  },
];

/** The syntax errors of a text in the language's grammar: ERROR or MISSING nodes (tree-sitter's `hasError`). */
function grammarErrors(text: string, mode: TreeSitterMode): boolean {
  const tree = parserFor(mode).parse(text);
  const bad = !tree || tree.rootNode.hasError;
  tree?.delete();
  return bad;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  const breaks = /\r\n|[\r\n\u2028\u2029]/gu;
  for (let m = breaks.exec(text); m; m = breaks.exec(text)) starts.push(m.index + m[0].length);
  return starts;
}

const applyFix = (text: string, fix: { range: readonly [number, number]; text: string }) =>
  text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);

function fail(what: string, program: TreeSitterProgram, detail: unknown): never {
  throw new Error(
    `${what}\n--- ${program.mode} program ---\n${program.text}\n--- detail ---\n${JSON.stringify(detail, null, 2)}`,
  );
}

export function checkTreeSitterProgram(program: TreeSitterProgram): CaseStats {
  const { text, mode, spans } = program;
  if (grammarErrors(text, mode)) fail("the generated program does not parse (generator bug)", program, {});
  const linter = new Linter();
  const messages = linter.verify(text, configs(mode), filename[mode]);
  const fatal = messages.filter((m) => m.fatal || !m.ruleId);
  if (fatal.length > 0) fail("fatal message", program, fatal);

  const starts = lineStarts(text);
  const rules: CaseStats["rules"] = {};
  for (const message of messages) {
    const start = starts[message.line - 1]! + message.column - 1;
    const end = message.endLine !== undefined ? starts[message.endLine - 1]! + message.endColumn! - 1 : start;
    const holder = spans.find((s) => s.start <= start && end <= s.end);
    if (!holder) fail("a message outside every configuration and constant", program, message);
    const literal = spans.find((s) => s.role === "config" && s.owner === holder.owner)!;
    const edits = [...(message.fix ? [{ what: "fix", fix: message.fix }] : [])];
    for (const s of message.suggestions ?? []) edits.push({ what: `suggestion "${s.desc}"`, fix: s.fix });
    for (const { what, fix } of edits) {
      if (!(literal.start <= fix.range[0] && fix.range[1] <= literal.end)) {
        fail(`a ${what} changes text outside the configuration it reports on`, program, {
          message,
          configuration: text.slice(literal.start, literal.end),
        });
      }
      if (grammarErrors(applyFix(text, fix), mode))
        fail(`a ${what} does not parse`, program, { message, output: applyFix(text, fix) });
    }
    if (message.message.includes(SECRET_MARK)) fail("a message repeats a secret", program, message);
    for (const s of message.suggestions ?? [])
      if (s.desc.includes(SECRET_MARK)) fail("a suggestion repeats a secret", program, { message, suggestion: s });
    const counts = (rules[message.ruleId!.replace(/^backend-config\//u, "")] ??= {
      messages: 0,
      fixes: 0,
      suggestions: 0,
    });
    counts.messages += 1;
    if (message.fix) counts.fixes += 1;
    counts.suggestions += message.suggestions?.length ?? 0;
  }

  const first = linter.verifyAndFix(text, configs(mode), filename[mode]);
  if (first.messages.some((m) => m.fatal))
    fail("fatal message after --fix", program, { output: first.output, messages: first.messages });
  if (grammarErrors(first.output, mode)) fail("the output of --fix does not parse", program, { output: first.output });
  const left = first.messages.filter((m) => m.fix);
  if (left.length > 0) fail("fixes left after --fix", program, { output: first.output, left });
  const second = linter.verifyAndFix(first.output, configs(mode), filename[mode]);
  if (second.fixed || second.output !== first.output || second.messages.some((m) => m.fix)) {
    fail("a second --fix pass changes the fixed output", program, { first: first.output, second: second.output });
  }
  return { rules, fixed: first.fixed };
}
