import semver from "semver";

/**
 * Whether a tool version has what came with version `since`. A pre-release is read as its version, so
 * `1.1.0-beta1` has the properties of `1.1.0`. `version` is a full version, normalised by the settings.
 */
export function hasSince(version: string, since: string): boolean {
  const parsed = semver.parse(version);
  if (!parsed) return true;
  return semver.gte(`${parsed.major}.${parsed.minor}.${parsed.patch}`, since);
}
