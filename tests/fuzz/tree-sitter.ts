// The fuzz test's Java and C# programs: a class with one method per configuration, each written in a form
// the front ends understand (Java: `T.builder()..build()`, `new T.Builder()..build()`, a construct's
// `C.Builder.create(this[, "id"])..build()`, or a builder in a local with later setters, some inside `if`;
// C#: `new T { .. }`, `new T() { .. }`, target-typed `new() { .. }` passed to a construct, or a local with later
// assignments, some inside `if`), with keys drawn from the schema's spellings (`field.spelling.java` /
// `.csharp`) and keys of other types, values from the TypeScript fuzzer's pools (tests/fuzz/arbitraries.ts)
// written as this language's literals, same-file constants, environment and file reads, concatenations,
// nested blocks, and comments between the parts (in C#, preprocessor groups too). Now and then hostile: values
// nested around the front ends' MAX_DEPTH (parentheses, signs, concatenations, chains of constants, blocks in
// blocks), strings thousands of characters long, hundreds of setters, entries or later setters, and values with
// side effects (`x = "PRIVATE"`, `load()`, `counter++`). Linted with every rule on by ESLint's Linter with the
// plugin's language, the properties are those of tests/fuzz/check.ts that apply: no crash, every fix and
// suggestion (alone) and the output of --fix parse in the grammar (no ERROR or MISSING node), a second --fix
// pass changes nothing, fixes and suggestions stay inside the configuration they report on, no autofix (alone,
// or the output of --fix) lowers the count of calls, assignments and updates in the values, and no message
// or suggestion repeats a secret.
import { Linter } from "eslint";
import fc from "fast-check";
import plugin from "../../src/index.js";
import { parserFor } from "../../src/languages/grammars.js";
import { preprocess } from "../../src/languages/preprocessor.js";
import { MAX_DEPTH } from "../../src/model/limits.js";
import { kinds, typeSpecs, type FieldSpec, type TypeSpec } from "../../src/schema/index.js";
import {
  SECRET_MARK,
  aclStrings,
  envNames,
  jsonStrings,
  keyTexts,
  credentialUrls,
  pathAndFormatStrings,
  publicAcls,
  rangeNumbers,
  relatedStrings,
} from "./arbitraries.js";
import { problemsOfMessage } from "../message-standard.js";
import { countMessage, type CaseStats } from "./check.js";
import type { Edit, Node, Point, Tree } from "web-tree-sitter";

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
  /** The most times one configuration writes one key (its setters or entries and later ones). */
  readonly repeats: number;
}

// ---- Values ----

/**
 * A value as source text, with the class constants it needs (declarations without the name). `text` and each
 * constant's `init` may name an earlier constant of the value as `ref(k)` (a chain `C1 = C0`); an empty `text`
 * is the last constant.
 */
interface ValueText {
  readonly text: string;
  readonly constants: readonly { readonly type: string; readonly init: string }[];
}

const plain = (text: string): ValueText => ({ text, constants: [] });

/** Marks a reference to a constant in a ValueText: a control character, which quote() escapes in every literal. */
const REF = "\u0001";

/** A reference to the value's `k`-th constant in a ValueText. */
const ref = (k: number) => `${REF}${k}${REF}`;

/** A value's text with its references to its constants replaced by `name(k)`. */
function resolve(v: ValueText, name: (k: number) => string): string {
  const parts = (v.text === "" ? ref(v.constants.length - 1) : v.text).split(REF);
  return parts.map((part, i) => (i % 2 === 1 ? name(Number(part)) : part)).join("");
}

/** A value written in place, without class constants: each constant's name replaced by its initializer. */
function inline(v: ValueText): string {
  const inits: string[] = [];
  for (const c of v.constants) inits.push(resolve({ text: c.init, constants: v.constants }, (k) => inits[k]!));
  return resolve(v, (k) => inits[k]!);
}

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

// ---- Hostile values (issue 15): depth, length, side effects ----

/**
 * How deep a deep value nests: at the front ends' MAX_DEPTH (src/model/limits.ts), below which a value is read
 * and beyond which it is unknown, on either side of it, and far below and beyond; a small set, so runs stay cheap.
 */
const DEPTHS = [1, 5, MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, MAX_DEPTH + 50];

/** `n` parentheses around a value: `((("x")))`. */
const parenthesized = (n: number, text: string) => `${"(".repeat(n)}${text}${")".repeat(n)}`;

/** `-(-(..(5)..))`: `n` signs. */
const negated = (n: number, number: string) => `${"-(".repeat(n)}${number}${")".repeat(n)}`;

/** A string as `n` literals joined by `+` (`"my-" + "" + .. + "bucket"`, nested to the left `n - 1` deep). */
function concatenation(n: number, value: string): string {
  if (n <= 1) return quote(value);
  const cut = Math.floor(value.length / 2);
  return [quote(value.slice(0, cut)), ...Array<string>(n - 2).fill('""'), quote(value.slice(cut))].join(" + ");
}

/** `n` same-file constants over a literal, each the one before (`C0 = literal; C1 = C0; ..`), read as the last. */
function constantChain(n: number, type: string, literal: string): ValueText {
  const chain = Array.from({ length: n }, (_, k) => ({ type, init: ref(k) }));
  return { text: "", constants: [{ type, init: literal }, ...chain] };
}

/** Lengths of long strings, in source characters: far past any real value. */
const LENGTHS = [1_000, 3_000];

/**
 * What a long string is made of, as source text inside a literal: spaces, escaped backslashes, `=`, tabs and, in
 * Java, Unicode escapes, which javac reads before the literal (`\u0041` is `A`; `\\u0041` an escaped backslash
 * and `u0041`; `\u005c\u005c` an escaped backslash). Each run ends no escape, so any may follow any other.
 */
const RUNS: Record<TreeSitterMode, readonly string[]> = {
  java: [" ", "\\\\", "=", "\\t", "a=b ", "\\u0041", "\\\\u0041", "\\u005c\\u005c"],
  csharp: [" ", "\\\\", "=", "\\t", "a=b ", "\\u0041"],
};

/** A value thousands of characters long: a run before or after it (or both), in place or in a constant. */
function longString(mode: TreeSitterMode, value: string): fc.Arbitrary<ValueText> {
  const simple = /^[\w .:/@-]*$/u.test(value);
  return fc
    .record({
      run: fc.constantFrom(...RUNS[mode]),
      length: fc.constantFrom(...LENGTHS),
      at: fc.constantFrom("before", "after", "around"),
      form: fc.constantFrom(
        ...(mode === "csharp" && simple ? ["literal", "constant", "verbatim"] : ["literal", "constant"]),
      ),
    })
    .map(({ run, length, at, form }) => {
      const fill = (where: string) =>
        at === where || at === "around" ? run.repeat(Math.ceil(length / run.length)) : "";
      // A verbatim string takes its backslashes as they are: a run of them, of any length, ends no escape.
      if (form === "verbatim") return plain(`@"${fill("before")}${value}${"\\".repeat(length)}"`);
      const text = `"${fill("before")}${quote(value).slice(1, -1)}${fill("after")}"`;
      return form === "constant" ? { text: "", constants: [{ type: "string", init: text }] } : plain(text);
    });
}

/**
 * Side effects a value runs (an assignment to a field, a call, an update), alone or around a literal of the field
 * (`x = "PRIVATE"`): no autofix may drop one; the plugin offers an edit that would as a suggestion. The names
 * are no key's spelling (checked below), so that checkTreeSitterProgram tells them from the configuration's own
 * setters and assignments.
 */
const EFFECTS: Record<TreeSitterMode, readonly ((literal: string) => string)[]> = {
  java: [
    (l) => `x = ${l}`,
    (l) => `(x = ${l})`,
    () => "load()",
    (l) => `load(${l})`,
    () => "this.f()",
    () => "counter++",
    () => "--counter",
    (l) => `${l} + counter++`,
  ],
  csharp: [
    (l) => `x = ${l}`,
    (l) => `x ??= ${l}`,
    () => "Load()",
    (l) => `Load(${l})`,
    () => "this.F()",
    () => "i++",
    () => "--i",
    (l) => `${l} + i++`,
  ],
};
const EFFECT_NAMES = ["x", "load", "f", "counter", "Load", "F", "i"];

/** The literals of a field's pools (source text), for the hostile forms to nest, lengthen or wrap in an effect. */
function poolOf(field: FieldSpec): { strings: readonly string[]; numbers: readonly string[] } {
  const numbers = rangeNumbers.filter((n) => /^\d+$/u.test(n));
  if (field.secret)
    return { strings: [`${SECRET_MARK}-value`, ...keyTexts.filter((k) => k.includes(SECRET_MARK))], numbers: [] };
  if (field.type === "number") return { strings: [], numbers };
  if (field.type !== "string") return { strings: ["x"], numbers: [] };
  const strings = ["my-bucket", ...relatedStrings];
  if (field.allowedValues) strings.push(...aclStrings, ...publicAcls);
  if (field.path || field.format?.type === "resource-name" || field.format?.type === "url")
    strings.push(...pathAndFormatStrings);
  if (field.format?.type === "json") strings.push(...jsonStrings);
  return { strings, numbers: [] };
}

/** A value nested `depth` deep: in parentheses, signs, a concatenation or a chain of constants. */
function deepValue(field: FieldSpec): fc.Arbitrary<ValueText> {
  const { strings, numbers } = poolOf(field);
  const literal =
    strings.length > 0
      ? fc.constantFrom(...strings).map((v) => ({ value: v, text: quote(v), type: "string" }))
      : fc.constantFrom(...numbers).map((n) => ({ value: n, text: n, type: "int" }));
  return fc.tuple(fc.constantFrom(...DEPTHS), literal, fc.nat(3)).map(([depth, { value, text, type }, form]) => {
    if (form === 0) return plain(parenthesized(depth, text));
    if (form === 1) return constantChain(depth, type, text);
    return plain(type === "string" ? concatenation(depth, value) : negated(depth, text));
  });
}

/** A value with a side effect, alone or around a literal of the field's pools. */
function effectValue(mode: TreeSitterMode, field: FieldSpec): fc.Arbitrary<ValueText> {
  const { strings, numbers } = poolOf(field);
  const literals = strings.length > 0 ? strings.map(quote) : numbers;
  return fc
    .tuple(fc.constantFrom(...EFFECTS[mode]), fc.constantFrom(...literals), fc.constantFrom(1, 1, 1, 2, MAX_DEPTH + 1))
    .map(([effect, literal, depth]) => plain(depth === 1 ? effect(literal) : parenthesized(depth, effect(literal))));
}

/**
 * A block inside blocks of the same key `depth` deep (a key of no field there: unknown): C# target-typed
 * `new() { AssumeRole = new() { .. } }`, Java `T.builder().assumeRole(T.builder()..build()).build()`.
 */
function nestedBlock(mode: TreeSitterMode, field: FieldSpec, depth: number): fc.Arbitrary<ValueText> {
  const block = field.block!;
  const key = spellingOf(mode, field);
  return fc.tuple(fc.constantFrom(...DEPTHS), blockValue(mode, field, depth)).map(([n, inner]) => {
    const [open, close] =
      mode === "java" ? [`${block.typeName}.builder().${key}(`, ").build()"] : [`new() { ${key} = `, " }"];
    return plain(`${open.repeat(n)}${inline(inner)}${close.repeat(n)}`);
  });
}

/**
 * Values for a field: mostly from the pools that fit it (plainValue), and with `hostile`, now and then one with a
 * side effect or (less often: they make long programs) a deep or long one (hostileValue).
 */
function valueFor(
  mode: TreeSitterMode,
  field: FieldSpec | undefined,
  depth: number,
  hostile = true,
): fc.Arbitrary<ValueText> {
  const plainValues = plainValue(mode, field, depth);
  if (!hostile || field === undefined) return plainValues;
  // A block key is rare: its nested blocks are drawn more often.
  const nested = field.type === "block" && depth === 0;
  return fc.oneof(
    { weight: 30, arbitrary: plainValues },
    { weight: 2, arbitrary: effectValue(mode, field) },
    { weight: nested ? 6 : 1, arbitrary: hostileValue(mode, field, depth) },
  );
}

/** A deep or long value of a field (a nested block for a block). */
function hostileValue(mode: TreeSitterMode, field: FieldSpec, depth: number): fc.Arbitrary<ValueText> {
  if (field.type === "block" && field.block && depth === 0) return nestedBlock(mode, field, depth + 1);
  if (field.type === "string" || field.secret) return fc.oneof(deepValue(field), long(mode, field));
  return deepValue(field);
}

/** Values for a field, drawn from the pools that fit it (a secret field's values always hold SECRET_MARK). */
function plainValue(mode: TreeSitterMode, field: FieldSpec | undefined, depth: number): fc.Arbitrary<ValueText> {
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
    if (field.format?.type === "url") add(1, strings(mode, credentialUrls));
    if (field.format?.type === "json") add(3, strings(mode, jsonStrings));
    add(1, fileRead(mode));
  }
  add(1, fc.constant(plain("null")));
  return fc.oneof(...parts);
}

/** A long string of the field's pools. */
const long = (mode: TreeSitterMode, field: FieldSpec) =>
  fc.constantFrom(...poolOf(field).strings).chain((v) => longString(mode, v));

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
  hostile = true,
): fc.Arbitrary<Entry[]> {
  const entry = (field: FieldSpec) =>
    valueFor(mode, field, depth, hostile).map((value) => ({ key: spellingOf(mode, field), value }));
  // Keys of this type (mostly), and of other types: unknown or unsupported here.
  const own = fc.constantFrom(...fields).chain(entry);
  const foreign = fc.constantFrom(...allFields.filter((f) => !fields.includes(f) && f.type !== "block")).chain(entry);
  return fc.array(fc.oneof({ weight: 6, arbitrary: own }, { weight: 1, arbitrary: foreign }), { maxLength: max });
}

/** Sizes of long configurations: hundreds of setters or entries, or of later setters or assignments. */
const LONG = [100, 200];

/**
 * A long list: a few items drawn (with plain values: no deep, long or effect value hundreds of times over)
 * and repeated to one of the LONG sizes, so keys repeat.
 */
function longList<T>(items: fc.Arbitrary<T[]>): fc.Arbitrary<T[]> {
  return fc
    .tuple(items, fc.constantFrom(...LONG))
    .map(([drawn, n]) => (drawn.length === 0 ? [] : Array.from({ length: n }, (_, i) => drawn[i % drawn.length]!)));
}

/** A nested block: a builder of its type (Java) or an object creation of it (C#). */
function blockValue(mode: TreeSitterMode, field: FieldSpec, depth: number): fc.Arbitrary<ValueText> {
  const block = field.block!;
  // Inside a block a value that would be a class constant is written in place (inline).
  return fc.tuple(entriesFor(mode, block.fields, depth, 4), fc.boolean()).map(([entries, targetTyped]) => {
    const text =
      mode === "java"
        ? `${block.typeName}.builder()${entries.map((e) => `.${e.key}(${inline(e.value)})`).join("")}.build()`
        : `new ${targetTyped ? "()" : block.typeName} { ${entries.map((e) => `${e.key} = ${inline(e.value)}`).join(", ")} }`;
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

/**
 * C#'s trivia also holds whole preprocessor groups on lines of their own (docs/csharp.md#preprocessor-directives):
 * branches no build reads, with entries and a secret in them, branches that depend on a symbol the build sets, and
 * the directives that choose no code.
 */
const CSHARP_TRIVIA = [
  ...TRIVIA,
  `\n#if false\n            Acl = "PRIVATE", SecretKey = "${SECRET_MARK}-skipped",\n#endif\n            `,
  '\n#if true // on\n#else\n            Bucket = "",\n#endif\n            ',
  '\n#if DEBUG\n            Acl = "public-read-write",\n#elif !DEBUG\n#endif\n            ',
  "\n#region keys\n#endregion\n            ",
  "\n#pragma warning disable CS0618\n#nullable enable\n            ",
];
/**
 * Both fields of a precedence pair (GCS `accessToken` over `credentials`), the winner a non-empty literal, the
 * ignored one often with a side effect: no-conflicting-credentials' removal of the ignored property is an autofix
 * only when that value has none.
 */
function precedenceEntries(mode: TreeSitterMode, spec: TypeSpec): fc.Arbitrary<Entry[]> {
  const byName = (name: string) => spec.fields.find((f) => f.name === name)!;
  return fc.tuple(fc.constantFrom(...spec.precedence), fc.boolean()).chain(([{ winner, ignored }, winnerFirst]) =>
    fc
      .tuple(
        stringForms(mode, `${SECRET_MARK}-token`),
        fc.oneof(effectValue(mode, byName(ignored)), valueFor(mode, byName(ignored), 0)),
      )
      .map(([w, i]) => {
        const pair = [
          { key: spellingOf(mode, byName(winner)), value: w },
          { key: spellingOf(mode, byName(ignored)), value: i },
        ];
        return winnerFirst ? pair : pair.reverse();
      }),
  );
}

/** A later setter or assignment (or none), inside `if (flag)` or not. */
const later = (mode: TreeSitterMode, spec: TypeSpec, hostile: boolean) =>
  fc.record({ entry: entriesFor(mode, spec.fields, 0, 1, hostile), inIf: fc.boolean() });

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
        // Now and then hundreds of setters or entries, or of later setters (longList).
        entries: fc.oneof(
          { weight: 99, arbitrary: entriesFor(mode, spec.fields, 0, 7) },
          { weight: 1, arbitrary: longList(entriesFor(mode, spec.fields, 0, 12, false)) },
        ),
        later:
          form === "local"
            ? fc.oneof(
                { weight: 29, arbitrary: fc.array(later(mode, spec, true), { maxLength: 3 }) },
                { weight: 1, arbitrary: longList(fc.array(later(mode, spec, false), { maxLength: 6 })) },
              )
            : fc.constant<{ entry: Entry[]; inIf: boolean }[]>([]),
        trivia: fc.array(fc.constantFrom(...(mode === "csharp" ? CSHARP_TRIVIA : TRIVIA)), {
          minLength: 12,
          maxLength: 12,
        }),
        precedence:
          spec.precedence.length > 0
            ? fc.oneof(
                { weight: 3, arbitrary: fc.constant([]) },
                { weight: 1, arbitrary: precedenceEntries(mode, spec) },
              )
            : fc.constant([]),
        at: fc.nat(),
      }),
    )
    .map(({ later, precedence, at, entries, ...rest }) => ({
      ...rest,
      entries: [
        ...entries.slice(0, at % (entries.length + 1)),
        ...precedence,
        ...entries.slice(at % (entries.length + 1)),
      ],
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
      const names: string[] = [];
      for (const k of v.constants) {
        const name = `K${index}_${n++}`;
        const init = resolve({ text: k.init, constants: v.constants }, (j) => names[j]!);
        fields.push({
          text:
            mode === "java"
              ? `static final ${JAVA_TYPES[k.type]} ${name} = ${init};`
              : `const ${CS_TYPES[k.type]} ${name} = ${init};`,
          owner: index,
        });
        names.push(name);
      }
      return resolve(v, (j) => names[j]!);
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
  const repeats = Math.max(
    0,
    ...cases.flatMap((c) => {
      const counts = new Map<string, number>();
      for (const { key } of [...c.entries, ...c.later]) counts.set(key, (counts.get(key) ?? 0) + 1);
      return [...counts.values()];
    }),
  );
  return { mode, text, spans, repeats };
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

/**
 * The characters each language's compiler ends a line at read as `\n` (src/languages/java.ts, csharp.ts), one code
 * unit for one, as the plugin's language hands its text to the grammar.
 */
const readAs = (text: string, mode: TreeSitterMode) =>
  text.replace(mode === "java" ? /\r(?!\n)/gu : /\r(?!\n)|[\u0085\u2028\u2029]/gu, "\n");

/** The text the language's parser reads: C#'s after its preprocessor (same offsets), line ends read as `\n`. */
const parsedText = (text: string, mode: TreeSitterMode) =>
  readAs(mode === "csharp" ? (preprocess(text)?.text ?? text) : text, mode);

/**
 * The directive lines of a C# text and the text of the branches the parser skips, in order: what no fix may change
 * (a fix edits one branch, never a directive nor another branch).
 */
function skippedAndDirectives(text: string): string {
  const segments = preprocess(text)?.segments ?? [];
  const parts: string[] = [];
  let at = 0;
  const directives = (end: number) => {
    for (const line of text.slice(at, end).split(/\r\n|[\r\n]/u)) if (line.trim() !== "") parts.push(`#${line.trim()}`);
  };
  for (const segment of segments) {
    directives(segment.start);
    if (!segment.read) parts.push(`skipped ${text.slice(segment.start, segment.end)}`);
    at = segment.end;
  }
  if (segments.length > 0) directives(text.length);
  return parts.join("\n");
}

/** The syntax errors of a text in the language's grammar: ERROR or MISSING nodes (tree-sitter's `hasError`). */
function grammarErrors(text: string, mode: TreeSitterMode): boolean {
  const tree = parserFor(mode).parse(parsedText(text, mode));
  const bad = !tree || tree.rootNode.hasError;
  tree?.delete();
  return bad;
}

/** Where each line starts for tree-sitter, whose rows end at `\n` only. */
function rowStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

/** The tree-sitter point of an offset, from the text's rowStarts. */
function pointAt(starts: readonly number[], index: number): Point {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= index) low = middle;
    else high = middle - 1;
  }
  return { row: low, column: index - starts[low]! };
}

/**
 * Whether a fix's output has syntax errors (grammarErrors), reparsed incrementally from the program's tree: on a
 * program of hundreds of setters, one full parse for each of its hundreds of fixes and suggestions was most of
 * its check.
 */
function fixBreaksGrammar(tree: Tree, text: string, rows: readonly number[], fix: Fix, mode: TreeSitterMode): boolean {
  // A fix may change what C#'s preprocessor skips elsewhere: the text is parsed whole.
  if (mode === "csharp" && text.includes("#")) return grammarErrors(applyFix(text, fix), mode);
  const [start, end] = fix.range;
  const startPosition = pointAt(rows, start);
  const added = rowStarts(readAs(fix.text, mode));
  const newEndPosition =
    added.length === 1
      ? { row: startPosition.row, column: startPosition.column + fix.text.length }
      : { row: startPosition.row + added.length - 1, column: fix.text.length - added[added.length - 1]! };
  const edited = tree.copy();
  edited.edit({
    startIndex: start,
    oldEndIndex: end,
    newEndIndex: start + fix.text.length,
    startPosition,
    oldEndPosition: pointAt(rows, end),
    newEndPosition,
  } as Edit);
  const next = parserFor(mode).parse(readAs(applyFix(text, fix), mode), edited);
  const bad = !next || next.rootNode.hasError;
  next?.delete();
  edited.delete();
  return bad;
}

/**
 * The configuration's own calls and assignments (its setters, `builder()`, `build()`, `Builder.create(..)`, its
 * initializers' `Key = value` and later `c.Key = value;`), which a fix may remove or rename with their property,
 * and the environment reads the front ends take for harmless (ConfigProperty.pure): no effect of the value's.
 */
const STRUCTURE: Record<TreeSitterMode, ReadonlySet<string>> = {
  java: new Set([
    "builder",
    "build",
    "create",
    "getenv",
    ...[...allFields, ...allFields.flatMap((f) => f.block?.fields ?? [])].map((f) => f.spelling.java),
  ]),
  csharp: new Set(["GetEnvironmentVariable"]),
};
for (const name of EFFECT_NAMES) {
  const spellings = [...allFields, ...allFields.flatMap((f) => f.block?.fields ?? [])].map((f) => f.spelling);
  if (STRUCTURE.java.has(name) || spellings.some((s) => s.csharp === name))
    throw new Error(`The effect name ${name} is a key's spelling: effectCount would take it for the configuration's.`);
}

const EFFECT_TYPES: Record<TreeSitterMode, readonly string[]> = {
  java: ["method_invocation", "assignment_expression", "update_expression"],
  csharp: ["invocation_expression", "assignment_expression", "prefix_unary_expression", "postfix_unary_expression"],
};

/** Whether a node of EFFECT_TYPES is an effect of a value, not the configuration's own syntax (STRUCTURE). */
function isEffect(node: Node, mode: TreeSitterMode): boolean {
  switch (node.type) {
    case "method_invocation":
      return !STRUCTURE.java.has(node.childForFieldName("name")?.text ?? "");
    case "invocation_expression": {
      const callee = node.childForFieldName("function");
      const name = callee?.type === "member_access_expression" ? callee.childForFieldName("name") : callee;
      return !STRUCTURE.csharp.has(name?.text ?? "");
    }
    case "assignment_expression":
      // C#: an initializer's `Key = value` and a later `c.Key = value;` are the configuration's.
      return (
        mode === "java" ||
        (node.parent?.type !== "initializer_expression" && node.parent?.type !== "expression_statement")
      );
    case "prefix_unary_expression":
    case "postfix_unary_expression":
      return node.children.some((c) => c?.type === "++" || c?.type === "--");
    default:
      return true;
  }
}

/**
 * How many calls, assignments and updates (`++`, `--`) the values of a program hold, in its tree-sitter tree
 * (EFFECT_TYPES that are isEffect). A fix changes text inside one configuration only (checked first), so a
 * difference of the whole program's counts is one within that configuration.
 */
function effectCount(text: string, mode: TreeSitterMode): number {
  const tree = parserFor(mode).parse(parsedText(text, mode))!;
  try {
    return effectsIn(tree, mode);
  } finally {
    tree.delete();
  }
}

function effectsIn(tree: Tree, mode: TreeSitterMode): number {
  return tree.rootNode.descendantsOfType([...EFFECT_TYPES[mode]]).filter((n) => n !== null && isEffect(n, mode)).length;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  const breaks = /\r\n|[\r\n\u2028\u2029]/gu;
  for (let m = breaks.exec(text); m; m = breaks.exec(text)) starts.push(m.index + m[0].length);
  return starts;
}

interface Fix {
  readonly range: readonly [number, number];
  readonly text: string;
}

const applyFix = (text: string, fix: Fix) => text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);

function fail(what: string, program: TreeSitterProgram, detail: unknown): never {
  throw new Error(
    `${what}\n--- ${program.mode} program ---\n${program.text}\n--- detail ---\n${JSON.stringify(detail, null, 2)}`,
  );
}

export function checkTreeSitterProgram(program: TreeSitterProgram): CaseStats {
  const tree = parserFor(program.mode).parse(parsedText(program.text, program.mode))!;
  try {
    return checkParsed(program, tree);
  } finally {
    tree.delete();
  }
}

function checkParsed(program: TreeSitterProgram, tree: Tree): CaseStats {
  const { text, mode, spans } = program;
  if (tree.rootNode.hasError) fail("the generated program does not parse (generator bug)", program, {});
  const rows = rowStarts(readAs(text, mode));
  const linter = new Linter();
  const messages = linter.verify(text, configs(mode), filename[mode]);
  const fatal = messages.filter((m) => m.fatal || !m.ruleId);
  if (fatal.length > 0) fail("fatal message", program, fatal);

  const starts = lineStarts(text);
  const effects = effectsIn(tree, mode);
  const rules: CaseStats["rules"] = {};
  for (const message of messages) {
    const problems = problemsOfMessage(message, text);
    if (problems.length > 0) fail("a message or suggestion breaks the message standard", program, problems);
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
      if (fixBreaksGrammar(tree, text, rows, fix, mode))
        fail(`a ${what} does not parse`, program, { message, output: applyFix(text, fix) });
      if (mode === "csharp" && skippedAndDirectives(applyFix(text, fix)) !== skippedAndDirectives(text))
        fail(`a ${what} changes a directive or a skipped branch`, program, { message, output: applyFix(text, fix) });
      // An autofix keeps every side effect (a suggestion may drop one: it is applied by hand).
      if (what === "fix") {
        const left = effectCount(applyFix(text, fix), mode);
        if (left < effects) {
          fail("an autofix removes a call, an assignment or an update", program, {
            message,
            before: effects,
            after: left,
            output: applyFix(text, fix),
          });
        }
      }
    }
    if (message.message.includes(SECRET_MARK)) fail("a message repeats a secret", program, message);
    for (const s of message.suggestions ?? [])
      if (s.desc.includes(SECRET_MARK)) fail("a suggestion repeats a secret", program, { message, suggestion: s });
    countMessage(rules, message);
  }

  // ESLint's --fix makes at most 10 passes; a rule may fix one write of a key a pass (no-conflicting-credentials
  // removes the last write of the ignored key, and the write before it is then the one in effect), so a key
  // written more than 10 times takes more than one run: a run for each 10 writes.
  let first = linter.verifyAndFix(text, configs(mode), filename[mode]);
  for (let run = 1; run < Math.ceil(program.repeats / 10) && first.messages.some((m) => m.fix); run += 1)
    first = { ...linter.verifyAndFix(first.output, configs(mode), filename[mode]), fixed: true };
  if (first.messages.some((m) => m.fatal))
    fail("fatal message after --fix", program, { output: first.output, messages: first.messages });
  if (grammarErrors(first.output, mode)) fail("the output of --fix does not parse", program, { output: first.output });
  if (mode === "csharp" && skippedAndDirectives(first.output) !== skippedAndDirectives(text))
    fail("--fix changes a directive or a skipped branch", program, { output: first.output });
  const left = first.messages.filter((m) => m.fix);
  if (left.length > 0) fail("fixes left after --fix", program, { output: first.output, left });
  const remaining = effectCount(first.output, mode);
  if (remaining < effects) {
    fail("--fix removes a call, an assignment or an update", program, {
      output: first.output,
      before: effects,
      after: remaining,
    });
  }
  // (A --fix that fixed nothing has linted the program itself last: a second pass would be the same lint.)
  if (first.fixed) {
    const second = linter.verifyAndFix(first.output, configs(mode), filename[mode]);
    if (second.fixed || second.output !== first.output || second.messages.some((m) => m.fix)) {
      fail("a second --fix pass changes the fixed output", program, { first: first.output, second: second.output });
    }
  }
  return { rules, fixed: first.fixed };
}
