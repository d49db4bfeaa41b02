import noConflictingCredentials from "./no-conflicting-credentials.js";
import noDeprecatedAssumeRole from "./no-deprecated-assume-role.js";
import noUnsupportedProperties from "./no-unsupported-properties.js";
import requireBucket from "./require-bucket.js";
import validAcl from "./valid-acl.js";
import validCustomEndpoint from "./valid-custom-endpoint.js";
import validKmsKeyName from "./valid-kms-key-name.js";
import validAssumeRolePolicy from "./valid-assume-role-policy.js";
import validSessionExpiration from "./valid-session-expiration.js";
import validStatePath from "./valid-state-path.js";

/** Every rule of the plugin, by id (id = file name = test name = doc name). */
export const rules = {
  "no-conflicting-credentials": noConflictingCredentials,
  "no-deprecated-assume-role": noDeprecatedAssumeRole,
  "no-unsupported-properties": noUnsupportedProperties,
  "require-bucket": requireBucket,
  "valid-acl": validAcl,
  "valid-custom-endpoint": validCustomEndpoint,
  "valid-kms-key-name": validKmsKeyName,
  "valid-assume-role-policy": validAssumeRolePolicy,
  "valid-session-expiration": validSessionExpiration,
  "valid-state-path": validStatePath,
};

export type RuleId = keyof typeof rules;
