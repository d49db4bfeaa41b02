// The checks of the rules about credentials and encryption keys, on hand-built ConfigLiterals (checkOf):
// no-hardcoded-credentials, valid-credentials, valid-encryption-key, no-conflicting-encryption-keys,
// valid-kms-key-name. They name properties as written, so a binding changes only the keys a case writes; a
// C# spelling stands in each rule for that.
import { describe, expect, it } from "vitest";
import type { ConfigProperty, StaticValue } from "../../src/model/index.js";
import noConflictingEncryptionKeys from "../../rules/no-conflicting-encryption-keys.js";
import noHardcodedCredentials from "../../rules/no-hardcoded-credentials.js";
import validCredentials from "../../rules/valid-credentials.js";
import validEncryptionKey from "../../rules/valid-encryption-key.js";
import validKmsKeyName from "../../rules/valid-kms-key-name.js";
import { configOf, data, env, findingsOf, prop, propertyAt } from "./builder.js";

/** A 32-byte key in standard base64, padded: 43 characters and "=". */
const KEY = `${"A".repeat(42)}E=`;
const KMS_KEY = "projects/p/locations/global/keyRings/ring/cryptoKeys/state";
/** Where a credential belongs, as the message says it; the remove suggestion names the field's variables. */
const IN_ENVIRONMENT = "set it in the tool's environment instead";
const GCS_CREDENTIALS_ADVICE = "set CLOUDG_BACKEND_CREDENTIALS or CLOUDG_CREDENTIALS in the tool's environment";
const GCS_KEY_ADVICE = "set CLOUDG_ENCRYPTION_KEY in the tool's environment";

/** A value read from a file (`readFileSync(..)`, `File.ReadAllText(..)`). */
const fromFile: StaticValue = { kind: "unknown", maybeUnset: false, origin: "file" };

describe("no-hardcoded-credentials", () => {
  it("reports a credential written in the code, and the suggestion to remove it that names its variables", () => {
    for (const [binding, key] of [
      ["ts", "secretKey"],
      ["csharp", "SecretKey"],
    ] as const) {
      const config = configOf("oss", [prop("bucket", "b"), prop(key, "s3cr3t")], { binding });
      const property = propertyAt(config, key);
      expect(findingsOf(noHardcodedCredentials, config)).toEqual([
        {
          messageId: "hardcoded",
          data: { property: key, advice: IN_ENVIRONMENT },
          at: property,
          suggest: [
            {
              messageId: "remove",
              data: {
                property: key,
                advice: "set CLOUDA_SECRET_KEY or CLOUDA_ACCESS_KEY_SECRET in the tool's environment",
              },
              edits: [{ type: "remove", property }],
            },
          ],
        },
      ]);
    }
  });

  it("reports a credential a later write overrides, and one written as a number", () => {
    const config = configOf("cos", [prop("secretId", 12345), prop("secretKey", "first"), prop("secretKey", env())]);
    const id = propertyAt(config, "secretId");
    // The first write of secretKey, which the environment read after it overrides.
    const key = config.entries[1] as ConfigProperty;
    expect(findingsOf(noHardcodedCredentials, config)).toEqual([
      {
        messageId: "hardcoded",
        data: { property: "secretId", advice: IN_ENVIRONMENT },
        at: id,
        suggest: [
          {
            messageId: "remove",
            data: { property: "secretId", advice: "set CLOUDB_SECRET_ID in the tool's environment" },
            edits: [{ type: "remove", property: id }],
          },
        ],
      },
      {
        messageId: "hardcoded",
        data: { property: "secretKey", advice: IN_ENVIRONMENT },
        at: key,
        suggest: [
          {
            messageId: "remove",
            data: { property: "secretKey", advice: "set CLOUDB_SECRET_KEY in the tool's environment" },
            edits: [{ type: "remove", property: key }],
          },
        ],
      },
    ]);
  });

  it("names the kind of key material written where a key file's path belongs", () => {
    const config = configOf("gcs", [prop("credentials", '{"type": "service_account"}'), prop("encryptionKey", KEY)]);
    const credentials = propertyAt(config, "credentials");
    const key = propertyAt(config, "encryptionKey");
    expect(findingsOf(noHardcodedCredentials, config)).toEqual([
      {
        messageId: "keyMaterial",
        data: { property: "credentials", source: "JSON text" },
        at: credentials,
        suggest: [
          {
            messageId: "remove",
            data: { property: "credentials", advice: GCS_CREDENTIALS_ADVICE },
            edits: [{ type: "remove", property: credentials }],
          },
        ],
      },
      {
        messageId: "keyMaterial",
        data: { property: "encryptionKey", source: "the key itself" },
        at: key,
        suggest: [
          {
            messageId: "remove",
            data: { property: "encryptionKey", advice: GCS_KEY_ADVICE },
            edits: [{ type: "remove", property: key }],
          },
        ],
      },
    ]);
    for (const [value, source] of [
      [data({ type: "service_account" }), "an object written in code"],
      [fromFile, "a file read into the value"],
    ] as const) {
      const other = configOf("gcs", [prop("credentials", value)]);
      expect(findingsOf(noHardcodedCredentials, other).map((f) => [f.messageId, f.data?.source])).toEqual([
        ["keyMaterial", source],
      ]);
    }
  });

  it("is silent on paths, empty and unknown values, interpolations and objects that hold no value", () => {
    const silent: [kind: "oss" | "gcs", key: string, value: StaticValue | string][] = [
      ["gcs", "credentials", "./key.json"],
      ["gcs", "credentials", "{}"],
      ["gcs", "encryptionKey", "./key.b64"],
      ["oss", "secretKey", ""],
      ["oss", "secretKey", env()],
      ["oss", "secretKey", "${var.secret_key}"],
      ["oss", "secretKey", data({ value: "" })],
      ["oss", "bucket", "s3cr3t"],
    ];
    for (const [kind, key, value] of silent) {
      expect(findingsOf(noHardcodedCredentials, configOf(kind, [prop(key, value)]))).toEqual([]);
    }
  });
});

describe("valid-credentials", () => {
  it("reports text that can be neither JSON key material nor a path, never showing the text", () => {
    const cases = [
      ['{"type": "service_account"', { messageId: "notJson" }],
      ["[1, 2]", { messageId: "notObject", json: "an array" }],
      ['"./key.json"', { messageId: "notObject", json: "a string" }],
      ["line one\nline two", { messageId: "notText", what: "line breaks" }],
      ["tab\there", { messageId: "notText", what: "control characters" }],
    ] as const;
    for (const [text, { messageId, ...details }] of cases) {
      const config = configOf("gcs", [prop("bucket", "b"), prop("credentials", text)]);
      expect(findingsOf(validCredentials, config)).toEqual([
        {
          messageId,
          data: { property: "credentials", ...details, stage: "init" },
          at: propertyAt(config, "credentials"),
        },
      ]);
    }
  });

  it("names the property as written", () => {
    const config = configOf("gcs", [prop("Credentials", "{")], { binding: "csharp" });
    expect(findingsOf(validCredentials, config)).toEqual([
      {
        messageId: "notJson",
        data: { property: "Credentials", stage: "init" },
        at: propertyAt(config, "Credentials"),
      },
    ]);
  });

  it("is silent on a path, a JSON object, the empty string, and an interpolation a data source replaces", () => {
    for (const text of ["./key.json", "key.json", '{"type": "service_account"}', ""]) {
      expect(findingsOf(validCredentials, configOf("gcs", [prop("credentials", text)]))).toEqual([]);
    }
    const remote = configOf("gcs", [prop("credentials", "{${file}")], { role: "data-source" });
    expect(findingsOf(validCredentials, remote)).toEqual([]);
  });

  it("is silent beside an access token the tool certainly uses, and says when it rejects the text otherwise", () => {
    const besideToken = (token: Parameters<typeof prop>[1], role: "backend" | "data-source" | "unknown") =>
      findingsOf(
        validCredentials,
        configOf("gcs", [prop("accessToken", token), prop("credentials", "[]")], { role }),
      ).map((f) => f.data?.stage);
    // Certainly used: a non-empty string the tool gets as written (a backend takes `${..}` literally).
    expect(besideToken("ya29.token", "backend")).toEqual([]);
    expect(besideToken("ya29.token", "data-source")).toEqual([]);
    expect(besideToken("${var.token}", "backend")).toEqual([]);
    // Not certainly used: empty, unset, from the environment, or an interpolation that may come out empty.
    expect(besideToken("", "backend")).toEqual(["init"]);
    expect(besideToken(undefined, "data-source")).toEqual(["plan"]);
    expect(besideToken(env(), "backend")).toEqual(["init"]);
    expect(besideToken("${var.token}", "data-source")).toEqual(["plan"]);
    expect(besideToken("${var.token}", "unknown")).toEqual(["init (a backend) or plan (a data source)"]);
  });
});

describe("valid-encryption-key", () => {
  const form = "32 bytes in standard base64";

  it("reports the most fundamental problem of a key, never showing the key", () => {
    const cases = [
      ["not a key", { messageId: "whitespace" }],
      ["key!", { messageId: "notBase64" }],
      ["AAAA", { messageId: "wrongLength", decoded: "3 bytes" }],
      ["AA==", { messageId: "wrongLength", decoded: "1 byte" }],
      [`${"A".repeat(42)}-=`, { messageId: "urlSafe" }],
      [`${"A".repeat(42)}E`, { messageId: "missingPadding" }],
    ] as const;
    for (const [text, { messageId, ...details }] of cases) {
      const config = configOf("gcs", [prop("bucket", "b"), prop("encryptionKey", text)]);
      expect(findingsOf(validEncryptionKey, config)).toEqual([
        { messageId, data: { property: "encryptionKey", form, ...details }, at: propertyAt(config, "encryptionKey") },
      ]);
    }
  });

  it("names the property as written", () => {
    const config = configOf("gcs", [prop("EncryptionKey", "AAAA")], { binding: "csharp" });
    expect(findingsOf(validEncryptionKey, config)).toEqual([
      {
        messageId: "wrongLength",
        data: { property: "EncryptionKey", form, decoded: "3 bytes" },
        at: propertyAt(config, "EncryptionKey"),
      },
    ]);
  });

  it("is silent on a valid key, one split by line breaks, a path, the empty string and an interpolation of a data source", () => {
    for (const text of [KEY, `${KEY.slice(0, 20)}\n${KEY.slice(20)}`, "./key.b64", "keys/state", ""]) {
      expect(findingsOf(validEncryptionKey, configOf("gcs", [prop("encryptionKey", text)]))).toEqual([]);
    }
    const remote = configOf("gcs", [prop("encryptionKey", "${key}")], { role: "data-source" });
    expect(findingsOf(validEncryptionKey, remote)).toEqual([]);
  });
});

describe("no-conflicting-encryption-keys", () => {
  it("reports the key written later, even where the earlier one is empty, with one removal each", () => {
    for (const [binding, customer, managed] of [
      ["ts", "encryptionKey", "kmsEncryptionKey"],
      ["csharp", "EncryptionKey", "KmsEncryptionKey"],
    ] as const) {
      const config = configOf("gcs", [prop(managed, KMS_KEY), prop("bucket", "b"), prop(customer, "")], { binding });
      const first = propertyAt(config, managed);
      const later = propertyAt(config, customer);
      expect(findingsOf(noConflictingEncryptionKeys, config)).toEqual([
        {
          messageId: "conflict",
          data: { property: customer, other: managed, evenEmpty: " (even when empty)" },
          at: later,
          suggest: [
            { messageId: "remove", data: { property: customer }, edits: [{ type: "remove", property: later }] },
            { messageId: "remove", data: { property: managed }, edits: [{ type: "remove", property: first }] },
          ],
        },
      ]);
    }
  });

  it("is silent where a key is unset, may be unset, or set only under a condition", () => {
    for (const other of [
      prop("encryptionKey", undefined),
      prop("encryptionKey", null),
      prop("encryptionKey", env()),
      prop("encryptionKey", KEY, { certain: false }),
    ]) {
      const config = configOf("gcs", [prop("kmsEncryptionKey", KMS_KEY), other]);
      expect(findingsOf(noConflictingEncryptionKeys, config)).toEqual([]);
    }
  });
});

describe("valid-kms-key-name", () => {
  /** The form as the messages show it. */
  const form = "projects/…/locations/…/keyRings/…/cryptoKeys/…";

  it("suggests the key name found inside a full resource name or a key version", () => {
    for (const value of [`//cloudkms.googleapis.com/${KMS_KEY}`, `${KMS_KEY}/cryptoKeyVersions/1`, ` ${KMS_KEY}/`]) {
      const config = configOf("gcs", [prop("bucket", "b"), prop("kmsEncryptionKey", value)]);
      const property = propertyAt(config, "kmsEncryptionKey");
      expect(findingsOf(validKmsKeyName, config)).toEqual([
        {
          messageId: "invalid",
          data: { property: "kmsEncryptionKey", value, form },
          at: property,
          suggest: [
            {
              messageId: "useName",
              data: { value: KMS_KEY },
              edits: [{ type: "replace-value", property, value: KMS_KEY }],
            },
          ],
        },
      ]);
    }
  });

  it("suggests nothing where no key name, or more than one, stands in the value", () => {
    for (const [binding, key, value] of [
      ["ts", "kmsEncryptionKey", "state-key"],
      ["csharp", "KmsEncryptionKey", `${KMS_KEY}/${KMS_KEY}`],
    ] as const) {
      const config = configOf("gcs", [prop(key, value)], { binding });
      expect(findingsOf(validKmsKeyName, config)).toEqual([
        { messageId: "invalid", data: { property: key, value, form }, at: propertyAt(config, key) },
      ]);
    }
  });

  it("is silent on a key name, the empty string, and on a data source, which never writes the state", () => {
    for (const value of [KMS_KEY, ""]) {
      expect(findingsOf(validKmsKeyName, configOf("gcs", [prop("kmsEncryptionKey", value)]))).toEqual([]);
    }
    for (const value of ["${var.key}", "state-key"]) {
      const remote = configOf("gcs", [prop("kmsEncryptionKey", value)], { role: "data-source" });
      expect(findingsOf(validKmsKeyName, remote)).toEqual([]);
    }
  });
});
