import semver from "semver";

/**
 * Whether a version is a pre-release, which may lack what its release has (docs/behaviour.md#versions), or does not
 * parse: a rule that reads versions stays silent on one rather than guess.
 */
export function isPreRelease(version: string): boolean {
  const parsed = semver.parse(version);
  return !parsed || parsed.prerelease.length > 0;
}

/**
 * Whether a tool version has what came with version `since`; undefined for a pre-release, of which it cannot be
 * told (see isPreRelease). `version` is a full version, normalised by the settings.
 */
export function hasSince(version: string, since: string): boolean | undefined {
  return isPreRelease(version) ? undefined : semver.gte(version, since);
}
