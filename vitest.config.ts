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
const packed = [
  "tests/e2e.test.ts",
  "tests/e2e-ci.test.ts",
  "tests/e2e-docs.test.ts",
  "tests/e2e-types.test.ts",
  "tests/memory.test.ts",
];
/**
 * `npm test` runs the suite in two legs side by side (scripts/test-all.mjs sets BACKEND_CONFIG_LEG): the files
 * about the plugin's own analysis over many generated or real inputs, its cost, and the options of ESLint's own
 * (worker threads, cache, exit codes, formatters) go through the same Linter, ESLint and CLI paths that every
 * other file covers on both majors, so each runs in one leg only, where it balances the two: the fixed-seed
 * fuzz, real code, tests/scaling.test.ts and tests/e2e-ci.test.ts against ESLint 10, the time and memory scaling
 * tests against ESLint 9. Without BACKEND_CONFIG_LEG (`vitest run`, `npm run test:eslint9` alone) every file runs.
 */
const leg = process.env.BACKEND_CONFIG_LEG;
const eslint10Leg = ["tests/fuzz.test.ts", "tests/real-code.test.ts", "tests/scaling.test.ts", "tests/e2e-ci.test.ts"];
const eslint9Leg = [
  "tests/memory.test.ts",
  "tests/frontends/tree-sitter-scaling.test.ts",
  "tests/frontends/estree/scaling.test.ts",
];
const otherLeg = leg === "eslint9" ? eslint10Leg : leg === "eslint10" ? eslint9Leg : [];
/**
 * Left out of a run with coverage (`npm run coverage`): its inputs are as deep as ESLint's own recursion takes,
 * and the instrumented code's larger stack frames can overflow it there.
 */
const tooDeepForCoverage = process.argv.includes("--coverage") ? ["tests/hostile/depth.test.ts"] : [];

export default defineConfig({
  test: {
    // Guards against a hang, not measures: a test that ends takes a small part of them on a busy 2-core machine.
    testTimeout: 180_000,
    hookTimeout: 360_000,
    pool: "forks",
    // `npm run coverage` only (CONTRIBUTING.md#coverage): the plugin's code as the "shared" and "isolated"
    // projects reach it; the "packed" project lints the built tarball in other processes, which v8 cannot see.
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts", "rules/**/*.ts"],
      reporter: ["text-summary", "html"],
      // A floor a little under what the suite reaches: a change that leaves code untested fails the run.
      thresholds: { statements: 94, branches: 89, functions: 98, lines: 97 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/**/*.test.ts"],
          exclude: [...mocking, ...packed, ...otherLeg, ...tooDeepForCoverage],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: mocking } },
      {
        extends: true,
        test: {
          name: "packed",
          include: packed,
          exclude: otherLeg,
          isolate: false,
          globalSetup: ["tests/setup/pack.ts"],
        },
      },
    ],
  },
});
