// State backends in COS buckets.
import { CosBackend, type CosBackendConfig } from "kit";

// ✅ Correct: the assume_role block is not deprecated for COS, and 7200 seconds is within [0, 43200].
export const shared: CosBackendConfig = {
  bucket: "tool-state-1250000000",
  region: "ap-guangzhou",
  key: "shared/tool.tfstate",
  acl: "private",
  assumeRole: {
    roleArn: "qcs::cam::uin/100000000001:roleName/tool-state",
    sessionName: "tool",
    sessionDuration: 7200,
  },
};

// ❌ valid-acl: COS accepts "private" or "public-read" only (suggestions).
// ❌ valid-session-expiration: one day is above the 43200-second limit (suggestion: 43200).
export function analytics(scope: unknown): CosBackend {
  return new CosBackend(scope, {
    bucket: "analytics-state-1250000000",
    region: "ap-guangzhou",
    acl: "public-read-write",
    assumeRole: {
      roleArn: "qcs::cam::uin/100000000001:roleName/tool-state",
      sessionName: "tool",
      sessionDuration: 86400,
    },
  });
}

// ❌ require-bucket: an empty bucket name is as good as none.
export const scratch: CosBackendConfig = {
  bucket: "",
  region: "ap-shanghai",
};
