// Plain JavaScript, no types: <kit> snake-cases every key, so snake_case keys reach the tool too.
const kit = require("kit");

// ❌ require-bucket: no bucket at all.
// ❌ valid-acl: "Public-Read" has the wrong case (suggestions only: the right spelling would publish the state).
// ❌ valid-session-expiration: ten minutes is below the 900-second minimum (suggestion: 900).
function legacyBackend(scope) {
  return new kit.OssBackend(scope, {
    region: "eu-central-1",
    acl: "Public-Read",
    assume_role_role_arn: "acs:ram::123456789012:role/tool-legacy",
    assume_role_session_expiration: 600,
  });
}

// ✅ Correct.
function toolsBackend(scope) {
  return new kit.OssBackend(scope, {
    bucket: "acme-tools-state",
    region: "eu-central-1",
    acl: "private",
    encrypt: true,
  });
}

module.exports = { legacyBackend, toolsBackend };
