// SARIF logs as @microsoft/eslint-formatter-sarif writes them (docs/ci.md), read back as findings.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import type { Finding, PackedRule } from "./project.js";
import { rule } from "./samples.js";

export interface SarifLog {
  version: string;
  $schema: string;
  runs: {
    tool: {
      driver: {
        name: string;
        version?: string;
        rules: { id: string; helpUri?: string; shortDescription?: { text: string } }[];
      };
    };
    artifacts?: { location: { uri: string } }[];
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: {
        physicalLocation: {
          artifactLocation: { uri: string; index: number };
          region: { startLine: number; startColumn: number };
        };
      }[];
    }[];
  }[];
}

/** Checks the SARIF log's structure and returns its findings by file, in the shape of `findings()`. */
export function sarifFindings(log: SarifLog, dir: string, levels: Record<string, string>): Record<string, Finding[]> {
  expect(log.version).toBe("2.1.0");
  expect(log.$schema).toMatch(/sarif-2\.1\.0/);
  expect(log.runs).toHaveLength(1);
  const [sarifRun] = log.runs;
  const rules = sarifRun!.tool.driver.rules;
  const byFile: Record<string, Finding[]> = {};
  for (const result of sarifRun!.results) {
    expect(rules[result.ruleIndex]?.id).toBe(result.ruleId);
    expect(result.level).toBe(levels[result.ruleId]);
    expect(result.locations).toHaveLength(1);
    const { artifactLocation, region } = result.locations[0]!.physicalLocation;
    expect(sarifRun!.artifacts?.[artifactLocation.index]?.location.uri).toBe(artifactLocation.uri);
    const file = path.relative(dir, fileURLToPath(artifactLocation.uri)).split(path.sep).join("/");
    (byFile[file] ??= []).push({
      ruleId: result.ruleId,
      line: region.startLine,
      column: region.startColumn,
      message: result.message.text,
    });
  }
  return byFile;
}

/** The SARIF level of each rule of the plugin, by its full id: its severity in the recommended preset. */
export function sarifLevels(rules: Record<string, PackedRule>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(rules).map(([id, r]) => [rule(id), r.meta.docs.recommended === "error" ? "error" : "warning"]),
  );
}
