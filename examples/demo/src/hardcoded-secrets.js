// CommonJS: secrets written in a JavaScript configuration (no-hardcoded-credentials, in `strict`).
const { readFileSync } = require("node:fs");
const { GcsBackend, OssBackend } = require("kit");

// ❌ no-hardcoded-credentials: a token written as a sum of strings is still written in the code (suggestion: remove).
exports.token = (scope) => new GcsBackend(scope, { bucket: "acme-tool-state", accessToken: "<ACCESS" + "_TOKEN>" });

// ❌ no-hardcoded-credentials: the key file read into a constant, then into "credentials" (suggestion: remove).
const key = readFileSync("./keys/tool-state.json").toString();
exports.keyFile = (scope) => new GcsBackend(scope, { bucket: "acme-tool-state", credentials: key });

// ✅ Correct: the path of the key file; the OSS keys from the tool's environment.
exports.keyPath = (scope) =>
  new GcsBackend(scope, { bucket: "acme-tool-state", credentials: "./keys/tool-state.json" });
exports.oss = (scope) => new OssBackend(scope, { bucket: "acme-secrets-state", region: "eu-central-1", encrypt: true });
