import type { Kind } from "../schema/index.js";

export const SETTINGS_KEY = "backend-config";

/** In type and construct names, and as a name in messages. */
export const DEFAULT_TOOL_NAME = "Tool";

/** As the docs write them. */
export const DEFAULT_ENV_PREFIXES: Readonly<Record<Kind, string>> = { oss: "CLOUDA_", cos: "CLOUDB_", gcs: "CLOUDG_" };
