// The HCL language (`backend-config/hcl`, the tool's native syntax) through ESLint itself: parse errors, the
// three comment forms, inline directives in each, locations on CRLF files, visitor keys and the traversal.
import type { RuleDefinition } from "@eslint/core";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin, { type SyntaxNode, type TreeSitterLanguageSourceCode } from "../../src/index.js";
import { grammars } from "../../src/languages/grammars.js";
import type { TreeSitterSourceCode } from "../../src/languages/source-code.js";

/** Reports every `MARK` of the text, on leaving the root node. */
const mark: RuleDefinition = {
  meta: { type: "problem", messages: { mark: "Mark." } },
  create(context) {
    const sourceCode = context.sourceCode as TreeSitterLanguageSourceCode;
    return {
      [`${sourceCode.ast.type}:exit`]() {
        for (const match of sourceCode.text.matchAll(/MARK/g)) {
          const start = sourceCode.getLocFromIndex(match.index);
          const end = sourceCode.getLocFromIndex(match.index + match[0].length);
          context.report({ messageId: "mark", loc: { start, end } });
        }
      },
    };
  },
};

/** Records the attributes it enters, with their place. */
const seen: string[] = [];
const attributes: RuleDefinition = {
  meta: { type: "problem" },
  create(context) {
    const sourceCode = context.sourceCode as TreeSitterLanguageSourceCode;
    return {
      attribute(node: SyntaxNode) {
        const { line, column } = sourceCode.getLoc(node).start;
        seen.push(`${node.namedChildren[0]?.text} ${line}:${column}`);
      },
    };
  },
};

function lint(code: string, extra: Linter.Config = {}, options: Linter.LintOptions = {}) {
  const linter = new Linter();
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.tf"],
        plugins: { "backend-config": plugin, test: { rules: { mark, attributes } } },
        language: "backend-config/hcl",
        rules: { "test/mark": "error" },
        ...extra,
      },
    ],
    { filename: "main.tf", ...options },
  );
  return { messages, sourceCode: linter.getSourceCode() as unknown as TreeSitterSourceCode | null };
}

const marks = (code: string, extra: Linter.Config = {}, options: Linter.LintOptions = {}) =>
  lint(code, extra, options).messages.map((m) =>
    m.message === "Mark." ? `${m.line}:${m.column}` : `${m.line}:${m.column} ${m.message}`,
  );

describe("plugin.languages.hcl", () => {
  it("is a text language with ESLint's JavaScript positions, whose named node types look into their children", () => {
    const language = plugin.languages.hcl;
    expect(language).toMatchObject({ fileType: "text", lineStart: 1, columnStart: 0, nodeTypeKey: "type" });
    expect(language.defaultLanguageOptions).toEqual({ traversal: "root" });
    expect(language.visitorKeys.block).toEqual(["namedChildren"]);
    expect(language.visitorKeys.heredoc_template).toEqual(["namedChildren"]);
    const grammar = grammars.hcl;
    const expected = new Set<string>();
    for (let id = 0; id < grammar.nodeTypeCount; id++) {
      const type = grammar.nodeTypeForId(id);
      if (type && grammar.nodeTypeIsNamed(id) && grammar.nodeTypeIsVisible(id)) expected.add(type);
    }
    expect(Object.keys(language.visitorKeys).sort()).toEqual([...expected].sort());
  });

  it("parses a backend block to the grammar's tree", () => {
    const { messages, sourceCode } = lint('terraform {\n  backend "oss" { bucket = "b" }\n}\n');
    expect(messages).toEqual([]);
    expect(sourceCode?.ast.type).toBe("config_file");
    expect(sourceCode?.ast.namedChildren[0]?.namedChildren[0]?.type).toBe("block");
  });

  it("visits every named node with traversal: named, at ESLint's positions on a CRLF file", () => {
    seen.length = 0;
    lint('terraform {\r\n  backend "gcs" {\r\n    bucket = "b"\r\n  }\r\n}\r\nlocals { x = 1 }\r\n', {
      languageOptions: { traversal: "named" },
      rules: { "test/attributes": "error" },
    });
    expect(seen).toEqual(["bucket 3:4", "x 6:9"]);
  });
});

describe("parse errors", () => {
  const eslint9 = Number(Linter.version.split(".")[0]) < 10 ? { nodeType: null } : {};
  const fatal = (message: string, line: number, column: number) => ({
    ruleId: null,
    fatal: true,
    severity: 2,
    message: `Parsing error: ${message}`,
    line,
    column,
    ...eslint9,
  });

  it("stands at a string that never closes", () => {
    expect(lint('terraform {\n  backend "oss" {\n    bucket = "b\n  }\n}\n').messages).toEqual([
      fatal("Unterminated string literal.", 3, 14),
    ]);
  });

  it("stands at an attribute without a value", () => {
    expect(lint('terraform {\n  backend "oss" {\n    bucket =\n  }\n}\n').messages).toEqual([
      fatal("Unexpected identifier.", 3, 5),
    ]);
  });
});

describe("comments and inline directives", () => {
  const ruleId = "test/mark";

  it("reads the three comment forms, each without its markers", () => {
    const { sourceCode } = lint("# one MARK\n// two\n/* three\n */\nx = 1 # four\n");
    expect(sourceCode?.getAllComments().map((c) => [c.type, c.value])).toEqual([
      ["Line", " one MARK"],
      ["Line", " two"],
      ["Block", " three\n "],
      ["Line", " four"],
    ]);
  });

  it("honours eslint-disable-next-line in #, // and /* */ comments", () => {
    expect(
      marks(
        [
          `# eslint-disable-next-line ${ruleId}`,
          "# MARK",
          `// eslint-disable-next-line ${ruleId} -- why`,
          "# MARK",
          `/* eslint-disable-next-line ${ruleId} */`,
          "# MARK",
          "# MARK",
        ].join("\n"),
      ),
    ).toEqual(["7:3"]);
  });

  it("honours eslint-disable-line, eslint-disable and eslint-enable", () => {
    expect(
      marks(
        [
          `x = "MARK" # eslint-disable-line ${ruleId}`,
          `# eslint-disable ${ruleId}`,
          "# MARK",
          `# eslint-enable ${ruleId}`,
          "y = 1 # MARK",
        ].join("\n"),
      ),
    ).toEqual(["5:9"]);
  });

  it("does not take text in strings or heredocs for a directive", () => {
    expect(
      marks(`x = "# eslint-disable-next-line ${ruleId}"\ny = "MARK"\nz = <<EOT\n# eslint-disable\nMARK\nEOT\n`),
    ).toEqual(["2:6", "5:1"]);
  });

  it("reads inline configuration in a # comment", () => {
    expect(marks(`# eslint ${ruleId}: "off"\n# MARK\n`)).toEqual([]);
  });

  it("reports unused directives in # comments", () => {
    expect(
      marks(`# eslint-disable-next-line ${ruleId}\nx = 1\n`, {
        linterOptions: { reportUnusedDisableDirectives: "error" },
      }),
    ).toEqual([`1:1 Unused eslint-disable directive (no problems were reported from '${ruleId}').`]);
  });
});
