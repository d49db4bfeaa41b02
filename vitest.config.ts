import { defineConfig } from "vitest/config";

/**
 * Test files that mock modules (vi.mock) run isolated, each in a fresh module graph. Every other file shares
 * its worker's module graph with the files before it (`isolate: false`): importing ESLint, typescript-eslint,
 * TypeScript and the plugin once per worker, not once per file, which was most of the suite's time. These files
 * keep no state of their own in shared modules (the plugin's caches are keyed by parse and settings).
 */
const mocking = ["tests/frontends/csharp.test.ts", "tests/languages/rules.test.ts"];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    projects: [
      { extends: true, test: { name: "shared", include: ["tests/**/*.test.ts"], exclude: mocking, isolate: false } },
      { extends: true, test: { name: "isolated", include: mocking } },
    ],
  },
});
