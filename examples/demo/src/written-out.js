// Plain JavaScript, where no compiler checks what a value is: mistakes that <kit> or the tool rejects when the
// configuration is written out or initialised.
const kit = require("kit");

// ❌ valid-value-types: a null makes <kit> itself fail while it writes the configuration out (suggestion: remove).
// ❌ valid-value-types: an object where the tool takes a string is rejected.
function reportsBackend(scope) {
  return new kit.GcsBackend(scope, {
    bucket: "acme-reports-state",
    prefix: null,
    impersonateServiceAccount: { email: "tool@acme.iam.gserviceaccount.com" },
  });
}

// ❌ valid-credentials: text that starts as JSON key material but is not JSON, and is no file's path either.
function auditOutputs(scope) {
  return new kit.DataToolRemoteStateGcs(scope, "audit", {
    bucket: "acme-tool-state",
    credentials: "{ type: 'service_account' }",
  });
}

// ❌ require-assume-role-fields: the COS assume_role block without "sessionName" fails at init unless
//    CLOUDB_ASSUME_ROLE_SESSION_NAME is set.
// ❌ valid-custom-endpoint: a COS endpoint must be the provider's internal endpoint, http(s)://cos-internal.<region>.tencentcos.cn.
function mediaBackend(scope) {
  return new kit.CosBackend(scope, {
    bucket: "media-state-1250000000",
    region: "ap-guangzhou",
    endpoint: "https://cos.ap-guangzhou.example.com",
    assumeRole: { roleArn: "qcs::cam::uin/100000000001:roleName/tool", sessionDuration: 3600 },
  });
}

// ❌ valid-assume-role-policy: an OSS policy written as an object: <kit> snake-cases its keys, and the tool rejects it.
function toolsBackend(scope) {
  return new kit.OssBackend(scope, {
    bucket: "acme-tools-state",
    region: "eu-central-1",
    assumeRoleRoleArn: "acs:ram::123456789012:role/tool",
    assumeRolePolicy: { Version: "1", Statement: [] },
  });
}

module.exports = { reportsBackend, auditOutputs, mediaBackend, toolsBackend };
