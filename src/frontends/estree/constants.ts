/** Type names and file-name patterns that several questions of the ESTree front end ask about. */

/** A literal checked against these mapped types is checked against the type's keys. */
export const KEY_KEEPING: ReadonlySet<string> = new Set(["Partial", "Required", "Readonly", "Pick", "Omit"]);

/** `Partial<T>` of a configuration type is not one, nor named like one. */
export const MAPPED_UTILITIES: ReadonlySet<string> = new Set(["Partial", "Required", "Pick", "Omit", "Record"]);

/** The compiler checks none of a JavaScript file's types. */
export const JS_FILE = /\.[cm]?jsx?$/;

/** Declaration files too. */
export const TS_FILE = /\.(?:[cm]?ts|tsx)$/;

export const DECLARATION_FILE = /\.d\.[cm]?ts$/;
