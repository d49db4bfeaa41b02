// The ESTree front end is linear in its input: on inputs generated here (never committed), size 4n takes less
// than 8 times the CPU time of size n (linear gives 4, quadratic 16; tests/growth.ts measures). TypeScript
// without type information, where the front end's own work is not hidden behind the type checker's; every value
// and key check is read.
import { describe, expect, it } from "vitest";
import type { ConfigEntry, ConfigProperty } from "../../../src/model/index.js";
import { growth, LINEAR_LIMIT, SCALE } from "../../growth.js";
import { configsIn } from "./harness.js";

const HEAD = `import { OssBackend, type OssBackendConfig } from "kit";`;

/** `const c0 = {..}`, then `const cN = { ...cN-1 }` n times, then a configuration that spreads the last. */
function chain(n: number): string {
  const lines = [HEAD, `const c0 = { bucket: "b", region: "r" };`];
  for (let i = 1; i <= n; i++) lines.push(`const c${i} = { ...c${i - 1} };`);
  lines.push(`export const config: OssBackendConfig = { ...c${n}, acl: "private" };`);
  return lines.join("\n");
}

/** n configurations in one file. */
function many(n: number): string {
  const lines = [HEAD];
  for (let i = 0; i < n; i++) lines.push(`new OssBackend(this, { bucket: "b${i}", acl: "private", encrypt: true });`);
  return lines.join("\n");
}

/** n lines of objects and calls, none a configuration (the file names a construct, so it is analysed). */
function plain(n: number): string {
  const lines = [HEAD];
  for (let i = 0; i < n; i++) lines.push(`const x${i} = f({ name: "n${i}", bucket: g(${i}) });`);
  return lines.join("\n");
}

/** Finds the configurations of `code` and reads every value and key check (both are computed when first read). */
function analyse(code: string): void {
  const read = (entries: readonly ConfigEntry[]): void => {
    for (const entry of entries) {
      if (entry.type !== "property") continue;
      void entry.keyChecked;
      if (entry.value.kind === "object") read(entry.value.object.entries);
    }
  };
  for (const config of configsIn(code, "ts")) read(config.entries);
}

/** Asserts that the analysis grows linearly from size n to size SCALE·n (tests/growth.ts measures). */
function expectLinear(make: (n: number) => string, n: number): void {
  const [small, large] = [make(n), make(SCALE * n)];
  const { ratio, figures } = growth(
    () => analyse(small),
    () => analyse(large),
  );
  expect(ratio, figures).toBeLessThan(LINEAR_LIMIT);
}

describe("scaling", () => {
  it("a chain of 2,000 constants that spread each other is analysed, and beyond 100 deep a spread is opaque", () => {
    const [config] = configsIn(chain(2000), "ts");
    expect(config!.entries.map((e) => (e.type === "property" ? e.key : `opaque ${e.reason}`))).toEqual([
      "opaque spread",
      "acl",
    ]);
    const [short] = configsIn(chain(50), "ts");
    expect(short!.entries.map((e) => (e as ConfigProperty).key)).toEqual(["bucket", "region", "acl"]);
  });

  it("chained constants: linear", () => {
    expectLinear(chain, 250);
  });

  it("many configurations in one file: linear", () => {
    expectLinear(many, 150);
  });

  it("long files without configurations: linear", () => {
    expectLinear(plain, 250);
  });
});
