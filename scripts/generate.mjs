#!/usr/bin/env node
// `npm run generate`: writes rules/index.ts from the rule files in rules/ (a rule's id is its file name), so that
// adding a rule is adding its file. `--check` writes nothing and exits 1 when the file differs (tests/meta.test.ts).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const indexFile = path.join(root, "rules", "index.ts");

/** The text of rules/index.ts for the rule files in rules/, in the order of their ids. */
function rulesIndex() {
  const ids = fs
    .readdirSync(path.join(root, "rules"))
    .filter((file) => file.endsWith(".ts") && file !== "index.ts")
    .map((file) => file.slice(0, -".ts".length))
    .sort();
  const name = (id) => id.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
  return [
    "// Written by scripts/generate.mjs (`npm run generate`) from the rule files in this folder: do not edit.",
    ...ids.map((id) => `import ${name(id)} from "./${id}.js";`),
    "",
    "/** Every rule of the plugin, by id (id = file name = test name = doc name). */",
    "export const rules = {",
    ...ids.map((id) => `  "${id}": ${name(id)},`),
    "};",
    "",
  ].join("\n");
}

const text = rulesIndex();
const current = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : undefined;
if (process.argv.includes("--check")) {
  if (current !== text) {
    console.error("rules/index.ts is not what the rule files in rules/ make of it: run `npm run generate`.");
    process.exit(1);
  }
} else if (current !== text) {
  fs.writeFileSync(indexFile, text);
  console.log("Wrote rules/index.ts.");
}
