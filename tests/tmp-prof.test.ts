import { it } from "vitest";
import { findConfigs as fj } from "../src/frontends/java/index.js";
import { findConfigs as fc } from "../src/frontends/csharp/index.js";
import { parserFor } from "../src/languages/grammars.js";
import { resolveSettings } from "../src/settings.js";
const mk = {java: (n: number, sep: string) => `class Main {${Array.from({ length: n }, (_, i) => `${sep}Object m${i}() { return OssBackendConfig.builder().bucket("b${i}").build(); }`).join("")} }\n`,
csharp: (n: number, sep: string) => `class Main {${Array.from({ length: n }, (_, i) => `${sep}object M${i}() { return new OssBackendConfig { Bucket = "b${i}" }; }`).join("")} }\n`};
it("p", () => {
  for (const lang of ["java", "csharp"] as const)
  for (const sep of [" ", "\n "])
  for (const n of [1000, 4000]) {
    const code = mk[lang](n, sep);
    const tree = parserFor(lang).parse(code)!;
    const t = performance.now();
    (lang === "java" ? fj : fc)(tree.rootNode, code, resolveSettings(undefined));
    console.log("FIND", lang, JSON.stringify(sep), n, (performance.now() - t).toFixed(0));
  }
}, 600000);
