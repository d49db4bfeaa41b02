/** The stores' settings and the tool's checks (docs/behaviour.md) as data, so that no rule hard-codes them. */

export type Kind = "oss" | "cos" | "gcs";

/** `json` is the tool's JSON syntax, whose keys are the tool's own. */
export type Binding = "ts" | "java" | "csharp" | "json";

/** `unknown` for a type name added in settings, whose role cannot be told. */
export type Role = "backend" | "data-source" | "unknown";

export type ValueType = "string" | "number" | "boolean" | "string-map" | "string-list" | "block";

export interface IntegerRange {
  readonly min: number;
  readonly max: number;
}

export interface AllowedValues {
  readonly values: readonly string[];
  /** The empty string means "the provider's default". */
  readonly emptyAllowed: boolean;
  /** Values that publish the state, which holds secrets. */
  readonly publicValues?: readonly string[];
  readonly privateValue?: string;
}

export interface Deprecation {
  readonly since: string;
  /** For a deprecated block: each of its fields mapped to the top-level field that replaces it. */
  readonly replacedBy: Readonly<Record<string, string>>;
}

export interface FieldSpec {
  /** The tool's attribute, snake_case as <kit> writes it. */
  readonly name: string;
  readonly spelling: Readonly<Record<Binding, string>>;
  readonly type: ValueType;
  readonly required: boolean;
  readonly default?: string | number | boolean;
  /** Read in this order when the field is unset. */
  readonly env: readonly string[];
  /** Written as `""`, the field is not filled from `env` (docs/behaviour.md#oss). */
  readonly envSkipsWrittenEmpty?: boolean;
  readonly integerRange?: IntegerRange;
  readonly allowedValues?: AllowedValues;
  readonly since?: string;
  readonly deprecated?: Deprecation;
  /** The value that protects the state; unset means the field's `default`. */
  readonly protectiveValue?: boolean;
  /** `key-material`: a secret unless it holds a path instead. */
  readonly secret?: "always" | "key-material";
  readonly block?: BlockSpec;
  readonly dataSourceOnly?: boolean;
  readonly path?: PathRules;
  readonly format?: Format;
  /** Mistaken keys, snake_case, for the did-you-mean of an unknown key. */
  readonly aliases?: readonly string[];
  /** A typed property that reaches the tool under a name it rejects (docs/behaviour.md#gcs). */
  readonly rejected?: { readonly instead: string };
  /** The tool accepts the field but <kit>'s type lacks it. */
  readonly beyondType?: boolean;
  /** The value may be the path of a file that holds it (docs/behaviour.md#gcs). */
  readonly readsFile?: boolean;
  readonly description: string;
}

export interface PathRules {
  /** For a `directory`, `""` is the bucket's root; for a `file`, it names none. */
  readonly names: "directory" | "file";
  /** In the order the tool strips them. */
  readonly forbiddenLeading: readonly string[];
  readonly forbidTrailingSlash: boolean;
  /** The tool strips the forbidden text itself, so a fix that strips it keeps the stored path. */
  readonly trimmedAtRunTime: boolean;
  /** A suffix that makes the tool store the state elsewhere than written (GCS `prefix`). */
  readonly misleadingSuffix?: string;
  /** The default workspace's state object under a directory (GCS `default.tfstate`). */
  readonly defaultObject?: string;
  /** Without it some workspaces are hidden (COS `key`). */
  readonly expectedSuffix?: string;
  /** Every repetition stripped silently, so a stored path a message names is stripped too. */
  readonly strippedLeading?: string;
}

export type Format =
  /** Standard base64 with padding. */
  | { readonly type: "base64"; readonly bytes: number }
  | { readonly type: "resource-name"; readonly form: string }
  /** `pattern` is the tool's own check, if any; without one a wrong URL fails at its first use. */
  | {
      readonly type: "url";
      readonly protocols: readonly string[];
      readonly path?: string;
      readonly host?: string;
      readonly pattern?: string;
    }
  /** JSON text (an object is snake-cased by <kit>, then rejected); `textChecked`: it must hold an object (COS). */
  | { readonly type: "json"; readonly textChecked: boolean };

export interface Exclusion {
  readonly fields: readonly string[];
  /** Whether `""` counts as set. */
  readonly evenEmpty: boolean;
}

/** Without `requires`, the tool crashes reading the state or drops `field` silently. */
export interface Dependency {
  readonly field: string;
  readonly requires: string;
  readonly effect: "crash" | "ignored";
  readonly topic?: "locking";
}

export interface BlockSpec {
  readonly typeName: string;
  readonly fields: readonly FieldSpec[];
  /** A block lacking a required field is ignored silently, or rejected unless the environment supplies it. */
  readonly withoutRequired?: "ignored" | "rejected";
  /** Fields whose empty value makes the block assume no role, silently. */
  readonly emptyIgnored?: readonly string[];
  /** A shared-credentials profile may name the missing role (docs/behaviour.md#oss). */
  readonly profileMayNameRole?: boolean;
}

/** When both are set, the tool uses `winner` and drops `ignored`. */
export interface Precedence {
  readonly winner: string;
  readonly ignored: string;
}

export interface TypeName {
  readonly name: string;
  readonly role: Role;
}

export interface ConstructName extends TypeName {
  readonly configArgument: number;
  /** Named in messages. */
  readonly configType: string;
}

export interface TypeSpec {
  readonly kind: Kind;
  readonly store: "OSS" | "COS" | "GCS";
  readonly seedBinding: Binding;
  readonly typeNames: readonly TypeName[];
  readonly constructs: readonly ConstructName[];
  readonly fields: readonly FieldSpec[];
  readonly precedence: readonly Precedence[];
  readonly exclusions: readonly Exclusion[];
  readonly dependencies: readonly Dependency[];
}
