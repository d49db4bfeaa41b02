// The scaling tests' measure (tests/growth.ts) tells linear work from quadratic work.
import { describe, expect, it } from "vitest";
import { growth, LINEAR_LIMIT, SCALE } from "./growth.js";

/** Sums over an array of n numbers: `pairs` visits every pair (quadratic), else every element once (linear). */
function work(n: number, pairs: boolean): number {
  const values = Array.from({ length: n }, (_, i) => i % 7);
  let sum = 0;
  if (pairs) for (const a of values) for (const b of values) sum += a ^ b;
  else for (let k = 0; k < 200; k++) for (const a of values) sum += a ^ k;
  return sum;
}

describe("growth", () => {
  it("gives linear work a ratio under the limit", () => {
    const { ratio, figures } = growth(
      () => work(20_000, false),
      () => work(SCALE * 20_000, false),
    );
    expect(ratio, figures).toBeLessThan(LINEAR_LIMIT);
  });

  it("gives quadratic work a ratio at or above the limit", () => {
    const { ratio, figures } = growth(
      () => work(2_000, true),
      () => work(SCALE * 2_000, true),
    );
    expect(ratio, figures).toBeGreaterThanOrEqual(LINEAR_LIMIT);
    expect(figures).toMatch(/^\d+\.\d ms, then \d+\.\d ms of CPU time$/);
  });
});
