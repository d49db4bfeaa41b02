// Editor use: editors lint the buffer's text under the file's path with `eslint.lintText(text, { filePath })`,
// on every keystroke and on save with `fix: true`. The text is what counts, not the file on disk; typed
// linting goes through projectService for a file of the project; ignored and unmatched paths stay silent.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import plugin from "../src/index.js";
import { fixtures } from "./rule-tester.js";

let project = "";

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** The project's configuration, as its eslint.config.js would hold it; typed linting through projectService. */
function config(typed: boolean): Linter.Config[] {
  return [
    { ignores: ["generated/**"] },
    plugin.configs.recommended,
    {
      files: ["**/*.ts"],
      languageOptions: {
        parser: tsParser,
        ...(typed && { parserOptions: { projectService: true, tsconfigRootDir: project } }),
      },
    },
    { files: ["**/*.js"], languageOptions: { sourceType: "commonjs" } },
  ];
}

function eslint(options: { typed: boolean; fix?: boolean }): ESLint {
  return new ESLint({
    cwd: project,
    overrideConfigFile: true,
    overrideConfig: config(options.typed),
    fix: options.fix ?? false,
  });
}

interface Finding {
  ruleId: string | null;
  severity: number;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  fixable: boolean;
  suggestions: string[];
}

/** The one result of a `lintText` call: its findings (exact, with whether they fix or suggest) and its output. */
function only(results: ESLint.LintResult[]): { findings: Finding[]; output: string | undefined } {
  expect(results).toHaveLength(1);
  const [result] = results;
  return {
    findings: result!.messages.map((m) => ({
      ruleId: m.ruleId,
      severity: m.severity,
      // ESLint's notices about the file itself (ignored, ...) have no location.
      ...((m.line as number | undefined) !== undefined && { line: m.line, column: m.column }),
      ...(m.endLine !== undefined && { endLine: m.endLine, endColumn: m.endColumn }),
      message: m.message,
      fixable: m.fix !== undefined,
      suggestions: (m.suggestions ?? []).map((s) => s.desc),
    })),
    output: result!.output,
  };
}

const rule = (id: string) => `backend-config/${id}`;
const OSS_ACLS = '"private", "public-read", "public-read-write" or empty';
const aclMessage = (value: string) => `"acl" is "${value}"; allowed values are ${OSS_ACLS} (exact case).`;

/** src/state.ts as saved: nothing wrong. */
const STATE_ON_DISK = `import { OssBackend, type OssBackendConfig } from "kit";

export const staging: OssBackendConfig = {
  bucket: "acme-state",
  acl: "private",
};

function locked(scope: unknown, config: OssBackendConfig): OssBackend {
  return new OssBackend(scope, { ...config, tablestoreTable: "tool_state_lock" });
}

export const reports = (scope: unknown): OssBackend => locked(scope, { bucket: "acme-reports", acl: "private" });
`;

/** src/state.ts as being edited, not saved: two ACLs in the wrong case, the second seen only with types. */
const STATE_EDITED = STATE_ON_DISK.replace('acl: "private"', 'acl: "PRIVATE"').replace(
  'acl: "private"',
  'acl: "Private"',
);

/** The edited text after `fix: true`: both ACLs lower-cased (an unambiguous fix, so no suggestion), nothing else touched. */
const STATE_EDITED_FIXED = STATE_ON_DISK;

/** src/legacy.js as saved: nothing wrong. */
const LEGACY_ON_DISK = `const { CosBackend } = require("kit");

function shared(scope) {
  return new CosBackend(scope, { bucket: "shared-1250000000", region: "ap-guangzhou", acl: "private" });
}

module.exports = { shared };
`;

const LEGACY_EDITED = LEGACY_ON_DISK.replace('acl: "private"', 'acl: "Private"').replace(
  "\nmodule.exports",
  `\nfunction scratch(scope) {\n  return new CosBackend(scope, { region: "ap-guangzhou" });\n}\n\nmodule.exports`,
);

describe("lintText as editors call it", () => {
  beforeAll(() => {
    project = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "eslint-plugin-backend-config-editor-")));
    write(
      path.join(project, "tsconfig.json"),
      JSON.stringify({
        ...JSON.parse(fs.readFileSync(path.join(fixtures, "tsconfig.json"), "utf8")),
        include: ["kit.d.ts", "src/**/*.ts"],
      }),
    );
    fs.copyFileSync(path.join(fixtures, "kit.d.ts"), path.join(project, "kit.d.ts"));
    write(path.join(project, "src", "state.ts"), STATE_ON_DISK);
    write(path.join(project, "src", "legacy.js"), LEGACY_ON_DISK);
  });

  afterAll(() => {
    if (project) fs.rmSync(project, { recursive: true, force: true });
  });

  it("the files on disk have no findings", async () => {
    const results = await eslint({ typed: true }).lintFiles(["src"]);
    expect(results.map((r) => [path.relative(project, r.filePath), r.messages])).toEqual([
      [path.join("src", "legacy.js"), []],
      [path.join("src", "state.ts"), []],
    ]);
  });

  it("typed: the unsaved text is linted, with what only type information sees", async () => {
    const filePath = path.join(project, "src", "state.ts");
    expect(only(await eslint({ typed: true }).lintText(STATE_EDITED, { filePath }))).toEqual({
      findings: [
        {
          ruleId: rule("valid-acl"),
          severity: 2,
          line: 5,
          column: 3,
          endLine: 5,
          endColumn: 17,
          message: aclMessage("PRIVATE"),
          fixable: true,
          suggestions: [],
        },
        {
          ruleId: rule("valid-acl"),
          severity: 2,
          line: 12,
          column: 96,
          endLine: 12,
          endColumn: 110,
          message: aclMessage("Private"),
          fixable: true,
          suggestions: [],
        },
      ],
      output: undefined,
    });
    // The next keystroke: the new text is linted, not the previous one nor the file on disk.
    const next = STATE_EDITED.replace('bucket: "acme-state"', 'bucket: ""').replace(
      'acl: "PRIVATE"',
      "assumeRoleSessionExpiration: 7200",
    );
    expect(only(await eslint({ typed: true }).lintText(next, { filePath })).findings).toEqual([
      {
        ruleId: rule("require-bucket"),
        severity: 2,
        line: 4,
        column: 3,
        endLine: 4,
        endColumn: 13,
        message:
          '"bucket" is an empty string, not an existing OSS bucket\'s name: the tool never asks for one and fails at the first use of the state.',
        fixable: false,
        suggestions: [],
      },
      {
        ruleId: rule("valid-session-expiration"),
        severity: 2,
        line: 5,
        column: 3,
        endLine: 5,
        endColumn: 36,
        message: '"assumeRoleSessionExpiration" is 7200; it must be a whole number of seconds from 900 to 3600.',
        fixable: false,
        suggestions: ["Use 3600."],
      },
      {
        ruleId: rule("valid-acl"),
        severity: 2,
        line: 12,
        column: 96,
        endLine: 12,
        endColumn: 110,
        message: aclMessage("Private"),
        fixable: true,
        suggestions: [],
      },
    ]);
    expect(fs.readFileSync(filePath, "utf8")).toBe(STATE_ON_DISK);
  });

  it("typed, fix: true: the fixed text is returned and the file on disk is left alone", async () => {
    const filePath = path.join(project, "src", "state.ts");
    expect(only(await eslint({ typed: true, fix: true }).lintText(STATE_EDITED, { filePath }))).toEqual({
      findings: [],
      output: STATE_EDITED_FIXED,
    });
    expect(fs.readFileSync(filePath, "utf8")).toBe(STATE_ON_DISK);
  });

  it("untyped TypeScript: the same text, without what needs types", async () => {
    const filePath = path.join(project, "src", "state.ts");
    const { findings } = only(await eslint({ typed: false }).lintText(STATE_EDITED, { filePath }));
    expect(findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([
      `5:3 ${rule("valid-acl")} ${aclMessage("PRIVATE")}`,
    ]);
    const fixed = only(await eslint({ typed: false, fix: true }).lintText(STATE_EDITED, { filePath }));
    expect(fixed).toEqual({ findings: [], output: STATE_EDITED.replace('acl: "PRIVATE"', 'acl: "private"') });
  });

  it("untyped JavaScript: findings of the unsaved text, and its fixed output", async () => {
    const filePath = path.join(project, "src", "legacy.js");
    const missing = {
      ruleId: rule("require-bucket"),
      severity: 2,
      line: 8,
      column: 32,
      endLine: 8,
      endColumn: 58,
      message:
        'CosBackendConfig has no "bucket": init asks for it, or fails without input, unless -backend-config names the COS bucket.',
      fixable: false,
      suggestions: [],
    };
    expect(only(await eslint({ typed: false }).lintText(LEGACY_EDITED, { filePath }))).toEqual({
      findings: [
        {
          ruleId: rule("valid-acl"),
          severity: 2,
          line: 4,
          column: 87,
          endLine: 4,
          endColumn: 101,
          message: '"acl" is "Private"; allowed values are "private" or "public-read" (exact case).',
          fixable: true,
          suggestions: [],
        },
        missing,
      ],
      output: undefined,
    });
    expect(only(await eslint({ typed: false, fix: true }).lintText(LEGACY_EDITED, { filePath }))).toEqual({
      findings: [missing],
      output: LEGACY_EDITED.replace('acl: "Private"', 'acl: "private"'),
    });
    expect(fs.readFileSync(filePath, "utf8")).toBe(LEGACY_ON_DISK);
  });

  const BAD = `import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "", acl: "PRIVATE" });\n`;

  it.each([
    [
      "an ignored path",
      "generated/state.ts",
      'File ignored because of a matching ignore pattern. Use "--no-ignore" to disable file ignore settings or use "--no-warn-ignored" to suppress this warning.',
    ],
    [
      "a path no configuration matches",
      "notes/state.md",
      "File ignored because no matching configuration was supplied.",
    ],
  ])("%s gets no findings", async (_, file, warning) => {
    const filePath = path.join(project, file);
    for (const typed of [false, true]) {
      // ESLint's own notice that the file is ignored, and nothing from the rules.
      expect(only(await eslint({ typed }).lintText(BAD, { filePath }))).toEqual({
        findings: [{ ruleId: null, severity: 1, message: warning, fixable: false, suggestions: [] }],
        output: undefined,
      });
      // Editors pass warnIgnored: false and get no result at all.
      expect(await eslint({ typed }).lintText(BAD, { filePath, warnIgnored: false })).toEqual([]);
      expect(await eslint({ typed, fix: true }).lintText(BAD, { filePath, warnIgnored: false })).toEqual([]);
    }
  });
});
