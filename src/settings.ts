// The plugin's settings (`settings["backend-config"]`): their types, the one schema that validates them, the
// tables of names they resolve to, and the localizer of texts. Split by job under src/settings/.
export type * from "./settings/types.js";
export { settingsSchema } from "./settings/schema.js";
export { SettingsError, validateSettings } from "./settings/validate.js";
export { mentionsAnyName, mentionsPublished, namesIn } from "./settings/names.js";
export { resolveSettings } from "./settings/resolve.js";
