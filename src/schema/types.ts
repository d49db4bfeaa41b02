/**
 * The schema: the stores' settings and the tool's checks (docs/behaviour.md) as data. Rules read these tables; no
 * rule hard-codes a field list, a range, an allowed value or an environment variable.
 */

/** The three stores' configuration types. */
export type Kind = "oss" | "cos" | "gcs";

/**
 * The language bindings a configuration can be written in, and `json`: the tool's own JSON syntax (the
 * configuration <kit> writes out, `cdk.tf.json`, and hand-written `*.tf.json`), whose keys are the tool's
 * snake_case names exactly (nothing snake-cases them there).
 */
export type Binding = "ts" | "java" | "csharp" | "json";

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
  /**
   * The field written as the empty string is not filled from its `env`: the variables count only when it is not
   * written (docs/behaviour.md#oss: `assume_role_role_arn: ""`). Unset where docs/behaviour.md does not say.
   */
  readonly envSkipsWrittenEmpty?: boolean;
  /** Whole numbers within these bounds, inclusive. */
  readonly integerRange?: IntegerRange;
  readonly allowedValues?: AllowedValues;
  /** Tool version from which the field is available ("Available from"). */
  readonly since?: string;
  readonly deprecated?: Deprecation;
  /**
   * The value that protects the state (server-side encryption on); unset means the field's `default`. A
   * configuration whose effective value differs stores the state unprotected.
   */
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
  /**
   * Other keys people write for this field by mistake, snake_case (another store's spelling, a natural
   * spelling the field does not have): the did-you-mean of an unknown key.
   */
  readonly aliases?: readonly string[];
  /**
   * <kit>'s typed property that reaches the tool under a name the tool does not know, so the tool rejects it
   * always (docs/behaviour.md#gcs: `storeageCustomEndpoint` is written out as `storeage_custom_endpoint`).
   * `instead` is the tool's attribute that works, a field of the same type.
   */
  readonly rejected?: { readonly instead: string };
  /**
   * The tool accepts the field, but <kit>'s type (and so each of its typed bindings) lacks it: only code past the
   * type writes it (JavaScript, an untyped spread or cast).
   */
  readonly beyondType?: boolean;
  /**
   * The value may instead be the path of a file that holds it: the tool reads a value that names an existing
   * file (docs/behaviour.md#gcs: `credentials`, `encryptionKey`).
   */
  readonly readsFile?: boolean;
  readonly description: string;
}

/** How the tool treats a path-like setting (docs/behaviour.md): what it rejects, and whether it repairs it. */
export interface PathRules {
  /**
   * What the value names: a `directory` (the empty string is set, and means the bucket's root; a default
   * applies only when the field is unset) or the state `file` (the empty string names no file at all).
   */
  readonly names: "directory" | "file";
  /** Leading text the value must not start with, in the order the tool strips it (`/`, `./`). */
  readonly forbiddenLeading: readonly string[];
  /** Whether a trailing `/` is rejected. */
  readonly forbidTrailingSlash: boolean;
  /**
   * Whether the tool strips the forbidden leading (and trailing) text itself at run time, so stripping it in
   * the source keeps the stored path; when false, stripping moves the state elsewhere.
   */
  readonly trimmedAtRunTime: boolean;
  /** A suffix that makes the tool store the state elsewhere than written (GCS prefix `x.tfstate` → `x.tfstate/default.tfstate`). */
  readonly misleadingSuffix?: string;
  /** For a directory: the object the default workspace's state is stored as inside it (`default.tfstate`). */
  readonly defaultObject?: string;
  /** A suffix the value should end in, or some workspaces are hidden (COS key without `.tfstate`). */
  readonly expectedSuffix?: string;
  /**
   * Leading text the tool strips at run time, every repetition of it, silently and without rejecting it (GCS
   * prefix: every leading `/`): not reported, but a stored path a message names is the stripped one.
   */
  readonly strippedLeading?: string;
}

/** The form of a string value the tool accepts. */
export type Format =
  /** Standard base64 with padding, decoding to exactly `bytes` bytes. */
  | { readonly type: "base64"; readonly bytes: number }
  /** A resource name of segments `literal/{placeholder}/...`, as written in `form`. */
  | { readonly type: "resource-name"; readonly form: string }
  /**
   * A URL with one of `protocols`, a host, and exactly `path` (when given). `host`, when given, is the form the
   * host must have: dot-separated labels, literal or `{placeholder}` (one or more labels for the last one).
   * `pattern`, when given, is the tool's own check (a regular expression's source, case-sensitive): the tool
   * accepts exactly the values it matches and rejects any other when it configures the store (a backend at
   * `init`, a remote-state data source at `plan`). Without it the tool does not check the URL: a wrong one fails
   * at its first use.
   */
  | {
      readonly type: "url";
      readonly protocols: readonly string[];
      readonly path?: string;
      readonly host?: string;
      readonly pattern?: string;
    }
  /**
   * JSON text: a string; an object written in code is rejected (<kit> snake-cases its keys). `textChecked`:
   * whether the text itself is checked to be a JSON object. The tool never parses it: it sends it to the
   * provider's token service when the role is assumed, which rejects text that is no policy document
   * (docs/behaviour.md#oss).
   */
  | { readonly type: "json"; readonly textChecked: boolean };

/** Two or more fields the tool rejects when set together. */
export interface Exclusion {
  readonly fields: readonly string[];
  /** Whether setting a field to the empty string counts as setting it. */
  readonly evenEmpty: boolean;
}

/**
 * A field that does something only together with another. `effect` says what the tool does when `requires`
 * is unset: `crash` (the tool crashes when it reads the state: a backend during `init` itself, a remote-state data
 * source when it is read, at `plan`) or `ignored` (dropped without a word). `topic` groups dependencies one rule is
 * about (`locking`).
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
   * What the tool does with a block that lacks a required field: `ignored`: it accepts the block and assumes no
   * role with it, silently (unless a profile names one: `profileMayNameRole`); `rejected`: an error when it reads
   * the configuration (a backend at `init`, a remote-state data source at `plan`) unless the field's environment
   * variables supply it.
   */
  readonly withoutRequired?: "ignored" | "rejected";
  /** Block fields whose empty value makes the block assume no role, silently (`roleArn: ""`, COS `sessionName: ""`). */
  readonly emptyIgnored?: readonly string[];
  /**
   * Whether a shared-credentials profile may name the role that the block lacks (OSS, docs/behaviour.md#oss): the
   * block's other entries (policy, session name and expiration) still apply then, so such a block "switches no role
   * unless a profile names one"; it is not ignored in every environment.
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
