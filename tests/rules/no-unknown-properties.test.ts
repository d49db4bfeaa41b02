import { describe, expect, it } from "vitest";
import rule, { closestField } from "../../rules/no-unknown-properties.js";
import { field } from "../../src/schema/field.js";
import { findCSharpConfigs } from "../../src/frontends/csharp/index.js";
import { findJavaConfigs } from "../../src/frontends/java/index.js";
import { parserFor } from "../../src/languages/grammars.js";
import { typeSpecs } from "../../src/schema/index.js";
import { resolveSettings } from "../../src/settings.js";
import { locate, testRule, testRuleIn, type Invalid, type Mode } from "../rule-tester.js";

type MessageId = "unknown" | "unknownDidYouMean" | "rejected" | "rename";
const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const ossTypes = `import type { OssAssumeRole, OssBackendConfig } from "kit";\n`;

/** What the tool does with a key it does not know, by the configuration's role (FACTS.md, "Every type"). */
const REJECTED_BY = {
  backend: 'the tool rejects the backend at init ("extraneous property")',
  "data-source": 'the tool rejects the remote-state data source when it is read ("unexpected attribute")',
  unknown:
    'the tool rejects it: a backend at init ("extraneous property"), a remote-state data source when it is read ("unexpected attribute")',
} as const;
type Role = keyof typeof REJECTED_BY;
/** The role of the configurations these tests write, by the type a key is checked against. */
const roleOf = (type: string): Role => (type.startsWith("DataToolRemoteState") ? "data-source" : "backend");

/** One finding without a suggestion on the text `snippet` (the whole property). */
function unknown(
  code: string,
  snippet: string,
  key: string,
  type: string,
  modes?: readonly Mode[],
  occurrence = 0,
  role = roleOf(type),
): Invalid<MessageId> {
  return {
    code,
    ...(modes && { modes }),
    errors: [
      {
        messageId: "unknown",
        data: { key, type, rejection: REJECTED_BY[role] },
        ...locate(code, snippet, occurrence),
        suggestions: [],
      },
    ],
  };
}

/**
 * One finding with its did-you-mean on the text `snippet`; `output` is what the rename suggestion makes of
 * the code, or null when the property is not written in the configuration (no suggestion then).
 */
function didYouMean(
  code: string,
  snippet: string,
  key: string,
  type: string,
  suggestion: string,
  output: string | null,
  modes?: readonly Mode[],
  occurrence = 0,
  role = roleOf(type),
): Invalid<MessageId> {
  return {
    code,
    ...(modes && { modes }),
    errors: [
      {
        messageId: "unknownDidYouMean",
        data: { key, type, rejection: REJECTED_BY[role], suggestion },
        ...locate(code, snippet, occurrence),
        suggestions: output === null ? [] : [{ messageId: "rename", data: { key, suggestion }, output }],
      },
    ],
  };
}

/** A rename of `from` to `to` in the code (the first occurrence after the import). */
const renamed = (code: string, from: string, to: string) => {
  const at = code.indexOf(from, code.indexOf("\n"));
  return code.slice(0, at) + to + code.slice(at + from.length);
};

/** The ways to set the GCS endpoint that work, as the message lists them (FACTS.md, "DataToolRemoteStateGcsConfig"). */
const ELSEWHERE = `set CLOUDG_BACKEND_STORAGE_CUSTOM_ENDPOINT or CLOUDG_STORAGE_CUSTOM_ENDPOINT in the tool's environment; or use <kit>'s raw override of the written configuration at "storage_custom_endpoint"`;
const WAYS = {
  /** JavaScript, or TypeScript past the type: the key works. */
  key: (key = "storageCustomEndpoint") => `write the key "${key}"; ${ELSEWHERE}`,
  /** TypeScript where the compiler checks the key: only past the type. */
  pastType: `write the key "storageCustomEndpoint" past the type (an untyped spread or a cast); ${ELSEWHERE}`,
  /** Java and C#: no key of the binding reaches the tool's attribute. */
  none: ELSEWHERE,
};

/**
 * The finding on the typed spelling of the GCS endpoint, which the tool rejects, on the text `snippet`; `output`
 * is what the rename suggestion makes of the code, or null for none (`renamedTo` the key it writes).
 */
function rejectedError(
  code: string,
  snippet: string,
  key: string,
  ways: string,
  output: string | null,
  options: { role?: Role; renamedTo?: string } = {},
) {
  return {
    messageId: "rejected" as const,
    data: {
      key,
      sent: "storeage_custom_endpoint",
      rejection: REJECTED_BY[options.role ?? "data-source"],
      instead: `"storage_custom_endpoint" (the tool's attribute from 1.4.0)`,
      ways,
    },
    ...locate(code, snippet),
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
  snippet: string,
  key: string,
  ways: string,
  output: string | null,
  options: { modes?: readonly Mode[]; role?: Role; renamedTo?: string } = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [rejectedError(code, snippet, key, ways, output, options)],
  };
}

/** Code whose unknown key TypeScript reports itself: silent in TypeScript, reported in JavaScript. */
const checkedByTypeScript = `${oss}new OssBackend(scope, { bucket: "b", regoin: "eu-central-1" });`;

testRule("no-unknown-properties", rule, {
  valid: [
    // A name added in settings is of unknown role: it may be a remote-state data source of any store, whose own
    // settings (`defaults`, `workspace`) are not reported.
    {
      code: `import { DataForgeRemoteStateOss } from "kit";\nnew DataForgeRemoteStateOss(scope, "logs", { bucket: "b", workspace: "w", defaults: { a: 1 } });`,
      settings: { "backend-config": { constructNames: { oss: ["DataForgeRemoteStateOss"] } } },
    },
    // A type that only extends a configuration type declares keys of its own (the published <kit>'s OSS and COS
    // remote-state data sources add `defaults` and `workspace`): what the tool does with them is not known.
    {
      code: `${ossTypes}interface RemoteOss extends OssBackendConfig {\n  workspace?: string;\n  defaults?: object;\n}\nexport const c = { bucket: "b", workspace: "w", defaults: {} } as RemoteOss;`,
      modes: ["ts", "typed"],
    },
    "",
    `${oss}new OssBackend(scope, { bucket: "b", region: "r", assumeRoleRoleArn: "arn" });`,
    // Keys reach the tool snake-cased: these are the same fields.
    `${oss}new OssBackend(scope, { Bucket: "b", assume_role_role_arn: "arn", AssumeRole: { RoleArn: "arn", session_name: "s" } });`,
    `${cos}new CosBackend(scope, { bucket: "b", SecretId: "<SECRET_ID>", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 900 } });`,
    `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", workspace: "w", defaults: { anything: 1 } });`,
    // The tool's own endpoint attribute: it works, whatever TypeScript says of the key (FACTS.md).
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
    // Keys the tool knows beyond SEED.md's types (FACTS.md): fields, not unknown keys.
    `${oss}new OssBackend(scope, { bucket: "b", region: "r", tablestoreInstanceName: "locks" });`,
    `${cos}new CosBackend(scope, { bucket: "b", profile: "ci", sharedCredentialsDir: "/etc/cos", camRoleName: "runner" });`,
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 900, externalId: "e" } });`,
    `${cos}new CosBackend(scope, { bucket: "b", shared_credentials_dir: "/etc/cos", CamRoleName: "runner", assume_role: { role_arn: "a", session_name: "s", external_id: "e" } });`,
    // <kit>'s exact snake-casing: ACL is acl, secretID secret_id, roleARN role_arn, bucket_ bucket.
    `${cos}new CosBackend(scope, { bucket_: "b", ACL: "private", secretID: process.env.ID, SecretID: process.env.ID });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleARN: "arn", assumeRole: { roleARN: "arn", sessionName: "s" } });`,
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
      code: `${ossTypes}export function state(): OssBackendConfig {\n  return { bucket: "b", regoin: "r" };\n}`,
      modes: ["ts", "typed"],
    },
    {
      code: `${ossTypes}export class Stack {\n  state: OssBackendConfig = { bucket: "b", regoin: "r" };\n}`,
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
      code: `${oss}import type { OssBackendConfig } from "kit";\nconst shared: Partial<OssBackendConfig> = { regoin: "r" };\nnew OssBackend(scope, { ...shared, bucket: "b" });`,
      modes: ["ts", "typed"],
    },
    {
      code: `${oss}import type { OssAssumeRole } from "kit";\nconst role: OssAssumeRole = { roleArn: "arn", duration: 900 };\nnew OssBackend(scope, { bucket: "b", assumeRole: role });`,
      modes: ["ts", "typed"],
    },
    // A computed key of a literal type is checked by TypeScript too.
    {
      code: `${oss}const KEY = "regoin";\nnew OssBackend(scope, { bucket: "b", [KEY]: "r" });`,
      modes: ["ts", "typed"],
    },
    // Typed: an interface that extends a configuration type declares its own keys, and TypeScript checks the rest.
    {
      code: `${ossTypes}interface TeamState extends OssBackendConfig {\n  team: string;\n}\nexport const t: TeamState = { team: "network", bucket: "b", regoin: "r" };`,
      modes: ["ts", "typed"],
    },
    // Typed: a helper's parameter of a configuration type.
    {
      code: `${ossTypes}function stateFor(config: OssBackendConfig) {\n  return config;\n}\nstateFor({ bucket: "b", regoin: "r" });`,
      modes: ["ts", "typed"],
    },
    // Untyped, these are not found as configurations (typed, they are reported: see below).
    {
      code: `${ossTypes}function stateFor<T extends OssBackendConfig>(config: T): T {\n  return config;\n}\nstateFor({ bucket: "b", regoin: "r" });`,
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
      checkedByTypeScript,
      'regoin: "eu-central-1"',
      "regoin",
      "OssBackendConfig",
      "region",
      renamed(checkedByTypeScript, "regoin", "region"),
      ["js"],
    ),
    // The classic cases, from the schema's aliases.
    // A natural spelling of the GCS endpoint that is no key: the tool's attribute, never the typed spelling.
    (() => {
      const code = `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", customEndpoint: "https://x/storage/v1/b" });`;
      return didYouMean(
        code,
        'customEndpoint: "https://x/storage/v1/b"',
        "customEndpoint",
        "DataToolRemoteStateGcsConfig",
        "storageCustomEndpoint",
        renamed(code, "customEndpoint", "storageCustomEndpoint"),
        ["js"],
      );
    })(),
    (() => {
      const code = `${gcs}new GcsBackend(scope, { bucket: "b", storeageCustomEndpont: "https://x/storage/v1/b" });`;
      return didYouMean(
        code,
        'storeageCustomEndpont: "https://x/storage/v1/b"',
        "storeageCustomEndpont",
        "GcsBackendConfig",
        "storageCustomEndpoint",
        renamed(code, "storeageCustomEndpont", "storageCustomEndpoint"),
        ["js"],
      );
    })(),
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", assumeRoleArn: "arn" });`;
      return didYouMean(
        code,
        'assumeRoleArn: "arn"',
        "assumeRoleArn",
        "OssBackendConfig",
        "assumeRoleRoleArn",
        renamed(code, "assumeRoleArn", "assumeRoleRoleArn"),
        ["js"],
      );
    })(),
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", sessionDuration: 1200 });`;
      return didYouMean(
        code,
        "sessionDuration: 1200",
        "sessionDuration",
        "OssBackendConfig",
        "assumeRoleSessionExpiration",
        renamed(code, "sessionDuration", "assumeRoleSessionExpiration"),
        ["js"],
      );
    })(),
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionDuration: 1200 } });`;
      return didYouMean(
        code,
        "sessionDuration: 1200",
        "sessionDuration",
        "OssAssumeRole",
        "sessionExpiration",
        renamed(code, "sessionDuration", "sessionExpiration"),
        ["js"],
      );
    })(),
    (() => {
      const code = `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionExpiration: 900 } });`;
      return didYouMean(
        code,
        "sessionExpiration: 900",
        "sessionExpiration",
        "CosBackendAssumeRole",
        "sessionDuration",
        renamed(code, "sessionExpiration", "sessionDuration"),
        ["js"],
      );
    })(),
    // Case and underscores: the letters decide; the suggestion keeps the key's own style.
    (() => {
      const code = `${cos}new CosBackend(scope, { bucket: "b", SECRETKEY: process.env.KEY });`;
      return didYouMean(
        code,
        "SECRETKEY: process.env.KEY",
        "SECRETKEY",
        "CosBackendConfig",
        "SecretKey",
        renamed(code, "SECRETKEY", "SecretKey"),
        ["js"],
      );
    })(),
    (() => {
      const code = `${cos}new CosBackend(scope, { bucket: "b", secret_kye: process.env.KEY });`;
      return didYouMean(
        code,
        "secret_kye: process.env.KEY",
        "secret_kye",
        "CosBackendConfig",
        "secret_key",
        renamed(code, "secret_kye", "secret_key"),
        ["js"],
      );
    })(),
    // Another store's key: the schema names the counterpart.
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", secretId: process.env.ID });`;
      return didYouMean(
        code,
        "secretId: process.env.ID",
        "secretId",
        "OssBackendConfig",
        "accessKey",
        renamed(code, "secretId", "accessKey"),
        ["js"],
      );
    })(),
    unknown(
      `${oss}new OssBackend(scope, { bucket: "b", accelerate: true });`,
      "accelerate: true",
      "accelerate",
      "OssBackendConfig",
      ["js"],
    ),
    // A data-source-only field on the backend.
    unknown(
      `${gcs}new GcsBackend(scope, { bucket: "b", workspace: "w" });`,
      'workspace: "w"',
      "workspace",
      "GcsBackendConfig",
      ["js"],
    ),
    // Nothing close: no suggestion. What is inside an unknown key's value is not reported on its own.
    unknown(
      `${oss}new OssBackend(scope, { bucket: "b", tags: { regoin: "r", team: "t" } });`,
      'tags: { regoin: "r", team: "t" }',
      "tags",
      "OssBackendConfig",
      ["js"],
    ),
    // The suggested field is written already: renaming would make a duplicate.
    unknown(
      `${oss}new OssBackend(scope, { bucket: "b", region: "r", regoin: "s" });`,
      'regoin: "s"',
      "regoin",
      "OssBackendConfig",
      ["js"],
    ),
    // The typed spelling of the GCS endpoint: rejected by the tool always, in every mode (TypeScript accepts
    // the key). The rename to the key that works is offered where no compiler checks the key.
    ...(() => {
      const code = `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "https://x/storage/v1/b" });`;
      const snippet = 'storeageCustomEndpoint: "https://x/storage/v1/b"';
      return [
        rejected(
          code,
          snippet,
          "storeageCustomEndpoint",
          WAYS.key(),
          renamed(code, "storeageCustomEndpoint", "storageCustomEndpoint"),
          { modes: ["js"] },
        ),
        rejected(code, snippet, "storeageCustomEndpoint", WAYS.pastType, null, { modes: ["ts", "typed"] }),
      ];
    })(),
    ...(() => {
      const code = `${gcs}new GcsBackend(scope, { bucket: "b", storeageCustomEndpoint: process.env.ENDPOINT });`;
      const snippet = "storeageCustomEndpoint: process.env.ENDPOINT";
      return [
        rejected(
          code,
          snippet,
          "storeageCustomEndpoint",
          WAYS.key(),
          renamed(code, "storeageCustomEndpoint", "storageCustomEndpoint"),
          { modes: ["js"], role: "backend" },
        ),
        rejected(code, snippet, "storeageCustomEndpoint", WAYS.pastType, null, {
          modes: ["ts", "typed"],
          role: "backend",
        }),
      ];
    })(),
    ...(() => {
      const code = `import type { DataToolRemoteStateGcsConfig } from "kit";\nexport const c: DataToolRemoteStateGcsConfig = { bucket: "b", storeageCustomEndpoint: URL };`;
      return [
        rejected(code, "storeageCustomEndpoint: URL", "storeageCustomEndpoint", WAYS.pastType, null, {
          modes: ["ts", "typed"],
        }),
      ];
    })(),
    // Other spellings that reach storeage_custom_endpoint: the rename keeps the key's style. TypeScript rejects
    // the key too, and its did-you-mean names the typed spelling: reported all the same.
    ...(() => {
      const code = `${gcs}new GcsBackend(scope, { bucket: "b", storeage_custom_endpoint: URL });`;
      const snippet = "storeage_custom_endpoint: URL";
      return [
        rejected(
          code,
          snippet,
          "storeage_custom_endpoint",
          WAYS.key("storage_custom_endpoint"),
          renamed(code, "storeage_custom_endpoint", "storage_custom_endpoint"),
          {
            modes: ["js"],
            role: "backend",
            renamedTo: "storage_custom_endpoint",
          },
        ),
        rejected(
          code,
          snippet,
          "storeage_custom_endpoint",
          WAYS.pastType.replace('"storageCustomEndpoint"', '"storage_custom_endpoint"'),
          null,
          { modes: ["ts", "typed"], role: "backend" },
        ),
      ];
    })(),
    ...(() => {
      const code = `${gcs}new GcsBackend(scope, { bucket: "b", StoreageCustomEndpoint: URL });`;
      return [
        rejected(
          code,
          "StoreageCustomEndpoint: URL",
          "StoreageCustomEndpoint",
          WAYS.key("StorageCustomEndpoint"),
          renamed(code, "StoreageCustomEndpoint", "StorageCustomEndpoint"),
          {
            modes: ["js"],
            role: "backend",
            renamedTo: "StorageCustomEndpoint",
          },
        ),
      ];
    })(),
    // TypeScript past the type: a cast, or a spread in place. The key that works can be written there.
    ...(() => {
      const code = `${gcs}import type { GcsBackendConfig } from "kit";\nnew GcsBackend(scope, { bucket: "b", storeageCustomEndpoint: URL } as GcsBackendConfig);`;
      return [
        rejected(
          code,
          "storeageCustomEndpoint: URL",
          "storeageCustomEndpoint",
          WAYS.key(),
          renamed(code, "storeageCustomEndpoint", "storageCustomEndpoint"),
          { modes: ["ts", "typed"], role: "backend" },
        ),
      ];
    })(),
    ...(() => {
      const code = `${gcs}new GcsBackend(scope, { bucket: "b", ...{ storeageCustomEndpoint: URL } });`;
      return [
        rejected(
          code,
          "storeageCustomEndpoint: URL",
          "storeageCustomEndpoint",
          WAYS.key(),
          renamed(code, "storeageCustomEndpoint", "storageCustomEndpoint"),
          { role: "backend" },
        ),
      ];
    })(),
    // A shared constant: reported where it is written, no rename (other code may use it).
    ...(() => {
      const code = `${gcs}const shared = { storeageCustomEndpoint: URL };\nnew GcsBackend(scope, { ...shared, bucket: "b" });`;
      return [
        rejected(code, "storeageCustomEndpoint: URL", "storeageCustomEndpoint", WAYS.key(), null, { role: "backend" }),
      ];
    })(),
    // The key that works is written too: no rename (it would make a duplicate); that key is not reported.
    ...(() => {
      const code = `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: A, storageCustomEndpoint: B });`;
      return [
        rejected(code, "storeageCustomEndpoint: A", "storeageCustomEndpoint", WAYS.key(), null, { modes: ["js"] }),
      ];
    })(),
    // With types, a key that type does not declare is still unknown (the type named is the project's own).
    (() => {
      const code = `${ossTypes}interface RemoteOss extends OssBackendConfig {\n  workspace?: string;\n}\nexport const c = { bucket: "b", workspace: "w", regoin: "r" } as RemoteOss;`;
      return didYouMean(
        code,
        'regoin: "r"',
        "regoin",
        "RemoteOss",
        "region",
        renamed(code, "regoin", "region"),
        ["typed"],
        0,
        "unknown",
      );
    })(),
    // ... but any other key it does not know is.
    (() => {
      const code = `import { DataForgeRemoteStateOss } from "kit";\nnew DataForgeRemoteStateOss(scope, "logs", { bucket: "b", workspace: "w", regoin: "r" });`;
      return {
        ...didYouMean(
          code,
          'regoin: "r"',
          "regoin",
          "OssBackendConfig",
          "region",
          renamed(code, "regoin", "region"),
          ["js"],
          0,
          "unknown",
        ),
        settings: { "backend-config": { constructNames: { oss: ["DataForgeRemoteStateOss"] } } },
      };
    })(),
    // A type name added in settings, whose role is not known: both ways of failing are named.
    ...(() => {
      const settings = { "backend-config": { typeNames: { gcs: ["TeamGcsState"] } } };
      const code = `declare type TeamGcsState = object;\nexport const c = { bucket: "b", storeageCustomEndpoint: URL, prefx: "p" } as TeamGcsState;`;
      return [
        {
          code,
          modes: ["ts"] as const,
          settings,
          errors: [
            {
              messageId: "rejected" as const,
              data: {
                key: "storeageCustomEndpoint",
                sent: "storeage_custom_endpoint",
                rejection: REJECTED_BY.unknown,
                instead: `"storage_custom_endpoint" (the tool's attribute from 1.4.0)`,
                ways: WAYS.key(),
              },
              ...locate(code, "storeageCustomEndpoint: URL"),
              suggestions: [
                {
                  messageId: "rename" as const,
                  data: { key: "storeageCustomEndpoint", suggestion: "storageCustomEndpoint" },
                  output: renamed(code, "storeageCustomEndpoint", "storageCustomEndpoint"),
                },
              ],
            },
            {
              messageId: "unknownDidYouMean" as const,
              data: { key: "prefx", type: "TeamGcsState", rejection: REJECTED_BY.unknown, suggestion: "prefix" },
              ...locate(code, 'prefx: "p"'),
              suggestions: [
                {
                  messageId: "rename" as const,
                  data: { key: "prefx", suggestion: "prefix" },
                  output: renamed(code, "prefx", "prefix"),
                },
              ],
            },
          ],
        },
      ];
    })(),
    // Shorthand, getter, readable computed key: the rename keeps the form.
    (() => {
      const code = `${oss}const regoin = "r";\nnew OssBackend(scope, { bucket: "b", regoin });`;
      return didYouMean(
        code,
        "regoin",
        "regoin",
        "OssBackendConfig",
        "region",
        `${oss}const regoin = "r";\nnew OssBackend(scope, { bucket: "b", region: regoin });`,
        ["js"],
        1,
      );
    })(),
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", get regoin() { return "r"; } });`;
      return didYouMean(
        code,
        'get regoin() { return "r"; }',
        "regoin",
        "OssBackendConfig",
        "region",
        renamed(code, "regoin", "region"),
        ["js"],
      );
    })(),
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", ["regoin"]: "r" });`;
      return didYouMean(
        code,
        '["regoin"]: "r"',
        "regoin",
        "OssBackendConfig",
        "region",
        renamed(code, '"regoin"', '"region"'),
        ["js"],
      );
    })(),
    // Every mode: keys TypeScript does not check.
    // A spread constant: reported where it is written, with no suggestion (other code may use it too).
    didYouMean(
      `${oss}const shared = { regoin: "r" };\nnew OssBackend(scope, { ...shared, bucket: "b" });`,
      'regoin: "r"',
      "regoin",
      "OssBackendConfig",
      "region",
      null,
    ),
    // A literal spread in place: TypeScript checks no spread property.
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", ...{ regoin: "r" } });`;
      return didYouMean(code, 'regoin: "r"', "regoin", "OssBackendConfig", "region", renamed(code, "regoin", "region"));
    })(),
    // A block kept in a constant.
    unknown(
      `${oss}const role = { roleArn: "arn", duration: 900 };\nnew OssBackend(scope, { bucket: "b", assumeRole: role });`,
      "duration: 900",
      "duration",
      "OssAssumeRole",
    ),
    // Two unknown keys, each reported (TypeScript would name only the first).
    (() => {
      const code = `${oss}const shared = { regoin: "r", tags: "t" };\nnew OssBackend(scope, { ...shared, bucket: "b" });`;
      return {
        code,
        errors: [
          {
            messageId: "unknownDidYouMean" as const,
            data: { key: "regoin", type: "OssBackendConfig", rejection: REJECTED_BY.backend, suggestion: "region" },
            ...locate(code, 'regoin: "r"'),
            suggestions: [],
          },
          {
            messageId: "unknown" as const,
            data: { key: "tags", type: "OssBackendConfig", rejection: REJECTED_BY.backend },
            ...locate(code, 'tags: "t"'),
            suggestions: [],
          },
        ],
      };
    })(),
    // TypeScript: a type assertion turns the excess-property check off.
    (() => {
      const code = `${oss}import type { OssBackendConfig } from "kit";\nnew OssBackend(scope, { bucket: "b", regoin: "r" } as OssBackendConfig);`;
      return didYouMean(
        code,
        'regoin: "r"',
        "regoin",
        "OssBackendConfig",
        "region",
        renamed(code, "regoin", "region"),
        ["ts", "typed"],
      );
    })(),
    (() => {
      const code = `${ossTypes}export const c = <OssBackendConfig>{ bucket: "b", regoin: "r" };`;
      return didYouMean(
        code,
        'regoin: "r"',
        "regoin",
        "OssBackendConfig",
        "region",
        renamed(code, "regoin", "region"),
        ["ts", "typed"],
      );
    })(),
    (() => {
      const code = `${ossTypes}export const c: OssBackendConfig = { bucket: "b", assumeRole: { roleArn: "arn", sessionDuration: 900 } as OssAssumeRole };`;
      return didYouMean(
        code,
        "sessionDuration: 900",
        "sessionDuration",
        "OssAssumeRole",
        "sessionExpiration",
        renamed(code, "sessionDuration", "sessionExpiration"),
        ["ts", "typed"],
      );
    })(),
    // TypeScript: a JavaScript file, or a file TypeScript is told not to check.
    {
      ...didYouMean(
        checkedByTypeScript,
        'regoin: "eu-central-1"',
        "regoin",
        "OssBackendConfig",
        "region",
        renamed(checkedByTypeScript, "regoin", "region"),
        ["ts"],
      ),
      filename: "plain.js",
    },
    (() => {
      const code = `// @ts-nocheck\n${checkedByTypeScript}`;
      return didYouMean(
        code,
        'regoin: "eu-central-1"',
        "regoin",
        "OssBackendConfig",
        "region",
        renamed(code, "regoin", "region"),
        ["ts", "typed"],
      );
    })(),
    // A computed key of type string is no property name TypeScript checks.
    (() => {
      const code = `${oss}const key: string = "regoin";\nnew OssBackend(scope, { bucket: "b", [key]: "r" });`;
      return didYouMean(
        code,
        '[key]: "r"',
        "regoin",
        "OssBackendConfig",
        "region",
        `${oss}const key: string = "regoin";\nnew OssBackend(scope, { bucket: "b", ["region"]: "r" });`,
        ["typed"],
      );
    })(),
    // Typed: a type parameter takes the literal's own type, an index signature takes any key, and an
    // unresolved module is `any`: TypeScript checks nothing there.
    (() => {
      const code = `${ossTypes}function stateFor<T extends OssBackendConfig>(config: T): T {\n  return config;\n}\nstateFor({ bucket: "b", regoin: "r" });`;
      return didYouMean(
        code,
        'regoin: "r"',
        "regoin",
        "OssBackendConfig",
        "region",
        renamed(code, "regoin: ", "region: "),
        ["typed"],
      );
    })(),
    (() => {
      const code = `${ossTypes}export const c: OssBackendConfig & Record<string, unknown> = { bucket: "b", regoin: "r" };`;
      return didYouMean(
        code,
        'regoin: "r"',
        "regoin",
        "OssBackendConfig",
        "region",
        renamed(code, "regoin", "region"),
        ["typed"],
      );
    })(),
    (() => {
      const code = `import { OssBackend } from "no-such-kit";\nnew OssBackend(scope, { bucket: "b", regoin: "r" });`;
      return didYouMean(
        code,
        'regoin: "r"',
        "regoin",
        "OssBackendConfig",
        "region",
        renamed(code, "regoin", "region"),
        ["typed"],
      );
    })(),
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
const inJava = (body: string) => `class Main {\n  void run() {\n${body}\n  }\n}\n`;
const inCSharp = (body: string) => `class Main {\n  void Run() {\n${body}\n  }\n}\n`;

testRuleIn("java", "no-unknown-properties", rule, {
  valid: [
    inJava(`    var c = OssBackendConfig.builder().bucket("b").regoin("eu-central-1").build();`),
    inJava(
      `    var b = new CosBackendConfig.Builder().bucket("b");\n    b.secretID(System.getenv("ID"));\n    var c = b.build();`,
    ),
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().role("arn").build()).build();`,
    ),
    `class Main {\n  Object c = GcsBackend.Builder.create(this, "state").bucket("b").storageCustomEndpoint("https://x/storage/v1/b").build();\n}\n`,
    // Beyond SEED.md's types: what the binding cannot write, javac rejects.
    inJava(`    var c = CosBackendConfig.builder().bucket("b").profile("ci").camRoleName("runner").build();`),
    // null leaves the property unset in Java.
    inJava(`    var c = GcsBackendConfig.builder().bucket("b").storeageCustomEndpoint(null).build();`),
  ],
  invalid: [
    (() => {
      const code = inJava(
        `    var c = GcsBackendConfig.builder()\n        .bucket("b")\n        .storeageCustomEndpoint("https://x/storage/v1/b")\n        .build();`,
      );
      return {
        code,
        errors: [
          rejectedError(
            code,
            '.storeageCustomEndpoint("https://x/storage/v1/b")',
            "storeageCustomEndpoint",
            WAYS.none,
            null,
            { role: "backend" },
          ),
        ],
      };
    })(),
    (() => {
      const code = inJava(
        `    var b = DataToolRemoteStateGcsConfig.builder().bucket("b");\n    if (privateNetwork) {\n      b.storeageCustomEndpoint(System.getenv("ENDPOINT"));\n    }\n    var c = b.build();`,
      );
      return {
        code,
        errors: [
          rejectedError(
            code,
            '.storeageCustomEndpoint(System.getenv("ENDPOINT"))',
            "storeageCustomEndpoint",
            WAYS.none,
            null,
          ),
        ],
      };
    })(),
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
  ],
  invalid: [
    (() => {
      const code = inCSharp(
        `    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", StoreageCustomEndpoint = "https://x/storage/v1/b" };`,
      );
      return {
        code,
        errors: [
          rejectedError(
            code,
            'StoreageCustomEndpoint = "https://x/storage/v1/b"',
            "StoreageCustomEndpoint",
            WAYS.none,
            null,
          ),
        ],
      };
    })(),
    (() => {
      const code = inCSharp(
        `    var c = new GcsBackendConfig { Bucket = "b" };\n    c.StoreageCustomEndpoint = Environment.GetEnvironmentVariable("ENDPOINT");`,
      );
      return {
        code,
        errors: [
          rejectedError(
            code,
            'c.StoreageCustomEndpoint = Environment.GetEnvironmentVariable("ENDPOINT")',
            "StoreageCustomEndpoint",
            WAYS.none,
            null,
            { role: "backend" },
          ),
        ],
      };
    })(),
  ],
});

describe("no-unknown-properties on Java and C#", () => {
  // The silence above is the rule's choice, not a configuration the front end missed.
  it.each([
    ["java", inJava(`    var c = OssBackendConfig.builder().bucket("b").regoin("eu-central-1").build();`), "regoin"],
    ["csharp", inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Regoin = "eu-central-1" };`), "Regoin"],
  ] as const)("%s: the unknown key is found, and checked by the compiler", (language, code, key) => {
    const root = parserFor(language).parse(code)!.rootNode;
    const find = language === "java" ? findJavaConfigs : findCSharpConfigs;
    const [config] = find(root, code, resolveSettings(undefined));
    const entry = config!.entries.find((e) => e.type === "property" && e.key === key);
    expect(entry).toMatchObject({ type: "property", key, field: undefined, keyChecked: true });
  });
});
