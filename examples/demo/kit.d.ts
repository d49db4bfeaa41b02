// A stand-in for <kit> (the demo has no real <kit> to install): its three configuration types and the
// constructs that take them, as declared by tests/fixtures/kit.d.ts.
declare module "kit" {
  export interface OssAssumeRole {
    readonly roleArn: string;
    readonly policy?: string;
    readonly sessionName?: string;
    readonly sessionExpiration?: number;
  }
  export interface OssBackendConfig {
    readonly bucket: string;
    readonly accessKey?: string;
    readonly acl?: string;
    /** @deprecated use the flattened assume-role options */
    readonly assumeRole?: OssAssumeRole;
    readonly assumeRolePolicy?: string;
    readonly assumeRoleRoleArn?: string;
    readonly assumeRoleSessionExpiration?: number;
    readonly assumeRoleSessionName?: string;
    readonly ecsRoleName?: string;
    readonly encrypt?: boolean;
    readonly endpoint?: string;
    readonly key?: string;
    readonly prefix?: string;
    readonly profile?: string;
    readonly region?: string;
    readonly secretKey?: string;
    readonly securityToken?: string;
    readonly sharedCredentialsFile?: string;
    readonly stsEndpoint?: string;
    readonly tablestoreEndpoint?: string;
    readonly tablestoreTable?: string;
  }
  export interface CosBackendAssumeRole {
    readonly roleArn: string;
    readonly sessionName: string;
    readonly sessionDuration: number;
    readonly policy?: string;
  }
  export interface CosBackendConfig {
    readonly bucket: string;
    readonly accelerate?: boolean;
    readonly acl?: string;
    readonly assumeRole?: CosBackendAssumeRole;
    readonly domain?: string;
    readonly encrypt?: boolean;
    readonly endpoint?: string;
    readonly key?: string;
    readonly prefix?: string;
    readonly region?: string;
    readonly secretId?: string;
    readonly secretKey?: string;
    readonly securityToken?: string;
  }
  export interface GcsBackendConfig {
    readonly bucket: string;
    readonly accessToken?: string;
    readonly credentials?: string;
    readonly encryptionKey?: string;
    readonly impersonateServiceAccount?: string;
    readonly impersonateServiceAccountDelegates?: string[];
    readonly kmsEncryptionKey?: string;
    readonly prefix?: string;
    readonly storeageCustomEndpoint?: string;
  }
  export interface DataToolRemoteStateGcsConfig extends GcsBackendConfig {
    readonly defaults?: { [key: string]: unknown };
    readonly workspace?: string;
  }
  export class OssBackend {
    constructor(scope: unknown, config: OssBackendConfig);
  }
  export class CosBackend {
    constructor(scope: unknown, config: CosBackendConfig);
  }
  export class GcsBackend {
    constructor(scope: unknown, config: GcsBackendConfig);
  }
  export class DataToolRemoteStateGcs {
    constructor(scope: unknown, id: string, config: DataToolRemoteStateGcsConfig);
  }
}

