import type { ConfigLiteral, StaticValue } from "./config-literal.js";
import { lookup } from "./lookup.js";

/**
 * Whether the tool writes the state where a configuration says: a backend does, a remote-state data source only
 * reads it. A check of how the state is stored (encryption, its ACL) stays silent where it may only be read.
 */
export function writesState(config: ConfigLiteral): boolean {
  return config.role === "backend";
}

/**
 * Whether the tool may replace an interpolation (`${..}`) in a string before using it: only a backend takes every
 * setting literally (docs/behaviour.md#every-store). A check of a value's whole form stays silent on such a value.
 */
export function mayInterpolate(config: ConfigLiteral, value: string): boolean {
  return config.role !== "backend" && value.includes("${");
}

/** Whether the tool certainly gets a field as a non-empty string, which an interpolation may not be. */
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
 * Whether the tool certainly never reads a field, and so a bad value in it cannot fail: it loses a precedence pair
 * to a winner certainly written as a non-empty string (docs/behaviour.md#gcs).
 */
export function certainlyNeverRead(config: ConfigLiteral, name: string): boolean {
  return config.spec.precedence.some((p) => p.ignored === name && certainlyNonEmptyAsRead(config, p.winner));
}

/**
 * Whether the tool takes a nested block as the block it is: a backend's always, a remote-state data source's only
 * as a list of the one object (docs/behaviour.md#remote-state-data-sources). A check of what the tool does with a
 * block's entries stays silent where this is false.
 */
export function blockTakenAsWritten(config: ConfigLiteral, value: StaticValue): boolean {
  if (value.kind !== "object") return false;
  return config.role === "backend" || (config.role === "data-source" && value.list === true);
}

/**
 * When the tool reads, and so refuses, a configuration's settings, as messages say it ("rejected at {{stage}}"):
 * a backend's at `init`, a data source's at `plan` (docs/behaviour.md#remote-state-data-sources).
 */
export function stageOf(config: ConfigLiteral): string {
  if (config.role === "backend") return "init";
  if (config.role === "data-source") return "plan";
  return "init (a backend) or plan (a data source)";
}
