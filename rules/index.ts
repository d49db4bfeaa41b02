import noConflictingCredentials from "./no-conflicting-credentials.js";
import noDeprecatedAssumeRole from "./no-deprecated-assume-role.js";
import noUnknownProperties from "./no-unknown-properties.js";
import requireBucket from "./require-bucket.js";
import validAcl from "./valid-acl.js";
import validSessionExpiration from "./valid-session-expiration.js";

/** Every rule of the plugin, by id (id = file name = test name = doc name). */
export const rules = {
  "no-conflicting-credentials": noConflictingCredentials,
  "no-deprecated-assume-role": noDeprecatedAssumeRole,
  "no-unknown-properties": noUnknownProperties,
  "require-bucket": requireBucket,
  "valid-acl": validAcl,
  "valid-session-expiration": validSessionExpiration,
};

export type RuleId = keyof typeof rules;
