// Comment density of the source, and a check that a comment-only change is one.
//
//   node scripts/comments.mjs [paths…]          comment words per 1,000 code lines, by folder (default: src, rules)
//   node scripts/comments.mjs --files [paths…]  the same, by file, densest first
//   node scripts/comments.mjs --same <rev>      every .ts file of src/ and rules/ changed since <rev> prints the same
//                                               with comments removed (TypeScript's printer); exit 1 where not
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const args = process.argv.slice(2);

function git(...gitArgs) {
  return execFileSync("git", gitArgs, { encoding: "utf8", maxBuffer: 1 << 28 });
}

function tsFiles(paths) {
  return git("ls-files", "--", ...paths)
    .split("\n")
    .filter((file) => file.endsWith(".ts"));
}

/** Comment words and the lines holding code, from the comments TypeScript's scanner attaches to nodes. */
function measure(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const ranges = new Map();
  const add = (found) => {
    for (const range of found ?? []) ranges.set(range.pos, range);
  };
  const visit = (node) => {
    add(ts.getLeadingCommentRanges(text, node.getFullStart()));
    add(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  add(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  let words = 0;
  const blanked = [...text];
  for (const { pos, end } of ranges.values()) {
    const comment = text.slice(pos, end).replace(/^\/[/*]+|\*\/$/g, "");
    words += comment.split(/\s+/).filter((word) => /\w/.test(word)).length;
    for (let i = pos; i < end; i++) if (blanked[i] !== "\n") blanked[i] = " ";
  }
  const lines = blanked
    .join("")
    .split("\n")
    .filter((line) => line.trim() !== "").length;
  return { words, lines };
}

const density = ({ words, lines }) => Math.round((words / Math.max(lines, 1)) * 1000);

function report(byFile, paths) {
  const rows = tsFiles(paths).map((file) => ({ file, ...measure(file, fs.readFileSync(file, "utf8")) }));
  const groups = new Map();
  for (const row of rows) {
    const key = byFile ? row.file : path.dirname(row.file);
    const group = groups.get(key) ?? { words: 0, lines: 0 };
    group.words += row.words;
    group.lines += row.lines;
    groups.set(key, group);
  }
  const total = rows.reduce((sum, row) => ({ words: sum.words + row.words, lines: sum.lines + row.lines }), {
    words: 0,
    lines: 0,
  });
  const sorted = [...groups].sort((a, b) => density(b[1]) - density(a[1]));
  for (const [key, group] of sorted) {
    console.log(
      `${key.padEnd(48)} ${String(density(group)).padStart(5)}  (${group.words} words, ${group.lines} lines)`,
    );
  }
  console.log(
    `${"all".padEnd(48)} ${String(density(total)).padStart(5)}  (${total.words} words, ${total.lines} lines)`,
  );
}

function printed(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  return ts.createPrinter({ removeComments: true }).printFile(source);
}

function same(rev) {
  const changed = git("diff", "--name-status", "--no-renames", rev, "--", "src", "rules")
    .split("\n")
    .map((line) => line.split("\t"))
    .filter(([, file]) => file?.endsWith(".ts"));
  let differ = 0;
  for (const [status, file] of changed) {
    // An added or removed file is a change of code.
    const same =
      status === "M" && printed(file, git("show", `${rev}:${file}`)) === printed(file, fs.readFileSync(file, "utf8"));
    if (!same) {
      console.log(`code differs: ${file}${status === "A" ? " (added)" : status === "D" ? " (removed)" : ""}`);
      differ++;
    }
  }
  console.log(`${changed.length - differ} of ${changed.length} changed files differ in comments only`);
  process.exitCode = differ === 0 ? 0 : 1;
}

if (args[0] === "--same") {
  if (!args[1]) throw new Error("--same needs a revision");
  same(args[1]);
} else if (args[0] === "--files") {
  report(true, args.length > 1 ? args.slice(1) : ["src", "rules"]);
} else {
  report(false, args.length > 0 ? args : ["src", "rules"]);
}
