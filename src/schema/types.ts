/**
 * The schema: SEED.md's field tables and FACTS.md's checks as data. Rules read these tables; no rule
 * hard-codes a field list, a range, an allowed value or an environment variable.
 */

/** The three configuration types of SEED.md. */
export type Kind = "oss" | "cos" | "gcs";

/** The language bindings a configuration can be written in. */
export type Binding = "ts" | "java" | "csharp";

/**
 * What a configuration configures: a backend takes every setting literally (no interpolation);
 * a remote-state data source may interpolate. `unknown` for type names added in settings whose role
 * cannot be told.
 */
export type Role = "backend" | "data-source" | "unknown";

export type ValueType = "string" | "number" | "boolean" | "string-map" | "string-list" | "block";

export interface IntegerRange {
  readonly min: number;
  readonly max: number;
}

export interface AllowedValues {
  readonly values: readonly string[];
  /** Whether the empty string is accepted too (it means "the provider's default"). */
  readonly emptyAllowed: boolean;
}

export interface Deprecation {
  /** Tool version since which the field is deprecated. */
  readonly since: string;
  /** For a deprecated block: each block field's canonical name mapped to the top-level field that replaces it. */
  readonly replacedBy: Readonly<Record<string, string>>;
}

export interface FieldSpec {
  /** The tool's attribute: the snake_case name that <kit> writes. */
  readonly name: string;
  /** Spelling in each binding: TypeScript property, Java builder setter, C# property. */
  readonly spelling: Readonly<Record<Binding, string>>;
  readonly type: ValueType;
  readonly required: boolean;
  readonly default?: string | number | boolean;
  /** Environment variables the tool reads when the field is unset, in SEED.md's order. */
  readonly env: readonly string[];
  /** Whole numbers within these bounds, inclusive. */
  readonly integerRange?: IntegerRange;
  readonly allowedValues?: AllowedValues;
  /** Tool version from which the field is available ("Available from"). */
  readonly since?: string;
  readonly deprecated?: Deprecation;
  /** The value is a secret (or, for `key-material`, is one when it holds key material instead of a path). */
  readonly secret?: "always" | "key-material";
  /** Fields of a nested block (`type: "block"`). */
  readonly block?: BlockSpec;
  /** Only on the remote-state data source, not on the backend of the same store. */
  readonly dataSourceOnly?: boolean;
  readonly description: string;
}

export interface BlockSpec {
  /** Type name of the block in SEED.md (e.g. OssAssumeRole). */
  readonly typeName: string;
  readonly fields: readonly FieldSpec[];
}

/** Two fields that the tool does not use together: when both are set, `winner` is used and `ignored` dropped. */
export interface Precedence {
  readonly winner: string;
  readonly ignored: string;
}

export interface TypeName {
  readonly name: string;
  readonly role: Role;
}

export interface ConstructName extends TypeName {
  /** Index of the configuration argument of the constructor. */
  readonly configArgument: number;
  /** The configuration type the argument is of (named in messages). */
  readonly configType: string;
}

export interface TypeSpec {
  readonly kind: Kind;
  /** The object store, as SEED.md names it. */
  readonly store: "OSS" | "COS" | "GCS";
  /** The binding SEED.md writes this type in. */
  readonly seedBinding: Binding;
  /** Type names that denote this configuration by default. */
  readonly typeNames: readonly TypeName[];
  /** Constructs whose configuration argument is of this type. */
  readonly constructs: readonly ConstructName[];
  readonly fields: readonly FieldSpec[];
  readonly precedence: readonly Precedence[];
}
