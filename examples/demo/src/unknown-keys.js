// Plain JavaScript: nothing checks the keys. <kit> snake-cases every key it is given and passes it on, and the
// tool rejects a key it does not know: the backend at init, the remote-state data source when it is read.
const kit = require("kit");

// ✅ Correct: in JavaScript the tool's own attribute, storage_custom_endpoint, is reached as "storageCustomEndpoint".
function networkOutputs(scope) {
  return new kit.DataToolRemoteStateGcs(scope, "network", {
    bucket: "acme-tool-state",
    storageCustomEndpoint: "https://storage-acme.p.example.net/storage/v1/b",
  });
}

// ❌ no-unknown-properties: <kit>'s typed spelling "storeageCustomEndpoint" reaches the tool as
//    storeage_custom_endpoint, which the tool rejects (suggestion: rename it to "storageCustomEndpoint").
function sharedOutputs(scope) {
  return new kit.DataToolRemoteStateGcs(scope, "shared", {
    bucket: "acme-tool-state",
    storeageCustomEndpoint: "https://storage-acme.p.example.net/storage/v1/b",
  });
}

// ✅ "secretID" reaches the tool as secret_id, a known field (<kit>'s snake-casing).
// ❌ no-unknown-properties: "sessionExpiration" is the OSS spelling; the COS block calls it
//    "sessionDuration" (suggestion: rename it).
function appBackend(scope) {
  return new kit.CosBackend(scope, {
    bucket: "tool-state-1250000000",
    region: "ap-guangzhou",
    secretID: process.env.APP_SECRET_ID,
    assumeRole: { roleArn: "qcs::cam::uin/100000000001:roleName/tool", sessionName: "tool", sessionExpiration: 3600 },
  });
}

// ❌ no-unknown-properties: "assumeRoleArn" is not a property (suggestion: "assumeRoleRoleArn").
// ❌ no-unknown-properties: "tags" is not a property at all, and nothing is close (no suggestion).
function toolsBackend(scope) {
  return new kit.OssBackend(scope, {
    bucket: "acme-tools-state",
    region: "eu-central-1",
    assumeRoleArn: "acs:ram::123456789012:role/tool",
    tags: { team: "platform" },
  });
}

// ✅ Correct: snake_case keys reach the same fields, and the tool (1.12.0 and later) knows
//    tablestore_instance_name, which the typed OssBackendConfig lacks.
function sharedBackend(scope) {
  return new kit.OssBackend(scope, {
    bucket: "acme-shared-state",
    region: "eu-central-1",
    assume_role_role_arn: "acs:ram::123456789012:role/tool",
    tablestoreInstanceName: "tool-locks",
  });
}

module.exports = { networkOutputs, sharedOutputs, appBackend, toolsBackend, sharedBackend };
