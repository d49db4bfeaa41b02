/**
 * The schema: the stores' settings and the tool's checks (docs/behaviour.md) as data. Rules read these tables; no
 * rule hard-codes a field list, a range, an allowed value or an environment variable.
 */

/** The three stores' configuration types. */
export type Kind = "oss" | "cos" | "gcs";

/** The language bindings a configuration can be written in, and `json`: the tool's JSON syntax, keys as the tool's. */
export type Binding = "ts" | "java" | "csharp" | "json";

/** What a configuration configures; `unknown` for a name whose role cannot be told (one added in settings). */
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
  /** Values that make the state file readable (or writable) by anyone: state holds secrets. */
  readonly publicValues?: readonly string[];
  /** The value that keeps the state file private. */
  readonly privateValue?: string;
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
  /** Spelling in each binding: TypeScript property, Java builder setter, C# property, the tool's JSON key. */
  readonly spelling: Readonly<Record<Binding, string>>;
  readonly type: ValueType;
  readonly required: boolean;
  readonly default?: string | number | boolean;
  /** Environment variables the tool reads when the field is unset, in the order of docs/behaviour.md's tables. */
  readonly env: readonly string[];
  /** The field written as `""` is not filled from its `env` (docs/behaviour.md#oss: `assume_role_role_arn`). */
  readonly envSkipsWrittenEmpty?: boolean;
  /** Whole numbers within these bounds, inclusive. */
  readonly integerRange?: IntegerRange;
  readonly allowedValues?: AllowedValues;
  /** Tool version from which the field is available ("Available from"). */
  readonly since?: string;
  readonly deprecated?: Deprecation;
  /** The value that protects the state (server-side encryption on); unset means the field's `default`. */
  readonly protectiveValue?: boolean;
  /** The value is a secret (or, for `key-material`, is one when it holds key material instead of a path). */
  readonly secret?: "always" | "key-material";
  /** Fields of a nested block (`type: "block"`). */
  readonly block?: BlockSpec;
  /** Only on the remote-state data source, not on the backend of the same store. */
  readonly dataSourceOnly?: boolean;
  /** How a path-like string must look (prefix, key). */
  readonly path?: PathRules;
  /** The form a string value must have (an encoding, a resource name, a URL, JSON text). */
  readonly format?: Format;
  /** Keys people write for this field by mistake, snake_case: the did-you-mean of an unknown key. */
  readonly aliases?: readonly string[];
  /**
   * <kit>'s typed property that reaches the tool under a name it does not know, and so is always rejected
   * (docs/behaviour.md#gcs); `instead` is the attribute that works.
   */
  readonly rejected?: { readonly instead: string };
  /** The tool accepts the field, but <kit>'s type lacks it: only code past the type writes it. */
  readonly beyondType?: boolean;
  /** The value may instead be the path of a file that holds it (docs/behaviour.md#gcs). */
  readonly readsFile?: boolean;
  readonly description: string;
}

/** How the tool treats a path-like setting (docs/behaviour.md): what it rejects, and whether it repairs it. */
export interface PathRules {
  /** What the value names: a `directory` (`""` is the bucket's root) or the state `file` (`""` names none). */
  readonly names: "directory" | "file";
  /** Leading text the value must not start with, in the order the tool strips it (`/`, `./`). */
  readonly forbiddenLeading: readonly string[];
  /** Whether a trailing `/` is rejected. */
  readonly forbidTrailingSlash: boolean;
  /** Whether the tool strips the forbidden text itself, so that stripping it in the source keeps the stored path. */
  readonly trimmedAtRunTime: boolean;
  /** A suffix that makes the tool store the state elsewhere than written (GCS prefix `x.tfstate` → `x.tfstate/default.tfstate`). */
  readonly misleadingSuffix?: string;
  /** For a directory: the object the default workspace's state is stored as inside it (`default.tfstate`). */
  readonly defaultObject?: string;
  /** A suffix the value should end in, or some workspaces are hidden (COS key without `.tfstate`). */
  readonly expectedSuffix?: string;
  /** Leading text the tool strips silently, every repetition of it: a stored path a message names is stripped. */
  readonly strippedLeading?: string;
}

/** The form of a string value the tool accepts. */
export type Format =
  /** Standard base64 with padding, decoding to exactly `bytes` bytes. */
  | { readonly type: "base64"; readonly bytes: number }
  /** A resource name of segments `literal/{placeholder}/...`, as written in `form`. */
  | { readonly type: "resource-name"; readonly form: string }
  /**
   * A URL with one of `protocols`, a host of the form `host` (labels, literal or `{placeholder}`), and exactly
   * `path`. `pattern` is the tool's own check, when it makes one; without it a wrong URL fails at its first use.
   */
  | {
      readonly type: "url";
      readonly protocols: readonly string[];
      readonly path?: string;
      readonly host?: string;
      readonly pattern?: string;
    }
  /**
   * JSON text, as a string: an object written in code is rejected (<kit> snake-cases its keys). `textChecked`:
   * whether the text is checked to be a JSON object (docs/behaviour.md#oss).
   */
  | { readonly type: "json"; readonly textChecked: boolean };

/** Two or more fields the tool rejects when set together. */
export interface Exclusion {
  readonly fields: readonly string[];
  /** Whether setting a field to the empty string counts as setting it. */
  readonly evenEmpty: boolean;
}

/**
 * A field that does something only together with another: without `requires` the tool crashes when it reads the
 * state, or drops the field without a word. `topic` groups the dependencies one rule is about.
 */
export interface Dependency {
  readonly field: string;
  readonly requires: string;
  readonly effect: "crash" | "ignored";
  readonly topic?: "locking";
}

export interface BlockSpec {
  /** Type name of the block in <kit>'s binding (e.g. OssAssumeRole). */
  readonly typeName: string;
  readonly fields: readonly FieldSpec[];
  /**
   * What the tool does with a block that lacks a required field: assumes no role with it, silently, or rejects it
   * unless the field's environment variables supply it.
   */
  readonly withoutRequired?: "ignored" | "rejected";
  /** Block fields whose empty value makes the block assume no role, silently (`roleArn: ""`, COS `sessionName: ""`). */
  readonly emptyIgnored?: readonly string[];
  /**
   * Whether a shared-credentials profile may name the role the block lacks (docs/behaviour.md#oss): the block is
   * then not ignored in every environment.
   */
  readonly profileMayNameRole?: boolean;
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
  /** The object store, as the docs name it. */
  readonly store: "OSS" | "COS" | "GCS";
  /** The binding the spec writes this type in (OSS: TypeScript, COS: C#, GCS: Java). */
  readonly seedBinding: Binding;
  /** Type names that denote this configuration by default. */
  readonly typeNames: readonly TypeName[];
  /** Constructs whose configuration argument is of this type. */
  readonly constructs: readonly ConstructName[];
  readonly fields: readonly FieldSpec[];
  readonly precedence: readonly Precedence[];
  readonly exclusions: readonly Exclusion[];
  readonly dependencies: readonly Dependency[];
}
