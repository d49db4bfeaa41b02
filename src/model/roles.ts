import type { ConfigLiteral, StaticValue } from "./config-literal.js";
import { lookup } from "./lookup.js";

/** A data source only reads the state. */
export function writesState(config: ConfigLiteral): boolean {
  return config.role === "backend";
}

/**
 * A hand-written backend (`*.tf`, `*.tf.json`) without a bucket is a partial configuration, which `-backend-config` or
 * `init`'s prompt completes (docs/behaviour.md#every-store).
 */
export function isPartialBackend(config: ConfigLiteral): boolean {
  if (config.binding !== "json" || config.writtenOut || config.role !== "backend") return false;
  const bucket = lookup(config, "bucket");
  return bucket.state === "absent" || (bucket.state === "present" && bucket.value.kind === "nothing");
}

/**
 * A data source's settings and a fork-only backend are evaluated (docs/behaviour.md#every-store); a native string is
 * text already, `$${` a literal `${`.
 */
export function mayInterpolate(config: ConfigLiteral, value: string): boolean {
  if (config.native || !value.includes("${")) return false;
  return config.role !== "backend" || config.forkOnly === true;
}

/** An interpolation may come out empty. */
export function certainlyNonEmptyAsRead(config: ConfigLiteral, name: string): boolean {
  const found = lookup(config, name);
  return (
    found.state === "present" &&
    found.value.kind === "string" &&
    found.value.value !== "" &&
    !mayInterpolate(config, found.value.value)
  );
}

/** Losing its precedence pair, it cannot fail (docs/behaviour.md#gcs). */
export function certainlyNeverRead(config: ConfigLiteral, name: string): boolean {
  return config.spec.precedence.some((p) => p.ignored === name && certainlyNonEmptyAsRead(config, p.winner));
}

/** A data source takes a block only as a list of one object (docs/behaviour.md#remote-state-data-sources). */
export function blockTakenAsWritten(config: ConfigLiteral, value: StaticValue): boolean {
  if (value.kind !== "object") return false;
  return config.role === "backend" || (config.role === "data-source" && value.list === true);
}

/** docs/behaviour.md#remote-state-data-sources. */
export function stageOf(config: ConfigLiteral): string {
  if (config.role === "backend") return "init";
  if (config.role === "data-source") return "plan";
  return "init (a backend) or plan (a data source)";
}
