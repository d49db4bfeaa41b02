// State backends of the demo's Java stacks: builder chains, a construct's builder and a builder kept in a
// local with setters in later statements.
package com.acme.infra;

import com.kit.*;

public class StateBackends extends Stack {
    private static final String STATE_BUCKET = "acme-tool-state";

    public StateBackends(App scope, String id, boolean prod) {
        super(scope, id);

        // ✅ Correct: an ACL the tool accepts, encryption on, a session lifetime within 900..3600 seconds.
        OssBackend.Builder.create(this)
            .bucket(STATE_BUCKET)
            .region("eu-central-1")
            .key("network/tool.tfstate")
            .acl("private")
            .encrypt(true)
            .assumeRoleRoleArn("acs:ram::123456789012:role/tool-state")
            .assumeRoleSessionExpiration(3_600)
            .build();

        // ❌ valid-acl: the tool rejects "PRIVATE" (fixed to "private").
        // ❌ valid-session-expiration: 600 seconds is below the tool's minimum of 900.
        OssBackendConfig staging = OssBackendConfig.builder()
            .bucket(STATE_BUCKET + "-staging")
            .encrypt(true)
            .acl("PRIVATE")
            .assumeRoleRoleArn("acs:ram::123456789012:role/tool-state")
            .assumeRoleSessionExpiration(600)
            .build();

        // ❌ require-bucket: no bucket is set, in the chain or in the statements after it.
        // ❌ no-public-state: "public-read" lets anyone read the state (strict).
        // ❌ valid-state-path: the key starts with "/".
        var cos = new CosBackendConfig.Builder().region("ap-guangzhou").acl("public-read");
        if (prod) {
            cos.encrypt(true);
        }
        cos.key("/app.tfstate");
        CosBackendConfig shared = cos.build();
    }

    // ❌ no-hardcoded-credentials: a secret key written in the source (strict).
    // ❌ require-encryption: encrypt(false) stores the state unencrypted (strict).
    static CosBackendConfig legacy() {
        return CosBackendConfig.builder()
            .bucket("acme-legacy-1250000000")
            .secretId(System.getenv("CLOUDB_SECRET_ID"))
            .secretKey("hunter2-not-a-real-key")
            .encrypt(false)
            .build();
    }

    // ✅ Correct: the GCS remote state, read with a workspace and a prefix.
    static DataToolRemoteStateGcsConfig upstream() {
        return DataToolRemoteStateGcsConfig.builder()
            .bucket("acme-gcs-state")
            .prefix("network")
            .workspace("prod")
            .build();
    }
}
