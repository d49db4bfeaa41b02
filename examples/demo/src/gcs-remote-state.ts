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

// ❌ no-conflicting-credentials (typed): the token is a string, but maybe an empty one, so removing
//    "credentials" could change behaviour (suggestions only).
export function ciBackend(scope: unknown, token: string): GcsBackend {
  return new GcsBackend(scope, {
    bucket: "acme-tool-state",
    accessToken: token,
    credentials: "./keys/tool-state.json",
  });
}

// ✅ Silent: the token may be unset, and then the tool does use "credentials".
export function localBackend(scope: unknown): GcsBackend {
  return new GcsBackend(scope, {
    bucket: "acme-tool-state",
    accessToken: process.env.CLOUDG_ACCESS_TOKEN,
    credentials: "./keys/tool-state.json",
  });
}
