// What identifies a configuration in JavaScript and TypeScript: constructs, written types, same-file
// constants, super(..), and (with types) what declarations and contextual types say.
import { describe, expect, it } from "vitest";
import { matches, type Mode } from "./harness.js";

const ALL: readonly Mode[] = ["js", "ts", "typed"];
const TS: readonly Mode[] = ["ts", "typed"];

function each(modes: readonly Mode[], code: string, expected: readonly string[]): void {
  for (const mode of modes) expect(matches(code, mode), mode).toEqual(expected);
}

describe("constructs", () => {
  it("the configuration argument of a construct", () => {
    each(ALL, `import { OssBackend } from "kit";\nnew OssBackend(this, { bucket: "b" });`, [
      "oss backend OssBackendConfig",
    ]);
  });

  it("a data source's configuration is its third argument", () => {
    each(
      ALL,
      `import { DataToolRemoteStateGcs } from "kit";\nnew DataToolRemoteStateGcs(this, "id", { bucket: "b" });`,
      ["gcs data-source DataToolRemoteStateGcsConfig"],
    );
  });

  it("the OSS and COS remote-state data sources (issue 17): the third argument, as data sources", () => {
    each(
      ALL,
      `import { DataToolRemoteStateOss, DataToolRemoteStateCos } from "kit";
new DataToolRemoteStateOss(this, "logs", { bucket: "b", workspace: "w" });
new DataToolRemoteStateCos(this, "queue", { bucket: "b", defaults: { a: 1 } });`,
      ["oss data-source DataToolRemoteStateOssConfig", "cos data-source DataToolRemoteStateCosConfig"],
    );
    // Not the id, not the scope.
    each(
      ALL,
      `import { DataToolRemoteStateOss } from "kit";
new DataToolRemoteStateOss({ bucket: "b" }, "id", {});`,
      ["oss data-source DataToolRemoteStateOssConfig"],
    );
    each(
      ALL,
      `import * as kit from "kit";
new kit.DataToolRemoteStateCos(this, "id", { bucket: "b" });`,
      ["cos data-source DataToolRemoteStateCosConfig"],
    );
  });

  it("an import alias, a namespace import and a require name the construct", () => {
    each(ALL, `import { CosBackend as B } from "kit";\nnew B(this, { bucket: "b" });`, [
      "cos backend CosBackendConfig",
    ]);
    each(ALL, `import * as kit from "kit";\nnew kit.GcsBackend(this, { bucket: "b" });`, [
      "gcs backend GcsBackendConfig",
    ]);
    each(ALL, `const { OssBackend: O } = require("kit");\nnew O(this, { bucket: "b" });`, [
      "oss backend OssBackendConfig",
    ]);
  });

  it("an object kept in a same-file const passed to a construct", () => {
    each(ALL, `import { GcsBackend } from "kit";\nconst c = { bucket: "b" };\nnew GcsBackend(this, c);`, [
      "gcs backend GcsBackendConfig",
    ]);
  });

  it("super(..) in a class that extends a construct", () => {
    each(
      ALL,
      `import { GcsBackend } from "kit";
class Mine extends GcsBackend {
  constructor(scope) {
    super(scope, { bucket: "b" });
  }
}`,
      ["gcs backend GcsBackendConfig"],
    );
  });

  it("no other argument, no spread before it, no class of the file's own, no other module with `modules` set", () => {
    each(ALL, `import { OssBackend } from "kit";\nnew OssBackend({ bucket: "b" }, {});`, [
      "oss backend OssBackendConfig",
    ]);
    const spread = `import { OssBackend } from "kit";\nnew OssBackend(...a, { bucket: "b" });`;
    expect(matches(spread, "js")).toEqual([]);
    expect(matches(spread, "ts")).toEqual([]);
    // Types see the parameter the object is passed as, spread or not.
    expect(matches(spread, "typed")).toEqual(["oss backend OssBackendConfig"]);
    each(ALL, `class OssBackend {}\nnew OssBackend(this, { bucket: "b" });`, []);
    for (const mode of ALL) {
      const code = `import { OssBackend } from "other-kit";\nnew OssBackend(this, { bucket: "b" });`;
      expect(matches(code, mode, { settings: { modules: ["kit"] } }), mode).toEqual([]);
      expect(matches(code, mode), mode).toEqual(["oss backend OssBackendConfig"]);
    }
  });
});

describe("written types", () => {
  it("an annotation, a return type, a class field, a parameter default, an array element", () => {
    each(TS, `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b" };`, [
      "oss backend OssBackendConfig",
    ]);
    each(
      TS,
      `import type { GcsBackendConfig } from "kit";\nfunction f(): GcsBackendConfig {\n  return { bucket: "b" };\n}`,
      ["gcs backend GcsBackendConfig"],
    );
    each(TS, `import type { CosBackendConfig } from "kit";\nclass A {\n  c: CosBackendConfig = { bucket: "b" };\n}`, [
      "cos backend CosBackendConfig",
    ]);
    each(TS, `import type { CosBackendConfig } from "kit";\nfunction f(c: CosBackendConfig = { bucket: "b" }) {}`, [
      "cos backend CosBackendConfig",
    ]);
    each(
      TS,
      `import type { GcsBackendConfig } from "kit";\nconst cs: GcsBackendConfig[] = [{ bucket: "a" }, { bucket: "b" }];`,
      ["gcs backend GcsBackendConfig", "gcs backend GcsBackendConfig"],
    );
  });

  it("the OSS and COS remote-state data sources' configuration types, by name, as data sources (issue 17)", () => {
    each(
      TS,
      `import type { DataToolRemoteStateOssConfig } from "kit";\nconst c: DataToolRemoteStateOssConfig = { bucket: "b" };`,
      ["oss data-source DataToolRemoteStateOssConfig"],
    );
    each(
      TS,
      `import type { DataToolRemoteStateCosConfig } from "kit";\nexport default { bucket: "b" } satisfies DataToolRemoteStateCosConfig;`,
      ["cos data-source DataToolRemoteStateCosConfig"],
    );
  });

  it("satisfies, as, <T>, Readonly<..> and `| undefined`", () => {
    each(
      TS,
      `import type { OssBackendConfig } from "kit";\nexport default { bucket: "b" } satisfies OssBackendConfig;`,
      ["oss backend OssBackendConfig"],
    );
    each(TS, `import type { OssBackendConfig } from "kit";\nconst c = { bucket: "b" } as OssBackendConfig;`, [
      "oss backend OssBackendConfig",
    ]);
    each(TS, `import type { OssBackendConfig } from "kit";\nconst c = <OssBackendConfig>{ bucket: "b" };`, [
      "oss backend OssBackendConfig",
    ]);
    each(
      TS,
      `import type { OssBackendConfig } from "kit";\nconst c: Readonly<OssBackendConfig> | undefined = { bucket: "b" };`,
      ["oss backend OssBackendConfig"],
    );
  });

  it("Partial<..> is a part of a configuration, not one, even passed to a construct", () => {
    each(TS, `import type { OssBackendConfig } from "kit";\nconst d: Partial<OssBackendConfig> = { bucket: "b" };`, []);
    each(
      TS,
      `import { OssBackend, type OssBackendConfig } from "kit";\nconst d: Partial<OssBackendConfig> = { bucket: "b" };\nnew OssBackend(this, d as OssBackendConfig);`,
      [],
    );
  });

  it("a type of the file's own with a configuration type's name is not one", () => {
    each(TS, `interface OssBackendConfig { bucket: string }\nconst c: OssBackendConfig = { bucket: "b" };`, []);
  });
});

describe("with types only", () => {
  it("a parameter of a same-file function, of a declared function, a callback's return, a nested property", () => {
    const param = `import type { OssBackendConfig } from "kit";\nfunction use(c: OssBackendConfig) {}\nuse({ bucket: "b" });`;
    expect(matches(param, "ts")).toEqual([]);
    expect(matches(param, "typed")).toEqual(["oss backend OssBackendConfig"]);
    const declared = `import type { GcsBackendConfig } from "kit";\ndeclare function use(c: GcsBackendConfig): void;\nuse({ bucket: "b" });`;
    expect(matches(declared, "typed")).toEqual(["gcs backend GcsBackendConfig"]);
    const callback = `import type { CosBackendConfig } from "kit";\ndeclare function make(f: () => CosBackendConfig): void;\nmake(() => ({ bucket: "b" }));`;
    expect(matches(callback, "ts")).toEqual([]);
    expect(matches(callback, "typed")).toEqual(["cos backend CosBackendConfig"]);
    const nested = `import type { OssBackendConfig } from "kit";\ndeclare function setup(o: { backend: OssBackendConfig }): void;\nsetup({ backend: { bucket: "b" } });`;
    expect(matches(nested, "typed")).toEqual(["oss backend OssBackendConfig"]);
  });

  it("an interface that extends a configuration type is of no role, named as written, with its own keys", () => {
    const code = `import type { GcsBackendConfig } from "kit";\ninterface Mine extends GcsBackendConfig { extra?: string }\nconst m: Mine = { bucket: "b" };`;
    expect(matches(code, "ts")).toEqual([]);
    expect(matches(code, "typed")).toEqual(["gcs unknown Mine"]);
  });

  it("a type alias of another module that is Partial<..> of one is no configuration", () => {
    const code = `import type { OssDraft } from "team-state";\nconst d: OssDraft = { bucket: "b" };`;
    expect(matches(code, "typed")).toEqual([]);
  });

  it("an untyped callee and a value kept in an unannotated variable have no contextual type", () => {
    expect(matches(`declare const f: any;\nf({ bucket: "b" });\nconst x = { bucket: "b" };`, "typed")).toEqual([]);
  });

  it("a file whose imports reach no configuration type is not asked about", () => {
    expect(matches(`import { x } from "./plain";\nexport const c = { bucket: "b", acl: x };`, "typed")).toEqual([]);
  });
});
