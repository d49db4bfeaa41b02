import type { FieldSpec, Kind, Role, TypeSpec, Binding } from "../schema/index.js";

/** A place in the source: offsets and line/column (lines 1-based, columns 0-based, as ESLint's). */
export interface Span {
  readonly range: readonly [number, number];
  readonly loc: {
    readonly start: { readonly line: number; readonly column: number };
    readonly end: { readonly line: number; readonly column: number };
  };
}

/**
 * Where an unknown value comes from, as far as a front end can tell: the environment (`process.env.X`,
 * `System.getenv`), a file read into the value, or anything else.
 */
export type UnknownOrigin = "env" | "file" | "other";

/** A JSON value: what an object or array written in code holds when every part of it is static. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** Whether a JSON value is an array (`Array.isArray` narrows a readonly array to `any[]`). */
export function isJsonArray(json: JsonValue): json is readonly JsonValue[] {
  return Array.isArray(json);
}

/** What a front end can tell about a value without running the program. */
export type StaticValue =
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "boolean"; readonly value: boolean }
  /**
   * `undefined` or `null`: the property is as good as unset. `null` is set for a JavaScript or TypeScript
   * `null`, which makes <kit> itself fail while it writes the configuration out
   * (docs/behaviour.md#what-kit-writes-out); Java's and C#'s `null` leave an optional property unset.
   */
  | { readonly kind: "nothing"; readonly null?: boolean }
  /**
   * A nested block (an object written inline or a same-file constant). `list`: written in the tool's JSON syntax as
   * a list holding the one object (`[{ .. }]`), the syntax's other form of one block, and the only form a
   * remote-state data source's `config` takes (docs/behaviour.md#remote-state-data-sources); a binding's block is
   * an object, and <kit> writes it out as one.
   */
  | { readonly kind: "object"; readonly object: ConfigObject; readonly list?: true }
  /**
   * An object or array written as the value of a field that takes no block (a map, a list, or a string field
   * given an object by mistake). `json` is its value when it is written statically: only literals and
   * resolvable constants, nested objects and arrays included; no spreads, computed keys, getters or methods,
   * and nothing JSON cannot hold (undefined, NaN, functions). Otherwise undefined.
   */
  | { readonly kind: "data"; readonly shape: "object" | "array"; readonly json: JsonValue | undefined }
  /**
   * Not known. `maybeUnset`: the value may well be nothing (an environment read, a type that includes
   * `undefined`); otherwise it is taken to be set to something.
   */
  | { readonly kind: "unknown"; readonly maybeUnset: boolean; readonly origin: UnknownOrigin };

/** One property (key and value) as written, or as merged in from a resolved spread. */
export interface ConfigProperty {
  readonly type: "property";
  /** The key as written. */
  readonly key: string;
  /** The field the key reaches, or undefined for a key that is no field of the type. */
  readonly field: FieldSpec | undefined;
  readonly value: StaticValue;
  /** False when the property may or may not be set (a setter inside `if`, a conditional spread). */
  readonly certain: boolean;
  /**
   * True when the property is written inside the configuration itself, so edits may touch it; false when it
   * was merged in from elsewhere (a spread constant shared with other code).
   */
  readonly editable: boolean;
  /**
   * True for a plain `key: value` (or shorthand) property, whose value an edit may replace or copy; false
   * for getters, setters and methods.
   */
  readonly plain: boolean;
  /**
   * True when the value is written in place as a literal (a string, number or boolean literal, a template or
   * text block without holes, a negated number, in parentheses or under `as const`): replacing it replaces
   * nothing that the code names elsewhere. False for a reference to a constant, a call, an expression.
   */
  readonly literal: boolean;
  /**
   * True when evaluating the property (its value, and its key when computed) has no side effect, as far as the
   * syntax shows: literals, references, member reads, operators and object, array and function expressions made
   * of such. False for anything that may change state or run code: a call, `new`, an assignment, `++`/`--`, a
   * sequence expression, `await`, `yield`, `delete`, a tagged template, a spread, a class. An autofix never
   * removes, replaces or copies what is not pure; such an edit is offered as a suggestion (see keepsSideEffects
   * in edits.ts). Front ends may compute it lazily (a getter).
   */
  readonly pure: boolean;
  /**
   * True when the compiler already checks the key written here against the type the code declares for the
   * object, and rejects a key that is no property of that type: so a rule about unknown keys stays silent,
   * and the user does not see the same mistake twice. In TypeScript, the excess-property check of a fresh
   * object literal written where a configuration (or block) type is declared: an annotated variable,
   * `satisfies`, a construct's argument, a return type, an inline block of such a literal. False in
   * JavaScript, for properties merged in from a spread (TypeScript does not check those), for objects under a
   * type assertion (`as X`, `<X>`), under an `any` or a type parameter, and for a computed key whose type is
   * not a literal. Front ends of languages whose compiler rejects unknown setters or properties (the Java
   * builder, the C# object initializer) set it to true. Front ends may compute it lazily (a getter).
   */
  readonly keyChecked: boolean;
  /** The whole property, where findings about it are reported. */
  readonly span: Span;
  readonly keySpan: Span;
  readonly valueSpan: Span;
  /** The front end's own handle for edits (an ESTree node, a tree-sitter node). */
  readonly handle: unknown;
}

/** Something that may hold any property: an unresolved or conditional spread, a computed key. */
export interface OpaqueEntry {
  readonly type: "opaque";
  readonly reason: "spread" | "computed-key" | "conditional";
  readonly span: Span;
}

export type ConfigEntry = ConfigProperty | OpaqueEntry;

/** An object of properties: a configuration or a nested block. */
export interface ConfigObject {
  /** Entries in source order; later entries override earlier ones. */
  readonly entries: readonly ConfigEntry[];
  readonly fields: readonly FieldSpec[];
  /** True when this object is written inline in the configuration, so edits may touch it. */
  readonly editable: boolean;
  readonly span: Span;
  readonly handle: unknown;
}

/** A configuration value found in source, in any language. */
export interface ConfigLiteral extends ConfigObject {
  readonly kind: Kind;
  readonly role: Role;
  readonly spec: TypeSpec;
  /** The type or construct name that identified the configuration. */
  readonly typeName: string;
  readonly binding: Binding;
  /**
   * The keys its own type declares, when that is a type that only extends a configuration type (found with
   * types; role `unknown`): the published <kit>'s remote-state data sources add `defaults` and `workspace`, a
   * project's own type its own keys. What the tool does with such a key is not known, so none is reported unknown.
   */
  readonly ownKeys?: ReadonlySet<string>;
  /**
   * A configuration of the tool's JSON syntax that <kit> wrote out (`cdk.tf.json`): its source is elsewhere, in a
   * binding the file does not say, so rules advise what works from any source (an environment variable, <kit>'s
   * raw override), not an edit of this file.
   */
  readonly writtenOut?: true;
}
