import type { Kind } from "../schema/index.js";

/** The key of ESLint's `settings` object the plugin reads. */
export const SETTINGS_KEY = "backend-config";

/** The schema's word for the tool, in type and construct names and as a name in messages. */
export const DEFAULT_TOOL_NAME = "Tool";

/** The schema's prefixes of the tool's environment variables, per store (as the docs write them). */
export const DEFAULT_ENV_PREFIXES: Readonly<Record<Kind, string>> = { oss: "CLOUDA_", cos: "CLOUDB_", gcs: "CLOUDG_" };
