// `settings["backend-config"]`, split by job under src/settings/.
export type * from "./settings/types.js";
export { settingsSchema } from "./settings/schema.js";
export { SettingsError, validateSettings } from "./settings/validate.js";
export { mentionsAnyName, mentionsPublished, namesIn } from "./settings/names.js";
export { resolveSettings } from "./settings/resolve.js";
