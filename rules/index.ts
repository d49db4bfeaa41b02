// Written by scripts/generate.mjs (`npm run generate`) from the rule files in this folder: do not edit.
import noConflictingCredentials from "./no-conflicting-credentials.js";
import noConflictingEncryptionKeys from "./no-conflicting-encryption-keys.js";
import noDeprecatedAssumeRole from "./no-deprecated-assume-role.js";
import noHardcodedCredentials from "./no-hardcoded-credentials.js";
import noIgnoredProperties from "./no-ignored-properties.js";
import noInterpolation from "./no-interpolation.js";
import noPublicState from "./no-public-state.js";
import noUnknownProperties from "./no-unknown-properties.js";
import noUnsupportedProperties from "./no-unsupported-properties.js";
import requireAssumeRoleFields from "./require-assume-role-fields.js";
import requireBucket from "./require-bucket.js";
import requireEncryption from "./require-encryption.js";
import validAcl from "./valid-acl.js";
import validAssumeRolePolicy from "./valid-assume-role-policy.js";
import validCredentials from "./valid-credentials.js";
import validCustomEndpoint from "./valid-custom-endpoint.js";
import validEncryptionKey from "./valid-encryption-key.js";
import validKmsKeyName from "./valid-kms-key-name.js";
import validSessionExpiration from "./valid-session-expiration.js";
import validStateLocking from "./valid-state-locking.js";
import validStatePath from "./valid-state-path.js";
import validValueTypes from "./valid-value-types.js";

/** Every rule of the plugin, by id (id = file name = test name = doc name). */
export const rules = {
  "no-conflicting-credentials": noConflictingCredentials,
  "no-conflicting-encryption-keys": noConflictingEncryptionKeys,
  "no-deprecated-assume-role": noDeprecatedAssumeRole,
  "no-hardcoded-credentials": noHardcodedCredentials,
  "no-ignored-properties": noIgnoredProperties,
  "no-interpolation": noInterpolation,
  "no-public-state": noPublicState,
  "no-unknown-properties": noUnknownProperties,
  "no-unsupported-properties": noUnsupportedProperties,
  "require-assume-role-fields": requireAssumeRoleFields,
  "require-bucket": requireBucket,
  "require-encryption": requireEncryption,
  "valid-acl": validAcl,
  "valid-assume-role-policy": validAssumeRolePolicy,
  "valid-credentials": validCredentials,
  "valid-custom-endpoint": validCustomEndpoint,
  "valid-encryption-key": validEncryptionKey,
  "valid-kms-key-name": validKmsKeyName,
  "valid-session-expiration": validSessionExpiration,
  "valid-state-locking": validStateLocking,
  "valid-state-path": validStatePath,
  "valid-value-types": validValueTypes,
};
