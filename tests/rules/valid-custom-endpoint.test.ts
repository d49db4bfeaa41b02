import rule, { type MessageId } from "../../rules/valid-custom-endpoint.js";
import { locate, testRule, type Invalid, type Mode } from "../rule-tester.js";

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
            : [{ messageId: "useValue", data: { value: suggestion }, output: code.replace(snippet, `${key}: ${JSON.stringify(suggestion)}`) }],
      },
    ],
  };
}

/** The common case: the whole endpoint written as a string literal in a remote-state data source. */
function literal(value: string, messageId: MessageId, extra: Record<string, string>, suggestion?: string): Invalid<MessageId> {
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
    // The natural spelling is no property of the type: another rule's concern.
    remote(`storageCustomEndpoint: "${HOST}"`),
    `const options = { storeageCustomEndpoint: "${HOST}" };`,
    // Without types, a constant from another file is unknown.
    { code: `import { PRIVATE_ENDPOINT } from "./state-paths.js";\n${remote("storeageCustomEndpoint: PRIVATE_ENDPOINT")}`, modes: ["ts"] },
    { code: `declare const ENDPOINT: "storage.example.com";\n${backend("storeageCustomEndpoint: ENDPOINT")}`, modes: ["ts"] },
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
    invalid(backend(endpoint("${var.storage_endpoint}")), endpoint("${var.storage_endpoint}"), "missing", "${var.storage_endpoint}", {
      parts: `protocol or path "${PATH}"`,
    }),
    invalid(
      backend(`storeage_custom_endpoint: "https://${HOST}"`),
      `storeage_custom_endpoint: "https://${HOST}"`,
      "missing",
      `https://${HOST}`,
      { parts: `path "${PATH}"` },
      `https://${HOST}${PATH}`,
      { property: "storeage_custom_endpoint" },
    ),
    (() => {
      // A same-file constant: the suggestion writes the URL at the property, and the constant stays.
      const code = `${gcs}const ENDPOINT = "${HOST}";\nnew GcsBackend(scope, { bucket: "b", storeageCustomEndpoint: ENDPOINT });`;
      return invalid(code, "storeageCustomEndpoint: ENDPOINT", "missing", HOST, { parts: `protocol or path "${PATH}"` }, `https://${HOST}${PATH}`);
    })(),
    (() => {
      // A shared spread constant: reported where written, no suggestion (other code uses it).
      const code = `${gcs}const base = { storeageCustomEndpoint: "${HOST}" };\nnew GcsBackend(scope, { ...base, bucket: "a" });\nnew GcsBackend(scope, { ...base, bucket: "b" });`;
      return invalid(code, `storeageCustomEndpoint: "${HOST}"`, "missing", HOST, { parts: `protocol or path "${PATH}"` });
    })(),
    (() => {
      const code = `import type { DataToolRemoteStateGcsConfig } from "kit";\nexport const c: DataToolRemoteStateGcsConfig = { bucket: "b", ${endpoint(`https://${HOST}/`)} };`;
      return invalid(code, endpoint(`https://${HOST}/`), "missing", `https://${HOST}/`, { parts: `path "${PATH}"` }, `https://${HOST}${PATH}`, {
        modes: ["ts", "typed"],
      });
    })(),
    // Types give values: a constant from another file, a declared literal type.
    (() => {
      const code = `import { PRIVATE_ENDPOINT } from "./state-paths.js";\n${remote("storeageCustomEndpoint: PRIVATE_ENDPOINT")}`;
      return invalid(code, "storeageCustomEndpoint: PRIVATE_ENDPOINT", "missing", `${HOST}${PATH}`, { parts: "protocol" }, `https://${HOST}${PATH}`, {
        modes: ["typed"],
      });
    })(),
    (() => {
      const code = `declare const ENDPOINT: "storage.example.com";\n${backend("storeageCustomEndpoint: ENDPOINT")}`;
      return invalid(code, "storeageCustomEndpoint: ENDPOINT", "missing", "storage.example.com", { parts: `protocol or path "${PATH}"` }, `https://storage.example.com${PATH}`, {
        modes: ["typed"],
      });
    })(),
  ],
});
