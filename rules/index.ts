import noConflictingCredentials from "./no-conflicting-credentials.js";
import noConflictingEncryptionKeys from "./no-conflicting-encryption-keys.js";
import noDeprecatedAssumeRole from "./no-deprecated-assume-role.js";
import noIgnoredProperties from "./no-ignored-properties.js";
import requireBucket from "./require-bucket.js";
import validAcl from "./valid-acl.js";
import validEncryptionKey from "./valid-encryption-key.js";
import validSessionExpiration from "./valid-session-expiration.js";
import validStateLocking from "./valid-state-locking.js";

/** Every rule of the plugin, by id (id = file name = test name = doc name). */
export const rules = {
  "no-conflicting-credentials": noConflictingCredentials,
  "no-conflicting-encryption-keys": noConflictingEncryptionKeys,
  "no-deprecated-assume-role": noDeprecatedAssumeRole,
  "no-ignored-properties": noIgnoredProperties,
  "require-bucket": requireBucket,
  "valid-acl": validAcl,
  "valid-encryption-key": validEncryptionKey,
  "valid-session-expiration": validSessionExpiration,
  "valid-state-locking": validStateLocking,
};

export type RuleId = keyof typeof rules;
