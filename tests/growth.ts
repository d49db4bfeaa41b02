// How a piece of work grows with its input, for the scaling tests (tests/frontends/estree/scaling.test.ts,
// tests/frontends/tree-sitter-scaling.test.ts): the time at size 4n over the time at size n. A linear cost gives
// about 4, a quadratic one 16; LINEAR_LIMIT lies between them.

/** The ratio of the time at 4n to the time at n at or above which the work is taken as worse than linear. */
export const LINEAR_LIMIT = 8;

/** How many times a ratio at or above LINEAR_LIMIT is measured again before it stands. */
const ATTEMPTS = 3;

export interface Growth {
  /** The lowest ratio of the attempts. */
  readonly ratio: number;
  /** The timings behind it, for the failure message: "43 ms, then 348 ms". */
  readonly figures: string;
}

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/**
 * The time of `large` (size 4n) over the time of `small` (size n): each the fastest of three runs, the two taken in
 * turn so that a slower moment of the machine weighs on both alike, after a first run of each. Other work on the
 * machine only ever adds time, to one size more than the other at times (a suite's other leg runs beside this
 * one), so a ratio at or above LINEAR_LIMIT is measured again, up to three times in all, and the lowest stands: a
 * cost that is worse than linear gives a high ratio every time, a moment of load only now and then.
 */
export function growth(small: () => unknown, large: () => unknown): Growth {
  small();
  large();
  let best: Growth | undefined;
  for (let attempt = 0; attempt < ATTEMPTS && !(best && best.ratio < LINEAR_LIMIT); attempt++) {
    const smalls: number[] = [];
    const larges: number[] = [];
    for (let i = 0; i < 3; i++) {
      smalls.push(time(small));
      larges.push(time(large));
    }
    const [smallTime, largeTime] = [Math.min(...smalls), Math.min(...larges)];
    const ratio = largeTime / smallTime;
    if (!best || ratio < best.ratio)
      best = { ratio, figures: `${smallTime.toFixed(0)} ms, then ${largeTime.toFixed(0)} ms` };
  }
  return best!;
}
