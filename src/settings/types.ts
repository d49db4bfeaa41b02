import type { Kind, Role } from "../schema/index.js";

/** `settings["backend-config"]` as users write it (docs/settings.md). */
export interface BackendConfigSettings {
  readonly typeNames?: Partial<Record<Kind, readonly string[]>>;
  readonly constructNames?: Partial<Record<Kind, readonly string[]>>;
  readonly modules?: readonly string[];
  /** A full version, `1.0.11` or `v1.0.11`; properties available only from a later version are reported. */
  readonly toolVersion?: string;
  /** Only the text of messages changes: <kit>'s published names are found whatever their word. */
  readonly toolName?: string;
  readonly envPrefixes?: Partial<Record<Kind, string>>;
}

export interface TypeEntry {
  readonly kind: Kind;
  readonly role: Role;
}

/** `configArgument` -1 means the last argument; `configType` is named in messages. */
export interface ConstructEntry extends TypeEntry {
  readonly configArgument: number;
  readonly configType: string;
}

/** The one place that says what a name is, so that every front end agrees. */
export interface NameTable<T extends TypeEntry> {
  get(name: string): T | undefined;
  has(name: string): boolean;
  /** All but the published names, which are matched by their shape. */
  readonly exact: ReadonlyMap<string, T>;
  /** ASCII, no flags, no group; to be used between identifier boundaries. */
  readonly source: string;
  readonly publishedSource: string;
  isPublished(name: string): boolean;
  /** One search, cheaper than `source`'s pattern. */
  mentions(text: string): boolean;
  /** Less the names a file declares itself, which are the file's own. */
  without(names: ReadonlySet<string>): NameTable<T>;
}

export interface ResolvedSettings {
  readonly typeNames: NameTable<TypeEntry>;
  readonly constructNames: NameTable<ConstructEntry>;
  readonly modules: readonly string[] | undefined;
  /** Normalised (`v1.0.11` → `1.0.11`). */
  readonly toolVersion: string | undefined;
  /** No name depends on it. */
  readonly toolName: string;
  readonly envPrefixes: Readonly<Record<Kind, string>>;
  /** With the defaults, messages are reported by `messageId` and `data`. */
  readonly neutral: boolean;
  /** The plugin's words in the user's ("the tool" → `toolName`, `CLOUDA_` → the prefix); never the user's text. */
  readonly localize: (text: string) => string;
  /** Names added in settings: unlike the schema's and published names, a file may declare them itself. */
  readonly added: ReadonlySet<string>;
}
