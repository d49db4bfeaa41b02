// fast-check arbitraries for the fuzz test's programs. Keys, allowed values, ranges, blocks, precedence and
// environment variables are read from the schema (src/schema), never listed here. Now and then a program is
// hostile (issue 15, see Arbitraries.hostile): values nested around the front end's limit of 100 (objects in
// objects, constants that spread or nest each other, parentheses, signs, concatenations, ternaries, templates),
// strings thousands of characters long, and objects and lists of hundreds of entries. FUZZ_HOSTILE_ODDS (default
// 20) sets how rare: 1 makes every program hostile.
import { Buffer } from "node:buffer";
import fc from "fast-check";
import { MAX_DEPTH as NESTING_LIMIT } from "../../src/model/limits.js";
import { camelCase, kinds, snakeCase, typeSpecs, type FieldSpec, type TypeSpec } from "../../src/schema/index.js";
import {
  isIdentifier,
  quoteString,
  render,
  type AccessorKind,
  type ConfigCase,
  type Entry,
  type Form,
  type Key,
  type KeyStyle,
  type Mode,
  type Obj,
  type Program,
  type ProgramSpec,
  type Slot,
  type Spread,
  type Target,
  type Value,
  type Wrap,
} from "./program.js";

type Syntax = "js" | "ts";

/** Part of every value the generator writes for a secret field, and of no other value: no message may show it. */
export const SECRET_MARK = "s3cr3t";

const MAX_DEPTH = 2;

const specs: readonly TypeSpec[] = kinds.map((k) => typeSpecs[k]);

/** Every construct of the schema, with the configuration type it takes. */
const targets: readonly Target[] = specs.flatMap((spec) => spec.constructs.map((construct) => ({ spec, construct })));

/** A set of fields an object is drawn against: a configuration type's, a block's, or none (an unknown object). */
interface FieldSet {
  readonly id: string;
  readonly fields: readonly FieldSpec[];
  /** Winner and ignored fields of the type's precedence pairs. */
  readonly precedence: readonly FieldSpec[];
  /** Top-level fields that replace a deprecated block's entries. */
  readonly replacements: readonly FieldSpec[];
  /** Fields of the type's exclusions and dependencies (set together, or one without the other). */
  readonly related: readonly FieldSpec[];
}

function fieldSetOf(spec: TypeSpec): FieldSet {
  const byName = (name: string) => spec.fields.find((f) => f.name === name);
  return {
    id: spec.kind,
    fields: spec.fields,
    precedence: spec.precedence.flatMap((p) => [byName(p.winner), byName(p.ignored)]).filter((f) => f !== undefined),
    replacements: spec.fields
      .flatMap((f) => Object.values(f.deprecated?.replacedBy ?? {}))
      .map(byName)
      .filter((f) => f !== undefined),
    related: [
      ...new Set([
        ...spec.exclusions.flatMap((e) => e.fields),
        ...spec.dependencies.flatMap((d) => [d.field, d.requires]),
      ]),
    ]
      .map(byName)
      .filter((f) => f !== undefined),
  };
}

function blockSetOf(owner: string, field: FieldSpec): FieldSet {
  return {
    id: `${owner}.${field.name}`,
    fields: field.block?.fields ?? [],
    precedence: [],
    replacements: [],
    related: [],
  };
}

const unknownSet: FieldSet = { id: "unknown", fields: [], precedence: [], replacements: [], related: [] };

/** How keys are written: the tool's snake_case name, TypeScript's camelCase and C#'s PascalCase. */
function spellings(field: FieldSpec): string[] {
  return [...new Set([field.spelling.ts, field.name, field.spelling.csharp])];
}

/** Keys that are no field: near misses of field names, and odd names. */
const oddKeys = [
  "foo",
  "Bucket_",
  "bucketName",
  "ACL",
  "secretID",
  "storageCustomEndpoint",
  "x-y",
  "a b",
  "1",
  "0x1",
  "constructor",
  "toString",
  "_acl",
  "$bucket",
  "é",
];

// no-unknown-properties: near misses of this set's own fields, so the did-you-mean is reached: the keys the
// schema lists as `aliases` (camelCased) and each field with its last word in capitals (`secretID`).
function nearMisses(fields: readonly FieldSpec[]): string[] {
  const upperLast = fields
    .filter((f) => f.name.includes("_"))
    .map((f) => f.spelling.ts.replace(/[A-Z][a-z0-9]*$/, (word) => word.toUpperCase()));
  return [...new Set([...fields.flatMap((f) => (f.aliases ?? []).map(camelCase)), ...upperLast])];
}

const allFields = specs.flatMap((s) => s.fields);
const allBlockFields = allFields.flatMap((f) => f.block?.fields ?? []);

/** Keys of other types and blocks: unknown keys in this object, known elsewhere. */
const foreignKeys = [...new Set([...allFields, ...allBlockFields].flatMap(spellings))];

export const envNames = [...new Set([...allFields, ...allBlockFields].flatMap((f) => f.env))];

/** Allowed values of every field that has them, in various cases and spacings, and near misses. */
export const aclStrings = (() => {
  const values = [...new Set(allFields.flatMap((f) => f.allowedValues?.values ?? []))];
  const variants = values.flatMap((v) => [
    v,
    v.toUpperCase(),
    v.charAt(0).toUpperCase() + v.slice(1),
    v.replace(/-(.)/g, (_, c: string) => `-${c.toUpperCase()}`),
    ` ${v}`,
    `${v} `,
    v.replace(/-/g, "_"),
  ]);
  return [...new Set([...variants, "", "default", "authenticated-read", "PUBLIC", "Private\n", "prİvate", "ǅ"])];
})();

/** Numbers around every integer range of the schema, as source text. */
export const rangeNumbers = (() => {
  const ranges = [...allFields, ...allBlockFields].flatMap((f) => (f.integerRange ? [f.integerRange] : []));
  const around = ranges.flatMap(({ min, max }) => [
    min,
    max,
    min - 1,
    max + 1,
    min + 0.5,
    (min + max) / 2,
    -min,
    max * 2,
  ]);
  return [...new Set(around.map(String))];
})();

const numberTexts = [
  ...rangeNumbers,
  "0",
  "-0",
  "1800.5",
  "1e3",
  "0x384",
  "1_800",
  "0b1",
  "0o7",
  ".5",
  "5.",
  "1e400",
  "NaN",
  "Infinity",
  "-Infinity",
  "900n",
  "-900",
  "+900",
  "- 1800",
  "1800 + 0.5",
  "1800 * 2",
  "Number('900')",
];

/**
 * Paths and formatted values (valid-state-path, valid-kms-key-name, valid-custom-endpoint), from the schema's
 * `path` rules and `format`s: each path field's forbidden leading text and suffixes around a directory name,
 * a resource name built from its form (placeholders filled) with text around it, and URLs missing each part.
 */
export const pathAndFormatStrings = (() => {
  const pathRules = [...allFields, ...allBlockFields].flatMap((f) => (f.path ? [f.path] : []));
  const paths = pathRules.flatMap((r) => [
    ...r.forbiddenLeading.flatMap((lead) => [lead, `${lead}team`, `${lead}${lead}team`]),
    "team/",
    "/team/",
    ...[r.misleadingSuffix, r.expectedSuffix].flatMap((suffix) => (suffix ? [`team${suffix}`, suffix] : [])),
  ]);
  const formats = [...allFields, ...allBlockFields].flatMap((f) => (f.format ? [f.format] : []));
  const formatted = formats.flatMap((format) => {
    if (format.type === "resource-name") {
      const name = format.form.replace(/\{[^{}/]+\}/g, "x");
      return [name, `${name}/versions/1`, `//service.example.com/${name}`, ` ${name}`, "key", `${name}/${name}`];
    }
    if (format.type === "url") {
      const [protocol] = format.protocols;
      const path = format.path ?? "";
      // A host of the schema's form (placeholders filled), and it with what the tool's pattern, if any, rejects.
      const host = format.host?.replace(/\{[^{}]*\}/g, "x");
      return [
        "psc.example.com",
        `psc.example.com${path}`,
        `${protocol}//psc.example.com`,
        `${protocol}//psc.example.com${path}`,
        `${protocol}//psc.example.com${path}/`,
        "ftp://psc.example.com",
        `${protocol}//`,
        ...(host === undefined
          ? []
          : [host, `${protocol}//${host}`, `${protocol?.toUpperCase()}//${host}.`, `${protocol}//${host}:443/`]),
      ];
    }
    return [];
  });
  return [...new Set([...paths, ...formatted])];
})();

/**
 * URLs for the URL fields whose user information holds SECRET_MARK, in the forms the WHATWG parser reads a password
 * from: a password with `/`, `?`, `#` or `@`, slashes written `/` or `\\` or left out, no protocol. No message may
 * show it.
 */
export const credentialUrls = (() => {
  const formats = [...allFields, ...allBlockFields].flatMap((f) => (f.format?.type === "url" ? [f.format] : []));
  const urls = formats.flatMap((format) => {
    const [protocol] = format.protocols;
    const path = format.path ?? "";
    const host = format.host?.replace(/\{[^{}]*\}/g, "x");
    return [
      `${protocol}//u:${SECRET_MARK}/p@psc.example.com${path}`,
      `${protocol}/u:${SECRET_MARK}@psc.example.com`,
      `${protocol}\\\\u:${SECRET_MARK}?x#y@psc.example.com${path}`,
      `${protocol}u:${SECRET_MARK}@psc.example.com`,
      `u:${SECRET_MARK}#x@y@psc.example.com${path}`,
      ...(host === undefined ? [] : [`${protocol}/${SECRET_MARK}:p@${host}`]),
    ];
  });
  return [...new Set(urls)];
})();

// --- Relations and formats (valid-encryption-key, no-conflicting-encryption-keys, valid-state-locking,
// no-ignored-properties): values for fields with a base64 format, built from the format's size, and for fields
// of the types' exclusions and dependencies. ---

/**
 * For each base64 format of the schema: a valid key of `bytes` bytes and one variant per mistake the rule
 * names (URL-safe alphabet, no padding, whitespace, not base64, wrong size), and one with unused bits set (accepted). Every one starts
 * with SECRET_MARK (letters and digits of the alphabet), so the fuzz check sees any message that repeats a key.
 */
export const keyTexts = (() => {
  const sizes = [...new Set(allFields.flatMap((f) => (f.format?.type === "base64" ? [f.format.bytes] : [])))];
  const encode = (bytes: number) => {
    const zeros = Buffer.alloc(bytes).toString("base64");
    return SECRET_MARK + zeros.slice(SECRET_MARK.length);
  };
  return sizes.flatMap((bytes) => {
    const valid = encode(bytes);
    if (Buffer.from(valid, "base64").toString("base64") !== valid)
      throw new Error(`fuzz: ${valid} is not canonical base64`);
    const at = (i: number, c: string) => valid.slice(0, i) + c + valid.slice(i + 1);
    const last = valid.replace(/=+$/, "").length - 1;
    return [
      valid,
      valid,
      at(SECRET_MARK.length + 1, "-"),
      at(SECRET_MARK.length + 1, "_"),
      valid.replace(/=+$/, ""),
      `${valid.slice(0, 10)} ${valid.slice(10)}`,
      at(SECRET_MARK.length + 1, "!"),
      encode(bytes - 1),
      encode(bytes + 3),
      ...(valid.endsWith("=") ? [at(last, "B")] : []),
    ];
  });
})();

/** Values of fields that go together or not at all: names, endpoints, resource names; the empty string. */
export const relatedStrings = [
  "locks",
  "https://ots.example.com",
  "projects/p/locations/l/keyRings/r/cryptoKeys/k",
  "sa@p.iam.gserviceaccount.com",
  "",
];

// --- Exposure (no-public-state, require-encryption): the ACL values the schema marks public, and for each
// field with a `protectiveValue` that value, its opposite and nothing (`undefined`, `null`: the default applies). ---
export const publicAcls = [...new Set(allFields.flatMap((f) => f.allowedValues?.publicValues ?? []))];
const protectiveTexts = [
  ...new Set(
    allFields.flatMap((f) =>
      f.protectiveValue === undefined ? [] : [String(f.protectiveValue), String(!f.protectiveValue)],
    ),
  ),
  "undefined",
  "null",
];

/** Values of string-list fields (the delegation chain). */
const listTexts = ['["sa@p.iam.gserviceaccount.com"]', "[]"];

const stringValues = [
  ...aclStrings,
  ...pathAndFormatStrings,
  "b",
  "my-bucket",
  "${var.bucket}",
  "it's",
  'say "hi"',
  "back\\slash",
  "tab\there",
  "line\nbreak",
  "ünïcödé",
  "emoji 🙂",
  "a,b",
  "a}b",
  "/*x*/",
  "//x",
  "`tick`",
  "arn:acs:ram::1:role/r",
  "7200",
  " 900 ",
  "900.5",
  "-1",
  "0x384",
  "\u2028",
];

// Tool versions for settings["backend-config"].toolVersion (no-unsupported-properties, no-deprecated-assume-role),
// from the schema: each version a field is available or deprecated from, as written and with a leading `v`,
// and a pre-release of it (older than the version itself).
const toolVersions = (() => {
  const versions = [...allFields, ...allBlockFields]
    .flatMap((f) => [f.since, f.deprecated?.since])
    .filter((v) => v !== undefined);
  return [...new Set(versions)].flatMap((v) => [v, `v${v}`, `${v}-rc1`]);
})();

// Values of fields that take JSON text (`format: { type: "json" }`, valid-assume-role-policy): JSON objects as
// strings, other JSON and text that is no JSON, and objects and arrays written in code, static or not.
export const jsonStrings = [
  '{"version":"2.0","statement":[]}',
  "{}",
  "[]",
  "42",
  "null",
  "{ version: '2.0' }",
  "allow",
  '{"a":"\u2028"}',
];
const jsonObjectTexts = [
  '{ version: "2.0", statement: [] }',
  '{ version: "2.0", statement: [{ effect: "allow", action: ["name/cos:GetObject"], resource: ["*"] }] }',
  '{ "say": \'a "b"\', path: "C:\\\\x", nl: "1\\n2", ls: "\\u2028", n: -1.5, on: true, none: null }',
  "{}",
  '["allow"]',
  "{ ...other }",
  '{ ["version"]: "2.0" }',
  "{ version: undefined }",
  '{ get version() { return "2.0"; } }',
];

/** String literals written with escapes, and other literal-ish texts. */
const rawStrings = [
  `"PRIV\\u0041TE"`,
  `'priv\\x61te'`,
  `"pri\\\nvate"`,
  `"\\u{70}rivate"`,
  `'\\'quoted\\''`,
  "`private`",
  "`pri${'vate'}`",
  "`${bucket}`",
  "String.raw`a\\b`",
  '"a" + "b"',
  '"PUBLIC" + "-READ"',
];

const otherRaws = [
  "true",
  "false",
  "undefined",
  "null",
  "void 0",
  ...envNames.flatMap((e) => [`process.env.${e}`, `process.env["${e}"]`]),
  'process.env.MISSING ?? "d"',
  'process.env.MISSING || ""',
  "f()",
  'readFileSync("key.json", "utf8")',
  'readFileSync("k").toString()',
  "String(1)",
  '["a", "b"]',
  "[]",
  "tag`x`",
  "a?.b",
  "(0, f)()",
  "/re/u",
  "() => 1",
  "function () { return 1; }",
  "class {}",
  "new Date()",
  "unresolved",
  "globalThis.bucket",
  "this",
  // Side effects (see effects).
  "n++",
  "n = 5",
  "loadCreds()",
];

const testTexts = ["flag", "true", "false", "1", "0", '""'];

/**
 * Side effects a value may run before its result (`(n = 5, "PRIVATE")`): an assignment, a call, an update, `new`,
 * `delete`, a tagged template. No autofix may drop them (see check.ts); fixes of such values are suggestions.
 */
const effects = ["n = 5", "f()", "n++", "--n", "o.x += 1", "new Date()", "delete o.x", "tag`x`", "loadCreds(), n++"];

/** A sequence expression: one of the effects, then a value of `last`. */
const withEffect = (last: fc.Arbitrary<Value>): fc.Arbitrary<Value> =>
  fc.record({ t: fc.constant("effect" as const), effect: fc.constantFrom(...effects), last });

/** Whitespace, line breaks and comments, including ones holding the punctuation fixes look for. */
const trivia: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fc.constant("") },
  { weight: 6, arbitrary: fc.constant(" ") },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "  ",
      "\n",
      "\n    ",
      "\r\n  ",
      "\t",
      "/* c */",
      " /* c */ ",
      "// c\n",
      " // c\n  ",
      "/** d */",
      "/* , */",
      "/* } */",
      "// }, {\n",
      "/*\n*/",
      "\n// line\n",
      "\u2028",
    ),
  },
);

/** Layout without comments, for tidy objects (comments in a block turn its autofix into a suggestion). */
const whitespace: fc.Arbitrary<string> = fc.constantFrom("", "", " ", "  ", "\n  ");

const keyStyle: fc.Arbitrary<KeyStyle> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<KeyStyle>("ident") },
  { weight: 3, arbitrary: fc.constant<KeyStyle>("double") },
  { weight: 1, arbitrary: fc.constant<KeyStyle>("single") },
  { weight: 1, arbitrary: fc.constant<KeyStyle>("computed-string") },
  { weight: 1, arbitrary: fc.constant<KeyStyle>("computed-template") },
  { weight: 1, arbitrary: fc.constant<KeyStyle>("computed-const") },
  { weight: 1, arbitrary: fc.constant<KeyStyle>("computed-opaque") },
);

function keyOf(names: readonly string[]): fc.Arbitrary<Key> {
  return fc.record({ name: fc.constantFrom(...names), style: keyStyle });
}

const str = (values: readonly string[]): fc.Arbitrary<Value> =>
  fc.record({
    t: fc.constant("str" as const),
    value: fc.constantFrom(...values),
    quote: fc.constantFrom<'"' | "'" | "`">('"', "'", "`"),
  });

const raw = (texts: readonly string[]): fc.Arbitrary<Value> =>
  fc.record({ t: fc.constant("raw" as const), text: fc.constantFrom(...texts) });

/** `other` with the key of `slot` when both are properties (a duplicate key with another value), else `slot` again. */
function repeatKey(slot: Slot, other: Slot): Slot {
  const secret =
    other.entry.t === "prop" && other.entry.value.t === "str" && other.entry.value.value.includes(SECRET_MARK);
  if (slot.entry.t === "prop" && other.entry.t === "prop" && !secret)
    return { ...other, entry: { ...other.entry, key: slot.entry.key } };
  return slot;
}

/** Arbitraries of one syntax (JavaScript only, or TypeScript too), memoised by field set and depth. */
class Arbitraries {
  private readonly objects = new Map<string, fc.Arbitrary<Obj>>();

  constructor(readonly syntax: Syntax) {}

  /** TypeScript-only wrappers of a value, or parentheses in JavaScript. */
  private wraps(): fc.Arbitrary<Wrap> {
    return this.syntax === "js"
      ? fc.constant<Wrap>("paren")
      : fc.constantFrom<Wrap>("paren", "as-const", "non-null", "angle", "satisfies", "as-any", "as-unknown");
  }

  /** Literal values that the rules look at: strings, ACLs, numbers; with escapes and other spellings. */
  scalar(kind: "acl" | "number" | "string" | "any"): fc.Arbitrary<Value> {
    const parts: fc.WeightedArbitrary<Value>[] = [];
    if (kind === "acl" || kind === "any") parts.push({ weight: 4, arbitrary: str(aclStrings) });
    if (kind === "number" || kind === "any") parts.push({ weight: 4, arbitrary: raw(numberTexts) });
    if (kind === "number") parts.push({ weight: 1, arbitrary: str(rangeNumbers) });
    if (kind === "string" || kind === "any") parts.push({ weight: 4, arbitrary: str(stringValues) });
    parts.push({ weight: 1, arbitrary: raw(rawStrings) });
    parts.push({ weight: kind === "any" ? 3 : 1, arbitrary: raw(otherRaws) });
    // The values above with side effects run before them (see effects).
    const last =
      kind === "number"
        ? raw(numberTexts)
        : str(
            kind === "acl" ? aclStrings : kind === "string" ? [...pathAndFormatStrings, ...stringValues] : stringValues,
          );
    parts.push({ weight: 1, arbitrary: withEffect(last) });
    return fc.oneof(...parts);
  }

  /** A scalar, possibly held in a constant, typed as a literal (ts), wrapped, or conditional. */
  value(kind: "acl" | "number" | "string" | "any", depth: number): fc.Arbitrary<Value> {
    const scalar = this.scalar(kind);
    const parts: fc.WeightedArbitrary<Value>[] = [
      { weight: 10, arbitrary: scalar },
      {
        weight: 2,
        arbitrary: fc.record({
          t: fc.constant("ident" as const),
          decl: fc.constantFrom<"const" | "let">("const", "const", "let"),
          value: scalar,
        }),
      },
      { weight: 2, arbitrary: fc.record({ t: fc.constant("wrap" as const), wrap: this.wraps(), inner: scalar }) },
      {
        weight: 1,
        arbitrary: fc.record({
          t: fc.constant("cond" as const),
          test: fc.constantFrom(...testTexts),
          then: scalar,
          else: scalar,
        }),
      },
    ];
    if (this.syntax === "ts") {
      const literals = [
        ...aclStrings.slice(0, 6).map((s) => JSON.stringify(s)),
        ...rangeNumbers.filter((n) => !n.startsWith("-")),
      ];
      parts.push({
        weight: 1,
        arbitrary: fc.record({
          t: fc.constant("declared" as const),
          type: fc.constantFrom(...literals, "string", "number | undefined", "undefined"),
        }),
      });
      parts.push({
        weight: 1,
        arbitrary: fc.record({ t: fc.constant("enum" as const), literal: fc.constantFrom(...literals) }),
      });
    }
    if (depth < MAX_DEPTH) {
      parts.push({
        weight: 1,
        arbitrary: fc.record({ t: fc.constant("obj" as const), obj: this.object(unknownSet, depth + 1) }),
      });
    }
    return fc.oneof(...parts);
  }

  /** The value of a block field: an inline object of the block's fields, a constant holding one, or anything. */
  private blockValue(owner: string, field: FieldSpec, depth: number): fc.Arbitrary<Value> {
    if (depth >= MAX_DEPTH) return this.value("any", depth);
    const obj = this.object(blockSetOf(owner, field), depth + 1);
    const tidy = this.object(blockSetOf(owner, field), depth + 1, "tidy");
    return fc.oneof(
      { weight: 6, arbitrary: fc.record({ t: fc.constant("obj" as const), obj }) },
      { weight: 6, arbitrary: fc.record({ t: fc.constant("obj" as const), obj: tidy }) },
      {
        weight: 2,
        arbitrary: fc.record({
          t: fc.constant("ident" as const),
          decl: fc.constantFrom<"const" | "let">("const", "let"),
          value: fc.record({ t: fc.constant("obj" as const), obj }),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          t: fc.constant("wrap" as const),
          wrap: this.wraps(),
          inner: fc.record({ t: fc.constant("obj" as const), obj }),
        }),
      },
      { weight: 2, arbitrary: this.value("any", depth) },
    );
  }

  private prop(key: fc.Arbitrary<Key>, value: fc.Arbitrary<Value>): fc.Arbitrary<Entry> {
    return fc.record({ t: fc.constant("prop" as const), key, value, colon: fc.tuple(trivia, trivia) });
  }

  private spread(set: FieldSet, depth: number): fc.Arbitrary<Spread> {
    const unresolved = fc.record({
      t: fc.constant("unresolved" as const),
      text: fc.constantFrom(
        "other",
        "getBase()",
        "process.env",
        "[]",
        "null",
        "undefined",
        '"str"',
        "(flag ? other : {})",
      ),
    });
    if (depth >= MAX_DEPTH) return unresolved;
    const obj = this.object(set, depth + 1);
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          t: fc.constant("const" as const),
          obj,
          decl: fc.constantFrom<"const" | "let">("const", "const", "const", "let"),
          mutation: fc.constantFrom(null, null, null, null, "assign", "delete", "object-assign", "increment"),
          wrap: fc.option(this.wraps(), { freq: 3 }),
        }),
      },
      { weight: 2, arbitrary: fc.record({ t: fc.constant("inline" as const), obj, paren: fc.boolean() }) },
      { weight: 2, arbitrary: unresolved },
      {
        weight: 2,
        arbitrary: fc.record({
          t: fc.constant("cond" as const),
          op: fc.constantFrom<"?:" | "&&" | "||">("?:", "&&", "||"),
          a: obj,
          b: fc.option(obj),
        }),
      },
    );
  }

  /**
   * A plain `key: value` of a known field with a literal value of its kind, laid out with whitespace only:
   * what the rules fix most often.
   */
  private tidyEntry(set: FieldSet, depth: number): fc.Arbitrary<Entry> {
    const parts: fc.WeightedArbitrary<Entry>[] = [];
    const tidyKey = (fields: readonly FieldSpec[]) =>
      fc.record({
        name: fc.constantFrom(...fields.flatMap(spellings)),
        style: fc.constantFrom<KeyStyle>("ident", "ident", "ident", "double"),
      });
    const prop = (key: fc.Arbitrary<Key>, value: fc.Arbitrary<Value>) =>
      fc.record({ t: fc.constant("prop" as const), key, value, colon: fc.tuple(fc.constant(""), whitespace) });
    const withKeys = (fields: readonly FieldSpec[], weight: number, value: fc.Arbitrary<Value>) => {
      if (fields.length > 0) parts.push({ weight, arbitrary: prop(tidyKey(fields), value) });
    };
    const literal = (values: readonly string[]) =>
      fc.record({
        t: fc.constant("str" as const),
        value: fc.constantFrom(...values),
        quote: fc.constantFrom<'"' | "'">('"', "'"),
      });
    withKeys(set.fields, 4, literal(["b", "my-bucket", "arn:acs:ram::1:role/r", "ci"]));
    withKeys(
      set.fields.filter((f) => f.allowedValues),
      3,
      literal(aclStrings),
    );
    withKeys(
      set.fields.filter((f) => f.integerRange),
      3,
      raw(rangeNumbers),
    );
    withKeys(
      set.fields.filter((f) => f.required),
      4,
      literal(["b", "b", ""]),
    );
    withKeys(set.precedence, 4, literal(["t", "./key.json", ""]));
    withKeys(set.replacements, 1, literal(["arn", ""]));
    // Side effects before the values the rules fix (see effects): an ACL's case, a path's edges, a conflict's
    // credentials, a deprecated block's entries (flattened). No autofix may drop them.
    withKeys(set.fields, 1, withEffect(literal(["b", "arn:acs:ram::1:role/r", "ci"])));
    withKeys(
      set.fields.filter((f) => f.allowedValues),
      2,
      withEffect(literal(aclStrings)),
    );
    withKeys(
      set.fields.filter((f) => f.path !== undefined),
      2,
      withEffect(literal(pathAndFormatStrings)),
    );
    withKeys(set.precedence, 2, fc.oneof(withEffect(literal(["t", "./key.json"])), raw(["loadCreds()", "n++"])));
    // Key material that is neither JSON nor a path (valid-credentials), and resource names (valid-kms-key-name),
    // so that the values with side effects above do not crowd those rules out of a small run.
    withKeys(
      set.fields.filter((f) => f.secret === "key-material" && f.format?.type !== "base64"),
      2,
      literal(["[]", "42", '{"type": "service_account"', "line\nbreak"]),
    );
    for (const field of set.fields) {
      if (field.secret || field.format?.type !== "resource-name") continue;
      const name = field.format.form.replace(/\{[^{}/]+\}/g, "x");
      withKeys([field], 2, literal([`${name}/versions/1`, `//service.example.com/${name}`, ` ${name}`]));
    }
    withKeys(
      set.fields.filter((f) => f.secret === "always"),
      2,
      literal([`${SECRET_MARK}-value`, `<${SECRET_MARK}>`]),
    );
    // Paths and formatted values (not secrets: their values may appear in messages).
    withKeys(
      set.fields.filter(
        (f) => !f.secret && (f.path !== undefined || f.format?.type === "resource-name" || f.format?.type === "url"),
      ),
      3,
      literal(pathAndFormatStrings),
    );
    const json = set.fields.filter((f) => f.format?.type === "json");
    withKeys(json, 2, literal(jsonStrings));
    withKeys(json, 3, raw(jsonObjectTexts));
    // Relations and formats (see keyTexts).
    withKeys(
      set.fields.filter((f) => f.format?.type === "base64"),
      3,
      literal(keyTexts),
    );
    withKeys(
      set.related.filter((f) => f.type === "string"),
      6,
      literal(relatedStrings),
    );
    withKeys(
      set.related.filter((f) => f.type === "string-list"),
      3,
      raw(listTexts),
    );
    // Exposure (see publicAcls).
    withKeys(
      set.fields.filter((f) => f.allowedValues?.publicValues),
      2,
      literal(publicAcls),
    );
    withKeys(
      set.fields.filter((f) => f.protectiveValue !== undefined),
      3,
      raw(protectiveTexts),
    );
    if (depth < MAX_DEPTH) {
      for (const field of set.fields.filter((f) => f.block)) {
        const obj = this.object(blockSetOf(set.id, field), depth + 1, "tidy");
        parts.push({
          weight: 8,
          arbitrary: prop(tidyKey([field]), fc.record({ t: fc.constant("obj" as const), obj })),
        });
      }
    }
    if (parts.length === 0) parts.push({ weight: 1, arbitrary: prop(keyOf(oddKeys), this.scalar("any")) });
    return fc.oneof(...parts);
  }

  private entry(set: FieldSet, depth: number): fc.Arbitrary<Entry> {
    const known = set.fields.flatMap(spellings);
    const keys = [
      ...known,
      ...known,
      ...oddKeys,
      ...nearMisses(set.fields),
      ...(set.id === "unknown" ? [] : foreignKeys),
    ];
    const anyKey = keyOf(keys);
    const parts: fc.WeightedArbitrary<Entry>[] = [
      { weight: 6, arbitrary: this.prop(anyKey, this.value("any", depth)) },
    ];
    const withKeys = (fields: readonly FieldSpec[], weight: number, value: fc.Arbitrary<Value>) => {
      if (fields.length > 0) parts.push({ weight, arbitrary: this.prop(keyOf(fields.flatMap(spellings)), value) });
    };
    withKeys(
      set.fields.filter((f) => f.allowedValues),
      4,
      this.value("acl", depth),
    );
    withKeys(
      set.fields.filter((f) => f.integerRange),
      4,
      this.value("number", depth),
    );
    withKeys(
      set.fields.filter((f) => f.required),
      4,
      this.value("string", depth),
    );
    withKeys(set.precedence, 4, this.value("string", depth));
    withKeys(set.replacements, 3, this.value("any", depth));
    // Relations and formats (see keyTexts).
    withKeys(
      set.fields.filter((f) => f.format?.type === "base64"),
      2,
      str(keyTexts),
    );
    withKeys(set.related, 3, this.value("string", depth));
    for (const field of set.fields.filter((f) => f.block)) {
      parts.push({ weight: 5, arbitrary: this.prop(keyOf(spellings(field)), this.blockValue(set.id, field, depth)) });
    }
    const names = keys.filter(isIdentifier);
    parts.push({
      weight: 2,
      arbitrary: fc.record({
        t: fc.constant("shorthand" as const),
        name: fc.constantFrom(...names),
        bind: fc.option<Value, null>(this.value("any", depth), { freq: 4, nil: null }),
      }),
    });
    for (const field of set.fields.filter((f) => f.block && isIdentifier(f.spelling.ts))) {
      parts.push({
        weight: 1,
        arbitrary: fc.record({
          t: fc.constant("shorthand" as const),
          name: fc.constantFrom(...spellings(field).filter(isIdentifier)),
          bind: fc.option<Value, null>(this.blockValue(set.id, field, depth), { freq: 6, nil: null }),
        }),
      });
    }
    parts.push({
      weight: 1,
      arbitrary: fc.record({
        t: fc.constant("accessor" as const),
        kind: fc.constantFrom<AccessorKind>("get", "set", "method", "async", "generator"),
        key: anyKey,
        returns: this.scalar("any"),
      }),
    });
    parts.push({
      weight: 3,
      arbitrary: fc.record({ t: fc.constant("spread" as const), spread: this.spread(set, depth) }),
    });
    // Tidy entries among wild ones.
    parts.push({ weight: 8, arbitrary: this.tidyEntry(set, depth) });
    return fc.oneof(...parts);
  }

  /**
   * An object literal of entries drawn against a field set, laid out on one line or several: `wild` with
   * anything (spreads, accessors, comments, odd keys and values), `tidy` with known keys, literal values and
   * whitespace only.
   */
  object(set: FieldSet, depth: number, flavour: "wild" | "tidy" = "wild"): fc.Arbitrary<Obj> {
    const id = `${set.id}@${depth}/${flavour}`;
    let arbitrary = this.objects.get(id);
    if (!arbitrary) {
      const tidy = flavour === "tidy";
      const entry = tidy ? this.tidyEntry(set, depth) : this.entry(set, depth);
      const space = tidy ? whitespace : trivia;
      const slot: fc.Arbitrary<Slot> = fc.record({ entry, before: space, after: space });
      // Sometimes one entry again at the end: a duplicate key (the later one wins).
      const slots = fc
        .tuple(fc.array(slot, { maxLength: depth === 0 ? 8 : 4 }), fc.option(fc.nat(), { freq: 4 }), slot)
        .map(([list, again, other]) =>
          again === null || list.length === 0 ? list : [...list, repeatKey(list[again % list.length]!, other)],
        );
      arbitrary = fc.record({
        slots,
        trailingComma: fc.boolean(),
        multiline: fc.boolean(),
        open: space,
        close: space,
      });
      this.objects.set(id, arbitrary);
    }
    return arbitrary;
  }

  configCase(): fc.Arbitrary<ConfigCase> {
    const forms: Form[] =
      this.syntax === "js"
        ? ["construct", "construct", "via-const"]
        : ([
            ...[
              "construct",
              "construct",
              "via-const",
              "annotation",
              "annotation",
              "satisfies",
              "as-const-satisfies",
              "as",
              "angle",
            ],
            ...["array", "return", "class-field", "parameter-default", "call-param", "assignment"],
          ] as Form[]);
    return fc.oneof(
      ...targets.map((target) =>
        fc.record({
          target: fc.constant(target),
          form: fc.constantFrom(...forms),
          object: fc.oneof(
            { weight: 3, arbitrary: this.object(fieldSetOf(target.spec), 0) },
            { weight: 2, arbitrary: this.object(fieldSetOf(target.spec), 0, "tidy") },
          ),
          ctor: fc.constantFrom<ConfigCase["ctor"]>(
            "direct",
            "direct",
            "direct",
            "alias",
            "namespace",
            "required",
            "required-destructured",
          ),
          type: fc.constantFrom<ConfigCase["type"]>("plain", "plain", "namespace", "readonly", "or-undefined"),
          reference: fc.constantFrom<ConfigCase["reference"]>("plain", "non-null", "as-type", "paren"),
          extraArgument: fc.constantFrom(false, false, false, true),
          paren: fc.constantFrom(false, false, true),
          custom: fc.boolean(),
        }),
      ),
    );
  }

  program(): fc.Arbitrary<ProgramSpec> {
    return (
      fc
        .record({
          cases: fc.array(this.configCase(), { minLength: 1, maxLength: 3 }),
          blocks: fc.boolean(),
          settings: fc.constantFrom(false, false, false, true),
          toolVersion: fc.option(fc.constantFrom(...toolVersions), { freq: 2 }),
          // Drawn last, so that it changes no earlier draw of a run (see withSecret).
          secret: fc.option(secretEntry, { freq: 3 }),
        })
        .map(({ secret, ...spec }) => withSecret(spec, secret))
        // Drawn after everything else too (see hostile).
        .chain((spec) => this.hostile(spec))
    );
  }

  // --- Hostile programs (issue 15): values nested around the front end's limit, and long values. ---

  /**
   * Now and then (1 program in HOSTILE_ODDS) a hostile edit of one configuration of a program: an entry with a
   * deep or long value inserted among its entries (hostileEntry), or its entries repeated to hundreds (keys
   * repeat). Drawn after the rest of the program, so that the fixed-seed run draws every other program as before.
   */
  private hostile(spec: ProgramSpec): fc.Arbitrary<ProgramSpec> {
    const edit = fc.nat({ max: spec.cases.length - 1 }).chain((pick) => {
      const c = spec.cases[pick]!;
      const withObject = (object: Obj, repeats = 1): ProgramSpec => ({
        ...spec,
        cases: spec.cases.map((other, i) => (i === pick ? { ...c, object } : other)),
        repeats: Math.max(spec.repeats ?? 1, repeats),
      });
      const set = fieldSetOf(c.target.spec);
      const add = (object: Obj, entry: Entry, at: number): Obj => {
        const slots = [...object.slots];
        slots.splice(at % (slots.length + 1), 0, { entry, before: "", after: "" });
        return { ...object, slots };
      };
      // Among the configuration's entries, or among those of a block it writes in place (`assumeRole: { .. }`).
      const blocks = c.object.slots.flatMap((slot, i) => {
        const { entry } = slot;
        if (entry.t !== "prop" || entry.value.t !== "obj") return [];
        const field = set.fields.find((f) => f.block && spellings(f).includes(entry.key.name));
        return field ? [{ i, entry, obj: entry.value.obj, set: blockSetOf(set.id, field) }] : [];
      });
      const top = fc.tuple(this.hostileEntry(set), fc.nat()).map(([entry, at]) => withObject(add(c.object, entry, at)));
      const inBlock = () =>
        fc.constantFrom(...blocks).chain((block) =>
          fc.tuple(this.hostileEntry(block.set), fc.nat()).map(([entry, at]) => {
            const value: Value = { t: "obj", obj: add(block.obj, entry, at) };
            const slots = c.object.slots.map((slot, i) =>
              i === block.i ? { ...slot, entry: { ...block.entry, value } } : slot,
            );
            return withObject({ ...c.object, slots });
          }),
        );
      const insert =
        blocks.length === 0 ? top : fc.oneof({ weight: 2, arbitrary: top }, { weight: 1, arbitrary: inBlock() });
      const repeat = fc.constantFrom(...SIZES).map((size) => {
        const { slots } = c.object;
        if (slots.length === 0) return spec;
        const long = Array.from({ length: size }, (_, i) => slots[i % slots.length]!);
        return withObject({ ...c.object, slots: long }, mostWrites(long));
      });
      return fc.oneof({ weight: 4, arbitrary: insert }, { weight: 1, arbitrary: repeat });
    });
    return fc.oneof({ weight: HOSTILE_ODDS - 1, arbitrary: fc.constant(spec) }, { weight: 1, arbitrary: edit });
  }

  /**
   * An entry of a hostile program, drawn against a field set: a known field's or an unknown key's value nested
   * DEPTHS deep (deepScalar), a block's or an unknown key's object nested in objects (deepObject), a spread of a
   * chain of constants that spread each other (spreadChain), a string LENGTHS long (longString), or a list of
   * hundreds of items (longArray).
   */
  private hostileEntry(set: FieldSet): fc.Arbitrary<Entry> {
    const parts: fc.WeightedArbitrary<Entry>[] = [];
    const entry = (field: FieldSpec | undefined, value: fc.Arbitrary<Value>): fc.Arbitrary<Entry> =>
      fc.record({
        t: fc.constant("prop" as const),
        key: field ? keyOf(spellings(field)) : keyOf([...oddKeys, ...nearMisses(set.fields), "x"]),
        value,
        colon: fc.constant(["", " "] as const),
      });
    const add = (weight: number, fields: readonly FieldSpec[], value: (field: FieldSpec) => fc.Arbitrary<Value>) => {
      if (fields.length > 0)
        parts.push({ weight, arbitrary: fc.constantFrom(...fields).chain((field) => entry(field, value(field))) });
    };
    const scalars = set.fields.filter((f) => f.type === "string" || f.type === "number" || f.type === "boolean");
    add(4, scalars, (field) => this.deepScalar(field));
    add(
      3,
      set.fields.filter((f) => f.block),
      (field) => this.deepObject(set.id, field),
    );
    add(
      3,
      set.fields.filter((f) => f.type === "string"),
      (field) => longString(field),
    );
    add(
      2,
      set.fields.filter((f) => f.type === "string-list"),
      () => longArray,
    );
    parts.push(
      { weight: 1, arbitrary: entry(undefined, this.deepScalar(undefined)) },
      { weight: 2, arbitrary: entry(undefined, this.deepObject(set.id, undefined)) },
      { weight: 1, arbitrary: entry(undefined, fc.oneof(longString(undefined), longArray)) },
      { weight: 2, arbitrary: this.spreadChain(set) },
    );
    return fc.oneof(...parts);
  }

  /**
   * A value of a field (or of an unknown key) nested DEPTHS deep: in parentheses (and TypeScript's wrappers),
   * same-file constants each the one before (`const _v2 = _v1`), ternaries, signs (`-(-(..))`, `!(!(..))`),
   * a concatenation `"a" + "" + .. + "b"` or templates in templates; around a literal of the field's pools, or
   * now and then around any scalar (one with side effects among them).
   */
  private deepScalar(field: FieldSpec | undefined): fc.Arbitrary<Value> {
    const { strings, raws } = literalsOf(field);
    const kind = field?.allowedValues ? "acl" : field?.type === "number" ? "number" : field ? "string" : "any";
    const literal = strings.length > 0 ? str(strings) : raw(raws);
    const leaf = fc.oneof({ weight: 3, arbitrary: literal }, { weight: 1, arbitrary: this.scalar(kind) });
    const depth = fc.constantFrom(...DEPTHS);
    const nest = (n: number, inner: Value, level: (v: Value) => Value) => {
      let v = inner;
      for (let i = 0; i < n; i++) v = level(v);
      return v;
    };
    const forms: fc.Arbitrary<Value>[] = [
      fc
        .tuple(depth, this.wraps(), leaf)
        .map(([n, wrap, inner]) => nest(n, inner, (v) => ({ t: "wrap", wrap, inner: v }))),
      fc.tuple(depth, leaf).map(([n, inner]) => nest(n, inner, (v) => ({ t: "ident", decl: "const", value: v }))),
      fc
        .tuple(depth, fc.constantFrom(...testTexts), leaf, leaf, fc.boolean())
        .map(([n, test, a, b, inThen]) =>
          nest(n, b, (v) => (inThen ? { t: "cond", test, then: v, else: a } : { t: "cond", test, then: a, else: v })),
        ),
    ];
    if (strings.length > 0) {
      forms.push(
        fc.tuple(depth, fc.constantFrom(...strings)).map(([n, value]) => ({ t: "raw", text: concatenation(n, value) })),
        fc.tuple(depth, fc.constantFrom(...strings)).map(([n, value]) => ({ t: "raw", text: templates(n, value) })),
      );
    } else {
      forms.push(
        fc.tuple(depth, fc.constantFrom(...raws)).map(([n, text]) => {
          const sign = text === "true" || text === "false" ? "!" : "-";
          return { t: "raw", text: `${`${sign}(`.repeat(n)}${text}${")".repeat(n)}` };
        }),
      );
    }
    return fc.oneof(...forms);
  }

  /**
   * An object nested DEPTHS deep, as a block field's value or an unknown key's: `{ x: { x: .. } }` (the key the
   * block's own, `x` or another type's), written in place or as same-file constants that nest each other
   * (`const _v2 = { x: _v1 }`), with an object of the block's fields (or anything) innermost.
   */
  private deepObject(owner: string, field: FieldSpec | undefined): fc.Arbitrary<Value> {
    const set = field?.block ? blockSetOf(owner, field) : unknownSet;
    const inner = fc.oneof(this.object(set, 1, "tidy"), this.object(set, 1));
    const keys = [...(field ? [field.spelling.ts] : []), "x", foreignKeys[0]!];
    return fc
      .tuple(fc.constantFrom(...DEPTHS), fc.constantFrom(...keys), inner, fc.boolean())
      .map(([n, key, obj, constants]) => {
        const name = (v: Value): Value => (constants ? { t: "ident", decl: "const", value: v } : v);
        let v: Value = { t: "obj", obj };
        for (let i = 0; i < n; i++)
          v = {
            t: "obj",
            obj: objectOf([{ t: "prop", key: { name: key, style: "ident" }, value: name(v), colon: ["", " "] }]),
          };
        return name(v);
      });
  }

  /** `...c150`, of same-file constants each spreading the one before (`const c1 = { ...c0 }`), DEPTHS deep. */
  private spreadChain(set: FieldSet): fc.Arbitrary<Entry> {
    const inner = fc.oneof(this.object(set, 1, "tidy"), this.object(set, 1));
    return fc.tuple(fc.constantFrom(...DEPTHS), inner).map(([n, obj]) => {
      const constant = (o: Obj): Spread => ({ t: "const", obj: o, decl: "const", mutation: null, wrap: null });
      let spread = constant(obj);
      for (let i = 0; i < n; i++) spread = constant(objectOf([{ t: "spread", spread }]));
      return { t: "spread", spread };
    });
  }
}

/** Hostile programs are 1 in this many (see Arbitraries.hostile). */
const HOSTILE_ODDS = (() => {
  const raw = process.env.FUZZ_HOSTILE_ODDS;
  const odds = raw === undefined || raw === "" ? 20 : Number(raw);
  if (!Number.isSafeInteger(odds) || odds < 1)
    throw new Error(`FUZZ_HOSTILE_ODDS must be a positive integer, not ${JSON.stringify(raw)}.`);
  return odds;
})();

/**
 * How deep a deep value nests: around the front ends' limit (the model's MAX_DEPTH, which the ESTree front end's
 * MAX_NESTING in src/frontends/estree/build.ts is), below which nested objects and spreads of constants are followed and beyond which
 * they are unknown or opaque, on either side of it, and far below and beyond; a small set, so runs stay cheap.
 */
const DEPTHS = [1, 5, NESTING_LIMIT - 1, NESTING_LIMIT, NESTING_LIMIT + 1, NESTING_LIMIT + 50];

/** Lengths of long strings, in characters: far past any real value. */
const LENGTHS = [1_000, 3_000];

/** Sizes of long objects and lists: hundreds of entries or items. */
const SIZES = [100, 200];

/**
 * What a long string is made of, before or after a value of the field (or both): spaces, backslashes, `=`, `/`,
 * text like a substitution (`${`, `${x}`: a backend's interpolation), a comment's end, tabs and line breaks.
 * Escaped for the literal's quote when rendered.
 */
const RUNS = [" ", "\\", "=", "/", "${", "${x}", "\\${", "a=b ", "\t", "*/", "\n", "'\"`"];

/** An object of the given entries on one line (`{ x: v }`). */
function objectOf(entries: readonly Entry[]): Obj {
  return {
    slots: entries.map((entry) => ({ entry, before: "", after: "" })),
    trailingComma: false,
    multiline: false,
    open: "",
    close: "",
  };
}

/** Literals of a field's pools (of any field's for an unknown key): strings, else numbers and booleans as text. */
function literalsOf(field: FieldSpec | undefined): { strings: readonly string[]; raws: readonly string[] } {
  if (!field) return { strings: stringValues, raws: [] };
  if (field.secret) {
    const keys = field.format?.type === "base64" ? keyTexts : field.secret === "key-material" ? keyMaterialTexts : [];
    return { strings: [`${SECRET_MARK}-value`, ...keys], raws: [] };
  }
  if (field.type === "number") return { strings: [], raws: rangeNumbers.filter((n) => !n.startsWith("-")) };
  if (field.type === "boolean") return { strings: [], raws: ["true", "false"] };
  if (field.allowedValues) return { strings: [...aclStrings, ...publicAcls], raws: [] };
  if (field.format?.type === "url") return { strings: [...pathAndFormatStrings, ...credentialUrls], raws: [] };
  if (field.path || field.format?.type === "resource-name") return { strings: pathAndFormatStrings, raws: [] };
  if (field.format?.type === "json") return { strings: jsonStrings, raws: [] };
  return { strings: ["my-bucket", ...relatedStrings], raws: [] };
}

/** A string as `n` literals joined by `+` (`"my-" + "" + .. + "bucket"`, nested to the left `n - 1` deep). */
function concatenation(n: number, value: string): string {
  if (n <= 1) return quoteString(value, '"');
  const cut = Math.floor(value.length / 2);
  const parts = [value.slice(0, cut), ...Array<string>(n - 2).fill(""), value.slice(cut)];
  return parts.map((part) => quoteString(part, '"')).join(" + ");
}

/** A string as `n` templates, each the substitution of the one around it: `${`${`my-bucket`}`}`. */
function templates(n: number, value: string): string {
  let text = quoteString(value, "`");
  for (let i = 1; i < n; i++) text = `\`\${${text}}\``;
  return text;
}

/** A string value LENGTHS characters long: a run of RUNS before or after a value of the field (or both). */
function longString(field: FieldSpec | undefined): fc.Arbitrary<Value> {
  return fc
    .record({
      run: fc.constantFrom(...RUNS),
      length: fc.constantFrom(...LENGTHS),
      at: fc.constantFrom("before", "after", "around"),
      value: fc.constantFrom(...literalsOf(field).strings),
      quote: fc.constantFrom<'"' | "'" | "`">('"', "'", "`"),
      constant: fc.boolean(),
    })
    .map(({ run, length, at, value, quote, constant }) => {
      const fill = (where: string) =>
        at === where || at === "around" ? run.repeat(Math.ceil(length / run.length)) : "";
      const literal: Value = { t: "str", value: `${fill("before")}${value}${fill("after")}`, quote };
      return constant ? { t: "ident", decl: "const", value: literal } : literal;
    });
}

/** Items of long lists: strings of the delegation chain's kind, and others. */
const LIST_ITEMS = ['"sa@p.iam.gserviceaccount.com"', '""', "'x'", "`y`", "null", "1", "[]", "other", "f()"];

/** A list of SIZES items: a few drawn, repeated. */
const longArray: fc.Arbitrary<Value> = fc
  .tuple(fc.array(fc.constantFrom(...LIST_ITEMS), { minLength: 1, maxLength: 3 }), fc.constantFrom(...SIZES))
  .map(([items, size]) => ({
    t: "raw",
    text: `[${Array.from({ length: size }, (_, i) => items[i % items.length]!).join(", ")}]`,
  }));

/** The most times the entries write one key (a field's spellings count as one). */
function mostWrites(slots: readonly Slot[]): number {
  const counts = new Map<string, number>();
  for (const { entry } of slots) {
    const name =
      entry.t === "prop" || entry.t === "accessor" ? entry.key.name : entry.t === "shorthand" ? entry.name : "";
    const key = name.toLowerCase().replace(/_/g, "");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Math.max(1, ...counts.values());
}

// --- no-hardcoded-credentials and no-interpolation: a secret field written with the contents of a key file
// (JSON text holding SECRET_MARK, after white space or not), a file read into it, or an interpolation next to
// the mark (which a backend takes literally). Added to the first configuration of a program as a last entry,
// and drawn after everything else, so that the fixed-seed run draws every other value as before. ---

const keyMaterialTexts = [
  `{"type":"service_account","private_key":"${SECRET_MARK}"}`,
  `\n  {"private_key_id":"${SECRET_MARK}"}`,
];
const keyFileReads = ['readFileSync("./keys/state.json", "utf8")', 'fs.readFileSync("./keys/state.json").toString()'];

interface SecretEntry {
  /** Which secret field of the configuration's type (modulo their number). */
  readonly pick: number;
  readonly value: Value;
  /** Whether the value is key material (goes to a `key-material` field when the type has one). */
  readonly keyMaterial: boolean;
}

const secretEntry: fc.Arbitrary<SecretEntry> = fc
  .tuple(
    fc.nat(),
    fc.oneof(
      fc.record({ value: str(keyMaterialTexts), keyMaterial: fc.constant(true) }),
      fc.record({ value: raw(keyFileReads), keyMaterial: fc.constant(true) }),
      fc.record({ value: str([`${SECRET_MARK}\${var.secret}`]), keyMaterial: fc.constant(false) }),
    ),
  )
  .map(([pick, entry]) => ({ pick, ...entry }));

function withSecret(spec: ProgramSpec, secret: SecretEntry | null): ProgramSpec {
  const [first, ...rest] = spec.cases;
  if (!secret || !first) return spec;
  const secretFields = first.target.spec.fields.filter((f) => f.secret);
  const keyFields = secretFields.filter((f) => f.secret === "key-material");
  const fields = secret.keyMaterial && keyFields.length > 0 ? keyFields : secretFields;
  const field = fields[secret.pick % fields.length];
  // Not next to a property of the same field: a duplicate key would hide it.
  const taken = (slot: Slot) => slot.entry.t === "prop" && snakeCase(slot.entry.key.name) === field?.name;
  if (!field || first.object.slots.some(taken)) return spec;
  const slot: Slot = {
    entry: { t: "prop", key: { name: field.spelling.ts, style: "ident" }, value: secret.value, colon: ["", " "] },
    before: " ",
    after: "",
  };
  return { ...spec, cases: [{ ...first, object: { ...first.object, slots: [...first.object.slots, slot] } }, ...rest] };
}

const bySyntax = { js: new Arbitraries("js"), ts: new Arbitraries("ts") };

/** Rendered programs for a lint mode: JavaScript syntax only in `js`, TypeScript syntax too in `ts` and `typed`. */
export function programs(mode: Mode): fc.Arbitrary<Program> {
  return bySyntax[mode === "js" ? "js" : "ts"].program().map((spec) => {
    const program = render(spec, targets, mode);
    return Object.assign(program, { [fc.toStringMethod]: () => `\n${program.text}` });
  });
}
