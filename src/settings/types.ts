import type { Kind, Role } from "../schema/index.js";

/** `settings["backend-config"]` as users write it. */
export interface BackendConfigSettings {
  /** Extra type names that denote a configuration, per kind. */
  readonly typeNames?: Partial<Record<Kind, readonly string[]>>;
  /** Extra construct (class) names whose configuration argument is a configuration, per kind. */
  readonly constructNames?: Partial<Record<Kind, readonly string[]>>;
  /** When given, only names imported from these modules count. */
  readonly modules?: readonly string[];
  /**
   * The oldest version of the tool the configurations must work with: a full version, `1.0.11` or
   * `v1.0.11`. Properties available only from a later version are reported.
   */
  readonly toolVersion?: string;
  /**
   * The tool's own name, which messages say for "the tool": a word of letters and digits, starting with a letter
   * (default `"Tool"`). Only the text changes: <kit>'s published names are found whatever their word.
   */
  readonly toolName?: string;
  /**
   * The prefixes of the tool's environment variables per store, in place of the docs' `CLOUDA_` (oss), `CLOUDB_`
   * (cos) and `CLOUDG_` (gcs); messages name the variables with them.
   */
  readonly envPrefixes?: Partial<Record<Kind, string>>;
}

/** What a configuration type's name denotes. */
export interface TypeEntry {
  readonly kind: Kind;
  readonly role: Role;
}

/** What a construct's name denotes: `configArgument` -1 means the last argument; `configType` is named in messages. */
export interface ConstructEntry extends TypeEntry {
  readonly configArgument: number;
  readonly configType: string;
}

/**
 * The names that denote configuration types, or constructs: the schema's and the user's as written, and <kit>'s
 * published remote-state names (`Data<Word>RemoteStateGcs`) by their shape. The one place that says what a name
 * is, so that every front end agrees.
 */
export interface NameTable<T extends TypeEntry> {
  get(name: string): T | undefined;
  has(name: string): boolean;
  /** The names looked up as written: all but the published ones. */
  readonly exact: ReadonlyMap<string, T>;
  /**
   * A regular expression's source (ASCII, no flags, no group) that matches each name of the table, the published
   * ones `without` left out included; to be used between identifier boundaries.
   */
  readonly source: string;
  /** The source of the published names' shape alone (see `source`). */
  readonly publishedSource: string;
  /** Whether a name is one of the published names (by its shape), whatever `exact` holds. */
  isPublished(name: string): boolean;
  /** Whether a text may hold a name of the table: the cheap test, in one search, before a pattern's (`source`). */
  mentions(text: string): boolean;
  /** The table without some names (those a file declares itself, which are the file's own). */
  without(names: ReadonlySet<string>): NameTable<T>;
}

/** The settings resolved against the schema's defaults. */
export interface ResolvedSettings {
  readonly typeNames: NameTable<TypeEntry>;
  readonly constructNames: NameTable<ConstructEntry>;
  readonly modules: readonly string[] | undefined;
  /** The configured tool version, normalised (`v1.0.11` → `1.0.11`), or undefined when not set. */
  readonly toolVersion: string | undefined;
  /** The tool's name (`"Tool"` unless set): what messages say for "the tool"; no name depends on it. */
  readonly toolName: string;
  /** The environment variables' prefix per store (`CLOUDA_`, `CLOUDB_`, `CLOUDG_` unless set). */
  readonly envPrefixes: Readonly<Record<Kind, string>>;
  /** True when `toolName` and `envPrefixes` are the defaults: messages are then reported by `messageId` and `data`. */
  readonly neutral: boolean;
  /**
   * The plugin's own words (a template, or the data of its own placeholders) in the user's words: "the tool" (whole
   * words) becomes `toolName`, and `CLOUDA_`, `CLOUDB_`, `CLOUDG_` at a word boundary the store's prefix. Never
   * applied to what the user wrote, which may hold the same text.
   */
  readonly localize: (text: string) => string;
  /**
   * The names the user added (not the schema's, nor published ones): a file may declare them itself, whereas a
   * schema or published name a file declares is the file's own, not <kit>'s.
   */
  readonly added: ReadonlySet<string>;
}
