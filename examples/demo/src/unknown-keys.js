// Plain JavaScript: nothing checks the keys, and <kit> passes an unknown key on or drops it without a word.
const kit = require("kit");

// ❌ no-unknown-properties: "storageCustomEndpoint" is not a property; the property is spelled
//    "storeageCustomEndpoint" (suggestion: rename it).
function networkOutputs(scope) {
  return new kit.DataToolRemoteStateGcs(scope, "network", {
    bucket: "acme-tool-state",
    storageCustomEndpoint: "https://storage-acme.p.example.net/storage/v1/b",
  });
}

// ❌ no-unknown-properties: "secretID" reaches the tool as secret_i_d (suggestion: "secretId").
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

// ✅ Correct: snake_case keys reach the same fields.
function sharedBackend(scope) {
  return new kit.OssBackend(scope, { bucket: "acme-shared-state", region: "eu-central-1", assume_role_role_arn: "acs:ram::123456789012:role/tool" });
}

module.exports = { networkOutputs, appBackend, toolsBackend, sharedBackend };
