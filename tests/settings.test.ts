import { describe, expect, it } from "vitest";
import { resolveSettings, settingsSchema, validateSettings } from "../src/settings.js";
import { lint } from "./lint.js";

const code = `import { OssBackend } from "kit";\nnew OssBackend(scope, {});`;

describe("settings", () => {
  it.each([
    [{ typeName: {} }, 'Invalid settings["backend-config"].typeName: unknown key; allowed keys are typeNames, constructNames, modules, toolVersion.'],
    [{ typeNames: { s3: ["X"] } }, 'Invalid settings["backend-config"].typeNames.s3: unknown key; allowed keys are oss, cos, gcs.'],
    [{ typeNames: { oss: "MyConfig" } }, 'Invalid settings["backend-config"].typeNames.oss: must be an array of names, got "MyConfig".'],
    [{ typeNames: { oss: ["my-config"] } }, 'Invalid settings["backend-config"].typeNames.oss[0]: must be an identifier, got "my-config".'],
    [{ constructNames: [] }, 'Invalid settings["backend-config"].constructNames: must be an object with keys oss, cos, gcs.'],
    [{ constructNames: { gcs: [7] } }, 'Invalid settings["backend-config"].constructNames.gcs[0]: must be an identifier, got number.'],
    [{ modules: "kit" }, 'Invalid settings["backend-config"].modules: must be an array of module names (non-empty strings).'],
    [{ modules: [""] }, 'Invalid settings["backend-config"].modules: must be an array of module names (non-empty strings).'],
    ["kit", 'Invalid settings["backend-config"]: must be an object, got "kit".'],
    [{ toolVersion: "1.0" }, 'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got "1.0".'],
    [{ toolVersion: "1" }, 'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got "1".'],
    [{ toolVersion: "^1.0.0" }, 'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got "^1.0.0".'],
    [{ toolVersion: ">=1.0.11" }, 'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got ">=1.0.11".'],
    [{ toolVersion: "latest" }, 'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got "latest".'],
    [{ toolVersion: " 1.0.11" }, 'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got " 1.0.11".'],
    [{ toolVersion: "=1.0.11" }, 'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got "=1.0.11".'],
    [{ toolVersion: 1.1 }, 'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got number.'],
    [{ toolVersion: ["1.0.11"] }, 'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got an array.'],
    [{ toolVersion: null }, 'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got null.'],
    [null, 'Invalid settings["backend-config"]: must be an object, got null.'],
  ])("rejects %j, naming the key", (settings, message) => {
    expect(() => validateSettings(settings)).toThrow(message);
    // Through ESLint, the error names the rule and the key.
    expect(() => lint(code, { settings })).toThrow(message);
  });

  it("accepts the documented shape and the absence of settings", () => {
    expect(() => validateSettings({ typeNames: { oss: ["A"], cos: [], gcs: ["B"] }, constructNames: { cos: ["C"] }, modules: ["kit"] })).not.toThrow();
    // `{}` lacks the bucket, and (with every rule on) OSS's encryption.
    expect(lint(code).messages.map((m) => m.ruleId)).toEqual(["backend-config/require-bucket", "backend-config/require-encryption"]);
  });

  it("accepts a full tool version, with or without a leading v, and normalises it", () => {
    expect(resolveSettings({ "backend-config": { toolVersion: "v1.0.11" } }).toolVersion).toBe("1.0.11");
    expect(resolveSettings({ "backend-config": { toolVersion: "1.1.0-beta1" } }).toolVersion).toBe("1.1.0-beta1");
    expect(resolveSettings({ "backend-config": { toolVersion: "1.0.11+build.7" } }).toolVersion).toBe("1.0.11");
    expect(resolveSettings({ "backend-config": {} }).toolVersion).toBeUndefined();
    expect(resolveSettings(undefined).toolVersion).toBeUndefined();
  });

  it("describes toolVersion in the settings schema as validation accepts it", () => {
    const pattern = new RegExp(settingsSchema.properties.toolVersion.pattern);
    for (const version of ["1.0.11", "v1.0.11", "1.1.0-beta1", "1.0.11+build.7"]) {
      expect(pattern.test(version), version).toBe(true);
      expect(() => validateSettings({ toolVersion: version })).not.toThrow();
    }
    for (const version of ["1.0", "^1.0.0", ">=1.0.11", "latest", " 1.0.11", "=1.0.11"]) {
      expect(pattern.test(version), version).toBe(false);
      expect(() => validateSettings({ toolVersion: version })).toThrow();
    }
  });

  it("adds names to the schema's defaults, and caches per settings object", () => {
    const settings = { "backend-config": { typeNames: { gcs: ["RemoteState"] }, constructNames: { oss: ["StateStore"] } } };
    const resolved = resolveSettings(settings);
    expect(resolved.typeNames.get("RemoteState")).toEqual({ kind: "gcs", role: "unknown" });
    expect(resolved.typeNames.get("OssBackendConfig")).toEqual({ kind: "oss", role: "backend" });
    expect(resolved.constructNames.get("StateStore")).toEqual({ kind: "oss", role: "backend", configArgument: -1, configType: "OssBackendConfig" });
    expect(resolved.constructNames.get("DataToolRemoteStateGcs")).toEqual({
      kind: "gcs",
      role: "data-source",
      configArgument: 2,
      configType: "DataToolRemoteStateGcsConfig",
    });
    expect(resolveSettings(settings)).toBe(resolved);
  });
});

describe("one parse linted twice", () => {
  it("analyses again when the settings differ", async () => {
    const { Linter, SourceCode } = await import("eslint");
    const plugin = (await import("../src/index.js")).default;
    const linter = new Linter();
    const text = `import { OssBackend } from "other-kit";\nnew OssBackend(scope, {});`;
    const config = (settings: object): import("eslint").Linter.Config[] => [
      { plugins: { "backend-config": plugin as never }, rules: { "backend-config/require-bucket": "error" }, settings: { "backend-config": settings } },
    ];
    linter.verify(text, config({}), "first.js");
    const sourceCode = linter.getSourceCode() as InstanceType<typeof SourceCode>;
    expect(linter.verify(sourceCode, config({})).map((m) => m.messageId)).toEqual(["missing"]);
    expect(linter.verify(sourceCode, config({ modules: ["kit"] })).map((m) => m.messageId)).toEqual([]);
  });
});
