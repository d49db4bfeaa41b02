// Rules' checks run on hand-built ConfigLiterals, without a front end (checkOf): the exact findings, with their
// messages' data and their fixes and suggestions as edits.
import { describe, expect, it } from "vitest";
import type { ConfigLiteral } from "../../src/model/index.js";
import { fieldByName, typeSpecs } from "../../src/schema/index.js";
import { resolveSettings } from "../../src/settings.js";
import { checkOf, type ConfigRule } from "../../src/util/create-rule.js";
import noConflictingCredentials from "../../rules/no-conflicting-credentials.js";
import noPublicState from "../../rules/no-public-state.js";
import noUnknownProperties from "../../rules/no-unknown-properties.js";
import requireBucket from "../../rules/require-bucket.js";
import requireEncryption from "../../rules/require-encryption.js";
import validAcl from "../../rules/valid-acl.js";
import validAssumeRolePolicy from "../../rules/valid-assume-role-policy.js";
import validSessionExpiration from "../../rules/valid-session-expiration.js";
import validStateLocking from "../../rules/valid-state-locking.js";
import validStatePath from "../../rules/valid-state-path.js";
import { block, configOf, data, prop, propertyAt } from "./builder.js";

const settings = resolveSettings(undefined);

/** Every finding of a rule's check on a configuration. */
function findings<MessageId extends string>(rule: ConfigRule<MessageId>, config: ConfigLiteral) {
  return [...checkOf(rule)(config, settings)];
}

describe("valid-acl", () => {
  const allowed = '"private", "public-read", "public-read-write" or empty';

  it("fixes a case-only mistake of a private value, offered as useValue where it cannot be applied", () => {
    const config = configOf("oss", [prop("bucket", "b"), prop("acl", "PRIVATE")]);
    const acl = propertyAt(config, "acl");
    expect(findings(validAcl, config)).toEqual([
      {
        messageId: "invalid",
        data: { property: "acl", value: "PRIVATE", allowed, exactCase: " (exact case)" },
        at: acl,
        fix: [{ type: "replace-value", property: acl, value: "private" }],
        fixAs: { messageId: "useValue", data: { value: "private" } },
      },
    ]);
  });

  it("offers a public spelling's value and the private one, never as a fix", () => {
    const config = configOf("oss", [prop("acl", "Public-Read")]);
    const acl = propertyAt(config, "acl");
    expect(findings(validAcl, config)).toEqual([
      {
        messageId: "invalid",
        data: { property: "acl", value: "Public-Read", allowed, exactCase: " (exact case)" },
        at: acl,
        suggest: [
          {
            messageId: "usePublic",
            data: { value: "public-read" },
            edits: [{ type: "replace-value", property: acl, value: "public-read" }],
          },
          {
            messageId: "useValue",
            data: { value: "private" },
            edits: [{ type: "replace-value", property: acl, value: "private" }],
          },
        ],
      },
    ]);
  });

  it("offers every allowed value and the default for another value", () => {
    const config = configOf("oss", [prop("acl", "secret")]);
    const acl = propertyAt(config, "acl");
    expect(findings(validAcl, config)).toEqual([
      {
        messageId: "invalid",
        // Not a mistake of case: the message says nothing of it.
        data: { property: "acl", value: "secret", allowed, exactCase: "" },
        at: acl,
        suggest: [
          {
            messageId: "useValue",
            data: { value: "private" },
            edits: [{ type: "replace-value", property: acl, value: "private" }],
          },
          {
            messageId: "usePublic",
            data: { value: "public-read" },
            edits: [{ type: "replace-value", property: acl, value: "public-read" }],
          },
          {
            messageId: "usePublic",
            data: { value: "public-read-write" },
            edits: [{ type: "replace-value", property: acl, value: "public-read-write" }],
          },
          { messageId: "useDefault", edits: [{ type: "replace-value", property: acl, value: "" }] },
        ],
      },
    ]);
  });

  it("accepts the allowed values and the empty string", () => {
    for (const value of ["private", "public-read", ""]) {
      expect(findings(validAcl, configOf("oss", [prop("acl", value)]))).toEqual([]);
    }
  });
});

describe("no-public-state", () => {
  it("suggests the private value for a public ACL of a backend", () => {
    const config = configOf("oss", [prop("acl", "public-read-write")]);
    const acl = propertyAt(config, "acl");
    const data = { property: "acl", value: "public-read-write", private: "private" };
    expect(findings(noPublicState, config)).toEqual([
      {
        messageId: "public",
        data,
        at: acl,
        suggest: [
          { messageId: "usePrivate", data, edits: [{ type: "replace-value", property: acl, value: "private" }] },
        ],
      },
    ]);
  });

  it("is silent where the configuration may only read the state, and on another case", () => {
    expect(findings(noPublicState, configOf("oss", [prop("acl", "public-read")], { role: "unknown" }))).toEqual([]);
    expect(findings(noPublicState, configOf("oss", [prop("acl", "PUBLIC-READ")]))).toEqual([]);
  });
});

describe("valid-session-expiration", () => {
  it("reports a lifetime out of range inside a block, with the nearest bound", () => {
    const config = configOf("oss", [
      prop("assumeRole", block([prop("roleArn", "arn"), prop("sessionExpiration", 60)])),
    ]);
    const expiration = propertyAt(config, "assumeRole.sessionExpiration");
    expect(findings(validSessionExpiration, config)).toEqual([
      {
        messageId: "outOfRange",
        data: { property: "assumeRole.sessionExpiration", value: "60", min: 900, max: 3600 },
        at: expiration,
        suggest: [
          {
            messageId: "useBound",
            data: { value: 900 },
            edits: [{ type: "replace-value", property: expiration, value: 900 }],
          },
        ],
      },
    ]);
  });

  it("reads a string of digits as the tool does, and rounds a fraction", () => {
    const config = configOf("oss", [prop("assumeRoleSessionExpiration", "1000.5")]);
    const expiration = propertyAt(config, "assumeRoleSessionExpiration");
    expect(findings(validSessionExpiration, config)).toEqual([
      {
        messageId: "outOfRange",
        data: { property: "assumeRoleSessionExpiration", value: "1000.5", min: 900, max: 3600 },
        at: expiration,
        suggest: [
          {
            messageId: "useBound",
            data: { value: 1001 },
            edits: [{ type: "replace-value", property: expiration, value: 1001 }],
          },
        ],
      },
    ]);
  });
});

describe("valid-assume-role-policy", () => {
  it("replaces an object written in code with its JSON text; an array has no such text", () => {
    const config = configOf("oss", [
      prop("assumeRolePolicy", data({ Version: "1", Statement: [] })),
      prop("assumeRole", block([prop("roleArn", "arn"), prop("policy", data(["a"]))])),
    ]);
    const policy = propertyAt(config, "assumeRolePolicy");
    expect(findings(validAssumeRolePolicy, config)).toEqual([
      {
        messageId: "notString",
        data: { property: "assumeRolePolicy", shape: "an object", value: '{"Version":"1","Statement":[]}' },
        at: policy,
        suggest: [
          {
            messageId: "stringify",
            edits: [{ type: "replace-value", property: policy, value: '{"Version":"1","Statement":[]}' }],
          },
        ],
      },
      {
        messageId: "notString",
        data: { property: "assumeRole.policy", shape: "an array", value: '["a"]' },
        at: propertyAt(config, "assumeRole.policy"),
      },
    ]);
  });
});

describe("valid-state-path", () => {
  it("fixes what the tool strips at run time, offered as useValue where it cannot be applied", () => {
    const config = configOf("oss", [prop("prefix", "/team")]);
    const prefix = propertyAt(config, "prefix");
    expect(findings(validStatePath, config)).toEqual([
      {
        messageId: "edges",
        data: { property: "prefix", value: "/team", form: 'start with "/" or "./"' },
        at: prefix,
        fix: [{ type: "replace-value", property: prefix, value: "team" }],
        fixAs: { messageId: "useValue", data: { value: "team" } },
      },
    ]);
  });

  it("suggests the missing suffix, and the directory for a prefix that names a state file", () => {
    const cos = configOf("cos", [prop("key", "team/state")]);
    const key = propertyAt(cos, "key");
    expect(findings(validStatePath, cos)).toEqual([
      {
        messageId: "missingSuffix",
        data: { property: "key", value: "team/state", suffix: ".tfstate" },
        at: key,
        suggest: [
          {
            messageId: "useValue",
            data: { value: "team/state.tfstate" },
            edits: [{ type: "replace-value", property: key, value: "team/state.tfstate" }],
          },
        ],
      },
    ]);
    const gcs = configOf("gcs", [prop("prefix", "/team/prod.tfstate")]);
    const prefix = propertyAt(gcs, "prefix");
    expect(findings(validStatePath, gcs)).toEqual([
      {
        messageId: "directorySuffix",
        data: { property: "prefix", value: "/team/prod.tfstate", stored: "team/prod.tfstate/default.tfstate" },
        at: prefix,
        suggest: [
          {
            messageId: "useDirectory",
            data: { value: "/team/prod", stored: "team/prod/default.tfstate" },
            edits: [{ type: "replace-value", property: prefix, value: "/team/prod" }],
          },
        ],
      },
    ]);
  });
});

describe("valid-state-locking", () => {
  it("names the missing partner in the style of the property written", () => {
    const config = configOf("oss", [prop("tablestore_endpoint", "https://ts.example")]);
    const endpoint = propertyAt(config, "tablestore_endpoint");
    const data = { property: "tablestore_endpoint", requires: "tablestore_table" };
    expect(findings(validStateLocking, config)).toEqual([
      {
        messageId: "ignored",
        data,
        at: endpoint,
        suggest: [{ messageId: "remove", data, edits: [{ type: "remove", property: endpoint }] }],
      },
    ]);
  });

  it("names the variables that may supply the partner, without a suggestion", () => {
    const config = configOf("oss", [prop("TablestoreTable", "locks")], { binding: "csharp" });
    expect(findings(validStateLocking, config)).toEqual([
      {
        messageId: "crash",
        data: { property: "TablestoreTable", requires: "TablestoreEndpoint", env: "CLOUDA_TABLESTORE_ENDPOINT" },
        at: propertyAt(config, "TablestoreTable"),
      },
    ]);
  });
});

describe("no-conflicting-credentials", () => {
  it("removes the ignored credential of a data source when the winner is certainly a non-empty string", () => {
    const config = configOf("gcs", [prop("credentials", "./key.json"), prop("accessToken", "token")], {
      role: "data-source",
    });
    const credentials = propertyAt(config, "credentials");
    const token = propertyAt(config, "accessToken");
    const data = { winner: "accessToken", ignored: "credentials" };
    expect(findings(noConflictingCredentials, config)).toEqual([
      {
        messageId: "conflict",
        data,
        at: credentials,
        fix: [{ type: "remove", property: credentials }],
        // Offered instead of the fix when the removed value has side effects (createConfigRule decides).
        fixAs: { messageId: "removeIgnored", data },
        suggest: [{ messageId: "removeWinner", data, edits: [{ type: "remove", property: token }] }],
      },
    ]);
  });

  it("offers the removal on a backend, or a type of unknown role, which an initialised working directory holds", () => {
    for (const role of ["backend", "unknown"] as const) {
      const config = configOf("gcs", [prop("credentials", "./key.json"), prop("accessToken", "token")], { role });
      const credentials = propertyAt(config, "credentials");
      const token = propertyAt(config, "accessToken");
      const data = { winner: "accessToken", ignored: "credentials" };
      expect(findings(noConflictingCredentials, config)).toEqual([
        {
          messageId: "conflict",
          data,
          at: credentials,
          suggest: [
            { messageId: "removeIgnored", data, edits: [{ type: "remove", property: credentials }] },
            { messageId: "removeWinner", data, edits: [{ type: "remove", property: token }] },
          ],
        },
      ]);
    }
  });
});

describe("no-unknown-properties", () => {
  it("suggests the nearest field, in the style of the key written", () => {
    const config = configOf("oss", [prop("secret_kye", "x")]);
    const property = propertyAt(config, "secret_kye");
    const rejection = "at init";
    expect(findings(noUnknownProperties, config)).toEqual([
      {
        messageId: "unknownDidYouMean",
        data: { key: "secret_kye", type: "OssBackend", rejection, suggestion: "secret_key" },
        at: property,
        suggest: [
          {
            messageId: "rename",
            data: { key: "secret_kye", suggestion: "secret_key" },
            edits: [{ type: "rename-key", property, field: fieldByName(typeSpecs.oss.fields, "secret_key") }],
          },
        ],
      },
    ]);
  });
});

describe("require-bucket and require-encryption", () => {
  it("name a field that is not written in the binding's spelling", () => {
    const ts = configOf("oss", []);
    const csharp = configOf("oss", [], { binding: "csharp", typeName: "OssBackendConfig" });
    expect(findings(requireBucket, ts)).toEqual([
      { messageId: "missing", data: { type: "OssBackend", store: "OSS", property: "bucket" }, at: ts },
    ]);
    expect(findings(requireBucket, csharp)).toEqual([
      { messageId: "missing", data: { type: "OssBackendConfig", store: "OSS", property: "Bucket" }, at: csharp },
    ]);
    const data = { property: "Encrypt", default: "false", store: "OSS", value: "true" };
    const encrypt = fieldByName(typeSpecs.oss.fields, "encrypt")!;
    expect(findings(requireEncryption, csharp)).toEqual([
      {
        messageId: "unset",
        data,
        at: csharp,
        suggest: [
          {
            messageId: "set",
            data,
            edits: [{ type: "insert", object: csharp, properties: [{ field: encrypt, value: { literal: true } }] }],
          },
        ],
      },
    ]);
  });

  it("require-encryption sets the protective value in place of one that turns it off", () => {
    const config = configOf("oss", [prop("bucket", "b"), prop("encrypt", false)]);
    const encrypt = propertyAt(config, "encrypt");
    const data = { property: "encrypt", written: "false", store: "OSS", value: "true" };
    expect(findings(requireEncryption, config)).toEqual([
      {
        messageId: "off",
        data,
        at: encrypt,
        suggest: [{ messageId: "set", data, edits: [{ type: "replace-value", property: encrypt, value: true }] }],
      },
    ]);
  });
});
