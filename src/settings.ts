import semver from "semver";
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
}

export const SETTINGS_KEY = "backend-config";

/** The settings resolved against the schema's defaults. */
export interface ResolvedSettings {
  readonly typeNames: ReadonlyMap<string, { kind: Kind; role: Role }>;
  /** `configArgument` -1 means the last argument. */
  readonly constructNames: ReadonlyMap<string, { kind: Kind; role: Role; configArgument: number; configType: string }>;
  readonly modules: readonly string[] | undefined;
  /** The configured tool version, normalised (`v1.0.11` → `1.0.11`), or undefined when not set. */
  readonly toolVersion: string | undefined;
}

/** A JSON-schema description of the settings, for docs and tools. */
export const settingsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    typeNames: { $ref: "#/definitions/namesPerKind" },
    constructNames: { $ref: "#/definitions/namesPerKind" },
    modules: { type: "array", items: { type: "string", minLength: 1 }, uniqueItems: true },
    toolVersion: {
      type: "string",
      // A full version, with an optional leading `v`, pre-release and build (semver's own check decides).
      pattern: "^v?\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$",
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

export class SettingsError extends Error {
  constructor(path: string, problem: string) {
    super(`Invalid settings["${SETTINGS_KEY}"]${path}: ${problem}.`);
    this.name = "SettingsError";
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function validateNames(value: unknown, path: string): asserts value is readonly string[] {
  if (!Array.isArray(value)) throw new SettingsError(path, `must be an array of names, got ${describe(value)}`);
  value.forEach((name, i) => {
    if (typeof name !== "string" || !/^[A-Za-z_$][\w$]*$/.test(name)) {
      throw new SettingsError(`${path}[${i}]`, `must be an identifier, got ${describe(name)}`);
    }
  });
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (value === null) return "null";
  return typeof value === "string" ? JSON.stringify(value) : typeof value;
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
        break;
      case "toolVersion":
        if (typeof entry !== "string" || entry.trim() !== entry || semver.valid(entry) === null) {
          throw new SettingsError(
            ".toolVersion",
            `must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got ${describe(entry)}`,
          );
        }
        break;
      default:
        throw new SettingsError(`.${key}`, "unknown key; allowed keys are typeNames, constructNames, modules, toolVersion");
    }
  }
}

const cache = new WeakMap<object, ResolvedSettings>();
let defaults: ResolvedSettings | undefined;

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
  cache.set(own as object, resolved);
  return resolved;
}

function build(settings: BackendConfigSettings): ResolvedSettings {
  const typeNames = new Map<string, { kind: Kind; role: Role }>();
  const constructNames = new Map<string, { kind: Kind; role: Role; configArgument: number; configType: string }>();
  for (const kind of kinds) {
    const spec = typeSpecs[kind];
    for (const t of spec.typeNames) typeNames.set(t.name, { kind, role: t.role });
    for (const c of spec.constructs) {
      constructNames.set(c.name, { kind, role: c.role, configArgument: c.configArgument, configType: c.configType });
    }
    const defaultRole: Role = spec.typeNames.every((t) => t.role === "backend") ? "backend" : "unknown";
    for (const name of settings.typeNames?.[kind] ?? []) {
      if (!typeNames.has(name)) typeNames.set(name, { kind, role: defaultRole });
    }
    for (const name of settings.constructNames?.[kind] ?? []) {
      // A construct named in settings takes its configuration as the last argument, as <kit>'s constructs do.
      if (!constructNames.has(name)) {
        constructNames.set(name, { kind, role: defaultRole, configArgument: -1, configType: spec.typeNames[0]!.name });
      }
    }
  }
  const toolVersion = settings.toolVersion === undefined ? undefined : (semver.valid(settings.toolVersion) ?? undefined);
  return { typeNames, constructNames, modules: settings.modules, toolVersion };
}
