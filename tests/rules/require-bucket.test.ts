import rule from "../../rules/require-bucket.js";
import {
  backendJson,
  remoteStateJson,
  testRuleInJson,
  inCSharp,
  inJava,
  testRule,
  testRuleIn,
  unmark,
  dedent,
  inHcl,
} from "../rule-tester.js";

const oss = `import { OssBackend } from "kit";\n`;
/**
 * What a configuration is, by the type a test names: a remote-state data source (published names, and the JSON
 * syntax's `config`) or a backend. A name added in settings, or a type that only extends a configuration type, is
 * of unknown role: its cases say so.
 */
type Role = "backend" | "data-source" | "unknown";
const roleOf = (type: string): Role =>
  /^Data\w*RemoteState/.test(type) || type.startsWith("the ") ? "data-source" : "backend";
/**
 * The message by role (docs/behaviour.md#every-store): a backend's init asks for a bucket left out or fails without
 * input, unless -backend-config supplies it; a data source is refused at plan; one of unknown role may be either.
 */
const MISSING = { backend: "missing", "data-source": "missingRead", unknown: "missingEither" } as const;
const UNSET = { backend: "unset", "data-source": "unsetRead", unknown: "unsetEither" } as const;
const missing = (type: string, store: string, property = "bucket", role: Role = roleOf(type)) => ({
  messageId: MISSING[role],
  data: { type, store, property },
});
/** A bucket written as the empty string (reported alike in every role), or as nothing (then by role). */
const empty = (type: string, store: string, what: string, property = "bucket", role: Role = roleOf(type)) =>
  what === EMPTY
    ? { messageId: "empty" as const, data: { property, store } }
    : { messageId: UNSET[role], data: { property, store, what } };
const EMPTY = "an empty string";
/** Java's builder requires the bucket: its messages name the builder, in every role. */
const builderMissing = (type: string, store: string) => ({
  messageId: "missingBuilder" as const,
  data: { type, store, property: "bucket" },
});
const builderUnset = (store: string) => ({ messageId: "unsetBuilder" as const, data: { property: "bucket", store } });
/** What "nothing" is as the binding writes it: JavaScript's `undefined`; Java's and C#'s `null`. */
const UNDEFINED = "undefined";
const NULL = "null";

const OSS_TYPE = `import type { CosBackendConfig, OssBackendConfig } from "kit";\n`;

/**
 * <kit>'s remote-state data sources under their published names (tests/fixtures/forge-kit.d.ts): the tool's own
 * word in them, whatever it is, and no settings.
 */
const FORGE = `import { DataAcme2RemoteStateCos, DataForgeRemoteStateGcs, DataForgeRemoteStateOss } from "forge-kit";\n`;

/**
 * Objects passed to helpers that take a configuration (or returned by callbacks passed to them): only
 * types find them, from the helper's declared parameters (each overload's, a type parameter's explicit
 * argument or constraint) or, when the overloads disagree, from the call TypeScript resolves. Each case is
 * a finding with types and silent without them.
 */
const helperCases: { code: string; errors: ReturnType<typeof missing | typeof empty>[] }[] = [
  {
    code: dedent`
      ${OSS_TYPE}function withTag<C extends OssBackendConfig>(config: C, tag: string): C {
        return config;
      }
      withTag(⟦{ acl: "private" }⟧, "blue");`,
    errors: [missing("OssBackendConfig", "OSS")],
  },
  {
    code: dedent`
      ${OSS_TYPE}function keep<T>(value: T): T {
        return value;
      }
      keep<OssBackendConfig>(⟦{ acl: "private" }⟧);`,
    errors: [missing("OssBackendConfig", "OSS")],
  },
  {
    code: dedent`
      ${OSS_TYPE}function put(config: OssBackendConfig): void;
      function put(scope: unknown, config: OssBackendConfig): void;
      function put(...args: unknown[]): void {}
      put(⟦{ key: "a" }⟧);
      put(scope, ⟦{ key: "b" }⟧);`,
    errors: [missing("OssBackendConfig", "OSS"), missing("OssBackendConfig", "OSS")],
  },
  {
    code: dedent`
      ${OSS_TYPE}function stateOf(config: OssBackendConfig): string;
      function stateOf(config: CosBackendConfig, region: string): string;
      function stateOf(config: OssBackendConfig | CosBackendConfig, region?: string): string {
        return region ?? "";
      }
      stateOf(⟦{ key: "a" }⟧);
      stateOf(⟦{ key: "b" }⟧, "r");`,
    errors: [missing("OssBackendConfig", "OSS"), missing("CosBackendConfig", "COS")],
  },
  {
    // Same arity, different kinds: the argument before decides, as TypeScript resolves the call.
    code: dedent`
      ${OSS_TYPE}function open(kind: "oss", config: OssBackendConfig): void;
      function open(kind: "cos", config: CosBackendConfig): void;
      function open(kind: string, config: object): void {}
      open("cos", { ⟦bucket: ""⟧ });`,
    errors: [empty("CosBackendConfig", "COS", EMPTY)],
  },
  {
    code: dedent`
      ${OSS_TYPE}function define(make: () => OssBackendConfig, fallback?: () => OssBackendConfig): void {}
      define(() => (⟦{ key: "a" }⟧), function () {
        return ⟦{ key: "b" }⟧;
      });`,
    errors: [missing("OssBackendConfig", "OSS"), missing("OssBackendConfig", "OSS")],
  },
  {
    code: `${OSS_TYPE}declare const list: OssBackendConfig[];\nlist.push(⟦{ key: "a" }⟧, ⟦{ key: "b" }⟧);`,
    errors: [missing("OssBackendConfig", "OSS"), missing("OssBackendConfig", "OSS")],
  },
  {
    code: `${OSS_TYPE}declare const api: { put?(config: OssBackendConfig): void };\napi.put?.(⟦{ key: "a" }⟧);`,
    errors: [missing("OssBackendConfig", "OSS")],
  },
  {
    code: dedent`
      ${OSS_TYPE}class Holder {
        constructor(readonly config: OssBackendConfig) {}
      }
      new Holder(⟦{ key: "a" }⟧);`,
    errors: [missing("OssBackendConfig", "OSS")],
  },
  {
    code: dedent`
      ${OSS_TYPE}interface TeamState extends CosBackendConfig {
        team: string;
      }
      function use(state: TeamState): void {}
      use(⟦{ team: "a", key: "k" }⟧);`,
    // A type that only extends a configuration type is named by its own name (its role is unknown).
    errors: [missing("TeamState", "COS", "bucket", "unknown")],
  },
  {
    code: dedent`
      ${OSS_TYPE}class Base {
        constructor(config: OssBackendConfig) {}
      }
      class Derived extends Base {
        constructor() {
          super(⟦{ key: "a" }⟧);
        }
      }`,
    errors: [missing("OssBackendConfig", "OSS")],
  },
  {
    // A configuration inside an options object: the option's declared type.
    code: dedent`
      ${OSS_TYPE}interface StackOptions {
        name: string;
        backend: OssBackendConfig;
      }
      function build(options: StackOptions): void {}
      build({ name: "a", backend: ⟦{ key: "k" }⟧ });`,
    errors: [missing("OssBackendConfig", "OSS")],
  },
  // Helpers from other files: the configuration type is reached through imports, even when the importing
  // file and the file it imports from never write its name.
  {
    code: `import { applyState } from "./helpers.js";\napplyState(⟦{ key: "a" }⟧);`,
    errors: [missing("OssBackendConfig", "OSS")],
  },
  {
    code: `import { applyState } from "./reexport.js";\napplyState(⟦{ key: "a" }⟧);`,
    errors: [missing("OssBackendConfig", "OSS")],
  },
  {
    code: dedent`
      import { StateHolder } from "./helpers.js";
      const holder = new StateHolder();
      holder.put(⟦{ key: "a" }⟧);`,
    errors: [missing("OssBackendConfig", "OSS")],
  },
];

testRule("require-bucket", rule, {
  valid: [
    ...helperCases.map(({ code }) => ({ code: unmark(code).code, modes: ["ts"] as const })),
    // Not configurations with types either: a type parameter without a configuration constraint, a callback
    // typed by another call, helpers and classes whose declarations never name a configuration type.
    {
      code: dedent`
        function keep<T>(value: T): T {
          return value;
        }
        keep({ bucket: "" });
        [1].map(() => ({ bucket: "" }));`,
      modes: ["ts", "typed"],
    },
    {
      code: dedent`
        import { Client, send } from "./plain.js";
        send({ bucket: "" });
        const client = new Client({ region: "r", bucket: "" });
        client.put({ key: "k", bucket: "" });
        Object.assign({}, { bucket: "" });`,
      modes: ["ts", "typed"],
    },
    "",
    `${oss}new OssBackend(scope, { bucket: "state" });`,
    // Values that cannot be known are never reported.
    `${oss}new OssBackend(scope, { bucket: bucketName });`,
    `${oss}new OssBackend(scope, { bucket: process.env.STATE_BUCKET });`,
    `${oss}new OssBackend(scope, { bucket: \`\${team}-state\` });`,
    // Something that may hold anything: an unresolved spread, a computed key, a conditional spread.
    `${oss}new OssBackend(scope, { ...options });`,
    `${oss}new OssBackend(scope, { acl: "private", ...options });`,
    `${oss}new OssBackend(scope, { [key]: "state" });`,
    `${oss}new OssBackend(scope, { ...(shared ? { bucket: "a" } : {}) });`,
    `${oss}new OssBackend(scope, makeConfig());`,
    // Getters and keys that reach the tool as "bucket".
    `${oss}new OssBackend(scope, { get bucket() { return "state"; } });`,
    `${oss}new OssBackend(scope, { "bucket": "state" });`,
    `${oss}new OssBackend(scope, { ["bucket"]: "state" });`,
    `${oss}new OssBackend(scope, { Bucket: "state" });`,
    // Same-file constants, shorthand and spreads are followed.
    `${oss}const bucket = "state";\nnew OssBackend(scope, { bucket });`,
    `${oss}const base = { bucket: "state" };\nnew OssBackend(scope, { ...base, acl: "private" });`,
    // A constant whose properties change later is not taken at its initial value.
    dedent`
      ${oss}const base = { bucket: "" };
      base.bucket = "state";
      new OssBackend(scope, { ...base });`,
    dedent`
      ${oss}const base = { bucket: "" };
      Object.assign(base, { bucket: "state" });
      new OssBackend(scope, { ...base });`,
    // Text that only looks like a configuration: comments and strings.
    dedent`
      ${oss}// new OssBackend(scope, {});
      /* new OssBackend(scope, { bucket: "" }); */
      const doc = "new OssBackend(scope, {})";
      const tpl = \`new OssBackend(scope, { bucket: "" })\`;`,
    // Not a configuration: an unrelated object, a plain call, another argument.
    `const settings = { acl: "private" };`,
    // Unrelated objects with a bucket key: uploads, other clouds' clients.
    `const upload = { bucket: "", key: "report.csv" };\nputObject({ bucket: undefined, acl: "PRIVATE" });`,
    {
      code: `function upload(target: { bucket: string; key?: string }) {}\nupload({ bucket: "" });`,
      modes: ["ts", "typed"],
    },
    { code: `interface S3Target { bucket: string }\nconst t: S3Target = { bucket: "" };`, modes: ["ts", "typed"] },
    `${oss}OssBackend(scope, {});`,
    `import { DataToolRemoteStateGcs } from "kit";\nnew DataToolRemoteStateGcs(scope, {}, { bucket: "state" });`,
    `class OssBackendish {}\nnew OssBackendish(scope, {});`,
    // Names that only look like the published ones: no word, more after the name, `Data` starting a longer word.
    dedent`
      import { DataRemoteStateGcs, DataForgeRemoteStateGcsHelper, DatabaseRemoteStateGcs } from "forge-kit";
      new DataRemoteStateGcs(scope, "a", {});
      new DataForgeRemoteStateGcsHelper(scope, "b", {});
      new DatabaseRemoteStateGcs(scope, "c", { bucket: "" });`,
    {
      code: `import type { DataForgeRemoteStateGcsConfigDraft } from "forge-kit";\nconst c: DataForgeRemoteStateGcsConfigDraft = {};`,
      modes: ["ts", "typed"],
    },
    // A class or type of the published names' shape that the file declares itself is the file's own.
    dedent`
      class DataForgeRemoteStateGcs {
        constructor(scope, id, config) {}
      }
      new DataForgeRemoteStateGcs(scope, "a", {});`,
    {
      code: dedent`
        interface DataAcme2RemoteStateCosConfig {
          bucket?: string;
        }
        const c: DataAcme2RemoteStateCosConfig = {};
        function use(c: DataAcme2RemoteStateCosConfig) {}
        use({});`,
      modes: ["ts", "typed"],
    },
    // With `modules`, a published name from another module does not count (types still see that its
    // configuration type extends one of the module's: see the invalid cases).
    {
      code: `${FORGE}new DataForgeRemoteStateGcs(scope, "remote", {});`,
      settings: { "backend-config": { modules: ["kit"] } },
      modes: ["js", "ts"],
    },
    // Without types, a parameter is not known to be a configuration.
    {
      code: dedent`
        import type { DataForgeRemoteStateGcsConfig } from "forge-kit";
        function use(c: DataForgeRemoteStateGcsConfig) {}
        use({});`,
      modes: ["ts"],
    },
    {
      code: dedent`
        import type { DataAcme2RemoteStateCosConfig } from "forge-kit";
        function use(c: DataAcme2RemoteStateCosConfig) {}
        use({ region: "ap-guangzhou" });`,
      modes: ["ts"],
    },
    // A file's own class or interface of a construct's or configuration type's name is not <kit>'s (storage
    // libraries declare such names), without types and with them.
    dedent`
      class OssBackend {
        constructor(scope, config) {}
      }
      new OssBackend(scope, {});`,
    `function GcsBackend(scope, config) {}\nnew GcsBackend(scope, { bucket: "" });`,
    {
      code: dedent`
        interface GcsBackendConfig {
          bucket?: string;
          prefix: string;
        }
        const c: GcsBackendConfig = { prefix: "p" };`,
      modes: ["ts", "typed"],
    },
    {
      code: `type CosBackendConfig = { bucket?: string };\nexport const c: CosBackendConfig = {};`,
      modes: ["ts", "typed"],
    },
    // super(..) of a class that extends no construct, or not at the configuration's place.
    dedent`
      class Base {}
      class Store extends Base {
        constructor(scope) {
          super(scope, {});
        }
      }`,
    // Without types, a spread before it hides its place (types may still place it).
    {
      code: dedent`
        ${oss}class Store extends OssBackend {
          constructor(scope, ...rest) {
            super(...rest, {});
          }
        }`,
      modes: ["js", "ts"],
    },
    // With `modules`, names from other modules do not count.
    {
      code: `import { OssBackend } from "other-kit";\nnew OssBackend(scope, {});`,
      settings: { "backend-config": { modules: ["kit"] } },
    },
    {
      code: `import type { OssBackendConfig } from "other-kit";\nconst c: OssBackendConfig = {};`,
      settings: { "backend-config": { modules: ["kit"] } },
      modes: ["ts", "typed"],
    },
    {
      code: `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "state" };`,
      modes: ["ts", "typed"],
    },
    {
      code: `import type { OssBackendConfig } from "kit";\nconst c: Partial<OssBackendConfig> = {};`,
      modes: ["ts", "typed"],
    },
    // Only types can tell that a parameter is a configuration; untyped linting stays silent.
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        function use(c: OssBackendConfig) {}
        use({});`,
      modes: ["ts"],
    },
    // JavaScript's null makes <kit> fail before the tool sees the bucket: valid-value-types reports it, not as
    // a bucket left unset. So does a constant typed null.
    `${oss}new OssBackend(scope, { bucket: null });`,
    `${oss}const NONE = null;\nnew OssBackend(scope, { bucket: NONE });`,
    `import { CosBackend } from "kit";\nnew CosBackend(scope, { Bucket: null, region: "ap-guangzhou" });`,
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        declare const none: null;
        let c: OssBackendConfig;
        c = { bucket: none };`,
      modes: ["ts", "typed"],
    },
    {
      code: dedent`
        import type { CosBackendConfig } from "kit";
        interface TeamState extends CosBackendConfig { team: string }
        const s: TeamState = { team: "a" };`,
      modes: ["ts"],
    },
  ],
  invalid: [
    // A class that extends a construct passes its configuration to super(..): found without types too.
    {
      code: dedent`
        ${oss}class SecureOssBackend extends OssBackend {
          constructor(scope) {
            super(scope, { acl: "private" });
          }
        }`,
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 4, column: 18, endLine: 4, endColumn: 36 }],
    },
    {
      code: dedent`
        ${oss}class SecureOssBackend extends OssBackend {
          constructor(scope) {
            const config = { acl: "private" };
            super(scope, config);
          }
        }`,
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 4, column: 20, endLine: 4, endColumn: 38 }],
    },
    {
      code: dedent`
        import * as kit from "kit";
        export const Store = class extends kit.GcsBackend {
          constructor(scope) {
            super(scope, { prefix: "p" });
          }
        };`,
      errors: [{ ...missing("GcsBackendConfig", "GCS"), line: 4, column: 18, endLine: 4, endColumn: 33 }],
    },
    {
      code: `${oss}new OssBackend(scope, {});`,
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 2, column: 23, endLine: 2, endColumn: 25 }],
    },
    {
      code: dedent`
        ${oss}new OssBackend(scope, {
          acl: "private",
        });`,
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 2, column: 23, endLine: 4, endColumn: 2 }],
    },
    {
      code: `${oss}new OssBackend(scope, { bucket: "" });`,
      errors: [{ ...empty("OssBackendConfig", "OSS", EMPTY), line: 2, column: 25, endLine: 2, endColumn: 35 }],
    },
    {
      code: `${oss}new OssBackend(scope, { bucket: \`\` });`,
      errors: [{ ...empty("OssBackendConfig", "OSS", EMPTY), line: 2, column: 25 }],
    },
    {
      code: `${oss}new OssBackend(scope, { bucket: undefined });`,
      errors: [{ ...empty("OssBackendConfig", "OSS", UNDEFINED), line: 2, column: 25, endColumn: 42 }],
    },
    {
      code: `${oss}const NONE = undefined;\nnew OssBackend(scope, { bucket: NONE });`,
      errors: [{ ...empty("OssBackendConfig", "OSS", UNDEFINED), line: 3, column: 25, endColumn: 37 }],
    },
    {
      // A same-file constant is followed; a later write wins over a spread.
      code: dedent`
        import { CosBackend } from "kit";
        const NAME = "";
        const base = { bucket: "state" };
        new CosBackend(scope, { ...base, bucket: NAME });`,
      errors: [{ ...empty("CosBackendConfig", "COS", EMPTY), line: 4, column: 34, endColumn: 46 }],
    },
    {
      // The spread constant lacks the bucket.
      code: `${oss}const base = { acl: "private" };\nnew OssBackend(scope, { ...base });`,
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 3, column: 23 }],
    },
    {
      // An object kept in a constant and passed to the construct.
      code: `${oss}const config = { acl: "private" };\nnew OssBackend(scope, config);`,
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 2, column: 16, endColumn: 34 }],
    },
    {
      code: `import { CosBackend as StateBackend } from "kit";\nnew StateBackend(scope, {});`,
      errors: [{ ...missing("CosBackendConfig", "COS"), line: 2, column: 25 }],
    },
    {
      code: `import * as kit from "kit";\nnew kit.GcsBackend(scope, {});`,
      errors: [{ ...missing("GcsBackendConfig", "GCS"), line: 2, column: 27 }],
    },
    {
      code: `import { DataToolRemoteStateGcs } from "kit";\nnew DataToolRemoteStateGcs(scope, "remote", { workspace: "prod" });`,
      errors: [{ ...missing("DataToolRemoteStateGcsConfig", "GCS"), line: 2, column: 45 }],
    },
    // Under their published names, whatever the tool's word, without settings; through every kind of import.
    {
      code: `${FORGE}new DataForgeRemoteStateGcs(scope, "remote", ⟦{ workspace: "prod" }⟧);`,
      errors: [missing("DataForgeRemoteStateGcsConfig", "GCS")],
    },
    {
      code: `${FORGE}new DataAcme2RemoteStateCos(scope, "queue", { ⟦bucket: ""⟧, workspace: "prod" });`,
      errors: [empty("DataAcme2RemoteStateCosConfig", "COS", EMPTY)],
    },
    {
      code: dedent`
        import { DataForgeRemoteStateOss as Logs } from "forge-kit";
        const config = ⟦{ workspace: "w" }⟧;
        new Logs(scope, "logs", config);`,
      errors: [missing("DataForgeRemoteStateOssConfig", "OSS")],
    },
    {
      code: `import * as forge from "forge-kit";\nnew forge.DataAcme2RemoteStateCos(scope, "queue", ⟦{ region: "ap-guangzhou" }⟧);`,
      errors: [missing("DataAcme2RemoteStateCosConfig", "COS")],
    },
    {
      code: `const { DataForgeRemoteStateGcs: Remote } = require("forge-kit");\nnew Remote(scope, "remote", ⟦{ prefix: "p" }⟧);`,
      errors: [missing("DataForgeRemoteStateGcsConfig", "GCS")],
    },
    {
      code: `${FORGE}new DataForgeRemoteStateOss(scope, "logs", ⟦{}⟧);`,
      settings: { "backend-config": { modules: ["forge-kit"] } },
      errors: [missing("DataForgeRemoteStateOssConfig", "OSS")],
    },
    {
      // A published name from another module than `modules`: with types, found as a type that extends one of
      // the module's (of unknown role), not by its name.
      code: `${FORGE}new DataForgeRemoteStateGcs(scope, "remote", ⟦{}⟧);`,
      settings: { "backend-config": { modules: ["kit"] } },
      modes: ["typed"],
      errors: [missing("DataForgeRemoteStateGcsConfig", "GCS", "bucket", "unknown")],
    },
    ...[
      `export const c: DataForgeRemoteStateGcsConfig = ⟦{ prefix: "p" }⟧;`,
      `export const c = ⟦{ prefix: "p" }⟧ satisfies DataForgeRemoteStateGcsConfig;`,
      `export const c = ⟦{ prefix: "p" }⟧ as DataForgeRemoteStateGcsConfig;`,
    ].map((line) => ({
      code: `import type { DataForgeRemoteStateGcsConfig } from "forge-kit";\n${line}`,
      modes: ["ts", "typed"] as const,
      errors: [missing("DataForgeRemoteStateGcsConfig", "GCS")],
    })),
    {
      code: dedent`
        import type { DataForgeRemoteStateGcsConfig } from "forge-kit";
        function use(c: DataForgeRemoteStateGcsConfig) {}
        use(⟦{}⟧);`,
      modes: ["typed"],
      errors: [missing("DataForgeRemoteStateGcsConfig", "GCS")],
    },
    // A type that extends no backend's: types find it by its name alone.
    {
      code: `import type { DataAcme2RemoteStateCosConfig } from "forge-kit";\nexport const c: DataAcme2RemoteStateCosConfig = { ⟦bucket: ""⟧ };`,
      modes: ["ts", "typed"],
      errors: [empty("DataAcme2RemoteStateCosConfig", "COS", EMPTY)],
    },
    {
      code: dedent`
        import type { DataAcme2RemoteStateCosConfig } from "forge-kit";
        function use(c: DataAcme2RemoteStateCosConfig) {}
        use(⟦{ region: "ap-guangzhou" }⟧);`,
      modes: ["typed"],
      errors: [missing("DataAcme2RemoteStateCosConfig", "COS")],
    },
    // The OSS and COS remote-state data sources (issue 17): their configuration is the third argument.
    {
      code: `import { DataToolRemoteStateOss } from "kit";\nnew DataToolRemoteStateOss(scope, "remote", ⟦{ workspace: "prod", defaults: {} }⟧);`,
      errors: [missing("DataToolRemoteStateOssConfig", "OSS")],
    },
    {
      code: `import { DataToolRemoteStateCos } from "kit";\nnew DataToolRemoteStateCos(scope, "remote", { ⟦bucket: ""⟧, workspace: "prod" });`,
      errors: [empty("DataToolRemoteStateCosConfig", "COS", EMPTY)],
    },
    {
      code: `import * as kit from "kit";\nnew kit.DataToolRemoteStateCos(scope, "remote", ⟦{ region: "ap-guangzhou" }⟧);`,
      errors: [missing("DataToolRemoteStateCosConfig", "COS")],
    },
    {
      code: `import type { DataToolRemoteStateOssConfig } from "kit";\nexport const c: DataToolRemoteStateOssConfig = { ⟦bucket: undefined⟧, workspace: "w" };`,
      modes: ["ts", "typed"],
      errors: [empty("DataToolRemoteStateOssConfig", "OSS", UNDEFINED)],
    },
    {
      code: `const { OssBackend } = require("kit");\nnew OssBackend(scope, {});`,
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 2, column: 23 }],
    },
    {
      code: `const kit = require("kit");\nnew kit.CosBackend(scope, {});`,
      errors: [{ ...missing("CosBackendConfig", "COS"), line: 2, column: 27 }],
    },
    {
      code: `const { OssBackend: Backend } = require("kit");\nnew Backend(scope, { bucket: "" });`,
      errors: [{ ...empty("OssBackendConfig", "OSS", EMPTY), line: 2, column: 22 }],
    },
    {
      code: `import { OssBackend } from "kit";\nnew OssBackend(scope, {});`,
      settings: { "backend-config": { modules: ["kit"] } },
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 2, column: 23 }],
    },
    {
      // Names added in settings: a construct takes its configuration as its last argument.
      code: `import { StateStore } from "./infra";\nnew StateStore(scope, "state", {});`,
      settings: { "backend-config": { constructNames: { cos: ["StateStore"] } } },
      errors: [{ ...missing("CosBackendConfig", "COS", "bucket", "unknown"), line: 2, column: 32 }],
    },
    {
      code: `import { StateStore } from "./infra";\nnew StateStore(scope, "state", { ⟦bucket: undefined⟧ });`,
      settings: { "backend-config": { constructNames: { oss: ["StateStore"] } } },
      errors: [empty("OssBackendConfig", "OSS", UNDEFINED, "bucket", "unknown")],
    },
    {
      // An empty string is reported alike, whatever the role.
      code: `import { StateStore } from "./infra";\nnew StateStore(scope, "state", { ⟦bucket: ""⟧ });`,
      settings: { "backend-config": { constructNames: { gcs: ["StateStore"] } } },
      errors: [empty("GcsBackendConfig", "GCS", EMPTY)],
    },
    // TypeScript syntax: annotations, assertions, return types, class fields, defaults, arrays.
    ...[
      [`const c: OssBackendConfig = {};`, 29],
      [`const c = {} satisfies OssBackendConfig;`, 11],
      [`const c = {} as OssBackendConfig;`, 11],
      [`const c = <OssBackendConfig>{};`, 29],
      [`const c = ({}) as const satisfies OssBackendConfig;`, 12],
      [`const c: Readonly<OssBackendConfig> = {};`, 39],
      [`const c: OssBackendConfig | undefined = {};`, 41],
      [`const c: OssBackendConfig[] = [{}];`, 32],
      [`function make(): OssBackendConfig { return {}; }`, 44],
      [`const make = (): OssBackendConfig => ({});`, 39],
      [`class Stack { config: OssBackendConfig = {}; }`, 42],
      [`function make(c: OssBackendConfig = {}) {}`, 37],
    ].map(([line, column]) => ({
      code: `import type { OssBackendConfig } from "kit";\n${line as string}`,
      modes: ["ts", "typed"] as const,
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 2, column: column as number }],
    })),
    {
      code: `import * as kit from "kit";\nconst c: kit.GcsBackendConfig = { bucket: "" };`,
      modes: ["ts", "typed"],
      errors: [{ ...empty("GcsBackendConfig", "GCS", EMPTY), line: 2, column: 35 }],
    },
    {
      code: `interface StateConfig { bucket?: string }\nconst s: StateConfig = {};`,
      settings: { "backend-config": { typeNames: { oss: ["StateConfig"] } } },
      modes: ["ts", "typed"],
      errors: [{ ...missing("StateConfig", "OSS", "bucket", "unknown"), line: 2, column: 24 }],
    },
    // Type information sees further: parameters, interfaces that extend a config type, literal types.
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        function use(c: OssBackendConfig) {}
        use({});`,
      modes: ["typed"],
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 3, column: 5 }],
    },
    {
      code: dedent`
        import type { CosBackendConfig } from "kit";
        interface TeamState extends CosBackendConfig { team: string }
        const s: TeamState = { team: "a" };`,
      modes: ["typed"],
      // Of unknown role (it may be a remote-state data source, as the published <kit>'s extend the backends'
      // types), but every role needs a bucket; the message names the type written.
      errors: [{ ...missing("TeamState", "COS", "bucket", "unknown"), line: 3, column: 22 }],
    },
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        declare const none: undefined;
        let c: OssBackendConfig;
        c = { bucket: none };`,
      modes: ["typed"],
      errors: [{ ...empty("OssBackendConfig", "OSS", UNDEFINED), line: 4, column: 7 }],
    },
    ...helperCases.map(({ code, errors }) => ({ code, modes: ["typed"] as const, errors })),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). Java names the setter
// (`bucket`), C# the property (`Bucket`); a missing bucket is reported on the whole builder chain or
// initializer, an empty one on its setter call or entry.

testRuleIn("java", "require-bucket", rule, {
  valid: [
    inJava(`    var c = OssBackendConfig.builder().bucket("acme-state").build();`),
    inJava(`    var c = new CosBackendConfig.Builder().bucket("acme-state").build();`),
    inJava(`    OssBackend.Builder.create(this, "state").bucket("acme-state").build();`),
    // Not known: an environment read.
    inJava(`    var c = GcsBackendConfig.builder().bucket(System.getenv("STATE_BUCKET")).build();`),
    // A local builder whose bucket is set later, or maybe set (inside `if`).
    inJava`
      var b = DataToolRemoteStateGcsConfig.builder();
      b.bucket("acme-state");
      var c = b.build();`,
    inJava`
      var b = GcsBackendConfig.builder();
      if (production) {
        b.bucket("acme-state");
      }
      var c = b.build();`,
    // A builder never built is no configuration.
    inJava(`    OssBackendConfig.builder().region("eu");`),
    // A remote-state data source may interpolate: no empty bucket.
    inJava(`    var c = DataToolRemoteStateOssConfig.builder().bucket("\${var.bucket}").build();`),
    dedent`
      class Main {
        static final String BUCKET = "acme-" + "state";
        void run() {
          var c = OssBackendConfig.builder().bucket(BUCKET).build();
        }
      }
    `,
    // Names that only look like the published ones (no word, more after the name, `Data` starting a longer word).
    inJava`
      var c = DataRemoteStateGcsConfig.builder().prefix("p").build();
      var d = DataForgeRemoteStateGcsConfigHelper.builder().prefix("p").build();
      DataForgeRemoteStateGcsHelper.Builder.create(this, "r").prefix("p").build();
      var e = new DatabaseRemoteStateCosConfig.Builder().region("r").build();`,
    // A class of the published names' shape that the file declares itself is the file's own.
    dedent`
      class DataForgeRemoteStateGcsConfig {
        static Builder builder() { return new Builder(); }
      }
      class Main {
        void run() {
          var c = DataForgeRemoteStateGcsConfig.builder().prefix("p").build();
        }
      }
    `,
  ],
  invalid: [
    {
      code: inJava`
        var c = ⟦OssBackendConfig.builder()
            .key("app.tfstate")
            .build()⟧;`,
      errors: [
        {
          ...builderMissing("OssBackendConfig", "OSS"),
        },
      ],
    },
    {
      code: inJava(`    ⟦OssBackend.Builder.create(this, "state").region("eu").build()⟧;`),
      errors: [
        {
          ...builderMissing("OssBackend", "OSS"),
        },
      ],
    },
    // A local builder: reported on its declaration's builder.
    {
      code: inJava`
        var b = ⟦GcsBackendConfig.builder()⟧;
        b.prefix("team");
        var c = b.build();`,
      errors: [builderMissing("GcsBackendConfig", "GCS")],
    },
    {
      code: inJava(`    var c = new CosBackendConfig.Builder()⟦.bucket("")⟧.build();`),
      errors: [empty("CosBackendConfig", "COS", EMPTY)],
    },
    {
      code: inJava(`    var c = DataToolRemoteStateGcsConfig.builder()⟦.bucket(null)⟧.build();`),
      errors: [builderUnset("GCS")],
    },
    // The OSS and COS remote-state data sources (issue 17), their builders and construct builders.
    {
      code: inJava(`    var c = ⟦DataToolRemoteStateOssConfig.builder().workspace("prod").build()⟧;`),
      errors: [builderMissing("DataToolRemoteStateOssConfig", "OSS")],
    },
    {
      code: inJava(`    ⟦DataToolRemoteStateCos.Builder.create(this, "remote").workspace("prod").build()⟧;`),
      errors: [builderMissing("DataToolRemoteStateCos", "COS")],
    },
    {
      code: inJava(`    DataToolRemoteStateOss.Builder.create(this, "remote")⟦.bucket("")⟧.build();`),
      errors: [empty("DataToolRemoteStateOss", "OSS", EMPTY)],
    },
    // Under their published names, whatever the tool's word, without settings.
    {
      code: inJava(`    var c = ⟦DataForgeRemoteStateGcsConfig.builder().workspace("prod").build()⟧;`),
      errors: [builderMissing("DataForgeRemoteStateGcsConfig", "GCS")],
    },
    {
      code: inJava(`    ⟦DataAcme2RemoteStateCos.Builder.create(this, "queue").workspace("prod").build()⟧;`),
      errors: [builderMissing("DataAcme2RemoteStateCos", "COS")],
    },
    {
      code: inJava(`    var c = new com.forge.DataForgeRemoteStateOssConfig.Builder()⟦.bucket("")⟧.build();`),
      errors: [empty("DataForgeRemoteStateOssConfig", "OSS", EMPTY)],
    },
    // An empty text block, and an empty `static final` constant.
    {
      code: inJava(`    var c = OssBackendConfig.builder()⟦.bucket("""\n        """)⟧.build();`),
      errors: [empty("OssBackendConfig", "OSS", EMPTY)],
    },
    {
      code: dedent`
        class Main {
          static final String BUCKET = "";
          void run() {
            var c = OssBackendConfig.builder()⟦.bucket(BUCKET)⟧.build();
          }
        }
      `,
      errors: [empty("OssBackendConfig", "OSS", EMPTY)],
    },
    // A backend's null leaves the bucket unset: init asks for it, or fails without input.
    {
      code: inJava(`    OssBackend.Builder.create(this, "state")⟦.bucket(null)⟧.build();`),
      errors: [builderUnset("OSS")],
    },
    // A name added in settings is of unknown role: a backend or a data source.
    {
      code: inJava(`    var c = ⟦TeamState.builder().region("eu").build()⟧;`),
      settings: { "backend-config": { typeNames: { oss: ["TeamState"] } } },
      errors: [builderMissing("TeamState", "OSS")],
    },
    {
      code: inJava(`    var c = TeamState.builder()⟦.bucket(null)⟧.build();`),
      settings: { "backend-config": { typeNames: { cos: ["TeamState"] } } },
      errors: [builderUnset("COS")],
    },
    {
      code: inJava(`    var c = TeamState.builder()⟦.bucket("")⟧.build();`),
      settings: { "backend-config": { typeNames: { gcs: ["TeamState"] } } },
      errors: [empty("TeamState", "GCS", EMPTY)],
    },
  ],
});

testRuleIn("csharp", "require-bucket", rule, {
  valid: [
    inCSharp(`    var c = new CosBackendConfig { Bucket = "acme-state" };`),
    inCSharp(`    var c = new OssBackendConfig() { Bucket = @"acme-state", };`),
    inCSharp(`    new CosBackend(this, new() { Bucket = "acme-state" });`),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = Environment.GetEnvironmentVariable("STATE_BUCKET") };`),
    // Interpolated with a hole: not known.
    inCSharp(`    var c = new CosBackendConfig { Bucket = $"{team}-state" };`),
    // Set after construction, certainly or maybe.
    inCSharp(`    var c = new CosBackendConfig { Region = "ap-guangzhou" };\n    c.Bucket = "acme-state";`),
    inCSharp(
      `    var c = new CosBackendConfig { Region = "ap-guangzhou" };\n    if (production) c.Bucket = "acme-state";`,
    ),
    inCSharp(
      `    const string Bucket = "acme-state";\n    var c = new DataToolRemoteStateGcsConfig { Bucket = Bucket };`,
    ),
    // Names that only look like the published ones (no word, more after the name, `Data` starting a longer word).
    inCSharp`
      var c = new DataRemoteStateGcsConfig { Prefix = "p" };
      var d = new DataForgeRemoteStateGcsConfigHelper { Prefix = "p" };
      new DataForgeRemoteStateGcsHelper(this, "r", new() { Prefix = "p" });
      var e = new DatabaseRemoteStateCosConfig { Region = "r" };`,
    // A class of the published names' shape that the file declares itself is the file's own.
    dedent`
      class DataForgeRemoteStateGcsConfig {
        public string Prefix { get; set; }
      }
      class Main {
        void Run() {
          var c = new DataForgeRemoteStateGcsConfig { Prefix = "p" };
        }
      }
    `,
    dedent`
      record DataAcme2RemoteStateOss(object Scope, string Id, object Config);
      class Main {
        void Run() {
          new DataAcme2RemoteStateOss(this, "r", new() { Prefix = "p" });
        }
      }
    `,
  ],
  invalid: [
    {
      code: inCSharp(`    var c = ⟦new CosBackendConfig { Region = "ap-guangzhou" }⟧;`),
      errors: [
        {
          ...missing("CosBackendConfig", "COS", "Bucket"),
        },
      ],
    },
    // Target-typed by the construct's configuration argument.
    {
      code: inCSharp(`    new CosBackend(this, ⟦new() { Region = "ap-guangzhou" }⟧);`),
      errors: [missing("CosBackendConfig", "COS", "Bucket")],
    },
    {
      code: inCSharp(`    var c = ⟦new OssBackendConfig()⟧;`),
      errors: [missing("OssBackendConfig", "OSS", "Bucket")],
    },
    {
      code: inCSharp(`    var c = new CosBackendConfig() { ⟦Bucket = ""⟧ };`),
      errors: [empty("CosBackendConfig", "COS", EMPTY, "Bucket")],
    },
    {
      code: inCSharp(`    var c = new CosBackendConfig { ⟦Bucket = null⟧ };`),
      errors: [empty("CosBackendConfig", "COS", NULL, "Bucket")],
    },
    // `default` of a string is null too.
    {
      code: inCSharp(`    var c = new OssBackendConfig { ⟦Bucket = default⟧ };`),
      errors: [empty("OssBackendConfig", "OSS", NULL, "Bucket")],
    },
    {
      code: inCSharp(`    var c = new GcsBackendConfig { ⟦Bucket = @""⟧ };`),
      errors: [empty("GcsBackendConfig", "GCS", EMPTY, "Bucket")],
    },
    // An interpolated string without holes is known.
    {
      code: inCSharp(`    var c = new GcsBackendConfig { ⟦Bucket = $@""⟧ };`),
      errors: [empty("GcsBackendConfig", "GCS", EMPTY, "Bucket")],
    },
    {
      code: inCSharp(
        `    const string Bucket = "";\n    var c = new DataToolRemoteStateGcsConfig { ⟦Bucket = Bucket⟧ };`,
      ),
      errors: [empty("DataToolRemoteStateGcsConfig", "GCS", EMPTY, "Bucket")],
    },
    // The OSS and COS remote-state data sources (issue 17): initializers and the construct's third argument.
    {
      code: inCSharp(`    new DataToolRemoteStateOss(this, "remote", ⟦new() { Workspace = "prod" }⟧);`),
      errors: [missing("DataToolRemoteStateOssConfig", "OSS", "Bucket")],
    },
    {
      code: inCSharp(`    var c = new DataToolRemoteStateCosConfig { ⟦Bucket = ""⟧, Workspace = "prod" };`),
      errors: [empty("DataToolRemoteStateCosConfig", "COS", EMPTY, "Bucket")],
    },
    // Under their published names, whatever the tool's word, without settings.
    {
      code: inCSharp(
        `    new DataForgeRemoteStateGcs(this, "remote", ⟦new DataForgeRemoteStateGcsConfig { Workspace = "prod" }⟧);`,
      ),
      errors: [missing("DataForgeRemoteStateGcsConfig", "GCS", "Bucket")],
    },
    {
      code: inCSharp(`    new DataAcme2RemoteStateOss(this, "logs", ⟦new() { Workspace = "prod" }⟧);`),
      errors: [missing("DataAcme2RemoteStateOssConfig", "OSS", "Bucket")],
    },
    {
      code: inCSharp(`    var c = new Forge.DataAcme2RemoteStateCosConfig { ⟦Bucket = ""⟧ };`),
      errors: [empty("DataAcme2RemoteStateCosConfig", "COS", EMPTY, "Bucket")],
    },
    // Assigned after construction: reported on the assignment.
    {
      code: inCSharp(`    var c = new OssBackendConfig { Region = "eu" };\n    ⟦c.Bucket = ""⟧;`),
      errors: [empty("OssBackendConfig", "OSS", EMPTY, "Bucket")],
    },
    {
      code: inCSharp(`    new DataToolRemoteStateCos(this, "remote", new() { ⟦Bucket = null⟧ });`),
      errors: [empty("DataToolRemoteStateCosConfig", "COS", NULL, "Bucket")],
    },
    // A name added in settings is of unknown role: a backend or a data source.
    {
      code: inCSharp(`    var c = ⟦new TeamState { Region = "eu" }⟧;`),
      settings: { "backend-config": { typeNames: { oss: ["TeamState"] } } },
      errors: [missing("TeamState", "OSS", "Bucket", "unknown")],
    },
    {
      code: inCSharp(`    var c = new TeamState { ⟦Bucket = null⟧ };`),
      settings: { "backend-config": { typeNames: { gcs: ["TeamState"] } } },
      errors: [empty("TeamState", "GCS", NULL, "Bucket", "unknown")],
    },
  ],
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────
// Issue 11, item 12 (appended block, kept apart from the cases above): an object written for `Partial<..>` of a
// configuration type is a part of a configuration, built up and completed elsewhere, not a configuration by
// itself: no report on it, even where it is then passed on as one. The configuration it is spread into is
// checked as usual.
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────
const PARTIAL_KIT = dedent`
  import type { CosBackendConfig, DataToolRemoteStateGcsConfig, OssBackendConfig } from "kit";
  import { CosBackend, DataToolRemoteStateGcs, OssBackend } from "kit";
`;
const importedDraft = dedent`
  ${PARTIAL_KIT}import type { OssDraft } from "team-state";
  const draft: OssDraft = ⟦{ region: "eu-central-1" }⟧;
  new OssBackend(scope, draft as OssBackendConfig);`;

testRule("require-bucket, Partial<..>", rule, {
  valid: [
    // Passed on as the configuration once completed (Object.assign, a builder): not reported.
    {
      code: dedent`
        ${PARTIAL_KIT}const draft: Partial<OssBackendConfig> = { region: "eu-central-1" };
        Object.assign(draft, { bucket: "acme-state" });
        new OssBackend(scope, draft as OssBackendConfig);`,
      modes: ["ts", "typed"],
    },
    {
      code: `${PARTIAL_KIT}const draft: Partial<OssBackendConfig> = { bucket: "" };\nnew OssBackend(scope, draft as OssBackendConfig);`,
      modes: ["ts", "typed"],
    },
    // Through a type alias of the file, under Readonly, with undefined, of a generic alias.
    {
      code: dedent`
        ${PARTIAL_KIT}type Draft = Partial<CosBackendConfig>;
        const draft: Draft = { region: "ap-guangzhou" };
        new CosBackend(scope, draft as CosBackendConfig);`,
      modes: ["ts", "typed"],
    },
    {
      code: dedent`
        ${PARTIAL_KIT}type Draft<T> = Readonly<Partial<T>> | undefined;
        const draft: Draft<DataToolRemoteStateGcsConfig> = { prefix: "team" };
        new DataToolRemoteStateGcs(scope, "r", draft as DataToolRemoteStateGcsConfig);`,
      modes: ["ts", "typed"],
    },
    // Annotated, asserted, `satisfies`, a helper's parameter, a return type.
    {
      code: dedent`
        ${PARTIAL_KIT}const a: Partial<OssBackendConfig> = {};
        const b = { acl: "private" } as Partial<CosBackendConfig>;
        const c = { prefix: "p" } satisfies Partial<DataToolRemoteStateGcsConfig>;`,
      modes: ["ts", "typed"],
    },
    {
      code: `${PARTIAL_KIT}function configure(part: Partial<OssBackendConfig>) {}\nconfigure({ region: "eu-central-1" });`,
      modes: ["ts", "typed"],
    },
    {
      code: dedent`
        ${PARTIAL_KIT}type Draft = Partial<OssBackendConfig>;
        function defaults(): Draft {
          return { region: "eu-central-1" };
        }`,
      modes: ["ts", "typed"],
    },
    // Typed: an alias from another module is seen to be a Partial (untyped: reported, below).
    { code: unmark(importedDraft).code, modes: ["typed"] },
  ],
  invalid: [
    // Untyped, an imported name may be the whole configuration type.
    {
      code: importedDraft,
      modes: ["ts"],
      errors: [missing("OssBackendConfig", "OSS")],
    },
    // The configuration a part is spread into is checked: here it still lacks the bucket.
    {
      code: `${PARTIAL_KIT}const draft: Partial<OssBackendConfig> = { region: "eu-central-1" };\nnew OssBackend(scope, ⟦{ ...draft, acl: "private" }⟧);`,
      modes: ["ts", "typed"],
      errors: [missing("OssBackendConfig", "OSS")],
    },
    // Without the Partial type, the object passed on is the configuration.
    {
      code: dedent`
        import { OssBackend } from "kit";
        const draft = ⟦{ region: "eu-central-1" }⟧;
        new OssBackend(scope, draft);`,
      errors: [missing("OssBackendConfig", "OSS")],
    },
    // A type of the same name declared in the file is not TypeScript's Partial.
    {
      code: dedent`
        ${PARTIAL_KIT}type Partial<T> = T;
        const draft: Partial<OssBackendConfig> = ⟦{ region: "eu-central-1" }⟧;
        new OssBackend(scope, draft as OssBackendConfig);`,
      modes: ["ts", "typed"],
      errors: [missing("OssBackendConfig", "OSS")],
    },
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("require-bucket", rule, {
  valid: [
    backendJson("oss", '"bucket": "b"'),
    remoteStateJson("gcs", ['"bucket": "${var.bucket}"']),
    // A config the tool evaluates may hold the bucket.
    '{ "data": { "terraform_remote_state": { "s": { "backend": "gcs", "config": "${local.state}" } } } }',
    // By hand, a backend without its bucket is the tool's partial configuration: init asks for it, or takes it
    // from -backend-config (a JSON null leaves it unset alike). <kit> never means one: written out, reported.
    {
      code: backendJson("oss", '"region": "r"'),
      writtenOutErrors: [{ ...missing('backend "oss"', "OSS"), line: 4, column: 14, endLine: 6, endColumn: 8 }],
    },
    {
      code: backendJson("cos", '⟦"bucket": null⟧', '"region": "ap-guangzhou"'),
      writtenOutErrors: [empty('backend "cos"', "COS", NULL)],
    },
    {
      code: '{ "terraform": [{ "backend": [{ "gcs": [⟦{ "prefix": "p" }⟧] }] }] }',
      writtenOutErrors: [missing('backend "gcs"', "GCS")],
    },
  ],
  invalid: [
    {
      // An empty string is never asked for: reported by hand too.
      code: backendJson("oss", '⟦"bucket": ""⟧', '"region": "r"'),
      errors: [empty('backend "oss"', "OSS", EMPTY)],
    },
    {
      code: remoteStateJson("gcs", ['⟦"bucket": ""⟧']),
      errors: [empty('the "config" of remote-state data source "state"', "GCS", EMPTY)],
    },
    {
      // A remote-state data source has no prompt: refused at plan, by hand too. Reported at its config.
      code: remoteStateJson("oss", ['"prefix": "p"']),
      errors: [
        {
          ...missing('the "config" of remote-state data source "state"', "OSS"),
          line: 6,
          column: 19,
          endLine: 8,
          endColumn: 10,
        },
      ],
    },
    {
      code: remoteStateJson("cos", ['⟦"bucket": null⟧', '"region": "ap-guangzhou"']),
      errors: [empty('the "config" of remote-state data source "state"', "COS", NULL)],
    },
    {
      // Without config, reported at the data source.
      code: '{ "data": { "terraform_remote_state": { "s": ⟦{ "backend": "gcs" }⟧ } } }',
      errors: [missing('the "config" of remote-state data source "s"', "GCS")],
    },
    {
      // A config of null is an empty one to the tool ("attribute bucket is required"): reported at it.
      code: '{ "data": { "terraform_remote_state": { "s": { "backend": "oss", ⟦"config": null⟧ } } } }',
      errors: [missing('the "config" of remote-state data source "s"', "OSS")],
    },
    {
      code: [
        "{",
        '  "data": {',
        '    "terraform_remote_state": {',
        '      "a": { "backend": "cos", "workspace": "w", "config": null },',
        '      "b": [{ "backend": "gcs", "config": null }]',
        "    }",
        "  }",
        "}",
      ].join("\n"),
      errors: [
        {
          ...missing('the "config" of remote-state data source "a"', "COS"),
          line: 4,
          column: 50,
          endLine: 4,
          endColumn: 64,
        },
        {
          ...missing('the "config" of remote-state data source "b"', "GCS"),
          line: 5,
          column: 33,
          endLine: 5,
          endColumn: 47,
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "require-bucket", rule, {
  valid: [
    inHcl`
      backend "gcs" {}`,
    inHcl`
      backend "gcs" {
        prefix = "p"
      }`,
    inHcl`
      backend "oss" {
        bucket = null
      }`,
    dedent`
      data "terraform_remote_state" "s" {
        backend = "gcs"
        config  = var.state
      }
    `,
  ],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          ⟦bucket = ""⟧
        }`,
      errors: [
        {
          message:
            '"bucket" is an empty string, not an existing OSS bucket\'s name: the tool never asks for one and fails at the first use of the state.',
        },
      ],
    },
    {
      code: dedent`
        data "terraform_remote_state" "state" {
          backend = "cos"
          config = ⟦{
            region = "r"
          }⟧
        }
      `,
      errors: [
        {
          message:
            'the "config" of remote-state data source "state" has no "bucket", the COS bucket to read: the tool refuses it at plan.',
        },
      ],
    },
    {
      code: dedent`
        ⟦data "terraform_remote_state" "s" {
          backend = "gcs"
        }⟧
      `,
      errors: [
        {
          message:
            'the "config" of remote-state data source "s" has no "bucket", the GCS bucket to read: the tool refuses it at plan.',
        },
      ],
    },
  ],
});
