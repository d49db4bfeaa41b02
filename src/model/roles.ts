import type { ConfigLiteral, StaticValue } from "./config-literal.js";
import { lookup } from "./lookup.js";

/** A data source only reads the state, so checks of how it is stored stay silent there. */
export function writesState(config: ConfigLiteral): boolean {
  return config.role === "backend";
}

/**
 * A hand-written backend of the tool's own syntax (`*.tf`, `*.tf.json`) without a bucket: the tool's partial
 * configuration, which `-backend-config` or `init`'s prompt completes, so nothing they may give is taken as missing
 * there (docs/behaviour.md#every-store).
 */
export function isPartialBackend(config: ConfigLiteral): boolean {
  if (config.binding !== "json" || config.writtenOut || config.role !== "backend") return false;
  const bucket = lookup(config, "bucket");
  return bucket.state === "absent" || (bucket.state === "present" && bucket.value.kind === "nothing");
}

/**
 * A `${..}` is no literal where something evaluates it: a data source's settings, and a backend in a file only the
 * open fork reads (docs/behaviour.md#every-store). A string of the native syntax is text already: an expression there
 * is no string, and `$${` writes a literal `${`.
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

/** A field that loses its precedence pair certainly cannot fail (docs/behaviour.md#gcs). */
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
