export type * from "./config-literal.js";
export { isJsonArray } from "./config-literal.js";
export * from "./query.js";
export * from "./edits.js";
export * from "./finding.js";
export * from "./keys.js";
export * from "./paths.js";
export * from "./match.js";
export * from "./shown.js";
