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
   * The tool's own name, which messages say for "the tool". A word of letters and digits, starting with a letter.
   * Default `"Tool"`. Only the text changes: <kit>'s published names (`Data<Word>RemoteStateGcs` and the like, the
   * word an upper-case letter and then letters and digits) are found whatever their word, with this setting or
   * without it.
   */
  readonly toolName?: string;
  /**
   * The prefixes of the tool's environment variables per store, where the tool as published uses its own in
   * place of the docs' `CLOUDA_` (oss), `CLOUDB_` (cos) and `CLOUDG_` (gcs); messages name the variables with them.
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
 * The names that denote configuration types, or constructs: those looked up as written (the schema's, the
 * user's), and <kit>'s published remote-state names (`Data<Word>RemoteStateGcs`, `...Config`), found by their
 * shape whatever their word (see PUBLISHED_WORD). The one place that says what a name is: the front ends ask it,
 * and search a text for its names through mentionsAnyName, namesIn and `source`.
 */
export interface NameTable<T extends TypeEntry> {
  get(name: string): T | undefined;
  has(name: string): boolean;
  /** The names looked up as written: all but the published ones. */
  readonly exact: ReadonlyMap<string, T>;
  /**
   * A regular expression's source (ASCII, no flags needed, no group) that matches each name of the table:
   * the exact ones, and the published names' shape (those left out by `without` too). To be used between
   * identifier boundaries.
   */
  readonly source: string;
  /** The source of the published names' shape alone (see `source`). */
  readonly publishedSource: string;
  /** Whether a name is one of the published names (by its shape), whatever `exact` holds. */
  isPublished(name: string): boolean;
  /**
   * Whether a text may hold a name of the table: one search of the text for the exact names and for what every
   * published name holds (`RemoteStateGcs`, ..). A name inside a longer word passes, and so does such a text
   * without a published name: the cheap test before a pattern's (see `source`).
   */
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
  /**
   * True when `toolName` and `envPrefixes` are the neutral defaults: messages are then reported as the rules'
   * templates say (`messageId` and `data`), and `localize` returns its argument.
   */
  readonly neutral: boolean;
  /**
   * A text rendered for the user (a message, a suggestion's description) in the user's words: "the tool" /
   * "The tool" (whole words) become `toolName`, and `CLOUDA_`, `CLOUDB_`, `CLOUDG_` at a word boundary the
   * store's prefix.
   */
  readonly localize: (text: string) => string;
  /**
   * The names added in `typeNames` and `constructNames` (not the schema's, nor of the published names' shape):
   * the user's own, which a file may declare itself (a schema or published name the file declares is the file's
   * own, not <kit>'s).
   */
  readonly added: ReadonlySet<string>;
}
