import semver from "semver";

/**
 * Whether a version is a pre-release (`1.1.0-beta1`), which may lack what its release has
 * (docs/behaviour.md#versions): a rule that reads versions stays silent on one rather than guess. A version that
 * does not parse counts as one too: nothing can be told of it.
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
