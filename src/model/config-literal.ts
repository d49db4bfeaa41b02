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
   * `undefined` or `null`: as good as unset. `null` marks a JavaScript `null`, on which <kit> fails while it writes
   * the configuration out (docs/behaviour.md#what-kit-writes-out); Java's and C#'s `null` leave a property unset.
   */
  | { readonly kind: "nothing"; readonly null?: boolean }
  /**
   * A nested block. `list`: written in the tool's JSON syntax as a list of the one object (`[{ .. }]`), the only
   * form a remote-state data source's `config` takes (docs/behaviour.md#remote-state-data-sources).
   */
  | { readonly kind: "object"; readonly object: ConfigObject; readonly list?: true }
  /**
   * An object or array given to a field that takes no block (a map, a list, or a string by mistake). `json` is its
   * value when every part is static and JSON can hold it; otherwise undefined.
   */
  | { readonly kind: "data"; readonly shape: "object" | "array"; readonly json: JsonValue | undefined }
  /**
   * Not known. `maybeUnset`: the value may well be nothing (an environment read, a type that includes
   * `undefined`); otherwise it is taken to be set to something.
   */
  | {
      readonly kind: "unknown";
      readonly maybeUnset: boolean;
      readonly origin: UnknownOrigin;
      /**
       * An expression of the tool's native syntax that the tool evaluates: what it uses first of what a backend
       * refuses (a reference, a function call: docs/behaviour.md#every-store), with its text as written.
       */
      readonly evaluates?: NativeExpression;
    };

/** An expression of the tool's native syntax that names a variable (`var.x`) or calls a function (`file(..)`). */
export interface NativeExpression {
  readonly uses: "reference" | "call";
  readonly text: string;
}

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
   * True when the value is a literal written in place (a template without holes, a negated number, `as const`
   * included): replacing it replaces nothing the code names elsewhere.
   */
  readonly literal: boolean;
  /**
   * True when evaluating the property (its value, and a computed key) has no side effect as far as the syntax
   * shows: an autofix never removes, replaces or copies what may run code, and offers a suggestion instead (see
   * keepsSideEffects in edits.ts). Front ends may compute it lazily.
   */
  readonly pure: boolean;
  /**
   * True when the compiler already rejects this key if it is no property of the declared type (TypeScript's
   * excess-property check of a fresh literal, Java's builder, C#'s initializer): a rule about unknown keys then
   * stays silent, so the user does not see the same mistake twice. Front ends may compute it lazily.
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
   * The keys its own type declares when it only extends a configuration type (role `unknown`, found with types):
   * what the tool does with them is not known, so none is reported unknown.
   */
  readonly ownKeys?: ReadonlySet<string>;
  /**
   * Written in the tool's native syntax (`*.tf`), where the tool evaluates expressions; with binding `json`, whose
   * keys are the tool's attribute names as there.
   */
  readonly native?: true;
  /**
   * A remote-state data source of the native syntax whose `config` is written as a block (`config { .. }`, the
   * tool's 0.11 form), which the tool refuses: the configuration's span is that block, and nothing is read from it.
   */
  readonly configBlock?: true;
  /**
   * Written out by <kit> (`cdk.tf.json`): its source is in a binding the file does not say, so rules advise what
   * works from any source rather than an edit of this file.
   */
  readonly writtenOut?: true;
}
