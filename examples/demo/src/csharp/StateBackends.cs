// State backends of the demo's C# stacks: object initializers, a target-typed `new()` passed to a construct,
// and a configuration completed by assignments in later statements.
using System;
using Io.Kit;

namespace Acme.Infra;

public class StateBackends : Stack
{
    private const string StateBucket = "acme-tool-state";

    public StateBackends(App scope, string id, bool prod) : base(scope, id)
    {
        // ✅ Correct: an ACL the tool accepts, encryption on, a session lifetime within 900..3600 seconds.
        new OssBackend(this, new()
        {
            Bucket = StateBucket,
            Region = "eu-central-1",
            Key = "network/tool.tfstate",
            Acl = "private",
            Encrypt = true,
            AssumeRoleRoleArn = "acs:ram::123456789012:role/tool-state",
            AssumeRoleSessionExpiration = 3_600,
        });

        // ❌ valid-acl: the tool rejects "PRIVATE" (fixed to "private").
        // ❌ valid-session-expiration: 600 seconds is below the tool's minimum of 900.
        var staging = new OssBackendConfig
        {
            Bucket = StateBucket + "-staging",
            Encrypt = true,
            Acl = "PRIVATE",
            AssumeRoleRoleArn = "acs:ram::123456789012:role/tool-state",
            AssumeRoleSessionExpiration = 600,
        };
        new OssBackend(this, staging);

        // ❌ require-bucket: no bucket is set, in the initializer or in the statements after it.
        // ❌ no-public-state: "public-read" lets anyone read the state (strict).
        // ❌ valid-state-path: the key starts with "/".
        var cos = new CosBackendConfig() { Region = "ap-guangzhou", Acl = "public-read" };
        if (prod)
        {
            cos.Encrypt = true;
        }
        cos.Key = "/app.tfstate";
        new CosBackend(this, cos);
    }

    // ❌ no-hardcoded-credentials: a secret key written in the source (strict).
    // ❌ require-encryption: Encrypt = false stores the state unencrypted (strict).
    public static CosBackendConfig Legacy() => new CosBackendConfig
    {
        Bucket = "acme-legacy-1250000000",
        SecretId = Environment.GetEnvironmentVariable("CLOUDB_SECRET_ID"),
        SecretKey = "hunter2-not-a-real-key",
        Encrypt = false,
    };

    // ✅ Correct: the GCS remote state, read with a workspace and a prefix.
    public static DataToolRemoteStateGcsConfig Upstream() => new DataToolRemoteStateGcsConfig
    {
        Bucket = "acme-gcs-state",
        Prefix = "network",
        Workspace = "prod",
    };
}
