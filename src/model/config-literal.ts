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
  /** `null`: a JavaScript `null`, on which <kit> fails (docs/behaviour.md#what-kit-writes-out). */
  | { readonly kind: "nothing"; readonly null?: boolean }
  /** `list`: written as `[{ .. }]`. */
  | { readonly kind: "object"; readonly object: ConfigObject; readonly list?: true }
  /** An object or array given to a field that takes no block; `json` when every part is static. */
  | { readonly kind: "data"; readonly shape: "object" | "array"; readonly json: JsonValue | undefined }
  /**
   * `maybeUnset`: an environment read or a type with `undefined`; `evaluates`: a native reference or call, which a
   * backend refuses (docs/behaviour.md#every-store).
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
  /** False when merged in from elsewhere (a shared spread constant). */
  readonly editable: boolean;
  /** False for getters, setters and methods. */
  readonly plain: boolean;
  /** Written in place, not a constant other code may read. */
  readonly literal: boolean;
  /** False when evaluating it may run code. Lazy. */
  readonly pure: boolean;
  /** The compiler already rejects an unknown key here. Lazy. */
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
  /** Keys of a type that only extends a configuration type, whose effect on the tool is unknown. */
  readonly ownKeys?: ReadonlySet<string>;
  /** In the native syntax (`*.tf`), with binding `json` and the tool's key names. */
  readonly native?: true;
  /** A native data source's `config { .. }` block, which the tool refuses unread. */
  readonly configBlock?: true;
  /** Written out by <kit> from an unknown binding, so advice must work from any. */
  readonly writtenOut?: true;
  /** In a file only the open fork reads (`*.tofu`, `*.tofu.json`), which evaluates a backend's variables. */
  readonly forkOnly?: true;
}
