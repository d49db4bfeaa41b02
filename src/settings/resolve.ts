import semver from "semver";
import { kinds, typeSpecs, type Kind } from "../schema/index.js";
import { DEFAULT_ENV_PREFIXES, DEFAULT_TOOL_NAME, SETTINGS_KEY } from "./defaults.js";
import { localizer } from "./localize.js";
import { Names, publishedConstructs, publishedTypes, splitName, TOOL_IN_NAME } from "./names.js";
import type { BackendConfigSettings, ConstructEntry, ResolvedSettings, TypeEntry } from "./types.js";
import { validateSettings } from "./validate.js";

const cache = new WeakMap<object, ResolvedSettings>();
let defaults: ResolvedSettings | undefined;

/** Once per settings object. */
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
  // Published names are found by their shape.
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
  // A user's name may be a backend's or a data source's: its role is unknown, and rules about one role skip it.
  const added = new Set<string>();
  for (const kind of kinds) {
    for (const name of settings.typeNames?.[kind] ?? []) {
      if (!typeNames.has(name) && !publishedTypes.get(name)) {
        typeNames.set(name, { kind, role: "unknown" });
        added.add(name);
      }
    }
    for (const name of settings.constructNames?.[kind] ?? []) {
      // The last argument, as <kit>'s constructs take it.
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
