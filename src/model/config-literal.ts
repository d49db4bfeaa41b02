import type { FieldSpec, Kind, Role, TypeSpec, Binding, NativeUse } from "../schema/index.js";

/** Lines 1-based, columns 0-based, as ESLint's. */
export interface Span {
  readonly range: readonly [number, number];
  readonly loc: {
    readonly start: { readonly line: number; readonly column: number };
    readonly end: { readonly line: number; readonly column: number };
  };
}

export type UnknownOrigin = "env" | "file" | "other";

export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** `Array.isArray` narrows a readonly array to `any[]`. */
export function isJsonArray(json: JsonValue): json is readonly JsonValue[] {
  return Array.isArray(json);
}

export type StaticValue =
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "boolean"; readonly value: boolean }
  /** `null` marks a JavaScript `null`, on which <kit> fails (docs/behaviour.md#what-kit-writes-out). */
  | { readonly kind: "nothing"; readonly null?: boolean }
  /** `list`: written as `[{ .. }]`, the only form a data source's `config` takes in the tool's JSON syntax. */
  | { readonly kind: "object"; readonly object: ConfigObject; readonly list?: true }
  /** An object or array given to a field that takes no block; `json` when every part is static. */
  | { readonly kind: "data"; readonly shape: "object" | "array"; readonly json: JsonValue | undefined }
  /**
   * `maybeUnset`: an environment read or a type that includes `undefined`. `evaluates`: the native syntax's reference
   * or function call, which a backend refuses (docs/behaviour.md#every-store).
   */
  | {
      readonly kind: "unknown";
      readonly maybeUnset: boolean;
      readonly origin: UnknownOrigin;
      readonly evaluates?: NativeExpression;
    };

/** `var.x` or `file(..)` in the tool's native syntax. */
export interface NativeExpression {
  readonly uses: NativeUse;
  readonly text: string;
}

export interface ConfigProperty {
  readonly type: "property";
  readonly key: string;
  readonly field: FieldSpec | undefined;
  readonly value: StaticValue;
  /** False for a setter inside `if` or a conditional spread. */
  readonly certain: boolean;
  /** False when merged in from elsewhere (a shared spread constant), which edits must not touch. */
  readonly editable: boolean;
  /** False for getters, setters and methods, whose value an edit cannot replace or copy. */
  readonly plain: boolean;
  /** Written in place, so replacing it replaces nothing the code names elsewhere. */
  readonly literal: boolean;
  /** False when evaluating it may run code, which an autofix never removes, replaces or copies. Lazy. */
  readonly pure: boolean;
  /** The compiler already rejects an unknown key here, so rules about unknown keys stay silent. Lazy. */
  readonly keyChecked: boolean;
  readonly span: Span;
  readonly keySpan: Span;
  readonly valueSpan: Span;
  readonly handle: unknown;
}

export interface OpaqueEntry {
  readonly type: "opaque";
  readonly reason: "spread" | "computed-key" | "conditional";
  readonly span: Span;
}

export type ConfigEntry = ConfigProperty | OpaqueEntry;

export interface ConfigObject {
  /** Later entries override earlier ones. */
  readonly entries: readonly ConfigEntry[];
  readonly fields: readonly FieldSpec[];
  readonly editable: boolean;
  readonly span: Span;
  readonly handle: unknown;
}

export interface ConfigLiteral extends ConfigObject {
  readonly kind: Kind;
  readonly role: Role;
  readonly spec: TypeSpec;
  readonly typeName: string;
  readonly binding: Binding;
  /** Keys of a type that only extends a configuration type: what the tool does with them is unknown. */
  readonly ownKeys?: ReadonlySet<string>;
  /** In the tool's native syntax (`*.tf`), with binding `json`: its keys are the tool's names. */
  readonly native?: true;
  /** A native data source's `config { .. }` block, which the tool refuses; nothing in it is read. */
  readonly configBlock?: true;
  /** Written out by <kit>, from an unknown binding, so rules advise what works from any. */
  readonly writtenOut?: true;
  /**
   * Found in a file only the tool's open fork reads (`*.tofu`, `*.tofu.json`), which from its 1.8.0 evaluates a
   * backend's variables and locals (docs/behaviour.md#every-store).
   */
  readonly forkOnly?: true;
}
