import { describe, expect, it } from "vitest";
import rule, { closestField } from "../../rules/no-unknown-properties.js";
import { field } from "../../src/schema/field.js";
import { findConfigs as findCSharpConfigs } from "../../src/frontends/csharp/index.js";
import { findConfigs as findJavaConfigs } from "../../src/frontends/java/index.js";
import { parserFor } from "../../src/languages/grammars.js";
import { typeSpecs } from "../../src/schema/index.js";
import { resolveSettings } from "../../src/settings.js";
import {
  backendJson,
  remoteStateJson,
  testRuleInJson,
  inCSharp,
  inJava,
  testRule,
  testRuleIn,
  type Invalid,
  type MessageIdOf,
  type Mode,
  dedent,
  inHcl,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;
const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const remote = `import { DataToolRemoteStateCos, DataToolRemoteStateOss } from "kit";\n`;
const ossTypes = `import type { OssAssumeRole, OssBackendConfig } from "kit";\n`;

/** What the tool does with a key it does not know, by the configuration's role (docs/behaviour.md#every-store). */
const REJECTED_BY = {
  backend: "at init",
  "data-source": "at plan",
  unknown: "at init (a backend) or at plan (a data source)",
} as const;
type Role = keyof typeof REJECTED_BY;
/** The role of the configurations these tests write, by the type a key is checked against. */
const roleOf = (type: string): Role => (type.startsWith("DataToolRemoteState") ? "data-source" : "backend");

/** One finding without a suggestion, on the marked property. */
function unknown(
  code: string,
  key: string,
  type: string,
  modes?: readonly Mode[],
  role = roleOf(type),
): Invalid<MessageId> {
  return {
    code,
    ...(modes && { modes }),
    errors: [{ messageId: "unknown", data: { key, type, rejection: REJECTED_BY[role] }, suggestions: [] }],
  };
}

/**
 * One finding with its did-you-mean on the marked property; `output` is what the rename suggestion makes of
 * the code, or null when the property is not written in the configuration (no suggestion then).
 */
function didYouMean(
  code: string,
  key: string,
  type: string,
  suggestion: string,
  output: string | null,
  modes?: readonly Mode[],
  role = roleOf(type),
): Invalid<MessageId> {
  return {
    code,
    ...(modes && { modes }),
    errors: [
      {
        messageId: "unknownDidYouMean",
        data: { key, type, rejection: REJECTED_BY[role], suggestion },
        suggestions: output === null ? [] : [{ messageId: "rename", data: { key, suggestion }, output }],
      },
    ],
  };
}

/**
 * The finding on the typed spelling of the GCS endpoint, which the tool rejects, on the marked property; `output`
 * is what the rename suggestion makes of the code, or null for none (`renamedTo` the key it writes).
 */
function rejectedError(key: string, output: string | null, options: { role?: Role; renamedTo?: string } = {}) {
  return {
    messageId: "rejected" as const,
    data: {
      key,
      sent: "storeage_custom_endpoint",
      rejection: REJECTED_BY[options.role ?? "data-source"],
      instead: "storage_custom_endpoint",
    },
    suggestions:
      output === null
        ? []
        : [
            {
              messageId: "rename" as const,
              data: { key, suggestion: options.renamedTo ?? "storageCustomEndpoint" },
              output,
            },
          ],
  };
}

function rejected(
  code: string,
  key: string,
  output: string | null,
  options: { modes?: readonly Mode[]; role?: Role; renamedTo?: string } = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [rejectedError(key, output, options)],
  };
}

/** Code whose unknown key TypeScript reports itself: silent in TypeScript, reported in JavaScript. */
const checkedByTypeScript = `${oss}new OssBackend(scope, { bucket: "b", regoin: "eu-central-1" });`;

testRule("no-unknown-properties", rule, {
  valid: [
    // A name added in settings is of unknown role: it may be a remote-state data source of any store, whose own
    // settings (`defaults`, `workspace`) are not reported.
    {
      code: `import { RemoteOssState } from "./infra";\nnew RemoteOssState(scope, "logs", { bucket: "b", workspace: "w", defaults: { a: 1 } });`,
      settings: { "backend-config": { constructNames: { oss: ["RemoteOssState"] } } },
    },
    // <kit>'s remote-state data sources under their published names (any word, no settings): data sources.
    `import { DataForgeRemoteStateOss } from "forge-kit";\nnew DataForgeRemoteStateOss(scope, "logs", { bucket: "b", workspace: "w", defaults: { a: 1 } });`,
    // A type that only extends a configuration type declares keys of its own (the published <kit>'s OSS and COS
    // remote-state data sources add `defaults` and `workspace`): what the tool does with them is not known.
    {
      code: dedent`
        ${ossTypes}interface RemoteOss extends OssBackendConfig {
          workspace?: string;
          defaults?: object;
        }
        export const c = { bucket: "b", workspace: "w", defaults: {} } as RemoteOss;`,
      modes: ["ts", "typed"],
    },
    "",
    `${oss}new OssBackend(scope, { bucket: "b", region: "r", assumeRoleRoleArn: "arn" });`,
    // Keys reach the tool snake-cased: these are the same fields.
    `${oss}new OssBackend(scope, { Bucket: "b", assume_role_role_arn: "arn", AssumeRole: { RoleArn: "arn", session_name: "s" } });`,
    `${cos}new CosBackend(scope, { bucket: "b", SecretId: "<SECRET_ID>", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 900 } });`,
    `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", workspace: "w", defaults: { anything: 1 } });`,
    // The OSS and COS remote-state data sources have them too (issue 17); their backends do not (below).
    `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", workspace: "w", defaults: { anything: 1 } });`,
    `${remote}new DataToolRemoteStateCos(scope, "r", { Bucket: "b", Workspace: "w", Defaults: { anything: 1 } });`,
    `${remote}const extra = { workspace: "w", defaults: {} };\nnew DataToolRemoteStateOss(scope, "r", { bucket: "b", ...extra });`,
    {
      code: `import type { DataToolRemoteStateCosConfig } from "kit";\nexport const c: DataToolRemoteStateCosConfig = { bucket: "b", workspace: "w", defaults: {} };`,
      modes: ["ts", "typed"],
    },
    // The tool's own endpoint attribute: it works, whatever TypeScript says of the key (docs/behaviour.md#gcs).
    `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storageCustomEndpoint: "https://x/storage/v1/b" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", storage_custom_endpoint: URL });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", StorageCustomEndpoint: URL });`,
    {
      code: `${gcs}import type { GcsBackendConfig } from "kit";\nnew GcsBackend(scope, { bucket: "b", storageCustomEndpoint: URL } as GcsBackendConfig);`,
      modes: ["ts", "typed"],
    },
    // <kit> drops a key whose value is undefined: nothing reaches the tool (a null is another rule's concern).
    `${gcs}new GcsBackend(scope, { bucket: "b", storeageCustomEndpoint: undefined, regoin: undefined });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", storeageCustomEndpoint: null });`,
    // Keys the tool knows beyond <kit>'s types (docs/behaviour.md#oss, #cos): fields, not unknown keys.
    `${oss}new OssBackend(scope, { bucket: "b", region: "r", tablestoreInstanceName: "locks" });`,
    `${cos}new CosBackend(scope, { bucket: "b", profile: "ci", sharedCredentialsDir: "/etc/cos", camRoleName: "runner" });`,
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 900, externalId: "e" } });`,
    `${cos}new CosBackend(scope, { bucket: "b", shared_credentials_dir: "/etc/cos", CamRoleName: "runner", assume_role: { role_arn: "a", session_name: "s", external_id: "e" } });`,
    // <kit>'s exact snake-casing: ACL is acl, secretID secret_id, roleARN role_arn, bucket_ bucket.
    `${cos}new CosBackend(scope, { bucket_: "b", ACL: "private", secretID: process.env.ID, SecretID: process.env.ID });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleARN: "arn", assumeRole: { roleARN: "arn", sessionName: "s" } });`,
    // Every run of other characters becomes one `_` (`-`, `.`, a space, repeated `_`), at any depth.
    `${oss}new OssBackend(scope, { bucket: "b", "tablestore.table": "locks", "tablestore endpoint": "https://ots.example.com" });`,
    `${oss}new OssBackend(scope, { bucket: "b", "assume-role": { "role.arn": "arn", "session name": "s" }, "sts__endpoint": "s" });`,
    `${cos}new CosBackend(scope, { "bucket.": "b", "Secret.ID": process.env.ID, ["shared-credentials-dir"]: "/etc/cos" });`,
    // Not a configuration.
    `const task = { storageCustomEndpoint: "x", regoin: "r" };`,
    // What cannot be read stays opaque: an unresolved spread, a computed key.
    `${oss}new OssBackend(scope, { bucket: "b", ...extra });`,
    `${oss}new OssBackend(scope, { bucket: "b", [name]: "x" });`,
    // `__proto__` sets the prototype: no property.
    `${oss}new OssBackend(scope, { bucket: "b", __proto__: null });`,
    // TypeScript reports these keys itself (excess-property check of a fresh literal): said once is enough.
    { code: checkedByTypeScript, modes: ["ts", "typed"] },
    { code: `${ossTypes}export const c: OssBackendConfig = { bucket: "b", regoin: "r" };`, modes: ["ts", "typed"] },
    {
      code: `${ossTypes}export const c = { bucket: "b", regoin: "r" } satisfies OssBackendConfig;`,
      modes: ["ts", "typed"],
    },
    {
      code: `${ossTypes}export const c: OssBackendConfig = { bucket: "b", regoin: "r" } as const;`,
      modes: ["ts", "typed"],
    },
    {
      code: `${ossTypes}export const c: OssBackendConfig | undefined = ci ? { bucket: "b", regoin: "r" } : undefined;`,
      modes: ["ts", "typed"],
    },
    {
      code: `${ossTypes}export const all: OssBackendConfig[] = [{ bucket: "b", regoin: "r" }];`,
      modes: ["ts", "typed"],
    },
    {
      code: dedent`
        ${ossTypes}export function state(): OssBackendConfig {
          return { bucket: "b", regoin: "r" };
        }`,
      modes: ["ts", "typed"],
    },
    {
      code: dedent`
        ${ossTypes}export class Stack {
          state: OssBackendConfig = { bucket: "b", regoin: "r" };
        }`,
      modes: ["ts", "typed"],
    },
    {
      code: `${ossTypes}export const c: Readonly<OssBackendConfig> = { bucket: "b", regoin: "r" };`,
      modes: ["ts", "typed"],
    },
    {
      code: `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionDuration: 900 } });`,
      modes: ["ts", "typed"],
    },
    // A checked constant, spread into a configuration: TypeScript has reported its keys where it is written.
    {
      code: dedent`
        ${oss}import type { OssBackendConfig } from "kit";
        const shared: Partial<OssBackendConfig> = { regoin: "r" };
        new OssBackend(scope, { ...shared, bucket: "b" });`,
      modes: ["ts", "typed"],
    },
    {
      code: dedent`
        ${oss}import type { OssAssumeRole } from "kit";
        const role: OssAssumeRole = { roleArn: "arn", duration: 900 };
        new OssBackend(scope, { bucket: "b", assumeRole: role });`,
      modes: ["ts", "typed"],
    },
    // A computed key of a literal type is checked by TypeScript too.
    {
      code: `${oss}const KEY = "regoin";\nnew OssBackend(scope, { bucket: "b", [KEY]: "r" });`,
      modes: ["ts", "typed"],
    },
    // Typed: an interface that extends a configuration type declares its own keys, and TypeScript checks the rest.
    {
      code: dedent`
        ${ossTypes}interface TeamState extends OssBackendConfig {
          team: string;
        }
        export const t: TeamState = { team: "network", bucket: "b", regoin: "r" };`,
      modes: ["ts", "typed"],
    },
    // Typed: a helper's parameter of a configuration type.
    {
      code: dedent`
        ${ossTypes}function stateFor(config: OssBackendConfig) {
          return config;
        }
        stateFor({ bucket: "b", regoin: "r" });`,
      modes: ["ts", "typed"],
    },
    // Untyped, these are not found as configurations (typed, they are reported: see below).
    {
      code: dedent`
        ${ossTypes}function stateFor<T extends OssBackendConfig>(config: T): T {
          return config;
        }
        stateFor({ bucket: "b", regoin: "r" });`,
      modes: ["ts"],
    },
    {
      code: `${ossTypes}export const c: OssBackendConfig & Record<string, unknown> = { bucket: "b", regoin: "r" };`,
      modes: ["ts"],
    },
    // Untyped, a computed key read from a constant is taken to be checked (typed: its type is `string`, see below).
    { code: `${oss}const key: string = "regoin";\nnew OssBackend(scope, { bucket: "b", [key]: "r" });`, modes: ["ts"] },
    // Untyped, the construct is taken to be <kit>'s (typed, an unresolved module is `any`: see below).
    {
      code: `import { OssBackend } from "no-such-kit";\nnew OssBackend(scope, { bucket: "b", regoin: "r" });`,
      modes: ["ts"],
    },
  ],
  invalid: [
    // JavaScript: nothing checks the keys.
    didYouMean(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦regoin: "eu-central-1"⟧ });`,
      "regoin",
      "OssBackendConfig",
      "region",
      `${oss}new OssBackend(scope, { bucket: "b", region: "eu-central-1" });`,
      ["js"],
    ),
    // The classic cases, from the schema's aliases.
    // A natural spelling of the GCS endpoint that is no key: the tool's attribute, never the typed spelling.
    didYouMean(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ⟦customEndpoint: "https://x/storage/v1/b"⟧ });`,
      "customEndpoint",
      "DataToolRemoteStateGcsConfig",
      "storageCustomEndpoint",
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storageCustomEndpoint: "https://x/storage/v1/b" });`,
      ["js"],
    ),
    didYouMean(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦storeageCustomEndpont: "https://x/storage/v1/b"⟧ });`,
      "storeageCustomEndpont",
      "GcsBackendConfig",
      "storageCustomEndpoint",
      `${gcs}new GcsBackend(scope, { bucket: "b", storageCustomEndpoint: "https://x/storage/v1/b" });`,
      ["js"],
    ),
    didYouMean(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRoleArn: "arn"⟧ });`,
      "assumeRoleArn",
      "OssBackendConfig",
      "assumeRoleRoleArn",
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "arn" });`,
      ["js"],
    ),
    didYouMean(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦sessionDuration: 1200⟧ });`,
      "sessionDuration",
      "OssBackendConfig",
      "assumeRoleSessionExpiration",
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: 1200 });`,
      ["js"],
    ),
    didYouMean(
      `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", ⟦sessionDuration: 1200⟧ } });`,
      "sessionDuration",
      "OssAssumeRole",
      "sessionExpiration",
      `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionExpiration: 1200 } });`,
      ["js"],
    ),
    didYouMean(
      `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", ⟦sessionExpiration: 900⟧ } });`,
      "sessionExpiration",
      "CosBackendAssumeRole",
      "sessionDuration",
      `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 900 } });`,
      ["js"],
    ),
    // Case and underscores: the letters decide; the suggestion keeps the key's own style.
    didYouMean(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦SECRETKEY: process.env.KEY⟧ });`,
      "SECRETKEY",
      "CosBackendConfig",
      "SecretKey",
      `${cos}new CosBackend(scope, { bucket: "b", SecretKey: process.env.KEY });`,
      ["js"],
    ),
    didYouMean(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦secret_kye: process.env.KEY⟧ });`,
      "secret_kye",
      "CosBackendConfig",
      "secret_key",
      `${cos}new CosBackend(scope, { bucket: "b", secret_key: process.env.KEY });`,
      ["js"],
    ),
    // Another store's key: the schema names the counterpart.
    didYouMean(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦secretId: process.env.ID⟧ });`,
      "secretId",
      "OssBackendConfig",
      "accessKey",
      `${oss}new OssBackend(scope, { bucket: "b", accessKey: process.env.ID });`,
      ["js"],
    ),
    unknown(`${oss}new OssBackend(scope, { bucket: "b", ⟦accelerate: true⟧ });`, "accelerate", "OssBackendConfig", [
      "js",
    ]),
    // A data-source-only field on the backend.
    unknown(`${gcs}new GcsBackend(scope, { bucket: "b", ⟦workspace: "w"⟧ });`, "workspace", "GcsBackendConfig", ["js"]),
    // So on the OSS and COS backends (issue 17), whose remote-state data sources take them (above).
    unknown(`${oss}new OssBackend(scope, { bucket: "b", ⟦workspace: "w"⟧ });`, "workspace", "OssBackendConfig", ["js"]),
    unknown(`${cos}new CosBackend(scope, { bucket: "b", ⟦defaults: { a: 1 }⟧ });`, "defaults", "CosBackendConfig", [
      "js",
    ]),
    // Past the type, in TypeScript too.
    unknown(
      `${oss}const extra = { ⟦workspace: "w"⟧ };\nnew OssBackend(scope, { bucket: "b", ...extra });`,
      "workspace",
      "OssBackendConfig",
    ),
    // A key the OSS data source does not know: reported as its own, a data source's rejection.
    didYouMean(
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", workspace: "w", ⟦regoin: "r"⟧ });`,
      "regoin",
      "DataToolRemoteStateOssConfig",
      "region",
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", workspace: "w", region: "r" });`,
      ["js"],
    ),
    unknown(
      `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", ⟦tags: {}⟧ });`,
      "tags",
      "DataToolRemoteStateCosConfig",
      ["js"],
    ),
    // Nothing close: no suggestion. What is inside an unknown key's value is not reported on its own.
    unknown(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦tags: { regoin: "r", team: "t" }⟧ });`,
      "tags",
      "OssBackendConfig",
      ["js"],
    ),
    // The suggested field is written already: renaming would make a duplicate.
    unknown(`${oss}new OssBackend(scope, { bucket: "b", region: "r", ⟦regoin: "s"⟧ });`, "regoin", "OssBackendConfig", [
      "js",
    ]),
    // The typed spelling of the GCS endpoint: rejected by the tool always, in every mode (TypeScript accepts
    // the key). The rename to the key that works is offered where no compiler checks the key.
    rejected(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ⟦storeageCustomEndpoint: "https://x/storage/v1/b"⟧ });`,
      "storeageCustomEndpoint",
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storageCustomEndpoint: "https://x/storage/v1/b" });`,
      { modes: ["js"] },
    ),
    rejected(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ⟦storeageCustomEndpoint: "https://x/storage/v1/b"⟧ });`,
      "storeageCustomEndpoint",
      null,
      { modes: ["ts", "typed"] },
    ),
    rejected(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦storeageCustomEndpoint: process.env.ENDPOINT⟧ });`,
      "storeageCustomEndpoint",
      `${gcs}new GcsBackend(scope, { bucket: "b", storageCustomEndpoint: process.env.ENDPOINT });`,
      { modes: ["js"], role: "backend" },
    ),
    rejected(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦storeageCustomEndpoint: process.env.ENDPOINT⟧ });`,
      "storeageCustomEndpoint",
      null,
      { modes: ["ts", "typed"], role: "backend" },
    ),
    rejected(
      `import type { DataToolRemoteStateGcsConfig } from "kit";
export const c: DataToolRemoteStateGcsConfig = { bucket: "b", ⟦storeageCustomEndpoint: URL⟧ };`,
      "storeageCustomEndpoint",
      null,
      { modes: ["ts", "typed"] },
    ),
    // Other spellings that reach storeage_custom_endpoint: the rename keeps the key's style. TypeScript rejects
    // the key too, and its did-you-mean names the typed spelling: reported all the same.
    rejected(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦storeage_custom_endpoint: URL⟧ });`,
      "storeage_custom_endpoint",
      `${gcs}new GcsBackend(scope, { bucket: "b", storage_custom_endpoint: URL });`,
      { modes: ["js"], role: "backend", renamedTo: "storage_custom_endpoint" },
    ),
    rejected(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦storeage_custom_endpoint: URL⟧ });`,
      "storeage_custom_endpoint",
      null,
      { modes: ["ts", "typed"], role: "backend" },
    ),
    rejected(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦StoreageCustomEndpoint: URL⟧ });`,
      "StoreageCustomEndpoint",
      `${gcs}new GcsBackend(scope, { bucket: "b", StorageCustomEndpoint: URL });`,
      { modes: ["js"], role: "backend", renamedTo: "StorageCustomEndpoint" },
    ),
    // TypeScript past the type: a cast, or a spread in place. The key that works can be written there.
    rejected(
      `${gcs}import type { GcsBackendConfig } from "kit";
new GcsBackend(scope, { bucket: "b", ⟦storeageCustomEndpoint: URL⟧ } as GcsBackendConfig);`,
      "storeageCustomEndpoint",
      `${gcs}import type { GcsBackendConfig } from "kit";
new GcsBackend(scope, { bucket: "b", storageCustomEndpoint: URL } as GcsBackendConfig);`,
      { modes: ["ts", "typed"], role: "backend" },
    ),
    rejected(
      `${gcs}new GcsBackend(scope, { bucket: "b", ...{ ⟦storeageCustomEndpoint: URL⟧ } });`,
      "storeageCustomEndpoint",
      `${gcs}new GcsBackend(scope, { bucket: "b", ...{ storageCustomEndpoint: URL } });`,
      { role: "backend" },
    ),
    // A shared constant: reported where it is written, no rename (other code may use it).
    rejected(
      `${gcs}const shared = { ⟦storeageCustomEndpoint: URL⟧ };\nnew GcsBackend(scope, { ...shared, bucket: "b" });`,
      "storeageCustomEndpoint",
      null,
      { role: "backend" },
    ),
    // The key that works is written too: no rename (it would make a duplicate); that key is not reported.
    rejected(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ⟦storeageCustomEndpoint: A⟧, storageCustomEndpoint: B });`,
      "storeageCustomEndpoint",
      null,
      { modes: ["js"] },
    ),
    // With types, a key that type does not declare is still unknown (the type named is the project's own).
    didYouMean(
      dedent`
        ${ossTypes}interface RemoteOss extends OssBackendConfig {
          workspace?: string;
        }
        export const c = { bucket: "b", workspace: "w", ⟦regoin: "r"⟧ } as RemoteOss;`,
      "regoin",
      "RemoteOss",
      "region",
      dedent`
        ${ossTypes}interface RemoteOss extends OssBackendConfig {
          workspace?: string;
        }
        export const c = { bucket: "b", workspace: "w", region: "r" } as RemoteOss;`,
      ["typed"],
      "unknown",
    ),
    // ... but any other key it does not know is.
    {
      ...didYouMean(
        `import { RemoteOssState } from "./infra";
new RemoteOssState(scope, "logs", { bucket: "b", workspace: "w", ⟦regoin: "r"⟧ });`,
        "regoin",
        "OssBackendConfig",
        "region",
        `import { RemoteOssState } from "./infra";
new RemoteOssState(scope, "logs", { bucket: "b", workspace: "w", region: "r" });`,
        ["js"],
        "unknown",
      ),
      settings: { "backend-config": { constructNames: { oss: ["RemoteOssState"] } } },
    },
    // A published name (any word, no settings) is a data source's: its own rejection, past the type too.
    didYouMean(
      `import { DataForgeRemoteStateOss } from "forge-kit";
new DataForgeRemoteStateOss(scope, "logs", { bucket: "b", workspace: "w", ⟦regoin: "r"⟧ });`,
      "regoin",
      "DataForgeRemoteStateOssConfig",
      "region",
      `import { DataForgeRemoteStateOss } from "forge-kit";
new DataForgeRemoteStateOss(scope, "logs", { bucket: "b", workspace: "w", region: "r" });`,
      ["js"],
      "data-source",
    ),
    didYouMean(
      `import type { DataForgeRemoteStateOssConfig } from "forge-kit";
export const c = { bucket: "b", workspace: "w", ⟦regoin: "r"⟧ } as DataForgeRemoteStateOssConfig;`,
      "regoin",
      "DataForgeRemoteStateOssConfig",
      "region",
      `import type { DataForgeRemoteStateOssConfig } from "forge-kit";
export const c = { bucket: "b", workspace: "w", region: "r" } as DataForgeRemoteStateOssConfig;`,
      ["ts", "typed"],
      "data-source",
    ),
    // A type name added in settings, whose role is not known: both ways of failing are named.
    {
      code: `declare type TeamGcsState = object;
export const c = { bucket: "b", ⟦storeageCustomEndpoint: URL⟧, ⟦prefx: "p"⟧ } as TeamGcsState;`,
      modes: ["ts"],
      settings: { "backend-config": { typeNames: { gcs: ["TeamGcsState"] } } },
      errors: [
        rejectedError(
          "storeageCustomEndpoint",
          `declare type TeamGcsState = object;
export const c = { bucket: "b", storageCustomEndpoint: URL, prefx: "p" } as TeamGcsState;`,
          { role: "unknown" },
        ),
        {
          messageId: "unknownDidYouMean",
          data: { key: "prefx", type: "TeamGcsState", rejection: REJECTED_BY.unknown, suggestion: "prefix" },
          suggestions: [
            {
              messageId: "rename",
              data: { key: "prefx", suggestion: "prefix" },
              output: `declare type TeamGcsState = object;
export const c = { bucket: "b", storeageCustomEndpoint: URL, prefix: "p" } as TeamGcsState;`,
            },
          ],
        },
      ],
    },
    // A key with other separators reaches the tool snake-cased: a typo of it is named in the binding's spelling
    // (a string key becomes a plain one), and the rename reaches the field.
    didYouMean(
      `${oss}new OssBackend(scope, { bucket: "b", tablestoreEndpoint: "https://ots.example.com", ⟦"tablestore.tabel": "locks"⟧ });`,
      "tablestore.tabel",
      "OssBackendConfig",
      "tablestoreTable",
      `${oss}new OssBackend(scope, { bucket: "b", tablestoreEndpoint: "https://ots.example.com", tablestoreTable: "locks" });`,
      ["js"],
    ),
    didYouMean(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦"secret.kye": process.env.KEY⟧ });`,
      "secret.kye",
      "CosBackendConfig",
      "secretKey",
      `${cos}new CosBackend(scope, { bucket: "b", secretKey: process.env.KEY });`,
      ["js"],
    ),
    didYouMean(
      `${ossTypes}export const c = { bucket: "b", ⟦"tablestore-tabel": "locks"⟧ } as OssBackendConfig;`,
      "tablestore-tabel",
      "OssBackendConfig",
      "tablestoreTable",
      `${ossTypes}export const c = { bucket: "b", tablestoreTable: "locks" } as OssBackendConfig;`,
      ["ts", "typed"],
    ),
    // Shorthand, getter, readable computed key: the rename keeps the form.
    didYouMean(
      `${oss}const regoin = "r";\nnew OssBackend(scope, { bucket: "b", ⟦regoin⟧ });`,
      "regoin",
      "OssBackendConfig",
      "region",
      `${oss}const regoin = "r";\nnew OssBackend(scope, { bucket: "b", region: regoin });`,
      ["js"],
    ),
    didYouMean(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦get regoin() { return "r"; }⟧ });`,
      "regoin",
      "OssBackendConfig",
      "region",
      `${oss}new OssBackend(scope, { bucket: "b", get region() { return "r"; } });`,
      ["js"],
    ),
    didYouMean(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦["regoin"]: "r"⟧ });`,
      "regoin",
      "OssBackendConfig",
      "region",
      `${oss}new OssBackend(scope, { bucket: "b", ["region"]: "r" });`,
      ["js"],
    ),
    // Every mode: keys TypeScript does not check.
    // A spread constant: reported where it is written, with no suggestion (other code may use it too).
    didYouMean(
      `${oss}const shared = { ⟦regoin: "r"⟧ };\nnew OssBackend(scope, { ...shared, bucket: "b" });`,
      "regoin",
      "OssBackendConfig",
      "region",
      null,
    ),
    // A literal spread in place: TypeScript checks no spread property.
    didYouMean(
      `${oss}new OssBackend(scope, { bucket: "b", ...{ ⟦regoin: "r"⟧ } });`,
      "regoin",
      "OssBackendConfig",
      "region",
      `${oss}new OssBackend(scope, { bucket: "b", ...{ region: "r" } });`,
    ),
    // A block kept in a constant.
    unknown(
      `${oss}const role = { roleArn: "arn", ⟦duration: 900⟧ };\nnew OssBackend(scope, { bucket: "b", assumeRole: role });`,
      "duration",
      "OssAssumeRole",
    ),
    // Two unknown keys, each reported (TypeScript would name only the first).
    {
      code: `${oss}const shared = { ⟦regoin: "r"⟧, ⟦tags: "t"⟧ };\nnew OssBackend(scope, { ...shared, bucket: "b" });`,
      errors: [
        {
          messageId: "unknownDidYouMean",
          data: { key: "regoin", type: "OssBackendConfig", rejection: REJECTED_BY.backend, suggestion: "region" },
          suggestions: [],
        },
        {
          messageId: "unknown",
          data: { key: "tags", type: "OssBackendConfig", rejection: REJECTED_BY.backend },
          suggestions: [],
        },
      ],
    },
    // TypeScript: a type assertion turns the excess-property check off.
    didYouMean(
      `${oss}import type { OssBackendConfig } from "kit";
new OssBackend(scope, { bucket: "b", ⟦regoin: "r"⟧ } as OssBackendConfig);`,
      "regoin",
      "OssBackendConfig",
      "region",
      `${oss}import type { OssBackendConfig } from "kit";
new OssBackend(scope, { bucket: "b", region: "r" } as OssBackendConfig);`,
      ["ts", "typed"],
    ),
    didYouMean(
      `${ossTypes}export const c = <OssBackendConfig>{ bucket: "b", ⟦regoin: "r"⟧ };`,
      "regoin",
      "OssBackendConfig",
      "region",
      `${ossTypes}export const c = <OssBackendConfig>{ bucket: "b", region: "r" };`,
      ["ts", "typed"],
    ),
    didYouMean(
      `${ossTypes}export const c: OssBackendConfig = { bucket: "b", assumeRole: { roleArn: "arn", ⟦sessionDuration: 900⟧ } as OssAssumeRole };`,
      "sessionDuration",
      "OssAssumeRole",
      "sessionExpiration",
      `${ossTypes}export const c: OssBackendConfig = { bucket: "b", assumeRole: { roleArn: "arn", sessionExpiration: 900 } as OssAssumeRole };`,
      ["ts", "typed"],
    ),
    // TypeScript: a JavaScript file, or a file TypeScript is told not to check.
    {
      ...didYouMean(
        `${oss}new OssBackend(scope, { bucket: "b", ⟦regoin: "eu-central-1"⟧ });`,
        "regoin",
        "OssBackendConfig",
        "region",
        `${oss}new OssBackend(scope, { bucket: "b", region: "eu-central-1" });`,
        ["ts"],
      ),
      filename: "plain.js",
    },
    didYouMean(
      `// @ts-nocheck\n${oss}new OssBackend(scope, { bucket: "b", ⟦regoin: "eu-central-1"⟧ });`,
      "regoin",
      "OssBackendConfig",
      "region",
      `// @ts-nocheck\n${oss}new OssBackend(scope, { bucket: "b", region: "eu-central-1" });`,
      ["ts", "typed"],
    ),
    // A computed key of type string is no property name TypeScript checks.
    didYouMean(
      `${oss}const key: string = "regoin";\nnew OssBackend(scope, { bucket: "b", ⟦[key]: "r"⟧ });`,
      "regoin",
      "OssBackendConfig",
      "region",
      `${oss}const key: string = "regoin";\nnew OssBackend(scope, { bucket: "b", ["region"]: "r" });`,
      ["typed"],
    ),
    // Typed: a type parameter takes the literal's own type, an index signature takes any key, and an
    // unresolved module is `any`: TypeScript checks nothing there.
    didYouMean(
      dedent`
        ${ossTypes}function stateFor<T extends OssBackendConfig>(config: T): T {
          return config;
        }
        stateFor({ bucket: "b", ⟦regoin: "r"⟧ });`,
      "regoin",
      "OssBackendConfig",
      "region",
      dedent`
        ${ossTypes}function stateFor<T extends OssBackendConfig>(config: T): T {
          return config;
        }
        stateFor({ bucket: "b", region: "r" });`,
      ["typed"],
    ),
    didYouMean(
      `${ossTypes}export const c: OssBackendConfig & Record<string, unknown> = { bucket: "b", ⟦regoin: "r"⟧ };`,
      "regoin",
      "OssBackendConfig",
      "region",
      `${ossTypes}export const c: OssBackendConfig & Record<string, unknown> = { bucket: "b", region: "r" };`,
      ["typed"],
    ),
    didYouMean(
      `import { OssBackend } from "no-such-kit";\nnew OssBackend(scope, { bucket: "b", ⟦regoin: "r"⟧ });`,
      "regoin",
      "OssBackendConfig",
      "region",
      `import { OssBackend } from "no-such-kit";\nnew OssBackend(scope, { bucket: "b", region: "r" });`,
      ["typed"],
    ),
  ],
});

describe("closestField", () => {
  const name = (key: string, fields = typeSpecs.oss.fields) => closestField(key, fields)?.name;

  it("takes the schema's aliases first, then the same letters, then the nearest spelling", () => {
    expect(name("customEndpoint", typeSpecs.gcs.fields)).toBe("storage_custom_endpoint");
    expect(name("roleArn")).toBe("assume_role_role_arn");
    expect(name("secretID", typeSpecs.cos.fields)).toBe("secret_id");
    expect(name("SECRET_KEY")).toBe("secret_key");
    expect(name("regoin")).toBe("region");
    expect(name("endpoints")).toBe("endpoint");
  });

  it("never takes a field the tool rejects, however near", () => {
    // One edit from the typed storeage_custom_endpoint, two from the tool's storage_custom_endpoint.
    expect(name("storeageCustomEndpont", typeSpecs.gcs.fields)).toBe("storage_custom_endpoint");
    expect(name("STOREAGECUSTOMENDPOINT", typeSpecs.gcs.fields)).toBe("storage_custom_endpoint");
    const fields = [
      field("storeage_prefix", "string", "p", { rejected: { instead: "storage_prefix" } }),
      field("storage_prefix", "string", "q"),
    ];
    expect(closestField("storeagePrefx", fields)?.name).toBe("storage_prefix");
    expect(closestField("storeagePrefx", fields.slice(0, 1))).toBeUndefined();
  });

  it("guesses nothing far off, or when two fields are equally near", () => {
    expect(name("tags")).toBeUndefined();
    expect(name("team")).toBeUndefined();
    // secret_id is 3 edits from secret_key: too far for 8 letters.
    expect(name("secretid", typeSpecs.gcs.fields)).toBeUndefined();
    // Another store's credential is not this one's: 3 edits in 11 letters.
    expect(name("accessToken")).toBeUndefined();
    expect(name("stsEndpoint", typeSpecs.cos.fields)).toBeUndefined();
    const fields = [field("prefix", "string", "p"), field("profix", "string", "q")];
    expect(closestField("prafix", fields)).toBeUndefined();
    expect(closestField("prefex", fields)?.name).toBe("prefix");
    expect(closestField("perfix", fields)?.name).toBe("prefix");
  });
});

// Java and C#: javac and the C# compiler reject a setter or member that does not exist (every key is
// `keyChecked`), so the rule stays silent there, as it does for TypeScript's excess-property check. The typed
// endpoint setter and property exist, and the tool rejects what they write: reported, with no rename (the
// binding has no key for the tool's attribute).

testRuleIn("java", "no-unknown-properties", rule, {
  valid: [
    inJava(`    var c = OssBackendConfig.builder().bucket("b").regoin("eu-central-1").build();`),
    inJava`
      var b = new CosBackendConfig.Builder().bucket("b");
      b.secretID(System.getenv("ID"));
      var c = b.build();`,
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().role("arn").build()).build();`,
    ),
    dedent`
      class Main {
        Object c = GcsBackend.Builder.create(this, "state").bucket("b").storageCustomEndpoint("https://x/storage/v1/b").build();
      }
    `,
    // Beyond <kit>'s types: what the binding cannot write, javac rejects.
    inJava(`    var c = CosBackendConfig.builder().bucket("b").profile("ci").camRoleName("runner").build();`),
    // null leaves the property unset in Java.
    inJava(`    var c = GcsBackendConfig.builder().bucket("b").storeageCustomEndpoint(null).build();`),
    // The remote-state data sources' own settings (issue 17); on a backend, javac rejects them (below).
    inJava(`    var c = DataToolRemoteStateOssConfig.builder().bucket("b").workspace("w").defaults(Map.of()).build();`),
    inJava(`    DataToolRemoteStateCos.Builder.create(scope, "r").bucket("b").workspace("w").build();`),
    inJava(`    var c = OssBackendConfig.builder().bucket("b").workspace("w").build();`),
  ],
  invalid: [
    {
      code: inJava`
        var c = GcsBackendConfig.builder()
            .bucket("b")
            ⟦.storeageCustomEndpoint("https://x/storage/v1/b")⟧
            .build();`,
      errors: [rejectedError("storeageCustomEndpoint", null, { role: "backend" })],
    },
    {
      code: inJava`
        var b = DataToolRemoteStateGcsConfig.builder().bucket("b");
        if (privateNetwork) {
          b⟦.storeageCustomEndpoint(System.getenv("ENDPOINT"))⟧;
        }
        var c = b.build();`,
      errors: [rejectedError("storeageCustomEndpoint", null)],
    },
  ],
});

testRuleIn("csharp", "no-unknown-properties", rule, {
  valid: [
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Regoin = "eu-central-1" };`),
    inCSharp(
      `    var c = new CosBackendConfig() { Bucket = "b" };\n    c.SecretID = Environment.GetEnvironmentVariable("ID");`,
    ),
    inCSharp(`    new OssBackend(this, new() { Bucket = "b", AssumeRole = new() { Role = "arn" } });`),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", StorageCustomEndpoint = "https://x/storage/v1/b" };`),
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", SharedCredentialsDir = "/etc/cos" };`),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", StoreageCustomEndpoint = null };`),
    // The remote-state data sources' own settings (issue 17); on a backend, the compiler rejects them (below).
    inCSharp(
      `    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b", Workspace = "w", Defaults = new Dictionary<string, object>() });`,
    ),
    inCSharp(`    var c = new DataToolRemoteStateCosConfig { Bucket = "b", Workspace = "w" };`),
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Workspace = "w" };`),
  ],
  invalid: [
    {
      code: inCSharp(
        `    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", ⟦StoreageCustomEndpoint = "https://x/storage/v1/b"⟧ };`,
      ),
      errors: [rejectedError("StoreageCustomEndpoint", null)],
    },
    {
      code: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b" };
    ⟦c.StoreageCustomEndpoint = Environment.GetEnvironmentVariable("ENDPOINT")⟧;`),
      errors: [rejectedError("StoreageCustomEndpoint", null, { role: "backend" })],
    },
  ],
});

describe("no-unknown-properties on Java and C#", () => {
  // The silence above is the rule's choice, not a configuration the front end missed.
  it.each([
    ["java", inJava(`    var c = OssBackendConfig.builder().bucket("b").regoin("eu-central-1").build();`), "regoin"],
    ["csharp", inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Regoin = "eu-central-1" };`), "Regoin"],
    // A remote-state data source's own setting on a backend (issue 17).
    ["java", inJava(`    var c = OssBackendConfig.builder().bucket("b").workspace("w").build();`), "workspace"],
    ["csharp", inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Workspace = "w" };`), "Workspace"],
  ] as const)("%s: the unknown key is found, and checked by the compiler", (language, code, key) => {
    const root = parserFor(language).parse(code)!.rootNode;
    const find = language === "java" ? findJavaConfigs : findCSharpConfigs;
    const [config] = find(root, code, resolveSettings(undefined));
    const entry = config!.entries.find((e) => e.type === "property" && e.key === key);
    expect(entry).toMatchObject({ type: "property", key, field: undefined, keyChecked: true });
  });
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
const OSS_BACKEND = 'backend "oss"';
const GCS_CONFIG = 'the "config" of remote-state data source "state"';
testRuleInJson("no-unknown-properties", rule, {
  valid: [
    backendJson("oss", '"bucket": "b"', '"tablestore_instance_name": "i"'),
    backendJson("gcs", '"bucket": "b"', '"storage_custom_endpoint": "https://x.p.googleapis.com/storage/v1/b"'),
    // The data source's own settings stand beside its config.
    remoteStateJson("gcs", ['"bucket": "b"'], ['"workspace": "prod"', '"defaults": { "x": "y" }']),
    // A null leaves the attribute unset.
    backendJson("oss", '"bucket": "b"', '"regoin": null'),
    // The syntax's comment key in a block's body (where <kit> writes its metadata) is no setting.
    backendJson("oss", '"//": { "metadata": { "path": "app/backend" } }', '"bucket": "b"'),
  ],
  invalid: [
    {
      // Nothing snake-cases keys here: `tablestore.table` reaches the tool as written, an attribute it does not know.
      code: backendJson(
        "oss",
        '"bucket": "b"',
        '"tablestore_endpoint": "https://ots.example.com"',
        '⟦"tablestore.table": "locks"⟧',
      ),
      errors: [
        {
          messageId: "unknownDidYouMean",
          data: {
            key: "tablestore.table",
            type: OSS_BACKEND,
            rejection: REJECTED_BY.backend,
            suggestion: "tablestore_table",
          },
          suggestions: [
            {
              messageId: "rename",
              data: { key: "tablestore.table", suggestion: "tablestore_table" },
              output: backendJson(
                "oss",
                '"bucket": "b"',
                '"tablestore_endpoint": "https://ots.example.com"',
                '"tablestore_table": "locks"',
              ),
            },
          ],
        },
      ],
    },
    {
      // Keys are the tool's attribute names exactly: `Encrypt` is no `encrypt` here.
      code: backendJson("oss", '"bucket": "b"', '⟦"regoin": "r"⟧', '⟦"Encrypt": true⟧'),
      errors: [
        {
          messageId: "unknownDidYouMean",
          data: { key: "regoin", type: OSS_BACKEND, rejection: REJECTED_BY.backend, suggestion: "region" },
          suggestions: [
            {
              messageId: "rename",
              data: { key: "regoin", suggestion: "region" },
              output: backendJson("oss", '"bucket": "b"', '"region": "r"', '"Encrypt": true'),
            },
          ],
        },
        {
          messageId: "unknownDidYouMean",
          data: { key: "Encrypt", type: OSS_BACKEND, rejection: REJECTED_BY.backend, suggestion: "encrypt" },
          suggestions: [
            {
              messageId: "rename",
              data: { key: "Encrypt", suggestion: "encrypt" },
              output: backendJson("oss", '"bucket": "b"', '"regoin": "r"', '"encrypt": true'),
            },
          ],
        },
      ],
    },
    {
      // `workspace` inside config is no setting of the store; `storeage_custom_endpoint` is no attribute of the tool.
      code: remoteStateJson(
        "gcs",
        [
          '"bucket": "b"',
          '⟦"workspace": "w"⟧',
          '⟦"storeage_custom_endpoint": "https://x.p.googleapis.com/storage/v1/b"⟧',
        ],
        ['"workspace": "prod"'],
      ),
      errors: [
        {
          messageId: "unknown",
          data: { key: "workspace", type: GCS_CONFIG, rejection: REJECTED_BY["data-source"] },
          suggestions: [],
        },
        {
          messageId: "rejected",
          data: {
            key: "storeage_custom_endpoint",
            sent: "storeage_custom_endpoint",
            rejection: REJECTED_BY["data-source"],
            instead: "storage_custom_endpoint",
          },
          suggestions: [
            {
              messageId: "rename",
              data: { key: "storeage_custom_endpoint", suggestion: "storage_custom_endpoint" },
              output: remoteStateJson(
                "gcs",
                [
                  '"bucket": "b"',
                  '"workspace": "w"',
                  '"storage_custom_endpoint": "https://x.p.googleapis.com/storage/v1/b"',
                ],
                ['"workspace": "prod"'],
              ),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "no-unknown-properties", rule, {
  valid: [
    dedent`
      data "terraform_remote_state" "state" {
        backend = "oss"
        workspace = "w"
        defaults  = { x = 1 }
        config = {
          bucket = "b"
        }
      }
    `,
  ],
  invalid: [
    {
      code: inHcl`
        backend "gcs" {
          bucket = "b"
          ⟦path   = "p"⟧
        }`,
      errors: [{ message: '"path" is not a property of backend "gcs"; the tool rejects it at init.' }],
    },
    {
      code: inHcl`
        backend "oss" {
          ⟦bukcet = "b"⟧
        }`,
      errors: [
        {
          message: '"bukcet" is not a property of backend "oss"; the tool rejects it at init. The nearest is "bucket".',
          suggestions: [
            {
              desc: 'Rename "bukcet" to "bucket".',
              output: inHcl`
            backend "oss" {
              bucket = "b"
            }`,
            },
          ],
        },
      ],
    },
    {
      code: dedent`
        data "terraform_remote_state" "state" {
          backend = "oss"
          config = {
            bucket = "b"
            ⟦workspace = "w"⟧
          }
        }
      `,
      errors: [
        {
          message:
            '"workspace" is not a property of the "config" of remote-state data source "state"; the tool rejects it at plan.',
        },
      ],
    },
    {
      code: inHcl`
        backend "oss" {
          bucket = "b"
          assume_role {
            role_arn = "r"
            ⟦rolearn  = "x"⟧
          }
        }`,
      errors: [{ message: '"rolearn" is not a property of OssAssumeRole; the tool rejects it at init.' }],
    },
  ],
});
