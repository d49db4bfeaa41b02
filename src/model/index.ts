export type * from "./config-literal.js";
export { isJsonArray } from "./config-literal.js";
export * from "./query.js";
export * from "./edits.js";
export type * from "./finding.js";
export * from "./paths.js";
export * from "./match.js";
