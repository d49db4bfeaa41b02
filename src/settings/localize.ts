import { kinds, type Kind } from "../schema/index.js";
import { DEFAULT_ENV_PREFIXES, DEFAULT_TOOL_NAME } from "./defaults.js";

/** See ResolvedSettings.localize. */
export function localizer(toolName: string, envPrefixes: Readonly<Record<Kind, string>>): (text: string) => string {
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
