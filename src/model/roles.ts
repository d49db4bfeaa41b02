import type { ConfigLiteral, StaticValue } from "./config-literal.js";
import { lookup } from "./lookup.js";

/**
 * Whether the tool writes the state where a configuration says: a backend stores it; a remote-state data
 * source only reads it, and a type of unknown role (a type that only extends a backend's, as a data source's may;
 * a name added in settings) may be one. A check about how the state is
 * stored (encryption, its ACL) stays silent where the configuration may only read it.
 */
export function writesState(config: ConfigLiteral): boolean {
  return config.role === "backend";
}

/**
 * Whether the tool may replace an interpolation (`${..}`) in a string value before using it: a remote-state
 * data source may interpolate, a backend takes every setting literally (docs/behaviour.md#every-store); a type name
 * of unknown role may be either. A check of a value's whole form stays silent on such a value.
 */
export function mayInterpolate(config: ConfigLiteral, value: string): boolean {
  return config.role !== "backend" && value.includes("${");
}

/**
 * Whether the tool certainly gets a field as a non-empty string: written, known, not overridable, and not an
 * interpolation that a remote-state data source (or a type of unknown role) may turn into the empty string.
 */
export function certainlyNonEmptyAsRead(config: ConfigLiteral, name: string): boolean {
  const found = lookup(config, name);
  return (
    found.state === "present" &&
    found.value.kind === "string" &&
    found.value.value !== "" &&
    !mayInterpolate(config, found.value.value)
  );
}

/**
 * Whether the tool certainly never reads a field: it loses to the winner of a precedence pair (the schema's
 * `precedence`), and that winner certainly holds a non-empty string as the tool gets it. GCS `credentials` beside
 * such an `accessToken` is never read, so it cannot fail either (docs/behaviour.md#gcs). A winner the environment
 * may supply instead (CLOUDG_OAUTH_ACCESS_TOKEN when `accessToken` is not written) makes nothing certain.
 */
export function certainlyNeverRead(config: ConfigLiteral, name: string): boolean {
  return config.spec.precedence.some((p) => p.ignored === name && certainlyNonEmptyAsRead(config, p.winner));
}

/**
 * Whether the tool takes a nested block written for a configuration as the block it is: a backend's always; a
 * remote-state data source's only when written as a list holding the one object (the tool's JSON syntax,
 * `[{ .. }]`): the object form, which <kit> writes out for a block of every binding, is refused at plan
 * (docs/behaviour.md#remote-state-data-sources; valid-value-types reports it). A type of unknown role may be
 * either. A check that says what the tool does with a block's entries stays silent where this is false.
 */
export function blockTakenAsWritten(config: ConfigLiteral, value: StaticValue): boolean {
  if (value.kind !== "object") return false;
  return config.role === "backend" || (config.role === "data-source" && value.list === true);
}

/**
 * When the tool reads a configuration's settings, and so when it refuses one it rejects, as messages say it
 * ("rejected at {{stage}}", "{{stage}} fails"): a backend's at `init`, a remote-state data source's when it is read,
 * at `plan` (docs/behaviour.md#remote-state-data-sources); a type of unknown role may be either, and the words
 * say both.
 */
export function stageOf(config: ConfigLiteral): string {
  if (config.role === "backend") return "init";
  if (config.role === "data-source") return "plan";
  return "init (a backend) or plan (a data source)";
}
