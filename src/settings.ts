import semver from "semver";
import { cutText } from "./model/query.js";
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
   * The tool's own name, where <kit> as published spells it in place of SEED.md's word `Tool`
   * (`DataToolRemoteStateGcs` is `Data<toolName>RemoteStateGcs`); messages say it for "the tool". A word of
   * letters and digits, starting with a letter. Default `"Tool"`.
   */
  readonly toolName?: string;
  /**
   * The prefixes of the tool's environment variables per store, where the tool as published uses its own in
   * place of SEED.md's `CLOUDA_` (oss), `CLOUDB_` (cos) and `CLOUDG_` (gcs); messages name the variables with them.
   */
  readonly envPrefixes?: Partial<Record<Kind, string>>;
}

const SETTINGS_KEY = "backend-config";

/** The settings resolved against the schema's defaults. */
export interface ResolvedSettings {
  readonly typeNames: ReadonlyMap<string, { kind: Kind; role: Role }>;
  /** `configArgument` -1 means the last argument. */
  readonly constructNames: ReadonlyMap<string, { kind: Kind; role: Role; configArgument: number; configType: string }>;
  readonly modules: readonly string[] | undefined;
  /** The configured tool version, normalised (`v1.0.11` → `1.0.11`), or undefined when not set. */
  readonly toolVersion: string | undefined;
  /** The tool's name (`"Tool"` unless set): in the default type and construct names and, localized, in messages. */
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
   * The names added in `typeNames` and `constructNames` (not the schema's): the user's own, which a file may
   * declare itself (a schema name the file declares is the file's own, not <kit>'s).
   */
  readonly added: ReadonlySet<string>;
}

/** SEED.md's word for the tool, in type and construct names and as a name in messages. */
const DEFAULT_TOOL_NAME = "Tool";

/** SEED.md's prefixes of the tool's environment variables, per store. */
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

/**
 * Whether a text mentions a name that may start a configuration (a type or construct name of the settings): the
 * cheap test the front ends make before they look at a file's tree, which most files never need.
 */
export function mentionsAnyName(text: string, settings: ResolvedSettings): boolean {
  for (const name of settings.typeNames.keys()) if (text.includes(name)) return true;
  for (const name of settings.constructNames.keys()) if (text.includes(name)) return true;
  return false;
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
  // The schema's names in the user's words: `Tool` in DataToolRemoteStateGcs is the tool's name.
  const named = (name: string) => (toolName === DEFAULT_TOOL_NAME ? name : name.replace(/Tool(?![a-z])/g, toolName));
  const typeNames = new Map<string, { kind: Kind; role: Role }>();
  const constructNames = new Map<string, { kind: Kind; role: Role; configArgument: number; configType: string }>();
  for (const kind of kinds) {
    const spec = typeSpecs[kind];
    for (const t of spec.typeNames) typeNames.set(named(t.name), { kind, role: t.role });
    for (const c of spec.constructs) {
      constructNames.set(named(c.name), {
        kind,
        role: c.role,
        configArgument: c.configArgument,
        configType: named(c.configType),
      });
    }
  }
  // Names a user adds may be a backend's or a remote-state data source's of that store (as published, <kit>'s
  // data sources take config types that extend the backend's): their role is unknown, so the rules about one
  // role only stay silent on them.
  const added = new Set<string>();
  for (const kind of kinds) {
    for (const name of settings.typeNames?.[kind] ?? []) {
      if (!typeNames.has(name)) {
        typeNames.set(name, { kind, role: "unknown" });
        added.add(name);
      }
    }
    for (const name of settings.constructNames?.[kind] ?? []) {
      // A construct named in settings takes its configuration as the last argument, as <kit>'s constructs do.
      if (!constructNames.has(name)) {
        constructNames.set(name, {
          kind,
          role: "unknown",
          configArgument: -1,
          configType: named(typeSpecs[kind].typeNames[0]!.name),
        });
        added.add(name);
      }
    }
  }
  const toolVersion =
    settings.toolVersion === undefined ? undefined : (semver.valid(settings.toolVersion) ?? undefined);
  const neutral = toolName === DEFAULT_TOOL_NAME && kinds.every((k) => envPrefixes[k] === DEFAULT_ENV_PREFIXES[k]);
  return {
    typeNames,
    constructNames,
    modules: settings.modules,
    toolVersion,
    toolName,
    envPrefixes,
    neutral,
    added,
    localize: neutral ? (text) => text : localizer(toolName, envPrefixes),
  };
}

/** Rewrites SEED.md's neutral words in a text for the user: see ResolvedSettings.localize. */
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
