// Real shapes of the tool's native syntax: the representative `.tf` files of tests/fixtures/tf (their README says
// what they are and where their shapes come from), linted with `configs.hcl`. The files without a mistake get no
// report; the two `mistake-*.tf` files get exactly the mistakes they hold.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../src/index.js";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "tf");
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".tf"))
  .sort();

/** The file's reports with the recommended rules (configs.hcl), and with every rule on. */
function lint(file: string, all = false): string[] {
  const code = fs.readFileSync(path.join(dir, file), "utf8");
  const rules = all
    ? Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]))
    : {};
  const messages = new Linter().verify(code, [plugin.configs.hcl, { files: ["**/*.tf"], rules }], file);
  return messages.map((m) => `${m.ruleId ?? "fatal"} ${m.line}:${m.column} ${m.message}`);
}

describe("representative .tf files", () => {
  it("holds the shapes the README lists", () => {
    expect(files).toHaveLength(9);
    expect(fs.readFileSync(path.join(dir, "crlf-cos.tf"), "utf8")).toMatch(/\r\n[^\n]*\}$/);
  });

  it.each(files.filter((f) => !f.startsWith("mistake-")))("%s: no report with the recommended rules", (file) => {
    expect(lint(file)).toEqual([]);
  });

  it("a backend's variable and workspace: refused at init", () => {
    expect(lint("mistake-variables.tf")).toEqual([
      'backend-config/no-interpolation 3:5 "bucket" is var.state_bucket: the tool refuses a reference in a backend block at init ("Variables not allowed").',
      'backend-config/no-interpolation 4:5 "prefix" is "envs/${terraform.workspace}": the tool refuses a reference in a backend block at init ("Variables not allowed").',
    ]);
  });

  it("GCS's removed path: an unknown attribute", () => {
    expect(lint("mistake-removed-path.tf")).toEqual([
      'backend-config/no-unknown-properties 4:5 "path" is not a property of backend "gcs"; the tool rejects it at init.',
    ]);
  });

  it("with every rule on, the files without a mistake get no report either", () => {
    const reports = files.filter((f) => !f.startsWith("mistake-")).flatMap((file) => lint(file, true));
    expect(reports).toEqual([]);
  });
});
