/**
 * The files the tool's open fork reads and the tool itself does not: its own extensions for the native syntax
 * (`*.tofu`) and the JSON syntax (`*.tofu.json`), see docs/hcl.md#setup.
 */
import type { ConfigLiteral } from "../model/index.js";

const FORK_SUFFIXES = [".tofu", ".tofu.json"] as const;

/** By the file's name alone. */
function readByForkAlone(filename: string): boolean {
  return FORK_SUFFIXES.some((suffix) => filename.endsWith(suffix));
}

/** The configurations of a file, marked when only the fork reads it (see ConfigLiteral.forkOnly). */
export function markForkOnly(configs: ConfigLiteral[], filename: string): ConfigLiteral[] {
  return readByForkAlone(filename) ? configs.map((config) => ({ ...config, forkOnly: true as const })) : configs;
}
