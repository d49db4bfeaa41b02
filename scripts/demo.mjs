#!/usr/bin/env node
// Lints the example project (examples/demo) with the built plugin through ESLint's Node API and prints the
// findings, per rule and per language. Exits 1 unless every rule reported at least once, the Java, C#, JSON and
// HCL files got findings, and the correct configurations (src/clean.ts) stayed silent.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ESLint } from "eslint";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const demo = path.join(root, "examples", "demo");
const entry = path.join(root, "dist", "src", "index.js");
const cleanFile = path.join(demo, "src", "clean.ts");

if (!existsSync(entry)) {
  console.error(`The plugin is not built (${path.relative(root, entry)} is missing): run \`npm run build\` first.`);
  process.exit(1);
}

const { default: plugin } = await import(pathToFileURL(entry).href);
const namespace = plugin.meta.namespace;

const eslint = new ESLint({ cwd: demo, overrideConfigFile: path.join(demo, "eslint.config.js") });
const results = await eslint.lintFiles(["."]);
const formatter = await eslint.loadFormatter("stylish");
const text = await formatter.format(results);
console.log(text.trim() === "" ? "No findings." : text);

const counts = new Map(
  Object.keys(plugin.rules).map((id) => [`${namespace}/${id}`, { all: 0, fixable: 0, suggestions: 0 }]),
);
const LANGUAGES = [
  { name: "JavaScript/TypeScript", pattern: /\.[cm]?[jt]sx?$/u },
  { name: "Java", pattern: /\.java$/u },
  { name: "C#", pattern: /\.cs$/u },
  { name: "JSON", pattern: /\.json$/u },
  { name: "HCL", pattern: /\.tf$/u },
];
const perLanguage = new Map(LANGUAGES.map((l) => [l.name, { files: 0, findings: 0 }]));
const problems = [];
for (const result of results) {
  const file = path.relative(demo, result.filePath);
  const language = LANGUAGES.find((l) => l.pattern.test(result.filePath));
  if (language) {
    const entry = perLanguage.get(language.name);
    entry.files += 1;
    entry.findings += result.messages.filter((m) => !m.fatal && m.ruleId?.startsWith(`${namespace}/`)).length;
  }
  for (const message of result.messages) {
    if (message.fatal || !message.ruleId) {
      problems.push(`${file}:${message.line}:${message.column}: ${message.message}`);
      continue;
    }
    const count = counts.get(message.ruleId);
    if (!count) continue;
    count.all += 1;
    if (message.fix) count.fixable += 1;
    if (message.suggestions?.length) count.suggestions += 1;
  }
  if (result.filePath === cleanFile && result.messages.length > 0) {
    problems.push(`${file} holds only correct configurations, yet has ${result.messages.length} finding(s).`);
  }
}
if (!results.some((r) => r.filePath === cleanFile)) problems.push(`${path.relative(demo, cleanFile)} was not linted.`);

console.log(`Findings per rule (${results.length} files linted in ${path.relative(root, demo)}):`);
const width = Math.max(...[...counts.keys()].map((id) => id.length));
for (const [id, count] of counts) {
  console.log(
    `  ${id.padEnd(width)} → ${count.all}  (${count.fixable} autofixable, ${count.suggestions} with suggestions)`,
  );
}

console.log(
  `Findings per language: ${[...perLanguage].map(([name, { files, findings }]) => `${name}: ${findings} finding(s) in ${files} file(s)`).join(", ")}.`,
);
for (const [name, { files, findings }] of perLanguage) {
  if (files === 0) problems.push(`No ${name} file was linted.`);
  else if (findings === 0) problems.push(`The ${name} files got no finding.`);
}

const silent = [...counts].filter(([, count]) => count.all === 0).map(([id]) => id);
if (silent.length > 0) problems.push(`These rules did not report anything: ${silent.join(", ")}.`);
if (problems.length > 0) {
  console.error(`\nDemo failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(
  `\nEvery one of the ${counts.size} rules reported at least once; the Java, C#, JSON and HCL files got findings; src/clean.ts stayed silent.`,
);
