#!/usr/bin/env node
// The build's second step (`npm run build`, after tsc), which writes what tsc does not:
//
// - dist/grammars/: the tree-sitter grammars' `.wasm` files (GRAMMAR_FILES of src/languages/grammars.ts), copied
//   from the development dependencies with NOTICE.md, so that the plugin depends on neither package at run time
//   (each also ships native bindings and an install script the plugin does not use);
// - dist/src/index.cjs and index.d.cts, the `require` entry, which loads the ES module with require() (Node.js
//   >= 20.19; the module graph has no top-level await) and returns the same object that `import` gives.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(root, "package.json"));
const built = path.join(root, "dist", "src", "languages", "grammars.js");
if (!fs.existsSync(built)) {
  console.error(`${path.relative(root, built)} is missing: run tsc -p tsconfig.build.json first (npm run build does).`);
  process.exit(1);
}
/** @type {{ GRAMMAR_FILES: Record<string, { file: string; from: string }> }} */
const { GRAMMAR_FILES } = await import(pathToFileURL(built).href);

const target = path.join(root, "dist", "grammars");
fs.rmSync(target, { recursive: true, force: true });
fs.mkdirSync(target, { recursive: true });

const LICENCE_FILES = ["LICENSE", "LICENSE.md", "LICENSE.txt", "LICENCE", "COPYING"];
const sections = [];
for (const [name, { file, from }] of Object.entries(GRAMMAR_FILES)) {
  const manifest = require.resolve(`${from}/package.json`);
  const dir = path.dirname(manifest);
  const pkg = JSON.parse(fs.readFileSync(manifest, "utf8"));
  fs.copyFileSync(path.join(dir, file), path.join(target, file));
  const licenceFile = LICENCE_FILES.map((f) => path.join(dir, f)).find((f) => fs.existsSync(f));
  if (!licenceFile)
    throw new Error(`${from}@${pkg.version} has no licence file: its grammar cannot be shipped without its notice.`);
  const repository = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  sections.push(
    [
      `## ${file} (${name})`,
      "",
      `From the npm package \`${pkg.name}@${pkg.version}\`${repository ? ` (${repository.replace(/^git\+/, "").replace(/\.git$/, "")})` : ""}, ` +
        `unchanged. Licence: ${pkg.license ?? "see below"}.`,
      "",
      "```text",
      fs.readFileSync(licenceFile, "utf8").trimEnd(),
      "```",
    ].join("\n"),
  );
}

const notice = `# Third-party notices: the tree-sitter grammars

The \`.wasm\` files in this folder are the WebAssembly builds of the tree-sitter grammars that
eslint-plugin-backend-config loads to parse Java, C# and the tool's native syntax (HCL), copied when the plugin was built from the npm packages
named below. They are distributed under their own licences, reproduced here.

${sections.join("\n\n")}
`;
fs.writeFileSync(path.join(target, "NOTICE.md"), notice);
console.log(
  `dist/grammars/: ${Object.values(GRAMMAR_FILES)
    .map((g) => g.file)
    .join(", ")} and NOTICE.md.`,
);

const HEADER = "Written by scripts/build-dist.mjs: the package's `require` entry";
fs.writeFileSync(
  path.join(root, "dist", "src", "index.cjs"),
  `"use strict";
// ${HEADER}. require("eslint-plugin-backend-config") loads the plugin's
// ES module with require() (Node.js >= 20.19) and returns its default export: the same object as import.
module.exports = require("./index.js").default;
`,
);
fs.writeFileSync(
  path.join(root, "dist", "src", "index.d.cts"),
  `// ${HEADER}'s types: the ES module's default export.
declare const plugin: typeof import("./index.js", { with: { "resolution-mode": "import" } }).default;
export = plugin;
`,
);
console.log("dist/src/index.cjs and index.d.cts: the require() entry.");
