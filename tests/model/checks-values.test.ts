// The checks of the rules about the values written and the tool version, on hand-built ConfigLiterals
// (checkOf): no-interpolation, no-unsupported-properties, valid-custom-endpoint, valid-value-types. They name
// properties as written; valid-value-types reports `null` in JavaScript only, so it runs in every binding.
import { describe, expect, it } from "vitest";
import noInterpolation from "../../rules/no-interpolation.js";
import noUnsupportedProperties from "../../rules/no-unsupported-properties.js";
import validCustomEndpoint from "../../rules/valid-custom-endpoint.js";
import validValueTypes from "../../rules/valid-value-types.js";
import type { StaticValue } from "../../src/model/index.js";
import { fieldByName } from "../../src/schema/index.js";
import { block, configOf, data, env, findingsOf, opaque, prop, propertyAt, settingsOf } from "./builder.js";

describe("no-interpolation", () => {
  it("reports an interpolation in a backend's value, inside a block and inside a list, cutting a long value short", () => {
    const config = configOf("oss", [
      prop("bucket", "b"),
      prop("prefix", "${var.env}/teams/platform/services/state/backends/primary"),
      prop("assumeRole", block([prop("roleArn", "arn:${var.account}:role")])),
    ]);
    expect(findingsOf(noInterpolation, config)).toEqual([
      {
        messageId: "literal",
        data: { property: "prefix", value: "${var.env}/teams/platform/services/state/backen…" },
        at: propertyAt(config, "prefix"),
      },
      {
        messageId: "literal",
        data: { property: "assumeRole.roleArn", value: "arn:${var.account}:role" },
        at: propertyAt(config, "assumeRole.roleArn"),
      },
    ]);
    const gcs = configOf("gcs", [prop("ImpersonateServiceAccountDelegates", data(["a", "${b}"]))], {
      binding: "csharp",
    });
    expect(findingsOf(noInterpolation, gcs)).toEqual([
      {
        messageId: "literal",
        data: { property: "ImpersonateServiceAccountDelegates", value: "${b}" },
        at: propertyAt(gcs, "ImpersonateServiceAccountDelegates"),
      },
    ]);
  });

  it("never shows a secret's value", () => {
    const config = configOf("oss", [prop("secretKey", "${var.secret}")]);
    expect(findingsOf(noInterpolation, config)).toEqual([
      {
        messageId: "literalSecret",
        data: { property: "secretKey" },
        at: propertyAt(config, "secretKey"),
      },
    ]);
  });

  it("is silent on a configuration that may interpolate, on plain text, on keys that are no field and on overridden values", () => {
    const entries = [prop("prefix", "${var.env}")];
    expect(findingsOf(noInterpolation, configOf("oss", entries, { role: "data-source" }))).toEqual([]);
    expect(findingsOf(noInterpolation, configOf("oss", entries, { role: "unknown" }))).toEqual([]);
    for (const written of [
      [prop("prefix", "$ {var.env}"), prop("encrypt", true)],
      [prop("team", "${var.team}")],
      [prop("prefix", "${var.env}"), opaque()],
      [prop("prefix", "${var.env}"), prop("prefix", "env")],
    ]) {
      expect(findingsOf(noInterpolation, configOf("oss", written))).toEqual([]);
    }
  });
});

describe("no-unsupported-properties", () => {
  it("reports a property newer than the tool version, with the message of the configuration's role", () => {
    const settings = settingsOf({ toolVersion: "1.3.0" });
    for (const [role, messageId] of [
      ["backend", "unsupported"],
      ["data-source", "unsupportedRead"],
      ["unknown", "unsupportedEither"],
    ] as const) {
      const config = configOf("gcs", [prop("bucket", "b"), prop("kmsEncryptionKey", "k")], { role });
      expect(findingsOf(noUnsupportedProperties, config, settings)).toEqual([
        {
          messageId,
          data: { property: "kmsEncryptionKey", since: "1.4.0", version: "1.3.0" },
          at: propertyAt(config, "kmsEncryptionKey"),
        },
      ]);
    }
  });

  it("reports a block the tool does not know once, and a newer entry of a known block by its path", () => {
    const config = configOf(
      "cos",
      [prop("AssumeRole", block([prop("RoleArn", "arn"), prop("SessionName", "s"), prop("ExternalId", "x")]))],
      { binding: "csharp" },
    );
    expect(findingsOf(noUnsupportedProperties, config, settingsOf({ toolVersion: "1.3.0" }))).toEqual([
      {
        messageId: "unsupported",
        data: { property: "AssumeRole", since: "1.4.0", version: "1.3.0" },
        at: propertyAt(config, "AssumeRole"),
      },
    ]);
    expect(findingsOf(noUnsupportedProperties, config, settingsOf({ toolVersion: "1.4.0" }))).toEqual([
      {
        messageId: "unsupported",
        data: { property: "AssumeRole.ExternalId", since: "1.10.0", version: "1.4.0" },
        at: propertyAt(config, "AssumeRole.ExternalId"),
      },
    ]);
    expect(findingsOf(noUnsupportedProperties, config, settingsOf({ toolVersion: "1.10.0" }))).toEqual([]);
  });

  it("is silent without a tool version, from the version on, on a pre-release, and on values that leave the property unset", () => {
    const config = configOf("gcs", [prop("kmsEncryptionKey", "k")]);
    expect(findingsOf(noUnsupportedProperties, config)).toEqual([]);
    expect(findingsOf(noUnsupportedProperties, config, settingsOf({ toolVersion: "1.4.0" }))).toEqual([]);
    // A pre-release may lack what its release has, or have what a later one has: silent rather than guess.
    expect(findingsOf(noUnsupportedProperties, config, settingsOf({ toolVersion: "1.3.0-beta1" }))).toEqual([]);
    for (const value of [undefined, null, env()]) {
      const unset = configOf("gcs", [prop("kmsEncryptionKey", value)]);
      expect(findingsOf(noUnsupportedProperties, unset, settingsOf({ toolVersion: "1.3.0" }))).toEqual([]);
    }
  });
});

describe("valid-custom-endpoint", () => {
  const storage = {
    form: "https://{host}/storage/v1/b",
    protocols: '"https:" or "http:"',
    expected: "/storage/v1/b",
    // The tool does not check the URL (docs/behaviour.md#gcs).
    rejection: "it fails at first use of the state",
  };

  it("suggests the URL clearly meant where the protocol or path is missing", () => {
    for (const [binding, key] of [
      ["ts", "storageCustomEndpoint"],
      ["csharp", "StorageCustomEndpoint"],
    ] as const) {
      const config = configOf("gcs", [prop("bucket", "b"), prop(key, "storage.example.com")], { binding });
      const property = propertyAt(config, key);
      expect(findingsOf(validCustomEndpoint, config)).toEqual([
        {
          messageId: "missing",
          data: {
            property: key,
            value: "storage.example.com",
            ...storage,
            parts: 'protocol or path "/storage/v1/b"',
          },
          at: property,
          suggest: [
            {
              messageId: "useValue",
              data: { value: "https://storage.example.com/storage/v1/b" },
              edits: [{ type: "replace-value", property, value: "https://storage.example.com/storage/v1/b" }],
            },
          ],
        },
      ]);
    }
  });

  it("completes a leading part of the path, and leaves another path without a suggestion", () => {
    const config = configOf("gcs", [
      prop("storageCustomEndpoint", "https://s.example/storage/v1"),
      prop("storeageCustomEndpoint", "https://s.example/upload"),
    ]);
    const partial = propertyAt(config, "storageCustomEndpoint");
    expect(findingsOf(validCustomEndpoint, config)).toEqual([
      {
        messageId: "wrongPath",
        data: {
          property: "storageCustomEndpoint",
          value: "https://s.example/storage/v1",
          ...storage,
        },
        at: partial,
        suggest: [
          {
            messageId: "useValue",
            data: { value: "https://s.example/storage/v1/b" },
            edits: [{ type: "replace-value", property: partial, value: "https://s.example/storage/v1/b" }],
          },
        ],
      },
      {
        messageId: "wrongPath",
        data: { property: "storeageCustomEndpoint", value: "https://s.example/upload", ...storage },
        at: propertyAt(config, "storeageCustomEndpoint"),
      },
    ]);
  });

  it("reports another protocol, a host of another form, text that is no URL and what the tool's pattern does not match, without a suggestion", () => {
    const cos = {
      form: "https://cos-internal.{region}.tencentcos.cn",
      protocols: '"https:" or "http:"',
      hostForm: "cos-internal.{region}.tencentcos.cn",
    };
    const cases = [
      ["ftp://cos-internal.ap-guangzhou.tencentcos.cn", { messageId: "wrongProtocol" }],
      ["https://cos.ap-guangzhou.myqcloud.com", { messageId: "wrongHost" }],
      ["https://cos-internal.ap-guangzhou.example.com", { messageId: "wrongHost" }],
      ["https://cos internal", { messageId: "notUrl" }],
      ["https://cos-internal.ap-guangzhou.tencentcos.cn:8443", { messageId: "unexpected", parts: "a port" }],
      ["https://cos-internal.ap-guangzhou.tencentcos.cn/state", { messageId: "unexpected", parts: "a path" }],
    ] as const;
    // The tool's own pattern rejects it when it configures the store: a backend at init, a data source at plan.
    for (const [role, rejection] of [
      ["backend", "the tool rejects it at init"],
      ["data-source", "the tool rejects it at plan"],
      ["unknown", "the tool rejects it at init (a backend) or plan (a data source)"],
    ] as const) {
      for (const [value, { messageId, ...details }] of cases) {
        const config = configOf("cos", [prop("endpoint", value)], { role });
        expect(findingsOf(validCustomEndpoint, config)).toEqual([
          {
            messageId,
            data: { property: "endpoint", value, ...cos, rejection, ...details },
            at: propertyAt(config, "endpoint"),
          },
        ]);
      }
    }
  });

  it("suggests the COS endpoint the tool's pattern matches, with the region as written", () => {
    const config = configOf("cos", [prop("endpoint", "HTTPS://COS-INTERNAL.AP-GUANGZHOU.TENCENTCOS.CN./")]);
    const property = propertyAt(config, "endpoint");
    const repaired = "https://cos-internal.AP-GUANGZHOU.tencentcos.cn";
    expect(findingsOf(validCustomEndpoint, config)).toEqual([
      {
        messageId: "unexpected",
        data: {
          property: "endpoint",
          value: "HTTPS://COS-INTERNAL.AP-GUANGZHOU.TENCENTCOS.CN./",
          form: "https://cos-internal.{region}.tencentcos.cn",
          protocols: '"https:" or "http:"',
          hostForm: "cos-internal.{region}.tencentcos.cn",
          rejection: "the tool rejects it at init",
          parts: 'a trailing "." and a trailing "/"',
        },
        at: property,
        suggest: [
          {
            messageId: "useValue",
            data: { value: repaired },
            edits: [{ type: "replace-value", property, value: repaired }],
          },
        ],
      },
    ]);
  });

  it("is silent on a URL of the form, what the tool's pattern matches, the empty string and an interpolation of a data source", () => {
    for (const [kind, key, value] of [
      ["gcs", "storageCustomEndpoint", "https://s.example/storage/v1/b"],
      ["gcs", "storageCustomEndpoint", ""],
      ["cos", "endpoint", "http://cos-internal.ap-guangzhou.tencentcos.cn"],
      ["cos", "endpoint", "https://cos-internal.Ap-Guangzhou.tencentcos.cn"],
    ] as const) {
      expect(findingsOf(validCustomEndpoint, configOf(kind, [prop(key, value)]))).toEqual([]);
    }
    for (const [kind, key] of [
      ["gcs", "storageCustomEndpoint"],
      ["cos", "endpoint"],
    ] as const) {
      const remote = configOf(kind, [prop(key, "${var.endpoint}")], { role: "data-source" });
      expect(findingsOf(validCustomEndpoint, remote)).toEqual([]);
    }
  });
});

describe("valid-value-types", () => {
  it("reports a JavaScript null, suggesting its removal only where the property is whole and not required", () => {
    const config = configOf("oss", [
      prop("bucket", null),
      prop("acl", null),
      prop("assumeRole", block([prop("roleArn", null), prop("session name", null)])),
    ]);
    const acl = propertyAt(config, "acl");
    const unknown = propertyAt(config, "assumeRole.session name");
    expect(findingsOf(validValueTypes, config)).toEqual([
      { messageId: "null", data: { property: "bucket" }, at: propertyAt(config, "bucket") },
      {
        messageId: "null",
        data: { property: "acl" },
        at: acl,
        suggest: [{ messageId: "remove", data: { property: "acl" }, edits: [{ type: "remove", property: acl }] }],
      },
      { messageId: "null", data: { property: "assumeRole.roleArn" }, at: propertyAt(config, "assumeRole.roleArn") },
      {
        messageId: "null",
        data: { property: 'assumeRole["session name"]' },
        at: unknown,
        suggest: [
          {
            messageId: "remove",
            data: { property: 'assumeRole["session name"]' },
            edits: [{ type: "remove", property: unknown }],
          },
        ],
      },
    ]);
  });

  it("reports a null inside a list by its path, without a suggestion", () => {
    const config = configOf("gcs", [prop("impersonateServiceAccountDelegates", data(["a", null]))]);
    expect(findingsOf(validValueTypes, config)).toEqual([
      {
        messageId: "null",
        data: { property: "impersonateServiceAccountDelegates[1]" },
        at: propertyAt(config, "impersonateServiceAccountDelegates"),
      },
    ]);
  });

  it("reports an object or array where a field takes one value, and a value where it takes a block, in every binding", () => {
    const cases = [
      { binding: "ts", keys: ["bucket", "encrypt", "assumeRole"] },
      { binding: "java", keys: ["bucket", "encrypt", "assumeRole"] },
      { binding: "csharp", keys: ["Bucket", "Encrypt", "AssumeRole"] },
    ] as const;
    for (const { binding, keys } of cases) {
      const [bucket, encrypt, assumeRole] = keys;
      const config = configOf(
        "oss",
        [prop(bucket, data({ name: "b" })), prop(encrypt, data([true])), prop(assumeRole, "arn:role")],
        { binding },
      );
      expect(findingsOf(validValueTypes, config)).toEqual([
        {
          messageId: "wrongType",
          data: { property: bucket, expected: "a string", written: "an object", rejection: "at init" },
          at: propertyAt(config, bucket),
        },
        {
          messageId: "wrongType",
          data: { property: encrypt, expected: "a boolean", written: "an array", rejection: "at init" },
          at: propertyAt(config, encrypt),
        },
        {
          messageId: "wrongType",
          data: {
            property: assumeRole,
            expected: "an object (a block of settings)",
            written: "a string",
            rejection: "at init",
          },
          at: propertyAt(config, assumeRole),
        },
      ]);
    }
  });

  it("says when the tool rejects: at init (a backend), at plan (a data source), either (a type of unknown role)", () => {
    for (const [role, expected, rejection] of [
      ["backend", "an object (a block of settings)", "at init"],
      ["data-source", "a list of one object (a block of settings)", "at plan"],
      ["unknown", "a block of settings", "at init (a backend) or at plan (a data source)"],
    ] as const) {
      const config = configOf("cos", [prop("bucket", "b"), prop("assumeRole", 7200)], { role });
      expect(findingsOf(validValueTypes, config)).toEqual([
        {
          messageId: "wrongType",
          data: { property: "assumeRole", expected, written: "a number", rejection },
          at: propertyAt(config, "assumeRole"),
        },
      ]);
    }
  });

  it("takes an empty list or a list of one object for a block, and reports several blocks or other lists", () => {
    for (const json of [[], [{ role_arn: "r" }]]) {
      for (const role of ["backend", "data-source"] as const) {
        expect(findingsOf(validValueTypes, configOf("oss", [prop("assumeRole", data(json))], { role }))).toEqual([]);
      }
    }
    for (const [json, written] of [
      [[{}, {}], "a list of 2 objects"],
      [["r"], "an array"],
      [[[]], "an array"],
    ] as const) {
      const config = configOf("oss", [prop("assumeRole", data(json))]);
      expect(findingsOf(validValueTypes, config)).toEqual([
        {
          messageId: "wrongType",
          data: { property: "assumeRole", expected: "an object (a block of settings)", written, rejection: "at init" },
          at: propertyAt(config, "assumeRole"),
        },
      ]);
    }
    // A list not known statically may hold one object.
    const unknownList: StaticValue = { kind: "data", shape: "array", json: undefined };
    expect(findingsOf(validValueTypes, configOf("oss", [prop("assumeRole", unknownList)]))).toEqual([]);
  });

  it("reports a string that reads as no boolean or number, where the binding can write it", () => {
    for (const binding of ["ts", "json"] as const) {
      for (const role of ["backend", "data-source"] as const) {
        const config = configOf(
          "cos",
          [
            prop("accelerate", "yes"),
            prop("encrypt", "true"),
            prop("assumeRole", block([prop("sessionDuration", "1h"), prop("roleArn", "r")])),
          ],
          { binding, role },
        );
        const rejection = role === "backend" ? "at init" : "at plan";
        expect(findingsOf(validValueTypes, config).filter((f) => f.messageId === "notConvertible")).toEqual([
          {
            messageId: "notConvertible",
            data: { property: "accelerate", value: "yes", expected: "a boolean (true or false)", rejection },
            at: propertyAt(config, "accelerate"),
          },
          {
            messageId: "notConvertible",
            data: { property: "assumeRole.sessionDuration", value: "1h", expected: "a number", rejection },
            at: propertyAt(config, "assumeRole.sessionDuration"),
          },
        ]);
      }
    }
    // Java's and C#'s compilers reject a string for a Boolean or Number setter.
    for (const binding of ["java", "csharp"] as const) {
      expect(findingsOf(validValueTypes, configOf("cos", [prop("accelerate", "yes")], { binding }))).toEqual([]);
    }
  });

  it("reports a data source's block written as an object in every binding: fixed in JSON, flattened for OSS", () => {
    for (const binding of ["ts", "java", "csharp"] as const) {
      const config = configOf("cos", [prop("bucket", "b"), prop("assumeRole", block([prop("roleArn", "r")]))], {
        binding,
        role: "data-source",
      });
      expect(findingsOf(validValueTypes, config)).toEqual([
        {
          messageId: "objectBlock",
          data: { property: "assumeRole" },
          at: propertyAt(config, "assumeRole"),
          suggest: [],
        },
      ]);
    }
    const json = configOf("oss", [prop("bucket", "b"), prop("assume_role", block([prop("role_arn", "r")]))], {
      binding: "json",
      role: "data-source",
    });
    const assumeRole = propertyAt(json, "assume_role");
    expect(findingsOf(validValueTypes, json)).toEqual([
      {
        messageId: "objectBlockJson",
        data: { property: "assume_role" },
        at: assumeRole,
        fix: [{ type: "wrap-in-list", property: assumeRole }],
        suggest: [
          {
            messageId: "flatten",
            data: { property: "assume_role" },
            edits: [
              {
                type: "replace-property",
                property: assumeRole,
                with: [
                  {
                    field: fieldByName(json.fields, "assume_role_role_arn"),
                    value: { copyOf: propertyAt(json, "assume_role.role_arn") },
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
    // Silent: a list of one object; a backend's object; a type of unknown role, which may be a backend.
    for (const [entries, role] of [
      [[prop("assumeRole", block([prop("roleArn", "r")], { list: true }))], "data-source"],
      [[prop("assumeRole", block([prop("roleArn", "r")]))], "backend"],
      [[prop("assumeRole", block([prop("roleArn", "r")]))], "unknown"],
    ] as const) {
      expect(findingsOf(validValueTypes, configOf("oss", entries, { role }))).toEqual([]);
    }
  });

  it("is silent on null in Java and C#, where it leaves a property unset", () => {
    for (const binding of ["java", "csharp"] as const) {
      const config = configOf("oss", [prop("acl", null), prop("assumeRole", block([prop("roleArn", null)]))], {
        binding,
      });
      expect(findingsOf(validValueTypes, config)).toEqual([]);
    }
  });

  it("is silent on values the tool converts, JSON-text fields, and a null that something later may override", () => {
    for (const entries of [
      [prop("bucket", 42), prop("encrypt", "true")],
      [prop("assumeRolePolicy", data({ Version: "1" }))],
      [prop("acl", null), prop("acl", "private")],
      [prop("acl", null), opaque()],
      [prop("acl", null, { certain: false })],
    ]) {
      expect(findingsOf(validValueTypes, configOf("oss", entries))).toEqual([]);
    }
  });
});
