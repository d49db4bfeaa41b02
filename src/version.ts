/** The plugin's version, as in package.json (tests/meta.test.ts checks that they agree). */
export const VERSION = "0.1.0";
