/** Type names and file-name patterns that more than one question of the ESTree front end asks about. */

/**
 * TypeScript's mapped types that keep (some of) a type's keys: a literal checked against them is checked
 * against the type's keys.
 */
export const KEY_KEEPING: ReadonlySet<string> = new Set(["Partial", "Required", "Readonly", "Pick", "Omit"]);

/** TypeScript's own mapped types: `Partial<T>` of a configuration type is not one (nor named like one). */
export const MAPPED_UTILITIES: ReadonlySet<string> = new Set(["Partial", "Required", "Pick", "Omit", "Record"]);

/** A JavaScript file by its name (`.js`, `.cjs`, `.mjs`, `.jsx`): the compiler checks none of its types. */
export const JS_FILE = /\.[cm]?jsx?$/;

/** A TypeScript file by its name (`.ts`, `.cts`, `.mts`, `.tsx`; declaration files too). */
export const TS_FILE = /\.(?:[cm]?ts|tsx)$/;

/** A declaration file by its name (`.d.ts`, `.d.cts`, `.d.mts`). */
export const DECLARATION_FILE = /\.d\.[cm]?ts$/;
