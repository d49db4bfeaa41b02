// Typed reach (src/frontends/estree/typed/reach.ts): whether a file's import closure can reach a configuration
// type, so that the checker is asked about its objects. The closure follows what the syntax pulls in
// (`import("..")` types and calls, in JavaScript `require("..")` and JSDoc `@import`), never words in comments;
// what cannot be followed counts as reaching. Each project is written to a temporary directory: its verdicts
// are read from a TypeScript program over it, its findings from ESLint with projectService.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ParserServicesWithTypeInformation } from "@typescript-eslint/utils";
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import plugin from "../../../src/index.js";
import { resolveSettings } from "../../../src/settings.js";
import type { TypedFacts } from "../../../src/frontends/estree/typed/facts.js";
import { globalsMayNameConfigTypes, mayReachConfigTypes } from "../../../src/frontends/estree/typed/reach.js";
import { fixtures } from "../../rule-tester.js";

const typeRoots = path.resolve(import.meta.dirname, "../../../node_modules/@types");
const made: string[] = [];

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A project of `files` beside tests/fixtures/kit.d.ts: the fixtures' compiler options, JavaScript allowed,
 * @types/node, and `options`.
 */
function project(files: Record<string, string>, options: Record<string, unknown> = {}) {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "eslint-plugin-backend-config-reach-")));
  made.push(dir);
  const base = JSON.parse(fs.readFileSync(path.join(fixtures, "tsconfig.json"), "utf8")) as {
    compilerOptions: Record<string, unknown>;
  };
  const compilerOptions = {
    ...base.compilerOptions,
    allowJs: true,
    types: ["node"],
    typeRoots: [typeRoots],
    ...options,
  };
  fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["*.ts", "*.js"] }));
  fs.copyFileSync(path.join(fixtures, "kit.d.ts"), path.join(dir, "kit.d.ts"));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  let program: ts.Program | undefined;
  const facts = () => {
    if (!program) {
      const config = ts.getParsedCommandLineOfConfigFile(
        path.join(dir, "tsconfig.json"),
        {},
        {
          ...ts.sys,
          onUnRecoverableConfigFileDiagnostic: (d) => {
            throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
          },
        },
      )!;
      program = ts.createProgram(config.fileNames, config.options);
    }
    const services = { program } as unknown as ParserServicesWithTypeInformation;
    // (TypeScript's default export is its namespace.)
    const typed: TypedFacts = { ts: ts as unknown as TypedFacts["ts"], checker: program.getTypeChecker(), services };
    return typed;
  };
  const settings = resolveSettings(undefined);
  return {
    /** Whether a file of the project may reach a configuration type. */
    reaches(name: string): boolean {
      const f = facts();
      const file = f.services.program.getSourceFile(path.join(dir, name));
      if (!file) throw new Error(`${name} is not in the program`);
      return mayReachConfigTypes(f, settings, file);
    },
    /** Whether global declarations may reach one. */
    globals: () => globalsMayNameConfigTypes(facts(), settings),
    /** The findings of the recommended rules in a file, with types or without. */
    findings(name: string, typed: boolean): string[] {
      const config: Linter.Config[] = [
        plugin.configs.recommended,
        {
          files: ["**/*.ts", "**/*.js"],
          languageOptions: {
            parser: tsParser,
            ...(typed && { parserOptions: { projectService: true, tsconfigRootDir: dir } }),
          },
        },
      ];
      const file = path.join(dir, name);
      return new Linter({ cwd: dir })
        .verify(fs.readFileSync(file, "utf8"), config, file)
        .map((m) => `${m.ruleId ?? "fatal"} ${m.line}:${m.column} ${m.message}`);
    },
  };
}

const EMPTY_BUCKET =
  '"bucket" is an empty string, not an existing OSS bucket\'s name: the tool never asks for one and fails at the first use of the state.';

/** Typed linting reports `expected` in the file, untyped nothing it does not, and nothing is fatal. */
function expectTypedFindings(p: ReturnType<typeof project>, name: string, expected: readonly string[]): void {
  const typed = p.findings(name, true);
  expect(typed).toEqual(expected);
  expect(p.findings(name, false).filter((f) => !typed.includes(f))).toEqual([]);
}

describe("what the syntax pulls in, not what comments say", () => {
  const p = project({
    // Declarations whose documentation shows require(..) and import(..), as @types/node's does.
    "documented.d.ts": `/**
 * Sends an object. Load it with \`const { send } = require("kit")\` or \`await import("kit")\`; the type is
 * \`import("kit").Options\`; in JSDoc, \`@import { Options } from "kit"\`.
 */
export declare function send(options: { bucket: string; key?: string }): void;
`,
    "documented-user.ts": `import { send } from "./documented.js";
// Not require("kit"), nor import("kit"): words in a comment.
send({ bucket: "" });
`,
    // A configuration type's name in a TypeScript file's comment only (TypeScript reads no types there).
    "named-in-comment.d.ts": `/** Takes the fields of an OssBackendConfig: see kit's OssBackendConfig. */
export declare function send(options: { bucket: string }): void;
`,
    "named-in-comment-user.ts": `import { send } from "./named-in-comment.js";\nsend({ bucket: "" });\n`,
    "node-user.ts": `import { readFileSync } from "node:fs";
export const options = { bucket: readFileSync("bucket.txt", "utf8") };
`,
    // A real import type in a declaration file, and one that reaches it without writing a name.
    "import-type.d.ts": `export type Conf = import("kit").OssBackendConfig;
export declare function use(config: Conf): void;
`,
    "import-type-user.ts": `import { use } from "./import-type.js";\nuse({ bucket: "" });\n`,
    "pass-through.d.ts": `export declare function use(config: import("./import-type.js").Conf): void;\n`,
    "pass-through-user.ts": `import { use } from "./pass-through.js";\nuse({ bucket: "" });\n`,
    // JavaScript: require("..") with a string literal, JSDoc @import and import types, require(x) of a name.
    "required.js": `const kit = require("kit");\nexports.Backend = kit.OssBackend;\n`,
    "required-user.ts": `import { Backend } from "./required.js";\nnew Backend(undefined, { bucket: "" });\n`,
    "jsdoc-import.js": `/** @import { OssBackendConfig } from "kit" */

/** @param {OssBackendConfig} config */
exports.use = (config) => config;
`,
    "jsdoc-import-user.ts": `import { use } from "./jsdoc-import.js";\nuse({ bucket: "" });\n`,
    "jsdoc-import-through.js": `/** @import { Conf } from "./import-type.js" */

/** @param {Conf} config */
exports.use = (config) => config;
`,
    "jsdoc-import-through-user.ts": `import { use } from "./jsdoc-import-through.js";\nuse({ bucket: "" });\n`,
    "jsdoc-type.js": `/** @param {import("./import-type.js").Conf} config */\nexports.use = (config) => config;\n`,
    "jsdoc-type-user.ts": `import { use } from "./jsdoc-type.js";\nuse({ bucket: "" });\n`,
    "required-name.js": `const name = process.env.KIT || "kit";\nmodule.exports = require(name);\n`,
    "required-name-user.ts": `import * as kit from "./required-name.js";\nexport const k = kit;\n`,
    // TypeScript: an import(..) call, an import(x) of a name, a require(..) call, JSDoc.
    "import-call.ts": `export const load = () => import("kit");\n`,
    "import-name.ts": `export const load = (name: string) => import(name);\n`,
    "ts-require.ts": `export const kit = require("kit");\n`,
    "ts-jsdoc.ts": `/** @import { Conf } from "./import-type.js" */

/** @param {import("./import-type.js").Conf} config */
export function use(config: { bucket: string }) {
  return config;
}
`,
  });

  it("no global declaration reaches a configuration type (@types/node is in the program)", () => {
    expect(p.globals()).toBe(false);
  });

  it("a declaration file whose comments say require(..), import(..) and @import does not make its importer reach", () => {
    expect(p.reaches("documented.d.ts")).toBe(false);
    expect(p.reaches("documented-user.ts")).toBe(false);
    expectTypedFindings(p, "documented-user.ts", []);
  });

  it("a TypeScript declaration file that names a configuration type in a comment only does not make its importer reach", () => {
    expect(p.reaches("named-in-comment.d.ts")).toBe(false);
    expect(p.reaches("named-in-comment-user.ts")).toBe(false);
    expectTypedFindings(p, "named-in-comment-user.ts", []);
  });

  it("a file importing a Node built-in does not reach (@types/node's documentation shows require(..))", () => {
    expect(p.reaches("node-user.ts")).toBe(false);
  });

  it("an import(..) type in a declaration file reaches, also from a file that does not write the name", () => {
    expect(p.reaches("import-type-user.ts")).toBe(true);
    expect(p.reaches("pass-through.d.ts")).toBe(true);
    expect(p.reaches("pass-through-user.ts")).toBe(true);
    expectTypedFindings(p, "import-type-user.ts", [`backend-config/require-bucket 2:7 ${EMPTY_BUCKET}`]);
    expectTypedFindings(p, "pass-through-user.ts", [`backend-config/require-bucket 2:7 ${EMPTY_BUCKET}`]);
  });

  it('require("..") in a JavaScript file reaches', () => {
    expect(p.reaches("required.js")).toBe(true);
    expect(p.reaches("required-user.ts")).toBe(true);
    expectTypedFindings(p, "required-user.ts", [`backend-config/require-bucket 2:26 ${EMPTY_BUCKET}`]);
  });

  it("JSDoc @import and import(..) types in a JavaScript file reach", () => {
    for (const name of ["jsdoc-import", "jsdoc-import-through", "jsdoc-type"]) {
      expect(p.reaches(`${name}.js`), name).toBe(true);
      expect(p.reaches(`${name}-user.ts`), name).toBe(true);
      expectTypedFindings(p, `${name}-user.ts`, [`backend-config/require-bucket 2:7 ${EMPTY_BUCKET}`]);
    }
  });

  it("require(x) of anything but a string in a JavaScript file cannot be followed: it counts as reaching", () => {
    expect(p.reaches("required-name.js")).toBe(true);
    expect(p.reaches("required-name-user.ts")).toBe(true);
  });

  it("import(..) calls in TypeScript reach through the module, or count as reaching when not of a string", () => {
    expect(p.reaches("import-call.ts")).toBe(true);
    expect(p.reaches("import-name.ts")).toBe(true);
  });

  it("TypeScript types neither require(..) calls nor JSDoc as modules in a TypeScript file: they pull nothing in", () => {
    expect(p.reaches("ts-require.ts")).toBe(false);
    expect(p.reaches("ts-jsdoc.ts")).toBe(false);
  });
});

describe("global declarations that reach a configuration type through what they import", () => {
  const conf = `import type { OssBackendConfig } from "kit";\nexport type Conf = OssBackendConfig;\n`;
  // A file that imports nothing, and assigns a global whose type is a configuration type.
  const user = `defaults = { bucket: "" };\n`;
  const found = [`backend-config/require-bucket 1:14 ${EMPTY_BUCKET}`];

  it("a script's global declaration typed with an import(..) type", () => {
    const p = project({
      "conf.ts": conf,
      "globals.d.ts": `declare var defaults: import("./conf.js").Conf;\n`,
      "user.ts": user,
    });
    expect(p.globals()).toBe(true);
    expect(p.reaches("user.ts")).toBe(true);
    expectTypedFindings(p, "user.ts", found);
  });

  it("a module's declare global typed with what the module imports", () => {
    const p = project({
      "conf.ts": conf,
      "augment.ts": `import type { Conf } from "./conf.js";\ndeclare global {\n  var defaults: Conf;\n}\n`,
      "user.ts": user,
    });
    expect(p.globals()).toBe(true);
    expect(p.reaches("user.ts")).toBe(true);
    expectTypedFindings(p, "user.ts", found);
  });

  it('a global block in a declare module "<name>" block', () => {
    const p = project({
      "ambient.d.ts": `declare module "state" {
  import type { OssBackendConfig as C } from "kit";
  global {
    var defaults: C;
  }
}
`,
      "user.ts": user,
    });
    expect(p.globals()).toBe(true);
    expect(p.reaches("user.ts")).toBe(true);
    expectTypedFindings(p, "user.ts", found);
  });

  it("a CommonJS JavaScript file's declarations are not global, a script's are, whatever its comments say", () => {
    // Legacy module detection: with NodeNext, TypeScript makes any JavaScript file of the CommonJS format a module.
    const legacy = { moduleDetection: "legacy" };
    const commonjs = project(
      {
        "conf.ts": conf,
        "helper.js": `const conf = require("./conf.js");\n/** @type {import("./conf.js").Conf} */\nvar defaults;\nmodule.exports = { conf, defaults };\n`,
        "user.ts": `export const options = { bucket: "" };\n`,
      },
      legacy,
    );
    expect(commonjs.globals()).toBe(false);
    expect(commonjs.reaches("user.ts")).toBe(false);
    // A script (its comment says require(..)): its `var` is global, and its type reaches a configuration type.
    const script = project(
      {
        "conf.ts": conf,
        "helper.js": `// Not a module: nothing here calls require("..").\n/** @type {import("./conf.js").Conf} */\nvar defaults;\n`,
        "user.ts": user,
      },
      legacy,
    );
    expect(script.globals()).toBe(true);
    expect(script.reaches("user.ts")).toBe(true);
    expectTypedFindings(script, "user.ts", found);
  });
});

describe("the published names, whatever their word", () => {
  const p = project({
    "forge.d.ts": `declare module "forge" {
  export interface DataForgeRemoteStateGcsConfig {
    bucket: string;
    prefix?: string;
  }
}
`,
    "helper.ts": `import type { DataForgeRemoteStateGcsConfig } from "forge";\nexport function use(c: DataForgeRemoteStateGcsConfig): void {}\n`,
    "user.ts": `import { use } from "./helper.js";\nuse({ bucket: "" });\n`,
    "reading.js": `/** @param {import("forge").DataForgeRemoteStateGcsConfig} c */\nexport function read(c) {}\n`,
    "reader.ts": `import { read } from "./reading.js";\nread({ bucket: "" });\n`,
    // Names that only look like a published one (no word, `Data` starting a longer word, more after it).
    "near.ts": `export interface DataRemoteStateGcsConfig { bucket: string }
export interface DatabaseRemoteStateGcsConfig { bucket: string }
export interface DataForgeRemoteStateGcsConfigs { bucket: string }
export function near(c: DataRemoteStateGcsConfig | DatabaseRemoteStateGcsConfig | DataForgeRemoteStateGcsConfigs) {}
`,
    "near-user.ts": `import { near } from "./near.js";\nnear({ bucket: "" });\n`,
  });
  const EMPTY_GCS =
    '"bucket" is an empty string, not an existing GCS bucket\'s name: the tool never asks for one and fails at the first use of the state.';

  it("a file whose closure writes one reaches, through a TypeScript file's identifiers or a JavaScript file's text", () => {
    expect(p.globals()).toBe(false);
    expect(p.reaches("user.ts")).toBe(true);
    expectTypedFindings(p, "user.ts", [`backend-config/require-bucket 2:7 ${EMPTY_GCS}`]);
    expect(p.reaches("reader.ts")).toBe(true);
    expectTypedFindings(p, "reader.ts", [`backend-config/require-bucket 2:8 ${EMPTY_GCS}`]);
  });

  it("a file whose closure writes only names that look alike does not", () => {
    expect(p.reaches("near-user.ts")).toBe(false);
    expectTypedFindings(p, "near-user.ts", []);
  });
});
