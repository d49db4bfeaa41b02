// TypeScript reports an unknown key of a literal written for a configuration type itself; the rule covers
// the places where its excess-property check does not reach.
import { OssBackend, type OssBackendConfig } from "kit";

// ❌ no-unknown-properties: a constant spread into the configuration is not checked by TypeScript
//    ("regoin", nearest property "region"; no suggestion: other code may use the constant).
const shared = { regoin: "eu-central-1", encrypt: true };

export function stateBackend(scope: unknown): OssBackend {
  return new OssBackend(scope, { ...shared, bucket: "acme-tool-state" });
}

// ❌ no-unknown-properties: a type assertion turns the check off ("sessionDuration" of OSS is
//    "assumeRoleSessionExpiration"; suggestion: rename it).
export const legacyState = {
  bucket: "acme-legacy-state",
  region: "eu-central-1",
  sessionDuration: 1800,
} as OssBackendConfig;

// ✅ Silent: TypeScript itself reports an unknown key here (none is written).
export const toolsState: OssBackendConfig = { bucket: "acme-tools-state", region: "eu-central-1" };
