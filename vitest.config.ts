import { defineConfig } from "vitest/config";

/**
 * Three projects:
 * - "shared": every test file but those below. The files share their worker's module graph (`isolate: false`):
 *   importing ESLint, typescript-eslint, TypeScript and the plugin once per worker, not once per file, which was
 *   most of the suite's time. These files keep no state of their own in shared modules (the plugin's caches are
 *   keyed by parse and settings).
 * - "isolated": the files that mock modules (vi.mock), each in a fresh module graph.
 * - "packed": the files that use the plugin's tarball (the end-to-end tests, and the memory test, whose lints run
 *   in processes of their own); tests/setup/pack.ts packs it once for them (or takes the one `npm test` packed),
 *   and only when one of them runs.
 */
const mocking = ["tests/frontends/csharp.test.ts", "tests/languages/rules.test.ts"];
const packed = ["tests/e2e.test.ts", "tests/e2e-types.test.ts", "tests/memory.test.ts"];
/**
 * Left out of `npm test`'s ESLint 9 leg (scripts/test-all.mjs sets BACKEND_CONFIG_LEG=eslint9): the files about
 * the plugin's own analysis over many generated or real inputs, and its cost (the fixed-seed fuzz, real code, the
 * time and memory scaling tests). They go through the same Linter and ESLint APIs that every other file covers
 * on both majors. `npm run test:eslint9` alone runs them too.
 */
const eslint10Only =
  process.env.BACKEND_CONFIG_LEG === "eslint9"
    ? [
        "tests/fuzz.test.ts",
        "tests/real-code.test.ts",
        "tests/memory.test.ts",
        "tests/frontends/tree-sitter-scaling.test.ts",
        "tests/frontends/estree/scaling.test.ts",
      ]
    : [];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/**/*.test.ts"],
          exclude: [...mocking, ...packed, ...eslint10Only],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: mocking } },
      {
        extends: true,
        test: {
          name: "packed",
          include: packed,
          exclude: eslint10Only,
          isolate: false,
          globalSetup: ["tests/setup/pack.ts"],
        },
      },
    ],
  },
});
