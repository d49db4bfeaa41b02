import { describe, expect, it } from "vitest";
import { findings } from "./published.js";

const FORGE = { toolName: "Forge" };

/** A message as the default settings render it, and as `toolName: "Forge"` does. */
const both = (message: string): [string, string] => [message, message.replace(/\bthe tool\b/g, "Forge")];

const CONFLICT = both(
  '26:7 "credentials" is ignored whenever "accessToken", also set, is not empty: the tool then uses "accessToken" only. Keep one of them.',
);
const SERVICE_KEY = both(
  '15:7 "encryptionKey" holds key material (the key itself), not the path of a key file, so the key is written into the configuration.',
);
const SERVICE_KEY_FORM =
  '15:7 "encryptionKey" decodes to 11 bytes: the first state read or write fails; it must be 32 bytes in standard base64, or a key file\'s path.';
const READ_CREDENTIALS = both(
  '9:5 "credentials" holds key material (a file read into the value), not the path of a key file, so the key is written into the configuration.',
);
const READ_KEY = both(
  '10:5 "encryptionKey" holds key material (a file read into the value), not the path of a key file, so the key is written into the configuration.',
);
const OSS_PREFIX = '17:5 "prefix" is "/ledger"; it must not start with "/" or "./".';
const SHARED = [
  'require-bucket 7:25 GcsBackendConfig has no "bucket": init asks for it, or fails without input, unless -backend-config names the GCS bucket.',
  'valid-acl 8:51 "acl" is "PUBLIC-READ"; allowed values are "private", "public-read", "public-read-write" or empty (exact case).',
];

describe("real project shapes", () => {
  it("a stack with several remote-state data sources: found by the published names, with toolName or without", () => {
    // The data sources of the three stores are found by name, as data sources, with or without types and
    // settings: the OSS one's "${..}" bucket, `defaults` and `workspace` are a data source's, and reported nowhere;
    // the leading slashes of a GCS prefix are stripped by the tool, silently. The one real mistake is reported.
    // toolName changes the text only.
    expect(findings("network-stack.ts", { typed: false })).toEqual([`no-conflicting-credentials ${CONFLICT[0]}`]);
    expect(findings("network-stack.ts", { typed: true })).toEqual([`no-conflicting-credentials ${CONFLICT[0]}`]);
    expect(findings("network-stack.ts", { typed: false, settings: FORGE })).toEqual([
      `no-conflicting-credentials ${CONFLICT[1]}`,
    ]);
    expect(findings("network-stack.ts", { typed: true, settings: FORGE })).toEqual([
      `no-conflicting-credentials ${CONFLICT[1]}`,
    ]);
  });

  it("a backend subclass: its super(..) argument is found without types", () => {
    for (const typed of [false, true]) {
      expect(findings("base-stack.ts", { typed })).toEqual([
        `no-hardcoded-credentials ${SERVICE_KEY[0]}`,
        `valid-encryption-key ${SERVICE_KEY_FORM}`,
      ]);
      expect(findings("base-stack.ts", { typed, settings: FORGE })).toEqual([
        `no-hardcoded-credentials ${SERVICE_KEY[1]}`,
        `valid-encryption-key ${SERVICE_KEY_FORM}`,
      ]);
    }
  });

  it("key files read at synthesis put the key into the written configuration; a GCS prefix's leading slash is stripped, an OSS one's is not", () => {
    for (const typed of [false, true]) {
      expect(findings("state-keys.ts", { typed })).toEqual([
        `no-hardcoded-credentials ${READ_CREDENTIALS[0]}`,
        `no-hardcoded-credentials ${READ_KEY[0]}`,
        `valid-state-path ${OSS_PREFIX}`,
      ]);
      expect(findings("state-keys.ts", { typed, settings: FORGE })).toEqual([
        `no-hardcoded-credentials ${READ_CREDENTIALS[1]}`,
        `no-hardcoded-credentials ${READ_KEY[1]}`,
        `valid-state-path ${OSS_PREFIX}`,
      ]);
    }
  });

  it("a file that declares <kit>'s names for its own types is not reported", () => {
    for (const typed of [false, true]) expect(findings("storage.ts", { typed })).toEqual([]);
  });

  it("constructs imported from a path types cannot resolve are found by name, with types as without", () => {
    for (const typed of [false, true]) expect(findings("shared-backends.ts", { typed })).toEqual(SHARED);
  });

  it("Java: the published data source's builder is found, with toolName or without", () => {
    expect(findings("NetworkStack.java", { typed: false })).toEqual([
      'no-conflicting-credentials 32:17 "credentials" is ignored whenever "accessToken", also set, is not empty: the tool then uses "accessToken" only. Keep one of them.',
    ]);
    expect(findings("NetworkStack.java", { typed: false, settings: FORGE })).toEqual([
      'no-conflicting-credentials 32:17 "credentials" is ignored whenever "accessToken", also set, is not empty: Forge then uses "accessToken" only. Keep one of them.',
    ]);
  });
});
