// Reading other stacks' outputs from GCS, and a GCS backend.
import { DataToolRemoteStateGcs, GcsBackend, type DataToolRemoteStateGcsConfig } from "kit";

// ✅ Correct: impersonation instead of a key file.
export function networkOutputs(scope: unknown): DataToolRemoteStateGcs {
  return new DataToolRemoteStateGcs(scope, "network", {
    bucket: "acme-tool-state",
    prefix: "network",
    impersonateServiceAccount: "tool-reader@acme.iam.gserviceaccount.com",
  });
}

// ❌ no-conflicting-credentials: "credentials" is ignored next to a literal "accessToken" (fixed: removed).
export const legacyOutputs: DataToolRemoteStateGcsConfig = {
  bucket: "acme-legacy-state",
  prefix: "legacy",
  accessToken: "<ACCESS_TOKEN>",
  credentials: "./keys/tool-state.json",
};

// ❌ no-conflicting-credentials: the token comes from the environment and may be empty (suggestions only).
export function ciBackend(scope: unknown): GcsBackend {
  return new GcsBackend(scope, {
    bucket: "acme-tool-state",
    accessToken: process.env.CLOUDG_ACCESS_TOKEN,
    credentials: "./keys/tool-state.json",
  });
}
