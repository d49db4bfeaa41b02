// How a piece of work grows with its input, for the scaling tests (tests/frontends/estree/scaling.test.ts,
// tests/frontends/tree-sitter-scaling.test.ts, tests/hostile/regex.test.ts): the CPU time at size 4n over the CPU
// time at size n. A linear cost gives about 4, a quadratic one 16; LINEAR_LIMIT lies between them.
//
// CPU time, not the time on the clock: the time the test's own thread ran. It counts all the work of the run (the
// plugin's, ESLint's, the parsers' WebAssembly, the regular expressions'), and none of other processes' (the
// suite's other leg, a contributor's other work), which only ever delay it; nor the work of V8's helper threads
// (garbage collection, compilation), which run whenever the scheduler lets them. What load still moves (caches,
// the processor's speed) changed a ratio by less than 2 on a 2-core machine running ten busy processes: linear
// work measured 2.5 to 5 there, seldom up to 7, and each ratio of 8 or more is measured again.
import fs from "node:fs";
import v8 from "node:v8";
import vm from "node:vm";

/** How many times larger the large input is than the small one. */
export const SCALE = 4;

/**
 * The ratio of the CPU time at SCALE·n to the CPU time at n at or above which the work is taken as worse than
 * linear: 8, halfway between SCALE (linear) and SCALE² (quadratic) on a log scale.
 */
export const LINEAR_LIMIT = SCALE ** 1.5;

/** How many times a ratio at or above LINEAR_LIMIT is measured again before it stands. */
const ATTEMPTS = 3;

export interface Growth {
  /** The lowest ratio of the attempts. */
  readonly ratio: number;
  /** The CPU times behind it, for the failure message: "43.1 ms, then 348.0 ms of CPU time". */
  readonly figures: string;
}

const milliseconds = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;

/**
 * The CPU time of the calling thread so far, in milliseconds: `process.threadCpuUsage()` (Node.js 23.9 and
 * later); before it, on Linux, the thread's own scheduler statistics; elsewhere the whole process's CPU time
 * (`process.cpuUsage()`), which also counts V8's helper threads (garbage collection, compilation) and so varies
 * more.
 */
const threadCpuTime: () => number = (() => {
  const own = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage;
  if (own) return () => milliseconds(own.call(process));
  // In nanoseconds, brought up to date when the thread stops running (else only at its next tick, 1 to 10 ms
  // later): the thread sleeps for a millisecond before it reads.
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const schedstat = () => {
    Atomics.wait(pause, 0, 0, 1);
    return Number(fs.readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  };
  try {
    if (Number.isFinite(schedstat())) return schedstat;
  } catch {
    // Not Linux.
  }
  return () => milliseconds(process.cpuUsage());
})();

// V8's `gc()`, as --expose-gc gives it: the flag set here, where it is needed, and the function read from a new
// context, which V8 then gives it to.
v8.setFlagsFromString("--expose-gc");
const collect = vm.runInNewContext("gc") as () => void;

/**
 * The CPU time of one run. A full collection first, outside the measure: each run then starts on a heap of the
 * same size, not on the garbage of the runs before it, whose collection would fall on some runs and not others.
 */
function cpuTime(run: () => unknown): number {
  collect();
  const start = threadCpuTime();
  run();
  return threadCpuTime() - start;
}

/**
 * The CPU time of `large` (size SCALE·n) over that of `small` (size n): each the least of three runs, the two taken
 * in turn, after a first run of each. A ratio at or above LINEAR_LIMIT is measured again, up to three times in
 * all, and the lowest stands: a cost that is worse than linear gives a high ratio every time.
 */
export function growth(small: () => unknown, large: () => unknown): Growth {
  small();
  large();
  let best: Growth | undefined;
  for (let attempt = 0; attempt < ATTEMPTS && !(best && best.ratio < LINEAR_LIMIT); attempt++) {
    const smalls: number[] = [];
    const larges: number[] = [];
    for (let i = 0; i < 3; i++) {
      smalls.push(cpuTime(small));
      larges.push(cpuTime(large));
    }
    const [smallTime, largeTime] = [Math.min(...smalls), Math.min(...larges)];
    const ratio = largeTime / smallTime;
    if (!best || ratio < best.ratio)
      best = { ratio, figures: `${smallTime.toFixed(1)} ms, then ${largeTime.toFixed(1)} ms of CPU time` };
  }
  return best!;
}
