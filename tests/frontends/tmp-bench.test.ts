import { it } from "vitest";
import { findJavaConfigs } from "../../src/frontends/java/index.js";
import { parserFor } from "../../src/languages/grammars.js";
import { resolveSettings } from "../../src/settings.js";
it("bench", () => {
  const method = (i: number) => `  void m${i}(Construct scope) {
    var b = OssBackendConfig.builder().bucket(BUCKET + "${i}");
    b.acl("private");
    if (x) b.prefix("p");
    for (int j = 0; j < 10; j++) { System.out.println(j + "x" + other(j)); }
    var c = CosBackendConfig.builder().bucket("c").assumeRole(CosBackendAssumeRole.builder().roleArn("r").build()).build();
    return b.build();
  }
  void n${i}() { int a = 1; String s = "hello" + a; list.stream().map(x -> x * 2).forEach(System.out::println); }
`;
  const code = `class A {\n  static final String BUCKET = "b";\n${Array.from({ length: 500 }, (_, i) => method(i)).join("")}}\n`;
  const settings = resolveSettings(undefined);
  const parser = parserFor("java");
  for (let k = 0; k < 3; k++) {
    let t = performance.now();
    const tree = parser.parse(code)!;
    const parse = performance.now() - t;
    t = performance.now();
    const found = findJavaConfigs(tree.rootNode, code, settings);
    const findTime = performance.now() - t;
    console.log(`${code.length} chars: parse ${parse.toFixed(1)}ms, find ${findTime.toFixed(1)}ms, ${found.length} configs`);
    tree.delete();
  }
});
