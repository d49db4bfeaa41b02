/** Files only the tool's open fork reads: `*.tofu` (docs/hcl.md#setup) and `*.tofu.json`. */
import type { ConfigLiteral } from "../model/index.js";

const FORK_SUFFIXES = [".tofu", ".tofu.json"] as const;

function readByForkAlone(filename: string): boolean {
  return FORK_SUFFIXES.some((suffix) => filename.endsWith(suffix));
}

export function markForkOnly(configs: ConfigLiteral[], filename: string): ConfigLiteral[] {
  return readByForkAlone(filename) ? configs.map((config) => ({ ...config, forkOnly: true as const })) : configs;
}
