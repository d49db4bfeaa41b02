// How a piece of work grows with its input, for the scaling tests: the CPU time at size 4n over that at size n
// (CONTRIBUTING.md#tests). CPU time of the test's own thread, not the clock's, so that other processes, which only
// delay the thread, and V8's helper threads, which run when the scheduler lets them, do not move the verdict.
import fs from "node:fs";
import v8 from "node:v8";
import vm from "node:vm";

export const SCALE = 4;

/** 8: halfway between SCALE (linear) and SCALE² (quadratic) on a log scale. */
export const LINEAR_LIMIT = SCALE ** 1.5;

const ATTEMPTS = 3;

export interface Growth {
  readonly ratio: number;
  /** For the failure message: "43.1 ms, then 348.0 ms of CPU time". */
  readonly figures: string;
}

const milliseconds = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;

/**
 * `process.threadCpuUsage()` (Node.js 23.9 and later); before it, on Linux, the thread's scheduler statistics;
 * elsewhere the whole process's CPU time, which also counts V8's helper threads and so varies more.
 */
const threadCpuTime: () => number = (() => {
  const own = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage;
  if (own) return () => milliseconds(own.call(process));
  // Updated when the thread stops running (else only at its next tick), so the thread sleeps a millisecond first.
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

// V8's `gc()`: the flag set here, and the function read from a new context, which V8 then gives it to.
v8.setFlagsFromString("--expose-gc");
const collect = vm.runInNewContext("gc") as () => void;

/** A full collection first, outside the measure, so that no run pays for the garbage of the runs before it. */
function cpuTime(run: () => unknown): number {
  collect();
  const start = threadCpuTime();
  run();
  return threadCpuTime() - start;
}

/**
 * Each the least of three runs, taken in turn after a first run of each. A ratio at or above LINEAR_LIMIT is
 * measured again, up to three times in all, and the lowest stands: worse-than-linear work is high every time.
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
