import semver from "semver";
import { cutText } from "./model/text.js";
import { SHOWN_MAX } from "./model/shown.js";
import { kinds, typeSpecs, type Kind, type Role } from "./schema/index.js";

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

const SETTINGS_KEY = "backend-config";

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

/** The schema's word for the tool, in type and construct names and as a name in messages. */
const DEFAULT_TOOL_NAME = "Tool";

/** Where the schema's names write the tool's word (`DataToolRemoteStateGcs`): `Tool` ending a word of the name. */
const TOOL_IN_NAME = /Tool(?![a-z])/;

/**
 * The word <kit> as published writes in place of the schema's neutral `Tool` in its names
 * (`DataToolRemoteStateGcs` is `Data<Word>RemoteStateGcs`): the tool's name as a class name spells it, an ASCII
 * upper-case letter, then letters and digits. <kit>'s class and type names are PascalCase, the same in every
 * binding (TypeScript, Java, C#), each word of a name starting with a capital, as the neutral `Tool` does: the
 * tool's name in them is such a word. Requiring the capital keeps out names where `Data` only starts a longer
 * word (`DatabaseRemoteStateGcs`, `DatasetRemoteStateOss`: a user's own), and `DataRemoteStateGcs` (no word) too;
 * digits may follow, since a tool's name may hold them.
 */
const PUBLISHED_WORD = "[A-Z][A-Za-z0-9]*";
const WORD = new RegExp(`^${PUBLISHED_WORD}$`);

/** The schema's prefixes of the tool's environment variables, per store (as the docs write them). */
const DEFAULT_ENV_PREFIXES: Readonly<Record<Kind, string>> = { oss: "CLOUDA_", cos: "CLOUDB_", gcs: "CLOUDG_" };

const TOOL_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const ENV_PREFIX = /^[A-Za-z_][A-Za-z0-9_]*_$/;

/**
 * A module name as an import or `require` writes it. Names hold no spaces or angle brackets (package names
 * cannot); a placeholder such as `"<your kit package>"`, copied from the docs as written, would match no import
 * and so switch every rule off without a word: it is rejected instead.
 */
const MODULE_NAME = /^[^\s<>]+$/;

/** A JSON-schema description of the settings, for docs and tools. */
export const settingsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    typeNames: { $ref: "#/definitions/namesPerKind" },
    constructNames: { $ref: "#/definitions/namesPerKind" },
    modules: { type: "array", items: { type: "string", minLength: 1, pattern: MODULE_NAME.source }, uniqueItems: true },
    toolVersion: {
      type: "string",
      // A full version, with an optional leading `v`, pre-release and build (semver's own check decides).
      pattern: "^v?\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$",
    },
    toolName: { type: "string", pattern: TOOL_NAME.source },
    envPrefixes: {
      type: "object",
      additionalProperties: false,
      properties: Object.fromEntries(kinds.map((k) => [k, { type: "string", pattern: ENV_PREFIX.source }])),
    },
  },
  definitions: {
    namesPerKind: {
      type: "object",
      additionalProperties: false,
      properties: Object.fromEntries(kinds.map((k) => [k, { type: "array", items: { type: "string", minLength: 1 } }])),
    },
  },
} as const;

/**
 * Invalid `settings["backend-config"]`. The settings are read when a rule starts on a file (ESLint validates
 * plugins' rule options and language options when it builds a config, never `settings`), so the first rule
 * that starts throws this. ESLint then rewrites an error's message: `Error while loading rule '<that rule>': `
 * before it and `Occurred while linting <file>` after it, which would blame whichever rule the user's config
 * happens to list first, and one file of many, for settings that belong to neither. So the message is fixed
 * when the error is made and later assignments leave it as it is: the user sees the same text, naming the key,
 * whichever rules are on and whichever file comes first (ESLint 9 and 10 print it, after `SettingsError: `,
 * as the first line of the error's stack, and stop with exit code 2).
 */
export class SettingsError extends Error {
  readonly #text: string;
  constructor(path: string, problem: string) {
    // No message given to Error: an own `message` would hide the accessors below.
    super();
    // The path holds the keys as written: cut short, as every value the problem quotes is (describe).
    this.#text = `Invalid settings["${SETTINGS_KEY}"]${cutText(path, SHOWN_MAX)}: ${problem}.`;
    this.name = "SettingsError";
  }
  override get message(): string {
    return this.#text;
  }
  override set message(_ignored: string) {
    // ESLint's prefix naming a rule and suffix naming a file: see the class comment.
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A name as TypeScript, Java and C# write identifiers: a Unicode letter, `_` or `$` first, then letters, digits
 * (and combining marks), `_` and `$` (`ÄConfig` is one; `$` is not C#'s, but such a name is then simply never met).
 */
const IDENTIFIER = /^[\p{ID_Start}_$][\p{ID_Continue}$\u200C\u200D]*$/u;

function validateNames(value: unknown, path: string): asserts value is readonly string[] {
  if (!Array.isArray(value)) throw new SettingsError(path, `must be an array of names, got ${describe(value)}`);
  // Every index, holes too (`[, "X"]`): forEach would skip a hole, which later code would read as undefined.
  for (let i = 0; i < value.length; i++) {
    if (!(i in value)) throw new SettingsError(`${path}[${i}]`, "must be an identifier, got an empty slot");
    const name: unknown = value[i];
    if (typeof name !== "string" || !IDENTIFIER.test(name)) {
      throw new SettingsError(`${path}[${i}]`, `must be an identifier, got ${describe(name)}`);
    }
  }
}

/** A value written as the docs' placeholders are (`"<your kit package>"`), copied without being replaced. */
const PLACEHOLDER = /^\s*<.*>\s*$/s;

/**
 * A value as an error quotes it: its type, or a string as JSON, cut short as messages cut what the user wrote
 * (SHOWN_MAX characters: a megabyte written by mistake is not quoted whole), its white space as written.
 */
function describe(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (value === null) return "null";
  if (typeof value !== "string") return typeof value;
  const quoted = JSON.stringify(cutText(value, SHOWN_MAX));
  return PLACEHOLDER.test(value) ? `${quoted}, a placeholder: put your own value in its place` : quoted;
}

function validatePerKind(value: unknown, path: string): asserts value is Partial<Record<Kind, readonly string[]>> {
  if (!isRecord(value)) throw new SettingsError(path, `must be an object with keys ${kinds.join(", ")}`);
  for (const [key, names] of Object.entries(value)) {
    if (!(kinds as readonly string[]).includes(key)) {
      throw new SettingsError(`${path}.${key}`, `unknown key; allowed keys are ${kinds.join(", ")}`);
    }
    validateNames(names, `${path}.${key}`);
  }
}

function validatePrefixes(value: unknown, path: string): asserts value is Partial<Record<Kind, string>> {
  if (!isRecord(value)) throw new SettingsError(path, `must be an object with keys ${kinds.join(", ")}`);
  for (const [key, prefix] of Object.entries(value)) {
    if (!(kinds as readonly string[]).includes(key)) {
      throw new SettingsError(`${path}.${key}`, `unknown key; allowed keys are ${kinds.join(", ")}`);
    }
    if (typeof prefix !== "string" || !ENV_PREFIX.test(prefix)) {
      throw new SettingsError(
        `${path}.${key}`,
        `must be an environment variable prefix (letters, digits and "_", not starting with a digit, ending with "_") such as "${DEFAULT_ENV_PREFIXES[key as Kind]}", got ${describe(prefix)}`,
      );
    }
  }
}

const SETTINGS_KEYS = ["typeNames", "constructNames", "modules", "toolVersion", "toolName", "envPrefixes"] as const;

/** Throws a SettingsError naming the bad key when the settings are not of the documented shape. */
export function validateSettings(value: unknown): asserts value is BackendConfigSettings {
  if (value === undefined) return;
  if (!isRecord(value)) throw new SettingsError("", `must be an object, got ${describe(value)}`);
  for (const [key, entry] of Object.entries(value)) {
    switch (key) {
      case "typeNames":
      case "constructNames":
        validatePerKind(entry, `.${key}`);
        break;
      case "modules":
        if (!Array.isArray(entry) || entry.some((m) => typeof m !== "string" || m === "")) {
          throw new SettingsError(".modules", "must be an array of module names (non-empty strings)");
        }
        entry.forEach((name: string, i) => {
          // `uniqueItems` in settingsSchema: a module written twice is most likely another one mistyped.
          if (entry.indexOf(name) !== i)
            throw new SettingsError(`.modules[${i}]`, `repeats ${describe(name)}; list each module once`);
          if (!MODULE_NAME.test(name)) {
            throw new SettingsError(
              `.modules[${i}]`,
              `must be the name of a module your code imports the constructs and configuration types from, as the import writes it (no spaces or angle brackets), got ${describe(name)}`,
            );
          }
        });
        break;
      case "toolVersion":
        if (typeof entry !== "string" || entry.trim() !== entry || semver.valid(entry) === null) {
          throw new SettingsError(
            ".toolVersion",
            `must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got ${describe(entry)}`,
          );
        }
        break;
      case "toolName":
        if (typeof entry !== "string" || !TOOL_NAME.test(entry)) {
          throw new SettingsError(
            ".toolName",
            `must be the tool's name as a word usable in an identifier (letters and digits, starting with a letter), such as "Tool", got ${describe(entry)}`,
          );
        }
        break;
      case "envPrefixes":
        validatePrefixes(entry, ".envPrefixes");
        break;
      default:
        throw new SettingsError(`.${key}`, `unknown key; allowed keys are ${SETTINGS_KEYS.join(", ")}`);
    }
  }
}

const cache = new WeakMap<object, ResolvedSettings>();
let defaults: ResolvedSettings | undefined;

/** A text as a regular expression's source that matches it literally. */
const escapeSource = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern that matches where a text holds one of `texts` (inside a longer word too): one search of the text, which
 * costs about what a single `includes` does, where an `includes` per text costs that many times over. A text that
 * holds another of them is left out: the other matches wherever it would.
 */
function substringPattern(texts: readonly string[]): RegExp {
  const unique = [...new Set(texts)];
  const shortest = unique.filter((t) => !unique.some((u) => u !== t && t.includes(u)));
  // No text: a pattern that matches nothing (an empty one would match everywhere).
  return shortest.length === 0 ? /(?!)/ : new RegExp(shortest.map(escapeSource).join("|"));
}

/** A schema name that holds the tool's word, as the parts around the word; what a published name is, per word. */
interface Template<T> {
  readonly before: string;
  readonly after: string;
  readonly entry: (word: string) => T;
}

/** A schema name split around the tool's word, or undefined when it holds none. */
function splitName(name: string): { before: string; after: string } | undefined {
  const at = TOOL_IN_NAME.exec(name);
  return at ? { before: name.slice(0, at.index), after: name.slice(at.index + DEFAULT_TOOL_NAME.length) } : undefined;
}

/** The published names of a table, from the schema's names that hold the tool's word. */
class Published<T> {
  /** The shape of every name, as a regular expression's source (see PUBLISHED_WORD). */
  readonly source: string;
  /** The names met so far that are published names, and what they denote (few: one per name written). */
  readonly #found = new Map<string, T>();

  constructor(readonly templates: readonly Template<T>[]) {
    this.source = templates.map((t) => `${escapeSource(t.before)}${PUBLISHED_WORD}${escapeSource(t.after)}`).join("|");
  }

  get(name: string): T | undefined {
    const found = this.#found.get(name);
    if (found !== undefined) return found;
    for (const { before, after, entry } of this.templates) {
      if (
        name.length > before.length + after.length &&
        name.startsWith(before) &&
        name.endsWith(after) &&
        WORD.test(name.slice(before.length, name.length - after.length))
      ) {
        const value = entry(name.slice(before.length, name.length - after.length));
        this.#found.set(name, value);
        return value;
      }
    }
    return undefined;
  }
}

class Names<T extends TypeEntry> implements NameTable<T> {
  readonly source: string;
  #mentions: RegExp | undefined;
  /**
   * @param exact the names looked up as written
   * @param published the published names
   * @param excluded published names that are not the table's (see `without`)
   */
  constructor(
    readonly exact: ReadonlyMap<string, T>,
    private readonly published: Published<T>,
    private readonly excluded?: ReadonlySet<string>,
  ) {
    this.source = [...[...exact.keys()].map(escapeSource), published.source].join("|");
  }
  get publishedSource(): string {
    return this.published.source;
  }
  get(name: string): T | undefined {
    return this.exact.get(name) ?? (this.excluded?.has(name) ? undefined : this.published.get(name));
  }
  has(name: string): boolean {
    return this.get(name) !== undefined;
  }
  isPublished(name: string): boolean {
    return this.published.get(name) !== undefined;
  }
  mentions(text: string): boolean {
    return (this.#mentions ??= substringPattern([...this.exact.keys(), ...PUBLISHED_MARKS])).test(text);
  }
  without(names: ReadonlySet<string>): NameTable<T> {
    const exact = new Map([...this.exact].filter(([name]) => !names.has(name)));
    return new Names(exact, this.published, new Set([...(this.excluded ?? []), ...names]));
  }
}

/** The schema's type names that hold the tool's word, as published names of every word. */
const publishedTypes = new Published<TypeEntry>(
  kinds.flatMap((kind) =>
    typeSpecs[kind].typeNames.flatMap((t) => {
      const parts = splitName(t.name);
      const entry: TypeEntry = { kind, role: t.role };
      return parts ? [{ ...parts, entry: () => entry }] : [];
    }),
  ),
);

/** The schema's construct names that hold the tool's word, as published names of every word. */
const publishedConstructs = new Published<ConstructEntry>(
  kinds.flatMap((kind) =>
    typeSpecs[kind].constructs.flatMap((c) => {
      const parts = splitName(c.name);
      const entry = (word: string): ConstructEntry => ({
        kind,
        role: c.role,
        configArgument: c.configArgument,
        // The configuration type of the same word: `DataForgeRemoteStateGcs` takes `DataForgeRemoteStateGcsConfig`.
        configType: c.configType.replace(TOOL_IN_NAME, word),
      });
      return parts ? [{ ...parts, entry }] : [];
    }),
  ),
);

/**
 * Texts every published name holds one of, after its word (`RemoteStateGcs`, `RemoteStateOss`, `RemoteStateCos`;
 * not also `RemoteStateGcsConfig`, which holds `RemoteStateGcs`): a text that holds none names none.
 */
const PUBLISHED_MARKS: readonly string[] = (() => {
  const afters = [...new Set([...publishedTypes.templates, ...publishedConstructs.templates].map((t) => t.after))];
  return afters.filter((a) => !afters.some((b) => b !== a && a.includes(b)));
})();

/** Whether a text holds what every published name holds (see PUBLISHED_MARKS): one search of the text. */
const PUBLISHED_MARKED = substringPattern(PUBLISHED_MARKS);

/** A published name anywhere in a text (in a longer word too): what mentionsAnyName looks for past the marks. */
const PUBLISHED_ANYWHERE = new RegExp(`${publishedTypes.source}|${publishedConstructs.source}`);

/**
 * The published names as whole words (ASCII word characters, `$` as JavaScript's and Java's identifiers have it,
 * around them), each match a name: what namesIn finds. A non-ASCII letter next to one is checked by the caller.
 */
const PUBLISHED_WORDS = new RegExp(
  `(?<![\\w$])(?:${publishedTypes.source}|${publishedConstructs.source})(?![\\w$])`,
  "g",
);

/**
 * Whether a text mentions a name that may start a configuration (a type or construct name of the settings, or a
 * published name): the cheap test the front ends make before they look at a file's tree, which most files never
 * need. A text search for each exact name, and for the texts every published name holds (`RemoteStateGcs`, ..);
 * only a text that holds one of those is searched for the published names' shape.
 */
export function mentionsAnyName(text: string, settings: ResolvedSettings): boolean {
  let search = searches.get(settings);
  if (!search) {
    const exact = [...settings.typeNames.exact.keys(), ...settings.constructNames.exact.keys()];
    search = { any: substringPattern([...exact, ...PUBLISHED_MARKS]), exact: substringPattern(exact) };
    searches.set(settings, search);
  }
  // One search settles a text that holds none of them: most texts. The others are searched again.
  if (!search.any.test(text)) return false;
  return search.exact.test(text) || PUBLISHED_ANYWHERE.test(text);
}

/** Per settings: the searches of mentionsAnyName (the exact names and the marks; the exact names alone). */
const searches = new WeakMap<ResolvedSettings, { readonly any: RegExp; readonly exact: RegExp }>();

/** Whether a text holds what every published name holds (`RemoteStateGcs`, `RemoteStateOss`, `RemoteStateCos`). */
export function mentionsPublished(text: string): boolean {
  return PUBLISHED_MARKED.test(text);
}

/**
 * The type and construct names of the settings a text holds: each exact name it holds (maybe inside a longer word:
 * the caller looks for whole words), and each published name it holds as a whole word (ASCII word characters
 * around it are no part of it; a non-ASCII letter next to one is left to the caller's check of whole words).
 */
export function namesIn(text: string, settings: ResolvedSettings): Set<string> {
  const names = new Set<string>();
  for (const name of settings.typeNames.exact.keys()) if (text.includes(name)) names.add(name);
  for (const name of settings.constructNames.exact.keys()) if (text.includes(name)) names.add(name);
  if (mentionsPublished(text)) for (const match of text.matchAll(PUBLISHED_WORDS)) names.add(match[0]);
  return names;
}

/** Validates and resolves the plugin's settings from ESLint's `settings` object (cached per object). */
export function resolveSettings(settings: Readonly<Record<string, unknown>> | undefined): ResolvedSettings {
  const own = settings?.[SETTINGS_KEY];
  if (own === undefined) return (defaults ??= build({}));
  if (typeof own === "object" && own !== null) {
    const cached = cache.get(own);
    if (cached) return cached;
  }
  validateSettings(own);
  const resolved = build(own);
  cache.set(own, resolved);
  return resolved;
}

function build(settings: BackendConfigSettings): ResolvedSettings {
  const toolName = settings.toolName ?? DEFAULT_TOOL_NAME;
  const envPrefixes: Readonly<Record<Kind, string>> = { ...DEFAULT_ENV_PREFIXES, ...settings.envPrefixes };
  // The schema's names but those that hold the tool's word (the published names, found by their shape).
  const typeNames = new Map<string, TypeEntry>();
  const constructNames = new Map<string, ConstructEntry>();
  for (const kind of kinds) {
    const spec = typeSpecs[kind];
    for (const t of spec.typeNames) if (!splitName(t.name)) typeNames.set(t.name, { kind, role: t.role });
    for (const c of spec.constructs) {
      if (!splitName(c.name))
        constructNames.set(c.name, { kind, role: c.role, configArgument: c.configArgument, configType: c.configType });
    }
  }
  // Names a user adds may be a backend's or a remote-state data source's of that store (as published, <kit>'s
  // data sources take config types that extend the backend's): their role is unknown, so the rules about one
  // role only stay silent on them. A schema or published name stays what it is.
  const added = new Set<string>();
  for (const kind of kinds) {
    for (const name of settings.typeNames?.[kind] ?? []) {
      if (!typeNames.has(name) && !publishedTypes.get(name)) {
        typeNames.set(name, { kind, role: "unknown" });
        added.add(name);
      }
    }
    for (const name of settings.constructNames?.[kind] ?? []) {
      // A construct named in settings takes its configuration as the last argument, as <kit>'s constructs do;
      // messages name the configuration type as the schema does, in the user's word for the tool.
      if (!constructNames.has(name) && !publishedConstructs.get(name)) {
        constructNames.set(name, {
          kind,
          role: "unknown",
          configArgument: -1,
          configType: typeSpecs[kind].typeNames[0]!.name.replace(TOOL_IN_NAME, toolName),
        });
        added.add(name);
      }
    }
  }
  const toolVersion =
    settings.toolVersion === undefined ? undefined : (semver.valid(settings.toolVersion) ?? undefined);
  const neutral = toolName === DEFAULT_TOOL_NAME && kinds.every((k) => envPrefixes[k] === DEFAULT_ENV_PREFIXES[k]);
  return {
    typeNames: new Names(typeNames, publishedTypes),
    constructNames: new Names(constructNames, publishedConstructs),
    modules: settings.modules,
    toolVersion,
    toolName,
    envPrefixes,
    neutral,
    added,
    localize: neutral ? (text) => text : localizer(toolName, envPrefixes),
  };
}

/** Rewrites the schema's neutral words in a text for the user: see ResolvedSettings.localize. */
function localizer(toolName: string, envPrefixes: Readonly<Record<Kind, string>>): (text: string) => string {
  const byDefault = new Map(
    kinds
      .filter((k) => envPrefixes[k] !== DEFAULT_ENV_PREFIXES[k])
      .map((k) => [DEFAULT_ENV_PREFIXES[k], envPrefixes[k]]),
  );
  const prefixes = byDefault.size === 0 ? undefined : new RegExp(`\\b(?:${[...byDefault.keys()].join("|")})`, "g");
  // The default name keeps "the tool" as prose ("Tool rejects ..." would read as a misprint).
  const renamed =
    toolName === DEFAULT_TOOL_NAME
      ? (text: string) => text
      : (text: string) => text.replace(/\b[Tt]he tool\b/g, toolName);
  return prefixes ? (text) => renamed(text).replace(prefixes, (prefix) => byDefault.get(prefix)!) : renamed;
}
