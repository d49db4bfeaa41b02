// One-line Java and C# files: every configuration on one long line, each given an insertion (the setting
// require-encryption's suggestion adds). Rendering an insertion looks up its line's start and indentation in the
// file's line index, so rendering every configuration's insertion grows with the file, not with the file times the
// findings on its line: the CPU time at 4n over the time at n stays under LINEAR_LIMIT (tests/growth.ts). The same
// holds in CR-only files, and ESLint reports every finding of such a file on line 1.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import {
  findConfigs as findCSharpConfigs,
  renderEdits as renderCSharpEdits,
} from "../../src/frontends/csharp/index.js";
import { findConfigs as findJavaConfigs, renderEdits as renderJavaEdits } from "../../src/frontends/java/index.js";
import plugin from "../../src/index.js";
import { parserFor } from "../../src/languages/grammars.js";
import type { ConfigLiteral, Edit } from "../../src/model/index.js";
import { resolveSettings } from "../../src/settings.js";
import { growth, LINEAR_LIMIT, SCALE } from "../growth.js";

type LanguageName = "java" | "csharp";

const front = {
  java: { find: findJavaConfigs, render: renderJavaEdits },
  csharp: { find: findCSharpConfigs, render: renderCSharpEdits },
};

/** `n` configurations without `encrypt`, all on the first line; `lineBreak` ends each later line. */
const oneLine: Record<LanguageName, (n: number, lineBreak: string) => string> = {
  java: (n, lineBreak) =>
    `class Main {${Array.from({ length: n }, (_, i) => ` Object m${i}() { return OssBackendConfig.builder().bucket("b${i}").build(); }`).join("")} }${lineBreak}// end${lineBreak}`,
  csharp: (n, lineBreak) =>
    `class Main {${Array.from({ length: n }, (_, i) => ` object M${i}() { return new OssBackendConfig { Bucket = "b${i}" }; }`).join("")} }${lineBreak}// end${lineBreak}`,
};

/** The insertion of `encrypt = true` into a configuration, as require-encryption's suggestion makes it. */
function insertion(config: ConfigLiteral): Edit {
  const field = config.fields.find((f) => f.name === "encrypt")!;
  return { type: "insert", object: config, properties: [{ field, value: { literal: true } }] };
}

/** The configurations of a file (found once) and a run that renders an insertion into each, edit by edit. */
function inserter(language: LanguageName, code: string): { configs: ConfigLiteral[]; run: () => number } {
  const tree = parserFor(language).parse(code)!;
  const configs = front[language].find(tree.rootNode, code, resolveSettings(undefined));
  const edits = configs.map(insertion);
  const run = () => edits.reduce((n, edit) => n + front[language].render(code, [edit]).length, 0);
  return { configs, run };
}

const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]));

function lint(language: LanguageName, code: string): Linter.LintMessage[] {
  return new Linter({ configType: "flat" }).verify(
    code,
    [
      {
        files: ["**/*.java", "**/*.cs"],
        plugins: { "backend-config": plugin },
        language: `backend-config/${language}`,
        rules,
      },
    ],
    language === "java" ? "Main.java" : "Main.cs",
  );
}

describe.each(["java", "csharp"] as const)("%s, every configuration on one line", (language) => {
  it.each(["\n", "\r"])("renders insertions in time linear in the line (line break %j)", (lineBreak) => {
    const n = 500;
    const small = inserter(language, oneLine[language](n, lineBreak));
    const large = inserter(language, oneLine[language](SCALE * n, lineBreak));
    expect(small.run()).toBe(n);
    expect(large.run()).toBe(SCALE * n);
    const { ratio, figures } = growth(small.run, large.run);
    expect(ratio, figures).toBeLessThan(LINEAR_LIMIT);
  });

  it("reports every finding of a CR-only one-line file on line 1, with its suggestion", () => {
    const n = 50;
    const messages = lint(language, oneLine[language](n, "\r"));
    const encryption = messages.filter((m) => m.ruleId === "backend-config/require-encryption");
    expect(encryption.map((m) => [m.line, m.endLine, m.suggestions?.length])).toEqual(Array(n).fill([1, 1, 1]));
  });
});
