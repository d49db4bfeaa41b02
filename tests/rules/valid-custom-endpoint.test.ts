import rule from "../../rules/valid-custom-endpoint.js";
import {
  inCSharp,
  inJava,
  locate,
  testRule,
  testRuleIn,
  type Invalid,
  type MessageIdOf,
  type Mode,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const FORM = "https://<host>/storage/v1/b";
const PATH = "/storage/v1/b";
const HOST = "storage-acme.p.example.com";

const remote = (entry: string) => `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ${entry} });`;
const backend = (entry: string) => `${gcs}new GcsBackend(scope, { bucket: "b", ${entry} });`;
const endpoint = (value: string) => `storeageCustomEndpoint: ${JSON.stringify(value)}`;

/** The data every message of the rule renders from, with the message's own parts. */
function data(value: string, extra: Record<string, string>, property = "storeageCustomEndpoint") {
  return { property, value, form: FORM, protocols: '"https:" or "http:"', expected: PATH, ...extra };
}

function invalid(
  code: string,
  snippet: string,
  messageId: MessageId,
  value: string,
  extra: Record<string, string>,
  suggestion?: string,
  options: { modes?: readonly Mode[]; property?: string } = {},
): Invalid<MessageId> {
  const key = options.property ?? "storeageCustomEndpoint";
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId,
        data: data(value, extra, key),
        ...locate(code, snippet),
        suggestions:
          suggestion === undefined
            ? []
            : [
                {
                  messageId: "useValue",
                  data: { value: suggestion },
                  output: code.replace(snippet, `${key}: ${JSON.stringify(suggestion)}`),
                },
              ],
      },
    ],
  };
}

/** The common case: the whole endpoint written as a string literal in a remote-state data source. */
function literal(
  value: string,
  messageId: MessageId,
  extra: Record<string, string>,
  suggestion?: string,
): Invalid<MessageId> {
  return invalid(remote(endpoint(value)), endpoint(value), messageId, value, extra, suggestion);
}

testRule("valid-custom-endpoint", rule, {
  valid: [
    "",
    remote(endpoint(`https://${HOST}${PATH}`)),
    backend(endpoint(`http://10.0.0.5:8080${PATH}`)),
    // The protocol is case-insensitive; a query does not change the path.
    remote(endpoint(`HTTPS://${HOST}${PATH}`)),
    remote(endpoint(`https://${HOST}${PATH}?alt=json`)),
    backend(`storeage_custom_endpoint: "https://${HOST}${PATH}"`),
    // The empty string leaves the endpoint unset.
    remote(endpoint("")),
    // A remote-state data source may interpolate.
    remote(endpoint("${var.storage_endpoint}")),
    // Unknown values, overridden values, getters.
    remote("storeageCustomEndpoint: process.env.STORAGE_ENDPOINT"),
    remote(`${endpoint(HOST)}, ...overrides`),
    remote(`get storeageCustomEndpoint() { return "${HOST}"; }`),
    // The tool's own attribute (JavaScript, or past the type) carries the same form.
    remote(`storageCustomEndpoint: "https://${HOST}${PATH}"`),
    backend(`storage_custom_endpoint: "http://10.0.0.5:8080${PATH}"`),
    `const options = { storeageCustomEndpoint: "${HOST}" };`,
    // Without types, a constant from another file is unknown.
    {
      code: `import { PRIVATE_ENDPOINT } from "./state-paths.js";\n${remote("storeageCustomEndpoint: PRIVATE_ENDPOINT")}`,
      modes: ["ts"],
    },
    {
      code: `declare const ENDPOINT: "storage.example.com";\n${backend("storeageCustomEndpoint: ENDPOINT")}`,
      modes: ["ts"],
    },
  ],
  invalid: [
    // No protocol: https:// is prepended; the path is completed where it is missing.
    literal(`${HOST}${PATH}`, "missing", { parts: "protocol" }, `https://${HOST}${PATH}`),
    literal(HOST, "missing", { parts: `protocol or path "${PATH}"` }, `https://${HOST}${PATH}`),
    literal(`//${HOST}${PATH}`, "missing", { parts: "protocol" }, `https://${HOST}${PATH}`),
    literal(`localhost:8080${PATH}`, "missing", { parts: "protocol" }, `https://localhost:8080${PATH}`),
    // No path: it is appended.
    literal(`https://${HOST}`, "missing", { parts: `path "${PATH}"` }, `https://${HOST}${PATH}`),
    literal(`http://${HOST}/`, "missing", { parts: `path "${PATH}"` }, `http://${HOST}${PATH}`),
    // A query with no path: the path is missing, but where it goes is not clear.
    literal(`https://${HOST}?alt=json`, "missing", { parts: `path "${PATH}"` }),
    // No host: nothing to suggest.
    literal(`https:///storage/v1/b`, "missing", { parts: "host" }),
    literal("http://", "missing", { parts: `host or path "${PATH}"` }),
    literal(PATH, "missing", { parts: "protocol or host" }),
    // A trailing slash is another base URL; a leading part of the path is completed.
    literal(`https://${HOST}${PATH}/`, "wrongPath", { path: `${PATH}/` }, `https://${HOST}${PATH}`),
    literal(`https://${HOST}/storage/v1`, "wrongPath", { path: "/storage/v1" }, `https://${HOST}${PATH}`),
    literal(`https://${HOST}/storage/`, "wrongPath", { path: "/storage/" }, `https://${HOST}${PATH}`),
    // Any other path: not clear what was meant.
    literal(`https://${HOST}/upload/storage/v1/b`, "wrongPath", { path: "/upload/storage/v1/b" }),
    literal(`https://${HOST}/storage/v1/bucket`, "wrongPath", { path: "/storage/v1/bucket" }),
    literal(`https://${HOST}/stor`, "wrongPath", { path: "/stor" }),
    // Another protocol.
    literal(`ftp://${HOST}${PATH}`, "wrongProtocol", { protocol: "ftp:" }),
    literal("gs://acme-tool-state", "wrongProtocol", { protocol: "gs:" }),
    // Not a URL the parser takes.
    literal(`https://exa mple.com${PATH}`, "notUrl", {}),
    literal(`https://${HOST}:99999${PATH}`, "notUrl", {}),
    // A backend takes an interpolation literally.
    invalid(
      backend(endpoint("${var.storage_endpoint}")),
      endpoint("${var.storage_endpoint}"),
      "missing",
      "${var.storage_endpoint}",
      {
        parts: `protocol or path "${PATH}"`,
      },
    ),
    invalid(
      backend(`storeage_custom_endpoint: "https://${HOST}"`),
      `storeage_custom_endpoint: "https://${HOST}"`,
      "missing",
      `https://${HOST}`,
      { parts: `path "${PATH}"` },
      `https://${HOST}${PATH}`,
      { property: "storeage_custom_endpoint" },
    ),
    // A same-file constant: the suggestion writes the URL at the property, and the constant stays.
    invalid(
      `${gcs}const ENDPOINT = "${HOST}";\nnew GcsBackend(scope, { bucket: "b", storeageCustomEndpoint: ENDPOINT });`,
      "storeageCustomEndpoint: ENDPOINT",
      "missing",
      HOST,
      { parts: `protocol or path "${PATH}"` },
      `https://${HOST}${PATH}`,
    ),
    // A shared spread constant: reported where written, no suggestion (other code uses it).
    invalid(
      `${gcs}const base = { storeageCustomEndpoint: "${HOST}" };\nnew GcsBackend(scope, { ...base, bucket: "a" });\nnew GcsBackend(scope, { ...base, bucket: "b" });`,
      `storeageCustomEndpoint: "${HOST}"`,
      "missing",
      HOST,
      {
        parts: `protocol or path "${PATH}"`,
      },
    ),
    invalid(
      `import type { DataToolRemoteStateGcsConfig } from "kit";\nexport const c: DataToolRemoteStateGcsConfig = { bucket: "b", ${endpoint(`https://${HOST}/`)} };`,
      endpoint(`https://${HOST}/`),
      "missing",
      `https://${HOST}/`,
      { parts: `path "${PATH}"` },
      `https://${HOST}${PATH}`,
      {
        modes: ["ts", "typed"],
      },
    ),
    // The tool's own attribute, written in JavaScript (or past the type): the same URL form is checked.
    invalid(
      remote(`storageCustomEndpoint: "${HOST}"`),
      `storageCustomEndpoint: "${HOST}"`,
      "missing",
      HOST,
      { parts: `protocol or path "${PATH}"` },
      `https://${HOST}${PATH}`,
      {
        property: "storageCustomEndpoint",
      },
    ),
    invalid(
      backend(`storage_custom_endpoint: "https://${HOST}/upload"`),
      `storage_custom_endpoint: "https://${HOST}/upload"`,
      "wrongPath",
      `https://${HOST}/upload`,
      { path: "/upload" },
      undefined,
      {
        property: "storage_custom_endpoint",
      },
    ),
    // Types give values: a constant from another file, a declared literal type.
    invalid(
      `import { PRIVATE_ENDPOINT } from "./state-paths.js";\n${remote("storeageCustomEndpoint: PRIVATE_ENDPOINT")}`,
      "storeageCustomEndpoint: PRIVATE_ENDPOINT",
      "missing",
      `${HOST}${PATH}`,
      { parts: "protocol" },
      `https://${HOST}${PATH}`,
      {
        modes: ["typed"],
      },
    ),
    invalid(
      `declare const ENDPOINT: "storage.example.com";\n${backend("storeageCustomEndpoint: ENDPOINT")}`,
      "storeageCustomEndpoint: ENDPOINT",
      "missing",
      "storage.example.com",
      { parts: `protocol or path "${PATH}"` },
      `https://storage.example.com${PATH}`,
      {
        modes: ["typed"],
      },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). The setter is
// `storeageCustomEndpoint`, the property `StoreageCustomEndpoint`; the suggestion writes the FULL_URL as a string
// literal of the language in place of whatever gave the value (a concatenation, a constant).
const JAVA_KEY = "storeageCustomEndpoint";
const CS_KEY = "StoreageCustomEndpoint";
const FULL_URL = `https://${HOST}${PATH}`;
/** One finding on `snippet`; with `output`, the suggestion to use `suggested`. */
function endpointIn(
  code: string,
  snippet: string,
  property: string,
  messageId: MessageId,
  value: string,
  extra: Record<string, string>,
  fix?: [suggested: string, output: string],
) {
  return {
    code,
    errors: [
      {
        messageId,
        data: data(value, extra, property),
        ...locate(code, snippet),
        suggestions: fix === undefined ? [] : [{ messageId: "useValue", data: { value: fix[0] }, output: fix[1] }],
      },
    ],
  };
}
const javaGcs = (value: string) =>
  inJava(`    var c = GcsBackendConfig.builder().bucket("b").storeageCustomEndpoint(${value}).build();`);
const csGcs = (value: string) =>
  inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", StoreageCustomEndpoint = ${value} };`);

testRuleIn("java", "valid-custom-endpoint", rule, {
  valid: [
    javaGcs(JSON.stringify(FULL_URL)),
    inJava(
      `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").storeageCustomEndpoint("http://10.0.0.7:8080/storage/v1/b").build();`,
    ),
    javaGcs('""'),
    javaGcs(`System.getenv("GCS_ENDPOINT")`),
    `class Main {\n  static final String HOST = "${HOST}";\n  void run() {\n    var c = GcsBackendConfig.builder().bucket("b").storeageCustomEndpoint("https://" + HOST + "${PATH}").build();\n  }\n}\n`,
    inJava(
      `    var b = GcsBackendConfig.builder();\n    b.bucket("b");\n    if (privateNetwork) {\n      b.storeageCustomEndpoint("${HOST}");\n    }\n    var c = b.build();`,
    ),
  ],
  invalid: [
    (() => {
      const code = inJava(
        `    var c = DataToolRemoteStateGcsConfig.builder()\n        .bucket("b")\n        .storeageCustomEndpoint("${HOST}")\n        .build();`,
      );
      return endpointIn(
        code,
        `.storeageCustomEndpoint("${HOST}")`,
        JAVA_KEY,
        "missing",
        HOST,
        { parts: `protocol or path "${PATH}"` },
        [FULL_URL, code.replace(`"${HOST}"`, JSON.stringify(FULL_URL))],
      );
    })(),
    endpointIn(
      javaGcs(`"ftp://${HOST}${PATH}"`),
      `.storeageCustomEndpoint("ftp://${HOST}${PATH}")`,
      JAVA_KEY,
      "wrongProtocol",
      `ftp://${HOST}${PATH}`,
      { protocol: "ftp:" },
    ),
    endpointIn(
      javaGcs(`"https://${HOST}/upload/v1"`),
      `.storeageCustomEndpoint("https://${HOST}/upload/v1")`,
      JAVA_KEY,
      "wrongPath",
      `https://${HOST}/upload/v1`,
      { path: "/upload/v1" },
    ),
    endpointIn(
      javaGcs(`"https://exa mple.com${PATH}"`),
      `.storeageCustomEndpoint("https://exa mple.com${PATH}")`,
      JAVA_KEY,
      "notUrl",
      `https://exa mple.com${PATH}`,
      {},
    ),
    // A concatenation of literals is known; the suggestion writes one literal.
    endpointIn(
      javaGcs(`"https://" + "${HOST}"`),
      `.storeageCustomEndpoint("https://" + "${HOST}")`,
      JAVA_KEY,
      "missing",
      `https://${HOST}`,
      { parts: `path "${PATH}"` },
      [FULL_URL, javaGcs(JSON.stringify(FULL_URL))],
    ),
    // A local builder's later setter, with a `static final` constant.
    (() => {
      const head = `class Main {\n  static final String ENDPOINT = "https://${HOST}/storage/v1";\n  void run() {\n    var b = GcsBackendConfig.builder();\n    b.bucket("b");\n`;
      const code = `${head}    b.storeageCustomEndpoint(ENDPOINT);\n    var c = b.build();\n  }\n}\n`;
      return endpointIn(
        code,
        ".storeageCustomEndpoint(ENDPOINT)",
        JAVA_KEY,
        "wrongPath",
        `https://${HOST}/storage/v1`,
        { path: "/storage/v1" },
        [FULL_URL, code.replace("(ENDPOINT);", `(${JSON.stringify(FULL_URL)});`)],
      );
    })(),
  ],
});

testRuleIn("csharp", "valid-custom-endpoint", rule, {
  valid: [
    csGcs(JSON.stringify(FULL_URL)),
    csGcs(`@"${FULL_URL}"`),
    inCSharp(
      `    new DataToolRemoteStateGcs(this, "r", new() { Bucket = "b", StoreageCustomEndpoint = "${FULL_URL}" });`,
    ),
    csGcs(`Environment.GetEnvironmentVariable("GCS_ENDPOINT")`),
    // An interpolated string with a hole: not known.
    csGcs(`$"https://{host}"`),
    inCSharp(
      `    const string Endpoint = "${FULL_URL}";\n    var c = new GcsBackendConfig { Bucket = "b", StoreageCustomEndpoint = Endpoint };`,
    ),
    inCSharp(
      `    var c = new GcsBackendConfig { Bucket = "b" };\n    if (privateNetwork) c.StoreageCustomEndpoint = "${HOST}";`,
    ),
  ],
  invalid: [
    (() => {
      const code = inCSharp(
        `    var c = new DataToolRemoteStateGcsConfig\n    {\n        Bucket = "b",\n        StoreageCustomEndpoint = "${HOST}",\n    };`,
      );
      return endpointIn(
        code,
        `StoreageCustomEndpoint = "${HOST}"`,
        CS_KEY,
        "missing",
        HOST,
        { parts: `protocol or path "${PATH}"` },
        [FULL_URL, code.replace(`"${HOST}"`, JSON.stringify(FULL_URL))],
      );
    })(),
    endpointIn(
      csGcs(`"ftp://${HOST}${PATH}"`),
      `StoreageCustomEndpoint = "ftp://${HOST}${PATH}"`,
      CS_KEY,
      "wrongProtocol",
      `ftp://${HOST}${PATH}`,
      { protocol: "ftp:" },
    ),
    endpointIn(
      csGcs(`@"https://${HOST}/upload"`),
      `StoreageCustomEndpoint = @"https://${HOST}/upload"`,
      CS_KEY,
      "wrongPath",
      `https://${HOST}/upload`,
      { path: "/upload" },
    ),
    endpointIn(
      csGcs(`"https://exa mple.com${PATH}"`),
      `StoreageCustomEndpoint = "https://exa mple.com${PATH}"`,
      CS_KEY,
      "notUrl",
      `https://exa mple.com${PATH}`,
      {},
    ),
    // An interpolated string without holes is known; the suggestion writes a regular string.
    endpointIn(
      csGcs(`$"https://${HOST}"`),
      `StoreageCustomEndpoint = $"https://${HOST}"`,
      CS_KEY,
      "missing",
      `https://${HOST}`,
      { parts: `path "${PATH}"` },
      [FULL_URL, csGcs(JSON.stringify(FULL_URL))],
    ),
    // Assigned after construction.
    (() => {
      const code = inCSharp(
        `    var c = new GcsBackendConfig { Bucket = "b" };\n    c.StoreageCustomEndpoint = "http://10.0.0.7:8080";`,
      );
      return endpointIn(
        code,
        'c.StoreageCustomEndpoint = "http://10.0.0.7:8080"',
        CS_KEY,
        "missing",
        "http://10.0.0.7:8080",
        { parts: `path "${PATH}"` },
        [`http://10.0.0.7:8080${PATH}`, code.replace('"http://10.0.0.7:8080"', `"http://10.0.0.7:8080${PATH}"`)],
      );
    })(),
  ],
});

// COS `endpoint` (1.6.0): only the provider's internal endpoint, `http(s)://cos-internal.<region>.<domain>`, is
// accepted; anything else is rejected at init (FACTS.md). The schema gives the host's form and no path: a path,
// a port and the case of letters are not judged (FACTS.md says nothing of them).
const cos = `import { CosBackend } from "kit";\n`;
const COS_FORM = "https://cos-internal.<region>.<domain>";
const COS_HOST_FORM = "cos-internal.<region>.<domain>";
const INTERNAL = "cos-internal.ap-guangzhou.tencentcos.cn";
const PUBLIC = "cos.ap-guangzhou.myqcloud.com";
const cosBackend = (entry: string) => `${cos}new CosBackend(scope, { bucket: "b", ${entry} });`;
const cosEndpoint = (value: string) => `endpoint: ${JSON.stringify(value)}`;

/** The data of a message about the COS endpoint: the host's form, no path. */
function cosData(value: string, extra: Record<string, string>, property = "endpoint") {
  return { property, value, form: COS_FORM, protocols: '"https:" or "http:"', hostForm: COS_HOST_FORM, ...extra };
}

/** One finding on the COS endpoint written as a literal (`snippet`, or the whole property). */
function cosInvalid(
  value: string,
  messageId: MessageId,
  extra: Record<string, string>,
  suggestion?: string,
  options: { code?: string; snippet?: string; modes?: readonly Mode[] } = {},
): Invalid<MessageId> {
  const snippet = options.snippet ?? cosEndpoint(value);
  const code = options.code ?? cosBackend(snippet);
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId,
        data: cosData(value, extra),
        ...locate(code, snippet),
        suggestions:
          suggestion === undefined
            ? []
            : [
                {
                  messageId: "useValue",
                  data: { value: suggestion },
                  output: code.replace(JSON.stringify(value), JSON.stringify(suggestion)),
                },
              ],
      },
    ],
  };
}

testRule("valid-custom-endpoint", rule, {
  valid: [
    cosBackend(cosEndpoint(`https://${INTERNAL}`)),
    cosBackend(cosEndpoint(`http://${INTERNAL}`)),
    // The domain may span several labels; a trailing dot names the same host.
    cosBackend(cosEndpoint("https://cos-internal.eu-frankfurt.internal.example.com")),
    cosBackend(cosEndpoint(`https://${INTERNAL}.`)),
    // Not judged: a path, a port, the case of letters.
    cosBackend(cosEndpoint(`https://${INTERNAL}/state`)),
    cosBackend(cosEndpoint(`https://${INTERNAL}:8443`)),
    cosBackend(cosEndpoint(`HTTPS://${INTERNAL.toUpperCase()}`)),
    cosBackend(`Endpoint: "https://${INTERNAL}"`),
    // Unset, or not known.
    cosBackend(cosEndpoint("")),
    cosBackend("endpoint: process.env.COS_ENDPOINT"),
    // OSS has an endpoint too, of no form the tool checks.
    `import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "b", endpoint: "${PUBLIC}" });`,
    { code: `declare const ENDPOINT: "${PUBLIC}";\n${cosBackend("endpoint: ENDPOINT")}`, modes: ["ts"] },
  ],
  invalid: [
    // The public endpoint, or any other host: rejected at init, and no repair is clear.
    cosInvalid(`https://${PUBLIC}`, "wrongHost", { host: PUBLIC }),
    cosInvalid(PUBLIC, "wrongHost", { host: PUBLIC }),
    cosInvalid("http://10.0.0.5:8080", "wrongHost", { host: "10.0.0.5" }),
    cosInvalid("https://cos-internal.tencentcos", "wrongHost", { host: "cos-internal.tencentcos" }),
    cosInvalid("https://cos-internal..tencentcos.cn", "wrongHost", { host: "cos-internal..tencentcos.cn" }),
    cosInvalid(`https://internal.${INTERNAL}`, "wrongHost", { host: `internal.${INTERNAL}` }),
    // A backend takes an interpolation literally.
    cosInvalid("${var.cos_endpoint}", "wrongHost", { host: "${var.cos_endpoint}" }),
    // The internal host without a protocol: https:// is prepended, whatever follows the host is kept.
    cosInvalid(INTERNAL, "missing", { parts: "protocol" }, `https://${INTERNAL}`),
    cosInvalid(`//${INTERNAL}`, "missing", { parts: "protocol" }, `https://${INTERNAL}`),
    cosInvalid(`${INTERNAL}/state`, "missing", { parts: "protocol" }, `https://${INTERNAL}/state`),
    cosInvalid("https://", "missing", { parts: "host" }),
    cosInvalid(`ftp://${INTERNAL}`, "wrongProtocol", { protocol: "ftp:" }),
    cosInvalid(`https://cos internal.ap-guangzhou.tencentcos.cn`, "notUrl", {}),
    // TypeScript: an annotated constant; typed, a declared literal type.
    (() => {
      const snippet = cosEndpoint(PUBLIC);
      const code = `import type { CosBackendConfig } from "kit";\nexport const c: CosBackendConfig = { bucket: "b", ${snippet} };`;
      return cosInvalid(PUBLIC, "wrongHost", { host: PUBLIC }, undefined, { code, snippet, modes: ["ts", "typed"] });
    })(),
    (() => {
      const code = `declare const ENDPOINT: "${INTERNAL}";\n${cosBackend("endpoint: ENDPOINT")}`;
      return {
        code,
        modes: ["typed"] as const,
        errors: [
          {
            messageId: "missing" as const,
            data: cosData(INTERNAL, { parts: "protocol" }),
            ...locate(code, "endpoint: ENDPOINT"),
            suggestions: [
              {
                messageId: "useValue" as const,
                data: { value: `https://${INTERNAL}` },
                output: code.replace("endpoint: ENDPOINT", `endpoint: "https://${INTERNAL}"`),
              },
            ],
          },
        ],
      };
    })(),
  ],
});

testRuleIn("java", "valid-custom-endpoint", rule, {
  valid: [
    inJava(`    var c = CosBackendConfig.builder().bucket("b").endpoint("https://${INTERNAL}").build();`),
    inJava(`    var c = CosBackendConfig.builder().bucket("b").endpoint(System.getenv("COS_ENDPOINT")).build();`),
  ],
  invalid: [
    (() => {
      const code = inJava(`    var c = CosBackendConfig.builder().bucket("b").endpoint("https://${PUBLIC}").build();`);
      return {
        code,
        errors: [
          {
            messageId: "wrongHost",
            data: cosData(`https://${PUBLIC}`, { host: PUBLIC }),
            ...locate(code, `.endpoint("https://${PUBLIC}")`),
            suggestions: [],
          },
        ],
      };
    })(),
    (() => {
      const code = inJava(`    var c = CosBackendConfig.builder().bucket("b").endpoint("${INTERNAL}").build();`);
      return {
        code,
        errors: [
          {
            messageId: "missing",
            data: cosData(INTERNAL, { parts: "protocol" }),
            ...locate(code, `.endpoint("${INTERNAL}")`),
            suggestions: [
              {
                messageId: "useValue",
                data: { value: `https://${INTERNAL}` },
                output: code.replace(`"${INTERNAL}"`, `"https://${INTERNAL}"`),
              },
            ],
          },
        ],
      };
    })(),
  ],
});

testRuleIn("csharp", "valid-custom-endpoint", rule, {
  valid: [
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Endpoint = "http://${INTERNAL}" };`),
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Endpoint = @"https://${INTERNAL}/state" };`),
  ],
  invalid: [
    (() => {
      const code = inCSharp(
        `    new CosBackend(this, "state", new CosBackendConfig { Bucket = "b", Endpoint = "https://${PUBLIC}" });`,
      );
      return {
        code,
        errors: [
          {
            messageId: "wrongHost",
            data: cosData(`https://${PUBLIC}`, { host: PUBLIC }, "Endpoint"),
            ...locate(code, `Endpoint = "https://${PUBLIC}"`),
            suggestions: [],
          },
        ],
      };
    })(),
    (() => {
      const code = inCSharp(`    var c = new CosBackendConfig { Bucket = "b" };\n    c.Endpoint = "${INTERNAL}";`);
      return {
        code,
        errors: [
          {
            messageId: "missing",
            data: cosData(INTERNAL, { parts: "protocol" }, "Endpoint"),
            ...locate(code, `c.Endpoint = "${INTERNAL}"`),
            suggestions: [
              {
                messageId: "useValue",
                data: { value: `https://${INTERNAL}` },
                output: code.replace(`"${INTERNAL}"`, `"https://${INTERNAL}"`),
              },
            ],
          },
        ],
      };
    })(),
  ],
});
