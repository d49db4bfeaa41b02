// A COS backend whose assumed role is narrowed by a policy: the tool takes the policy as JSON text.
import { CosBackend, type CosBackendConfig } from "kit";

const role = {
  roleArn: "qcs::cam::uin/100000000001:roleName/tool-state",
  sessionName: "tool",
  sessionDuration: 3600,
};

// ✅ Correct: the policy is a string of JSON text holding an object.
export const readOnly: CosBackendConfig = {
  bucket: "tool-state-1250000000",
  region: "ap-guangzhou",
  assumeRole: {
    ...role,
    policy: '{"version":"2.0","statement":[{"effect":"allow","action":["name/cos:GetObject"],"resource":["*"]}]}',
  },
};

const readReports = {
  version: "2.0",
  statement: [{ effect: "allow", action: ["name/cos:GetObject"], resource: ["*"] }],
};

// ❌ valid-assume-role-policy: an object written in code (the cast silences TypeScript, not the tool): <kit>
//    snake-cases its keys and the tool rejects it (suggestion: its JSON text, as a string).
export function reports(scope: unknown): CosBackend {
  return new CosBackend(scope, {
    bucket: "reports-state-1250000000",
    region: "ap-guangzhou",
    assumeRole: { ...role, policy: readReports as unknown as string },
  });
}

// ❌ valid-assume-role-policy: JavaScript, not JSON (the keys are not quoted); nothing to suggest.
export const audit: CosBackendConfig = {
  bucket: "audit-state-1250000000",
  region: "ap-guangzhou",
  assumeRole: { ...role, policy: "{ version: '2.0', statement: [] }" },
};
