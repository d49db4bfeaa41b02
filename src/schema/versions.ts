import semver from "semver";

/** A pre-release may lack what its release has (docs/behaviour.md#versions), so rules stay silent on one. */
export function isPreRelease(version: string): boolean {
  const parsed = semver.parse(version);
  return !parsed || parsed.prerelease.length > 0;
}

/** Undefined for a pre-release, of which it cannot be told. */
export function hasSince(version: string, since: string): boolean | undefined {
  return isPreRelease(version) ? undefined : semver.gte(version, since);
}
