// The plugin's Java and C# languages start web-tree-sitter (its runtime, a grammar) only when a file of theirs
// is linted: a run that lints JavaScript and TypeScript alone, with the `java` and `csharp` presets in its
// config, pays nothing for them. Fresh modules for each test (vi.resetModules): the runtime is per module.
import { Linter } from "eslint";
import { beforeEach, describe, expect, it, vi } from "vitest";

async function fresh() {
  vi.resetModules();
  const { default: plugin } = await import("../../src/index.js");
  const { runtimeStarted } = await import("../../src/languages/grammars.js");
  return { plugin, runtimeStarted };
}

describe("web-tree-sitter starts when a Java or C# file is linted, not before", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("loading the plugin and linting JavaScript with the java and csharp presets in the config start nothing", async () => {
    const { plugin, runtimeStarted } = await fresh();
    const config = [
      plugin.configs.java,
      plugin.configs.csharp,
      {
        files: ["**/*.js"],
        plugins: { "backend-config": plugin },
        rules: { "backend-config/require-bucket": "error" },
      },
    ].flat() as Linter.Config[];
    const messages = new Linter().verify(
      'import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "" });\n',
      config,
      "main.js",
    );
    expect(messages.map((m) => m.ruleId)).toEqual(["backend-config/require-bucket"]);
    expect(runtimeStarted()).toBe(false);
  });

  it("linting a Java file starts it", async () => {
    const { plugin, runtimeStarted } = await fresh();
    const messages = new Linter().verify(
      'class Main {\n  Object m() {\n    return OssBackendConfig.builder().bucket("").build();\n  }\n}\n',
      [plugin.configs.java].flat<Linter.Config[]>(),
      "Main.java",
    );
    expect(messages.map((m) => m.ruleId)).toContain("backend-config/require-bucket");
    expect(runtimeStarted()).toBe(true);
  });
});
