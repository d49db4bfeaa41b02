import rule from "../../rules/require-bucket.js";
import { locate, testRule } from "../rule-tester.js";

const oss = `import { OssBackend } from "kit";\n`;
const missing = (type: string, store: string, property = "bucket") => ({
  messageId: "missing" as const,
  data: { type, store, property },
});
const empty = (type: string, store: string, what: string, property = "bucket") => ({
  messageId: "empty" as const,
  data: { type, store, what, property },
});
const EMPTY = "an empty string";
const UNSET = "not set (undefined or null)";

const OSS_TYPE = `import type { CosBackendConfig, OssBackendConfig } from "kit";\n`;

/**
 * Objects passed to helpers that take a configuration (or returned by callbacks passed to them): only
 * types find them, from the helper's declared parameters (each overload's, a type parameter's explicit
 * argument or constraint) or, when the overloads disagree, from the call TypeScript resolves. Each case is
 * a finding with types and silent without them.
 */
const helperCases: { code: string; found: [snippet: string, error: ReturnType<typeof missing | typeof empty>][] }[] = [
  {
    code: `${OSS_TYPE}function withTag<C extends OssBackendConfig>(config: C, tag: string): C {\n  return config;\n}\nwithTag({ acl: "private" }, "blue");`,
    found: [['{ acl: "private" }', missing("OssBackendConfig", "OSS")]],
  },
  {
    code: `${OSS_TYPE}function keep<T>(value: T): T {\n  return value;\n}\nkeep<OssBackendConfig>({ acl: "private" });`,
    found: [['{ acl: "private" }', missing("OssBackendConfig", "OSS")]],
  },
  {
    code: `${OSS_TYPE}function put(config: OssBackendConfig): void;\nfunction put(scope: unknown, config: OssBackendConfig): void;\nfunction put(...args: unknown[]): void {}\nput({ key: "a" });\nput(scope, { key: "b" });`,
    found: [
      ['{ key: "a" }', missing("OssBackendConfig", "OSS")],
      ['{ key: "b" }', missing("OssBackendConfig", "OSS")],
    ],
  },
  {
    code: `${OSS_TYPE}function stateOf(config: OssBackendConfig): string;\nfunction stateOf(config: CosBackendConfig, region: string): string;\nfunction stateOf(config: OssBackendConfig | CosBackendConfig, region?: string): string {\n  return region ?? "";\n}\nstateOf({ key: "a" });\nstateOf({ key: "b" }, "r");`,
    found: [
      ['{ key: "a" }', missing("OssBackendConfig", "OSS")],
      ['{ key: "b" }', missing("CosBackendConfig", "COS")],
    ],
  },
  {
    // Same arity, different kinds: the argument before decides, as TypeScript resolves the call.
    code: `${OSS_TYPE}function open(kind: "oss", config: OssBackendConfig): void;\nfunction open(kind: "cos", config: CosBackendConfig): void;\nfunction open(kind: string, config: object): void {}\nopen("cos", { bucket: "" });`,
    found: [['bucket: ""', empty("CosBackendConfig", "COS", EMPTY)]],
  },
  {
    code: `${OSS_TYPE}function define(make: () => OssBackendConfig, fallback?: () => OssBackendConfig): void {}\ndefine(() => ({ key: "a" }), function () {\n  return { key: "b" };\n});`,
    found: [
      ['{ key: "a" }', missing("OssBackendConfig", "OSS")],
      ['{ key: "b" }', missing("OssBackendConfig", "OSS")],
    ],
  },
  {
    code: `${OSS_TYPE}declare const list: OssBackendConfig[];\nlist.push({ key: "a" }, { key: "b" });`,
    found: [
      ['{ key: "a" }', missing("OssBackendConfig", "OSS")],
      ['{ key: "b" }', missing("OssBackendConfig", "OSS")],
    ],
  },
  {
    code: `${OSS_TYPE}declare const api: { put?(config: OssBackendConfig): void };\napi.put?.({ key: "a" });`,
    found: [['{ key: "a" }', missing("OssBackendConfig", "OSS")]],
  },
  {
    code: `${OSS_TYPE}class Holder {\n  constructor(readonly config: OssBackendConfig) {}\n}\nnew Holder({ key: "a" });`,
    found: [['{ key: "a" }', missing("OssBackendConfig", "OSS")]],
  },
  {
    code: `${OSS_TYPE}interface TeamState extends CosBackendConfig {\n  team: string;\n}\nfunction use(state: TeamState): void {}\nuse({ team: "a", key: "k" });`,
    found: [['{ team: "a", key: "k" }', missing("CosBackendConfig", "COS")]],
  },
  {
    code: `${OSS_TYPE}class Base {\n  constructor(config: OssBackendConfig) {}\n}\nclass Derived extends Base {\n  constructor() {\n    super({ key: "a" });\n  }\n}`,
    found: [['{ key: "a" }', missing("OssBackendConfig", "OSS")]],
  },
  {
    // A configuration inside an options object: the option's declared type.
    code: `${OSS_TYPE}interface StackOptions {\n  name: string;\n  backend: OssBackendConfig;\n}\nfunction build(options: StackOptions): void {}\nbuild({ name: "a", backend: { key: "k" } });`,
    found: [['{ key: "k" }', missing("OssBackendConfig", "OSS")]],
  },
  // Helpers from other files: the configuration type is reached through imports, even when the importing
  // file and the file it imports from never write its name.
  {
    code: `import { applyState } from "./helpers.js";\napplyState({ key: "a" });`,
    found: [['{ key: "a" }', missing("OssBackendConfig", "OSS")]],
  },
  {
    code: `import { applyState } from "./reexport.js";\napplyState({ key: "a" });`,
    found: [['{ key: "a" }', missing("OssBackendConfig", "OSS")]],
  },
  {
    code: `import { StateHolder } from "./helpers.js";\nconst holder = new StateHolder();\nholder.put({ key: "a" });`,
    found: [['{ key: "a" }', missing("OssBackendConfig", "OSS")]],
  },
];

testRule("require-bucket", rule, {
  valid: [
    ...helperCases.map(({ code }) => ({ code, modes: ["ts"] as const })),
    // Not configurations with types either: a type parameter without a configuration constraint, a callback
    // typed by another call, helpers and classes whose declarations never name a configuration type.
    {
      code: `function keep<T>(value: T): T {\n  return value;\n}\nkeep({ bucket: "" });\n[1].map(() => ({ bucket: "" }));`,
      modes: ["ts", "typed"],
    },
    {
      code: `import { Client, send } from "./plain.js";\nsend({ bucket: "" });\nconst client = new Client({ region: "r", bucket: "" });\nclient.put({ key: "k", bucket: "" });\nObject.assign({}, { bucket: "" });`,
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
    `${oss}const base = { bucket: "" };\nbase.bucket = "state";\nnew OssBackend(scope, { ...base });`,
    `${oss}const base = { bucket: "" };\nObject.assign(base, { bucket: "state" });\nnew OssBackend(scope, { ...base });`,
    // Text that only looks like a configuration: comments and strings.
    `${oss}// new OssBackend(scope, {});\n/* new OssBackend(scope, { bucket: "" }); */\nconst doc = "new OssBackend(scope, {})";\nconst tpl = \`new OssBackend(scope, { bucket: "" })\`;`,
    // Not a configuration: an unrelated object, a plain call, another argument.
    `const settings = { acl: "private" };`,
    // Unrelated objects with a bucket key: uploads, other clouds' clients.
    `const upload = { bucket: "", key: "report.csv" };\nputObject({ bucket: undefined, acl: "PRIVATE" });`,
    { code: `function upload(target: { bucket: string; key?: string }) {}\nupload({ bucket: "" });`, modes: ["ts", "typed"] },
    { code: `interface S3Target { bucket: string }\nconst t: S3Target = { bucket: "" };`, modes: ["ts", "typed"] },
    `${oss}OssBackend(scope, {});`,
    `import { DataToolRemoteStateGcs } from "kit";\nnew DataToolRemoteStateGcs(scope, {}, { bucket: "state" });`,
    `class OssBackendish {}\nnew OssBackendish(scope, {});`,
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
    { code: `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "state" };`, modes: ["ts", "typed"] },
    { code: `import type { OssBackendConfig } from "kit";\nconst c: Partial<OssBackendConfig> = {};`, modes: ["ts", "typed"] },
    // Only types can tell that a parameter is a configuration; untyped linting stays silent.
    {
      code: `import type { OssBackendConfig } from "kit";\nfunction use(c: OssBackendConfig) {}\nuse({});`,
      modes: ["ts"],
    },
    {
      code: `import type { CosBackendConfig } from "kit";\ninterface TeamState extends CosBackendConfig { team: string }\nconst s: TeamState = { team: "a" };`,
      modes: ["ts"],
    },
  ],
  invalid: [
    {
      code: `${oss}new OssBackend(scope, {});`,
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 2, column: 23, endLine: 2, endColumn: 25 }],
    },
    {
      code: `${oss}new OssBackend(scope, {\n  acl: "private",\n});`,
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
      errors: [{ ...empty("OssBackendConfig", "OSS", UNSET), line: 2, column: 25, endColumn: 42 }],
    },
    {
      code: `${oss}new OssBackend(scope, { bucket: null });`,
      errors: [{ ...empty("OssBackendConfig", "OSS", UNSET), line: 2, column: 25 }],
    },
    {
      // A same-file constant is followed; a later write wins over a spread.
      code: `import { CosBackend } from "kit";\nconst NAME = "";\nconst base = { bucket: "state" };\nnew CosBackend(scope, { ...base, bucket: NAME });`,
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
      errors: [{ ...missing("CosBackendConfig", "COS"), line: 2, column: 32 }],
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
      errors: [{ ...missing("StateConfig", "OSS"), line: 2, column: 24 }],
    },
    // Type information sees further: parameters, interfaces that extend a config type, literal types.
    {
      code: `import type { OssBackendConfig } from "kit";\nfunction use(c: OssBackendConfig) {}\nuse({});`,
      modes: ["typed"],
      errors: [{ ...missing("OssBackendConfig", "OSS"), line: 3, column: 5 }],
    },
    {
      code: `import type { CosBackendConfig } from "kit";\ninterface TeamState extends CosBackendConfig { team: string }\nconst s: TeamState = { team: "a" };`,
      modes: ["typed"],
      errors: [{ ...missing("CosBackendConfig", "COS"), line: 3, column: 22 }],
    },
    {
      code: `import type { OssBackendConfig } from "kit";\ndeclare const none: undefined;\nlet c: OssBackendConfig;\nc = { bucket: none };`,
      modes: ["typed"],
      errors: [{ ...empty("OssBackendConfig", "OSS", UNSET), line: 4, column: 7 }],
    },
    ...helperCases.map(({ code, found }) => ({
      code,
      modes: ["typed"] as const,
      errors: found.map(([snippet, error]) => ({ ...error, ...locate(code, snippet) })),
    })),
  ],
});
