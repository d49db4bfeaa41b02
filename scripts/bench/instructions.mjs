// Instructions of a tree-sitter language's lint against its raw parse, counted under callgrind (see
// docs/benchmark.md, "Instructions and where the time goes"). Build first (`npm run build`), then:
//   node scripts/bench/instructions.mjs --modes hcl,java,csharp --files 400
// For each mode it writes the bench's corpus (scripts/bench/corpus-tree-sitter.mjs, same seed) and runs, each in a
// fresh process under `valgrind --tool=callgrind`: the raw parse of every file, a lint with the plugin's rules off,
// and a lint with every rule on; each once with all the files and once with the first file alone, whose count is
// subtracted so that what a process does once (loading, compiling, ESLint validating the rules' options) is left
// out. Only the main thread is counted. The lint is ESLint's synchronous Linter over the files in a fixed order,
// and V8 runs single-threaded with a predictable garbage-collection schedule and fixed seeds, so that two runs of
// the same code agree to a fraction of a percent: the measure for comparing two versions of the code.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createRequire } from "node:module";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const EXTENSION = { java: "java", csharp: "cs", hcl: "tf" };
const SEED = 1;

const { values } = parseArgs({
  options: {
    modes: { type: "string", default: "hcl,java,csharp" },
    files: { type: "string", default: "400" },
    seed: { type: "string", default: String(SEED) },
    valgrind: { type: "string", default: "valgrind" },
    // Internal: one measured run (in the process callgrind watches).
    child: { type: "string" },
    dir: { type: "string" },
    count: { type: "string" },
  },
});

if (values.child) await child(values.child, values.modes, values.dir, Number(values.count));
else await main();

/** The files of a corpus, in a fixed order. */
function readCorpus(dir, mode) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(`.${EXTENSION[mode]}`))
    .sort()
    .map((f) => ({ path: path.join(dir, f), text: readFileSync(path.join(dir, f), "utf8") }));
}

/** One measured run: "raw" parses every file with tree-sitter, "off" and "on" lint them with the plugin's rules. */
async function child(phase, mode, dir, count) {
  const dist = path.join(root, "dist", "src");
  const files = readCorpus(dir, mode).slice(0, count);
  if (phase === "raw") {
    const { parserFor } = await import(pathToFileURL(path.join(dist, "languages", "grammars.js")).href);
    for (const { text } of files) parserFor(mode).parse(text)?.delete();
    return;
  }
  const { Linter } = await import("eslint");
  const { default: plugin } = await import(pathToFileURL(path.join(dist, "index.js")).href);
  const namespace = plugin.meta.namespace;
  const rules = {};
  for (const id of Object.keys(plugin.rules)) rules[`${namespace}/${id}`] = phase === "on" ? "error" : "off";
  // The config normalized once, as the ESLint class does (Linter.verify given a plain array normalizes it on every
  // call, which would be counted as ESLint's work per file).
  const eslintLib = path.dirname(createRequire(import.meta.url).resolve("eslint"));
  const { FlatConfigArray } = createRequire(import.meta.url)(path.join(eslintLib, "config", "flat-config-array.js"));
  const config = new FlatConfigArray(
    [{ files: [`**/*.${EXTENSION[mode]}`], language: `${namespace}/${mode}`, plugins: { [namespace]: plugin }, rules }],
    { basePath: dir },
  );
  config.normalizeSync();
  const linter = new Linter({ cwd: dir });
  let problems = 0;
  for (const file of files) problems += linter.verify(file.text, config, file.path).length;
  process.stderr.write(`${phase}: ${files.length} files, ${problems} problems\n`);
}

/** The instructions of the main thread of `node <args>` under callgrind. */
function instructions(valgrind, args) {
  const out = mkdtempSync(path.join(tmpdir(), "callgrind-"));
  try {
    execFileSync(
      valgrind,
      [
        "--tool=callgrind",
        "--separate-threads=yes",
        `--callgrind-out-file=${path.join(out, "callgrind.out")}`,
        process.execPath,
        "--single-threaded",
        "--predictable-gc-schedule",
        "--random-seed=1",
        "--hash-seed=1",
        ...args,
      ],
      { stdio: ["ignore", "ignore", "pipe"], maxBuffer: 1 << 26 },
    );
    // With --separate-threads the main thread's counts are in the file ending in -01.
    const main = readdirSync(out).find((f) => f.endsWith("-01"));
    const text = readFileSync(path.join(out, main), "utf8");
    const totals = /^(?:summary|totals): (\d+)/m.exec(text);
    return Number(totals[1]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function main() {
  const { writeTreeSitterCorpus } = await import("./corpus-tree-sitter.mjs");
  const count = Number(values.files);
  const script = fileURLToPath(import.meta.url);
  const g = (n) => `${(n / 1e9).toFixed(2)} G`;
  console.log(`Instructions of the main thread for ${count} files, less a run of one file (callgrind):`);
  console.log("| | raw parse | ESLint, plugin rules off | the plugin's rules | lint with every rule on ÷ raw parse |");
  console.log("|---|---|---|---|---|");
  for (const mode of values.modes.split(",")) {
    if (!(mode in EXTENSION)) throw new Error(`--modes: unknown mode ${JSON.stringify(mode)} (java, csharp, hcl).`);
    const dir = path.join(root, ".scratch", "instructions", mode);
    rmSync(dir, { recursive: true, force: true });
    try {
      writeTreeSitterCorpus(dir, mode, count, { seed: Number(values.seed) });
      const run = (phase, n) =>
        instructions(values.valgrind, [script, "--child", phase, "--modes", mode, "--dir", dir, "--count", String(n)]);
      const net = {};
      for (const phase of ["raw", "off", "on"]) net[phase] = run(phase, count) - run(phase, 1);
      const ratio = (n) => `×${(n / net.raw).toFixed(2)}`;
      console.log(
        `| ${mode} | ${g(net.raw)} | ${g(net.off)} (${ratio(net.off)}) | ${g(net.on - net.off)} (${ratio(net.on - net.off)}) | ${ratio(net.on)} |`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
