// Every configuration in this file is correct: the demo fails if any rule reports here.
import { CosBackend, OssBackend, type CosBackendConfig, type OssBackendConfig } from "kit";

const region = "eu-central-1";

export const ossLocked: OssBackendConfig = {
  bucket: "acme-clean-state",
  region,
  key: "clean/tool.tfstate",
  acl: "private",
  encrypt: true,
  assumeRoleRoleArn: "acs:ram::123456789012:role/tool-state",
  assumeRoleSessionExpiration: 900,
  tablestoreEndpoint: "https://acme-locks.eu-central-1.ots.example.com",
  tablestoreTable: "tool_state_lock",
};

export const cosShared: CosBackendConfig = {
  bucket: "clean-state-1250000000",
  region: "ap-guangzhou",
  key: "clean/tool.tfstate",
  assumeRole: {
    roleArn: "qcs::cam::uin/100000000001:roleName/tool-state",
    sessionName: "tool",
    sessionDuration: 43200,
  },
};

export function backends(scope: unknown, bucket: string): [OssBackend, CosBackend] {
  return [
    new OssBackend(scope, { bucket, region, acl: "private", encrypt: true }),
    new CosBackend(scope, { ...cosShared, acl: "private" }),
  ];
}
