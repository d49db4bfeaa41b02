import rule from "../../rules/valid-custom-endpoint.js";
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
  testRuleInForkJson,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const FORM = "https://{host}/storage/v1/b";
const PATH = "/storage/v1/b";
const HOST = "storage-acme.p.example.com";
/** The tool does not check the GCS endpoint: a wrong one fails at its first use (docs/behaviour.md#gcs). */
const FIRST_USE = "it fails at first use of the state";

const remote = (entry: string) => `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ${entry} });`;
const backend = (entry: string) => `${gcs}new GcsBackend(scope, { bucket: "b", ${entry} });`;
const endpoint = (value: string) => `storeageCustomEndpoint: ${JSON.stringify(value)}`;

/** The data every message of the rule renders from, with the message's own parts. */
function data(value: string, extra: Record<string, string>, property = "storeageCustomEndpoint") {
  return {
    property,
    value,
    form: FORM,
    protocols: '"https:" or "http:"',
    expected: PATH,
    rejection: FIRST_USE,
    ...extra,
  };
}

/** One finding on the marked place; with `suggestion`, the suggestion to use its value, and the code it makes. */
function invalid(
  code: string,
  messageId: MessageId,
  value: string,
  extra: Record<string, string>,
  suggestion?: [value: string, output: string],
  options: { modes?: readonly Mode[]; property?: string } = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId,
        data: data(value, extra, options.property),
        suggestions:
          suggestion === undefined
            ? []
            : [{ messageId: "useValue", data: { value: suggestion[0] }, output: suggestion[1] }],
      },
    ],
  };
}

/**
 * The common case: the whole endpoint written as a string literal in a remote-state data source, reported on the
 * whole property; the suggestion writes `suggestion` there.
 */
function literal(
  value: string,
  messageId: MessageId,
  extra: Record<string, string>,
  suggestion?: string,
): Invalid<MessageId> {
  return invalid(
    remote(`⟦${endpoint(value)}⟧`),
    messageId,
    value,
    extra,
    suggestion === undefined ? undefined : [suggestion, remote(endpoint(suggestion))],
  );
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
    literal(`https://${HOST}${PATH}/`, "wrongPath", {}, `https://${HOST}${PATH}`),
    literal(`https://${HOST}/storage/v1`, "wrongPath", {}, `https://${HOST}${PATH}`),
    literal(`https://${HOST}/storage/`, "wrongPath", {}, `https://${HOST}${PATH}`),
    // Any other path: not clear what was meant.
    literal(`https://${HOST}/upload/storage/v1/b`, "wrongPath", {}),
    literal(`https://${HOST}/storage/v1/bucket`, "wrongPath", {}),
    literal(`https://${HOST}/stor`, "wrongPath", {}),
    // Another protocol.
    literal(`ftp://${HOST}${PATH}`, "wrongProtocol", {}),
    literal("gs://acme-tool-state", "wrongProtocol", {}),
    // Not a URL the parser takes.
    literal(`https://exa mple.com${PATH}`, "notUrl", {}),
    literal(`https://${HOST}:99999${PATH}`, "notUrl", {}),
    // A URL's user information (`user:password@`) is a secret: the message and the suggestion's description show
    // it as `…@` ('"storeageCustomEndpoint" is "https://…@storage-acme.p.example.com"; it has no path …',
    // 'Use "https://…@storage-acme.p.example.com/storage/v1/b".'); the suggestion writes it back where it was.
    invalid(
      remote(`⟦${endpoint(`https://tool:s3cret@${HOST}`)}⟧`),
      "missing",
      `https://…@${HOST}`,
      { parts: `path "${PATH}"` },
      [`https://…@${HOST}${PATH}`, remote(endpoint(`https://tool:s3cret@${HOST}${PATH}`))],
    ),
    // Without a protocol too; a password with an "@" of its own is hidden whole (the host follows the last "@").
    invalid(
      remote(`⟦${endpoint(`tool:s3c@ret@${HOST}${PATH}`)}⟧`),
      "missing",
      `…@${HOST}${PATH}`,
      { parts: "protocol" },
      [`https://…@${HOST}${PATH}`, remote(endpoint(`https://tool:s3c@ret@${HOST}${PATH}`))],
    ),
    invalid(remote(`⟦${endpoint(`ftp://tool:s3cret@${HOST}${PATH}`)}⟧`), "wrongProtocol", `ftp://…@${HOST}${PATH}`, {}),
    invalid(remote(`⟦${endpoint(`https://s3cret@${HOST}/upload`)}⟧`), "wrongPath", `https://…@${HOST}/upload`, {}),
    // A password holding what ends a host (`/`, `?`, `#`) and slashes written `/` or `\\`: the WHATWG parser still
    // takes a user and password there, so all between the protocol and the last "@" is hidden.
    invalid(remote(`⟦${endpoint(`https:/tool:s3/cret@${HOST}`)}⟧`), "missing", `https:/…@${HOST}`, {
      parts: "protocol",
    }),
    invalid(
      remote(`⟦${endpoint(String.raw`https:\\tool:s3cret@${HOST}${PATH}`)}⟧`),
      "missing",
      String.raw`https:\\…@${HOST}${PATH}`,
      { parts: "protocol" },
    ),
    invalid(remote(`⟦${endpoint(`https://tool:s3?cr#et@${HOST}${PATH}`)}⟧`), "notUrl", `https://…@${HOST}${PATH}`, {}),
    invalid(remote(`⟦${endpoint(`tool:s3/cret@${HOST}${PATH}`)}⟧`), "notUrl", `…@${HOST}${PATH}`, {}),
    // A long value is shown cut at 120 characters (white space as one space); the code keeps it whole.
    invalid(
      remote(`⟦${endpoint(`https://${HOST}/${"a".repeat(200)}`)}⟧`),
      "wrongPath",
      `${`https://${HOST}/${"a".repeat(200)}`.slice(0, 97)}…`,
      {},
    ),
    // A backend takes an interpolation literally.
    invalid(backend(`⟦${endpoint("${var.storage_endpoint}")}⟧`), "missing", "${var.storage_endpoint}", {
      parts: `protocol or path "${PATH}"`,
    }),
    invalid(
      backend(`⟦storeage_custom_endpoint: "https://${HOST}"⟧`),
      "missing",
      `https://${HOST}`,
      { parts: `path "${PATH}"` },
      [`https://${HOST}${PATH}`, backend(`storeage_custom_endpoint: "https://${HOST}${PATH}"`)],
      { property: "storeage_custom_endpoint" },
    ),
    // A same-file constant: the suggestion writes the URL at the property, and the constant stays.
    invalid(
      `${gcs}const ENDPOINT = "${HOST}";\nnew GcsBackend(scope, { bucket: "b", ⟦storeageCustomEndpoint: ENDPOINT⟧ });`,
      "missing",
      HOST,
      { parts: `protocol or path "${PATH}"` },
      [
        `https://${HOST}${PATH}`,
        `${gcs}const ENDPOINT = "${HOST}";\nnew GcsBackend(scope, { bucket: "b", storeageCustomEndpoint: "https://${HOST}${PATH}" });`,
      ],
    ),
    // A shared spread constant: reported where written, no suggestion (other code uses it).
    invalid(
      dedent`
        ${gcs}const base = { ⟦storeageCustomEndpoint: "${HOST}"⟧ };
        new GcsBackend(scope, { ...base, bucket: "a" });
        new GcsBackend(scope, { ...base, bucket: "b" });`,
      "missing",
      HOST,
      { parts: `protocol or path "${PATH}"` },
    ),
    invalid(
      `import type { DataToolRemoteStateGcsConfig } from "kit";\n` +
        `export const c: DataToolRemoteStateGcsConfig = { bucket: "b", ⟦storeageCustomEndpoint: "https://${HOST}/"⟧ };`,
      "missing",
      `https://${HOST}/`,
      { parts: `path "${PATH}"` },
      [
        `https://${HOST}${PATH}`,
        `import type { DataToolRemoteStateGcsConfig } from "kit";\n` +
          `export const c: DataToolRemoteStateGcsConfig = { bucket: "b", storeageCustomEndpoint: "https://${HOST}${PATH}" };`,
      ],
      { modes: ["ts", "typed"] },
    ),
    // The tool's own attribute, written in JavaScript (or past the type): the same URL form is checked.
    invalid(
      remote(`⟦storageCustomEndpoint: "${HOST}"⟧`),
      "missing",
      HOST,
      { parts: `protocol or path "${PATH}"` },
      [`https://${HOST}${PATH}`, remote(`storageCustomEndpoint: "https://${HOST}${PATH}"`)],
      { property: "storageCustomEndpoint" },
    ),
    invalid(
      backend(`⟦storage_custom_endpoint: "https://${HOST}/upload"⟧`),
      "wrongPath",
      `https://${HOST}/upload`,
      {},
      undefined,
      { property: "storage_custom_endpoint" },
    ),
    // Types give values: a constant from another file, a declared literal type.
    invalid(
      `import { PRIVATE_ENDPOINT } from "./state-paths.js";\n${remote("⟦storeageCustomEndpoint: PRIVATE_ENDPOINT⟧")}`,
      "missing",
      `${HOST}${PATH}`,
      { parts: "protocol" },
      [
        `https://${HOST}${PATH}`,
        `import { PRIVATE_ENDPOINT } from "./state-paths.js";\n${remote(`storeageCustomEndpoint: "https://${HOST}${PATH}"`)}`,
      ],
      { modes: ["typed"] },
    ),
    invalid(
      `declare const ENDPOINT: "storage.example.com";\n${backend("⟦storeageCustomEndpoint: ENDPOINT⟧")}`,
      "missing",
      "storage.example.com",
      { parts: `protocol or path "${PATH}"` },
      [
        `https://storage.example.com${PATH}`,
        `declare const ENDPOINT: "storage.example.com";\n${backend(`storeageCustomEndpoint: "https://storage.example.com${PATH}"`)}`,
      ],
      { modes: ["typed"] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). The setter is
// `storeageCustomEndpoint`, the property `StoreageCustomEndpoint`; the suggestion writes the FULL_URL as a string
// literal of the language in place of whatever gave the value (a concatenation, a constant).
const JAVA_KEY = "storeageCustomEndpoint";
const CS_KEY = "StoreageCustomEndpoint";
const FULL_URL = `https://${HOST}${PATH}`;
/** One finding on the marked place; with `fix`, the suggestion to use `suggested`, and the code it makes. */
function endpointIn(
  code: string,
  property: string,
  messageId: MessageId,
  value: string,
  extra: Record<string, string>,
  fix?: [suggested: string, output: string],
) {
  return invalid(code, messageId, value, extra, fix, { property });
}
/** A GCS builder with `setter` (`.storeageCustomEndpoint(…)`) between the bucket and build(). */
const javaGcs = (setter: string) => inJava(`    var c = GcsBackendConfig.builder().bucket("b")${setter}.build();`);
/** A GCS configuration initializer with `entry` (`StoreageCustomEndpoint = …`) after the bucket. */
const csGcs = (entry: string) => inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", ${entry} };`);

testRuleIn("java", "valid-custom-endpoint", rule, {
  valid: [
    javaGcs(`.storeageCustomEndpoint("${FULL_URL}")`),
    inJava(
      `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").storeageCustomEndpoint("http://10.0.0.7:8080/storage/v1/b").build();`,
    ),
    javaGcs('.storeageCustomEndpoint("")'),
    javaGcs(`.storeageCustomEndpoint(System.getenv("GCS_ENDPOINT"))`),
    dedent`
      class Main {
        static final String HOST = "${HOST}";
        void run() {
          var c = GcsBackendConfig.builder().bucket("b").storeageCustomEndpoint("https://" + HOST + "${PATH}").build();
        }
      }
    `,
    inJava`
      var b = GcsBackendConfig.builder();
      b.bucket("b");
      if (privateNetwork) {
        b.storeageCustomEndpoint("${HOST}");
      }
      var c = b.build();`,
  ],
  invalid: [
    endpointIn(
      inJava`
        var c = DataToolRemoteStateGcsConfig.builder()
            .bucket("b")
            ⟦.storeageCustomEndpoint("${HOST}")⟧
            .build();`,
      JAVA_KEY,
      "missing",
      HOST,
      { parts: `protocol or path "${PATH}"` },
      [
        FULL_URL,
        inJava`
          var c = DataToolRemoteStateGcsConfig.builder()
              .bucket("b")
              .storeageCustomEndpoint("${FULL_URL}")
              .build();`,
      ],
    ),
    endpointIn(
      javaGcs(`⟦.storeageCustomEndpoint("ftp://${HOST}${PATH}")⟧`),
      JAVA_KEY,
      "wrongProtocol",
      `ftp://${HOST}${PATH}`,
      {},
    ),
    endpointIn(
      javaGcs(`⟦.storeageCustomEndpoint("https://${HOST}/upload/v1")⟧`),
      JAVA_KEY,
      "wrongPath",
      `https://${HOST}/upload/v1`,
      {},
    ),
    endpointIn(
      javaGcs(`⟦.storeageCustomEndpoint("https://exa mple.com${PATH}")⟧`),
      JAVA_KEY,
      "notUrl",
      `https://exa mple.com${PATH}`,
      {},
    ),
    // User information: shown as `…@`, written back by the suggestion.
    endpointIn(
      javaGcs(`⟦.storeageCustomEndpoint("https://tool:s3cret@${HOST}")⟧`),
      JAVA_KEY,
      "missing",
      `https://…@${HOST}`,
      { parts: `path "${PATH}"` },
      [`https://…@${HOST}${PATH}`, javaGcs(`.storeageCustomEndpoint("https://tool:s3cret@${HOST}${PATH}")`)],
    ),
    // A concatenation of literals is known; the suggestion writes one literal.
    endpointIn(
      javaGcs(`⟦.storeageCustomEndpoint("https://" + "${HOST}")⟧`),
      JAVA_KEY,
      "missing",
      `https://${HOST}`,
      { parts: `path "${PATH}"` },
      [FULL_URL, javaGcs(`.storeageCustomEndpoint("${FULL_URL}")`)],
    ),
    // A local builder's later setter, with a `static final` constant.
    endpointIn(
      dedent`
        class Main {
          static final String ENDPOINT = "https://${HOST}/storage/v1";
          void run() {
            var b = GcsBackendConfig.builder();
            b.bucket("b");
            b⟦.storeageCustomEndpoint(ENDPOINT)⟧;
            var c = b.build();
          }
        }
      `,
      JAVA_KEY,
      "wrongPath",
      `https://${HOST}/storage/v1`,
      {},
      [
        FULL_URL,
        dedent`
          class Main {
            static final String ENDPOINT = "https://${HOST}/storage/v1";
            void run() {
              var b = GcsBackendConfig.builder();
              b.bucket("b");
              b.storeageCustomEndpoint("${FULL_URL}");
              var c = b.build();
            }
          }
        `,
      ],
    ),
  ],
});

testRuleIn("csharp", "valid-custom-endpoint", rule, {
  valid: [
    csGcs(`StoreageCustomEndpoint = "${FULL_URL}"`),
    csGcs(`StoreageCustomEndpoint = @"${FULL_URL}"`),
    inCSharp(
      `    new DataToolRemoteStateGcs(this, "r", new() { Bucket = "b", StoreageCustomEndpoint = "${FULL_URL}" });`,
    ),
    csGcs(`StoreageCustomEndpoint = Environment.GetEnvironmentVariable("GCS_ENDPOINT")`),
    // An interpolated string with a hole: not known.
    csGcs(`StoreageCustomEndpoint = $"https://{host}"`),
    inCSharp(
      `    const string Endpoint = "${FULL_URL}";\n    var c = new GcsBackendConfig { Bucket = "b", StoreageCustomEndpoint = Endpoint };`,
    ),
    inCSharp(
      `    var c = new GcsBackendConfig { Bucket = "b" };\n    if (privateNetwork) c.StoreageCustomEndpoint = "${HOST}";`,
    ),
  ],
  invalid: [
    endpointIn(
      inCSharp`
        var c = new DataToolRemoteStateGcsConfig
        {
            Bucket = "b",
            ⟦StoreageCustomEndpoint = "${HOST}"⟧,
        };`,
      CS_KEY,
      "missing",
      HOST,
      { parts: `protocol or path "${PATH}"` },
      [
        FULL_URL,
        inCSharp`
          var c = new DataToolRemoteStateGcsConfig
          {
              Bucket = "b",
              StoreageCustomEndpoint = "${FULL_URL}",
          };`,
      ],
    ),
    // User information, without a protocol: shown as `…@`, written back by the suggestion.
    endpointIn(
      csGcs(`⟦StoreageCustomEndpoint = "tool:s3cret@${HOST}${PATH}"⟧`),
      CS_KEY,
      "missing",
      `…@${HOST}${PATH}`,
      { parts: "protocol" },
      [`https://…@${HOST}${PATH}`, csGcs(`StoreageCustomEndpoint = "https://tool:s3cret@${HOST}${PATH}"`)],
    ),
    endpointIn(
      csGcs(`⟦StoreageCustomEndpoint = "ftp://${HOST}${PATH}"⟧`),
      CS_KEY,
      "wrongProtocol",
      `ftp://${HOST}${PATH}`,
      {},
    ),
    endpointIn(
      csGcs(`⟦StoreageCustomEndpoint = @"https://${HOST}/upload"⟧`),
      CS_KEY,
      "wrongPath",
      `https://${HOST}/upload`,
      {},
    ),
    endpointIn(
      csGcs(`⟦StoreageCustomEndpoint = "https://exa mple.com${PATH}"⟧`),
      CS_KEY,
      "notUrl",
      `https://exa mple.com${PATH}`,
      {},
    ),
    // An interpolated string without holes is known; the suggestion writes a regular string.
    endpointIn(
      csGcs(`⟦StoreageCustomEndpoint = $"https://${HOST}"⟧`),
      CS_KEY,
      "missing",
      `https://${HOST}`,
      { parts: `path "${PATH}"` },
      [FULL_URL, csGcs(`StoreageCustomEndpoint = "${FULL_URL}"`)],
    ),
    // Assigned after construction.
    endpointIn(
      inCSharp(
        `    var c = new GcsBackendConfig { Bucket = "b" };\n    ⟦c.StoreageCustomEndpoint = "http://10.0.0.7:8080"⟧;`,
      ),
      CS_KEY,
      "missing",
      "http://10.0.0.7:8080",
      { parts: `path "${PATH}"` },
      [
        `http://10.0.0.7:8080${PATH}`,
        inCSharp(
          `    var c = new GcsBackendConfig { Bucket = "b" };\n    c.StoreageCustomEndpoint = "http://10.0.0.7:8080${PATH}";`,
        ),
      ],
    ),
  ],
});

// COS `endpoint` (1.6.0): the tool matches it against its own pattern, exactly and case included,
// `^(http(s)?)://cos-internal\.([^.]+)\.tencentcos\.cn$`, and rejects anything else when it configures the store: a
// backend at init, a remote-state data source at plan (docs/behaviour.md#cos). What the pattern matches is
// accepted, however odd; no other domain, no port, path or query, no trailing `/` or `.`, no other letter case.
const cos = `import { CosBackend, DataToolRemoteStateCos } from "kit";\n`;
const COS_FORM = "https://cos-internal.{region}.tencentcos.cn";
const COS_HOST_FORM = "cos-internal.{region}.tencentcos.cn";
const INTERNAL = "cos-internal.ap-guangzhou.tencentcos.cn";
const PUBLIC = "cos.ap-guangzhou.myqcloud.com";
const AT_INIT = "the tool rejects it at init";
const AT_PLAN = "the tool rejects it at plan";
const EITHER = "the tool rejects it at init (a backend) or plan (a data source)";
const cosBackend = (entry: string) => `${cos}new CosBackend(scope, { bucket: "b", ${entry} });`;
const cosRemote = (entry: string) => `${cos}new DataToolRemoteStateCos(scope, "r", { bucket: "b", ${entry} });`;
const cosEndpoint = (value: string) => `endpoint: ${JSON.stringify(value)}`;

/** The data of a message about the COS endpoint: the host's form, no path; when the tool rejects it. */
function cosData(value: string, extra: Record<string, string>, property = "endpoint", rejection = AT_INIT) {
  return {
    property,
    value,
    form: COS_FORM,
    protocols: '"https:" or "http:"',
    hostForm: COS_HOST_FORM,
    rejection,
    ...extra,
  };
}

/** One finding on the COS endpoint at the marked place; with `suggestion`, the suggestion to use its value. */
function cosCase(
  code: string,
  messageId: MessageId,
  value: string,
  extra: Record<string, string>,
  suggestion?: [value: string, output: string],
  options: { modes?: readonly Mode[]; property?: string; rejection?: string; settings?: Record<string, unknown> } = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    ...(options.settings && { settings: options.settings }),
    errors: [
      {
        messageId,
        data: cosData(value, extra, options.property, options.rejection),
        suggestions:
          suggestion === undefined
            ? []
            : [{ messageId: "useValue", data: { value: suggestion[0] }, output: suggestion[1] }],
      },
    ],
  };
}

/**
 * One finding on the COS endpoint of a backend written as a literal, on the whole property; the suggestion writes
 * `suggestion`.
 */
function cosInvalid(
  value: string,
  messageId: MessageId,
  extra: Record<string, string>,
  suggestion?: string,
): Invalid<MessageId> {
  return cosCase(
    cosBackend(`⟦${cosEndpoint(value)}⟧`),
    messageId,
    value,
    extra,
    suggestion === undefined ? undefined : [suggestion, cosBackend(cosEndpoint(suggestion))],
  );
}

testRule("valid-custom-endpoint", rule, {
  valid: [
    cosBackend(cosEndpoint(`https://${INTERNAL}`)),
    cosBackend(cosEndpoint(`http://${INTERNAL}`)),
    cosRemote(cosEndpoint(`https://${INTERNAL}`)),
    // The pattern takes any region label as written, in any case.
    cosBackend(cosEndpoint("https://cos-internal.AP-Guangzhou.tencentcos.cn")),
    // What the tool's pattern matches is accepted, however odd: here a region label that holds "@".
    cosBackend(cosEndpoint("https://cos-internal.x@y.tencentcos.cn")),
    cosBackend(`Endpoint: "https://${INTERNAL}"`),
    // Unset, or not known.
    cosBackend(cosEndpoint("")),
    cosBackend("endpoint: process.env.COS_ENDPOINT"),
    // A remote-state data source may interpolate: its `${..}` is no literal text.
    cosRemote(cosEndpoint("${var.cos_endpoint}")),
    cosRemote(cosEndpoint("https://cos-internal.${var.region}.tencentcos.cn:8443")),
    // OSS has an endpoint too, of no form the tool checks.
    `import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "b", endpoint: "${PUBLIC}" });`,
    { code: `declare const ENDPOINT: "${PUBLIC}";\n${cosBackend("endpoint: ENDPOINT")}`, modes: ["ts"] },
  ],
  invalid: [
    // The public endpoint, or any other host or domain: rejected at init, and no repair is clear.
    cosInvalid(`https://${PUBLIC}`, "wrongHost", {}),
    cosInvalid(PUBLIC, "wrongHost", {}),
    cosInvalid("http://10.0.0.5:8080", "wrongHost", {}),
    cosInvalid("https://cos-internal.ap-guangzhou.example.com", "wrongHost", {}),
    cosInvalid("https://cos-internal.eu-frankfurt.internal.example.com", "wrongHost", {}),
    cosInvalid("https://cos-internal.ap-guangzhou.tencentcos.com", "wrongHost", {}),
    cosInvalid("https://cos-internal.tencentcos.cn", "wrongHost", {}),
    cosInvalid("https://cos-internal..tencentcos.cn", "wrongHost", {}),
    cosInvalid(`https://internal.${INTERNAL}`, "wrongHost", {}),
    // User information is shown as `…@`; the host is judged, then the user information, never repaired.
    cosCase(cosBackend(`⟦${cosEndpoint(`https://tool:s3cret@${PUBLIC}`)}⟧`), "wrongHost", `https://…@${PUBLIC}`, {}),
    cosCase(cosBackend(`⟦${cosEndpoint(`https://tool:s3cret@${INTERNAL}`)}⟧`), "unexpected", `https://…@${INTERNAL}`, {
      parts: "user information",
    }),
    // A backend takes an interpolation literally.
    cosInvalid("${var.cos_endpoint}", "wrongHost", {}),
    // The internal host without a protocol: https:// is prepended.
    cosInvalid(INTERNAL, "missing", { parts: "protocol" }, `https://${INTERNAL}`),
    cosInvalid(`//${INTERNAL}`, "missing", { parts: "protocol" }, `https://${INTERNAL}`),
    cosInvalid(`${INTERNAL}/`, "unexpected", { parts: 'no protocol and a trailing "/"' }, `https://${INTERNAL}`),
    cosInvalid(`${INTERNAL}/state`, "unexpected", { parts: "no protocol and a path" }),
    cosInvalid("https://", "missing", { parts: "host" }),
    cosInvalid(`ftp://${INTERNAL}`, "wrongProtocol", {}),
    cosInvalid("https://cos internal.ap-guangzhou.tencentcos.cn", "notUrl", {}),
    // The letter case counts: the protocol and the form's own words in lower case; the region stays as written.
    cosInvalid(`HTTPS://${INTERNAL}`, "wrongCase", {}, `https://${INTERNAL}`),
    cosInvalid(
      "http://COS-INTERNAL.AP-GUANGZHOU.TENCENTCOS.CN",
      "wrongCase",
      {},
      "http://cos-internal.AP-GUANGZHOU.tencentcos.cn",
    ),
    // Nothing after the host: a port, a path, a query; a trailing "/" or "." is dropped by the suggestion, and so
    // is the protocol's own port (the same server); another port, a path or a query is not (what was meant?).
    cosInvalid(`https://${INTERNAL}:8443`, "unexpected", { parts: "a port" }),
    cosInvalid(`https://${INTERNAL}:443`, "unexpected", { parts: "a port" }, `https://${INTERNAL}`),
    cosInvalid(`http://${INTERNAL}:443`, "unexpected", { parts: "a port" }),
    cosInvalid(`https://${INTERNAL}/state`, "unexpected", { parts: "a path" }),
    cosInvalid(`https://${INTERNAL}/`, "unexpected", { parts: 'a trailing "/"' }, `https://${INTERNAL}`),
    cosInvalid(`https://${INTERNAL}.`, "unexpected", { parts: 'a trailing "."' }, `https://${INTERNAL}`),
    cosInvalid(`https://${INTERNAL}?acl`, "unexpected", { parts: "a query" }),
    cosInvalid(`https://${INTERNAL}#top`, "unexpected", { parts: "a fragment" }),
    cosInvalid(
      `HTTPS://${INTERNAL}./`,
      "unexpected",
      { parts: 'a trailing "." and a trailing "/"' },
      `https://${INTERNAL}`,
    ),
    // Shown with its white space as one space each.
    cosCase(
      cosBackend(`⟦${cosEndpoint(` https://${INTERNAL}\n`)}⟧`),
      "unexpected",
      ` https://${INTERNAL} `,
      { parts: "white space around it" },
      [`https://${INTERNAL}`, cosBackend(cosEndpoint(`https://${INTERNAL}`))],
    ),
    // A remote-state data source is rejected when it is read, at plan.
    cosCase(cosRemote(`⟦${cosEndpoint(`https://${PUBLIC}`)}⟧`), "wrongHost", `https://${PUBLIC}`, {}, undefined, {
      rejection: AT_PLAN,
    }),
    cosCase(
      cosRemote(`⟦${cosEndpoint(`https://${INTERNAL}/`)}⟧`),
      "unexpected",
      `https://${INTERNAL}/`,
      { parts: 'a trailing "/"' },
      [`https://${INTERNAL}`, cosRemote(cosEndpoint(`https://${INTERNAL}`))],
      { rejection: AT_PLAN },
    ),
    // A type name from settings may be either.
    cosCase(
      `type StateConfig = object;\nconst s = { bucket: "b", ⟦endpoint: "${PUBLIC}"⟧ } satisfies StateConfig;`,
      "wrongHost",
      PUBLIC,
      {},
      undefined,
      {
        modes: ["ts", "typed"],
        rejection: EITHER,
        settings: { "backend-config": { typeNames: { cos: ["StateConfig"] } } },
      },
    ),
    // TypeScript: an annotated constant; typed, a declared literal type.
    cosCase(
      `import type { CosBackendConfig } from "kit";\nexport const c: CosBackendConfig = { bucket: "b", ⟦${cosEndpoint(PUBLIC)}⟧ };`,
      "wrongHost",
      PUBLIC,
      {},
      undefined,
      { modes: ["ts", "typed"] },
    ),
    cosCase(
      `declare const ENDPOINT: "${INTERNAL}";\n${cosBackend("⟦endpoint: ENDPOINT⟧")}`,
      "missing",
      INTERNAL,
      { parts: "protocol" },
      [
        `https://${INTERNAL}`,
        `declare const ENDPOINT: "${INTERNAL}";\n${cosBackend(`endpoint: "https://${INTERNAL}"`)}`,
      ],
      { modes: ["typed"] },
    ),
  ],
});

testRuleIn("java", "valid-custom-endpoint", rule, {
  valid: [
    inJava(`    var c = CosBackendConfig.builder().bucket("b").endpoint("https://${INTERNAL}").build();`),
    inJava(`    var c = CosBackendConfig.builder().bucket("b").endpoint(System.getenv("COS_ENDPOINT")).build();`),
    inJava(`    var c = DataToolRemoteStateCosConfig.builder().bucket("b").endpoint("\${var.endpoint}").build();`),
  ],
  invalid: [
    cosCase(
      inJava(`    var c = CosBackendConfig.builder().bucket("b")⟦.endpoint("https://${PUBLIC}")⟧.build();`),
      "wrongHost",
      `https://${PUBLIC}`,
      {},
    ),
    cosCase(
      inJava(`    var c = CosBackendConfig.builder().bucket("b")⟦.endpoint("${INTERNAL}")⟧.build();`),
      "missing",
      INTERNAL,
      { parts: "protocol" },
      [
        `https://${INTERNAL}`,
        inJava(`    var c = CosBackendConfig.builder().bucket("b").endpoint("https://${INTERNAL}").build();`),
      ],
    ),
    cosCase(
      inJava(`    var c = CosBackendConfig.builder().bucket("b")⟦.endpoint("https://${INTERNAL}:8443")⟧.build();`),
      "unexpected",
      `https://${INTERNAL}:8443`,
      { parts: "a port" },
    ),
    cosCase(
      inJava(
        `    var c = DataToolRemoteStateCosConfig.builder().bucket("b")⟦.endpoint("HTTPS://${INTERNAL}")⟧.build();`,
      ),
      "wrongCase",
      `HTTPS://${INTERNAL}`,
      {},
      [
        `https://${INTERNAL}`,
        inJava(
          `    var c = DataToolRemoteStateCosConfig.builder().bucket("b").endpoint("https://${INTERNAL}").build();`,
        ),
      ],
      { rejection: AT_PLAN },
    ),
  ],
});

testRuleIn("csharp", "valid-custom-endpoint", rule, {
  valid: [
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Endpoint = "http://${INTERNAL}" };`),
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Endpoint = @"https://${INTERNAL}" };`),
  ],
  invalid: [
    cosCase(
      inCSharp(
        `    new CosBackend(this, "state", new CosBackendConfig { Bucket = "b", ⟦Endpoint = "https://${PUBLIC}"⟧ });`,
      ),
      "wrongHost",
      `https://${PUBLIC}`,
      {},
      undefined,
      { property: "Endpoint" },
    ),
    cosCase(
      inCSharp(`    var c = new CosBackendConfig { Bucket = "b" };\n    ⟦c.Endpoint = "${INTERNAL}"⟧;`),
      "missing",
      INTERNAL,
      { parts: "protocol" },
      [
        `https://${INTERNAL}`,
        inCSharp(`    var c = new CosBackendConfig { Bucket = "b" };\n    c.Endpoint = "https://${INTERNAL}";`),
      ],
      { property: "Endpoint" },
    ),
    cosCase(
      inCSharp(`    var c = new CosBackendConfig { Bucket = "b", ⟦Endpoint = @"https://${INTERNAL}/state"⟧ };`),
      "unexpected",
      `https://${INTERNAL}/state`,
      { parts: "a path" },
      undefined,
      { property: "Endpoint" },
    ),
    cosCase(
      inCSharp(
        `    new DataToolRemoteStateCos(this, "r", new() { Bucket = "b", ⟦Endpoint = "https://${INTERNAL}."⟧ });`,
      ),
      "unexpected",
      `https://${INTERNAL}.`,
      { parts: 'a trailing "."' },
      [
        `https://${INTERNAL}`,
        inCSharp(
          `    new DataToolRemoteStateCos(this, "r", new() { Bucket = "b", Endpoint = "https://${INTERNAL}" });`,
        ),
      ],
      { property: "Endpoint", rejection: AT_PLAN },
    ),
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("valid-custom-endpoint", rule, {
  valid: [
    backendJson("gcs", '"bucket": "b"', '"storage_custom_endpoint": "https://x.p.googleapis.com/storage/v1/b"'),
    backendJson("cos", '"bucket": "b"', `"endpoint": "https://${INTERNAL}"`),
    // A data source's `config` may interpolate; `$${` is a literal `${` there, not judged either.
    remoteStateJson("cos", ['"bucket": "b"', '"endpoint": "${var.cos_endpoint}"']),
    remoteStateJson("gcs", ['"bucket": "b"', '"storage_custom_endpoint": "$${endpoint}"']),
  ],
  invalid: [
    {
      code: backendJson("gcs", '"bucket": "b"', '⟦"storage_custom_endpoint": "https://x.p.googleapis.com/storage/v1"⟧'),
      errors: [
        {
          messageId: "wrongPath",
          data: {
            property: "storage_custom_endpoint",
            value: "https://x.p.googleapis.com/storage/v1",
            expected: "/storage/v1/b",
            form: FORM,
            rejection: FIRST_USE,
          },
          suggestions: [
            {
              messageId: "useValue",
              data: { value: "https://x.p.googleapis.com/storage/v1/b" },
              output: backendJson(
                "gcs",
                '"bucket": "b"',
                '"storage_custom_endpoint": "https://x.p.googleapis.com/storage/v1/b"',
              ),
            },
          ],
        },
      ],
    },
    {
      code: backendJson("cos", '"bucket": "b"', '⟦"endpoint": "https://cos.r.example.com"⟧'),
      errors: [{ messageId: "wrongHost", data: cosData("https://cos.r.example.com", {}), suggestions: [] }],
    },
    // Formerly taken for the internal endpoint: another domain, a trailing dot.
    {
      code: backendJson("cos", '"bucket": "b"', '⟦"endpoint": "https://cos-internal.ap-guangzhou.example.com"⟧'),
      errors: [
        {
          messageId: "wrongHost",
          data: cosData("https://cos-internal.ap-guangzhou.example.com", {}),
          writtenOutData: { value: "https://cos-internal.ap-guangzhou.exa…" },
          suggestions: [],
        },
      ],
    },
    {
      code: backendJson("cos", '"bucket": "b"', `⟦"endpoint": "https://${INTERNAL}."⟧`),
      errors: [
        {
          messageId: "unexpected",
          data: cosData(`https://${INTERNAL}.`, { parts: 'a trailing "."' }),
          writtenOutData: { value: "https://cos-in…" },
          suggestions: [
            {
              messageId: "useValue",
              data: { value: `https://${INTERNAL}` },
              output: backendJson("cos", '"bucket": "b"', `"endpoint": "https://${INTERNAL}"`),
            },
          ],
        },
      ],
    },
    // A remote-state data source, at plan.
    {
      code: remoteStateJson("cos", ['"bucket": "b"', `⟦"endpoint": "HTTP://${INTERNAL}"⟧`]),
      errors: [
        {
          messageId: "wrongCase",
          data: cosData(`HTTP://${INTERNAL}`, {}, "endpoint", AT_PLAN),
          writtenOutData: { value: "HTTP://cos-internal.a…" },
          suggestions: [
            {
              messageId: "useValue",
              data: { value: `http://${INTERNAL}` },
              output: remoteStateJson("cos", ['"bucket": "b"', `"endpoint": "http://${INTERNAL}"`]),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "valid-custom-endpoint", rule, {
  valid: [],
  invalid: [
    {
      code: inHcl`
        backend "cos" {
          bucket   = "b-1"
          region   = "r"
          ⟦endpoint = "https://cos.ap-x.myqcloud.com"⟧
        }`,
      errors: [
        {
          message:
            '"endpoint" is "https://cos.ap-x.myqcloud.com", whose host is not "cos-internal.{region}.tencentcos.cn": the tool rejects it at init.',
        },
      ],
    },
    {
      code: inHcl`
        backend "gcs" {
          bucket                  = "b"
          ⟦storage_custom_endpoint = "https://storage-x.p.googleapis.com/"⟧
        }`,
      errors: [
        {
          message:
            '"storage_custom_endpoint" is "https://storage-x.p.googleapis.com/", with no path "/storage/v1/b": it fails at first use of the state; the form is "https://{host}/storage/v1/b".',
          suggestions: [
            {
              desc: 'Use "https://storage-x.p.googleapis.com/storage/v1/b".',
              output: inHcl`
            backend "gcs" {
              bucket                  = "b"
              storage_custom_endpoint = "https://storage-x.p.googleapis.com/storage/v1/b"
            }`,
            },
          ],
        },
      ],
    },
  ],
});

// The open fork's own files: the fork evaluates a backend's `${..}` from its 1.8.0, so it is no literal there, while
// the tool takes it as written (docs/behaviour.md#every-store).
testRuleInForkJson("valid-custom-endpoint", rule, {
  valid: [
    backendJson("cos", '"bucket": "b"', '"endpoint": "${var.cos_endpoint}"'),
    backendJson("gcs", '"bucket": "b"', '"storage_custom_endpoint": "${var.storage_endpoint}"'),
  ],
});
