// Stacks still deployed with an old tool: eslint.config.js sets settings["backend-config"].toolVersion to
// "1.0.10" for this folder only, so properties that tool does not know yet are reported here.
import { OssBackend, type OssBackendConfig } from "kit";

// ✅ Correct on 1.0.10: profiles (0.12.8) and the assumeRole block, which is not deprecated on a tool this old
//    (no-deprecated-assume-role stays silent).
export const ops: OssBackendConfig = {
  bucket: "acme-ops-state",
  region: "eu-central-1",
  profile: "ops",
  sharedCredentialsFile: "~/.clouda/credentials",
  assumeRole: { roleArn: "acs:ram::123456789012:role/tool-state", sessionName: "tool" },
};

// ❌ no-unsupported-properties: stsEndpoint is available from 1.0.11; the flattened assume-role properties
//    from 1.1.0. A tool at 1.0.10 rejects each at init (no fix: upgrade the tool, or use the assumeRole block).
export function billing(scope: unknown): OssBackend {
  return new OssBackend(scope, {
    bucket: "acme-billing-state",
    region: "eu-central-1",
    stsEndpoint: "sts.eu-central-1.example.com",
    assumeRoleRoleArn: "acs:ram::123456789012:role/tool-state",
    assumeRoleSessionName: "tool",
  });
}
