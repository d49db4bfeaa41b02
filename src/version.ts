/** tests/meta.test.ts checks that it agrees with package.json. */
export const VERSION = "0.1.0";
