import { it } from "vitest";
import { Linter } from "eslint";
import plugin from "../../src/index.js";
import { lint, lintJson, lintHcl } from "../lint.js";

const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error"]));
function lintLang(language: string, code: string, filename: string) {
  const config: Linter.Config[] = [
    { files: ["**/*.java", "**/*.cs"], language: `backend-config/${language}`, plugins: { "backend-config": plugin }, rules: rules as never },
  ];
  return new Linter().verify(code, config, filename);
}
const show = (label: string, ms: Linter.LintMessage[]) =>
  console.log(label + "\n" + ms.map((m) => `  ${m.ruleId} ${m.message}`).join("\n"));

const entriesTs = `acl: "\${var.acl}", prefix: "\${var.p}", key: "\${var.k}", encrypt: "\${var.enc}", assumeRole: "\${var.ar}", assumeRoleSessionExpiration: "\${var.exp}", assumeRoleRoleArn: "\${var.arn}", tablestoreTable: "\${var.t}"`;
it("probe", () => {
  show("TS oss ds", lint(`import { DataToolRemoteStateOss } from "kit";\nnew DataToolRemoteStateOss(scope, "r", { bucket: "b", ${entriesTs} });`).messages);
  show("TS cos ds", lint(`import { DataToolRemoteStateCos } from "kit";\nnew DataToolRemoteStateCos(scope, "r", { bucket: "b", region: "r", acl: "\${var.acl}", key: "\${var.k}", prefix: "\${var.p}", encrypt: "\${var.e}", assumeRole: "\${var.ar}", endpoint: "\${var.ep}" });`).messages);
  show("TS cos ds policy", lint(`import { DataToolRemoteStateCos } from "kit";\nnew DataToolRemoteStateCos(scope, "r", { bucket: "b", region: "r", assumeRole: [{ roleArn: "a", sessionName: "s", sessionDuration: 7200, policy: "\${var.policy}" }] });`).messages);
  show("TS oss ds deprecated", lint(`import { DataToolRemoteStateOss } from "kit";\nnew DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRoleRoleArn: "\${var.arn}", assumeRole: { roleArn: "x" } });`).messages);
  show("TS gcs ds", lint(`import { DataToolRemoteStateGcs } from "kit";\nnew DataToolRemoteStateGcs(scope, "r", { bucket: "b", prefix: "\${var.p}", accessToken: "\${var.t}", credentials: "\${var.c}" });`).messages);
  show("JSON oss ds", lintJson(`{"data":{"terraform_remote_state":{"s":{"backend":"oss","config":{"bucket":"b","acl":"\${var.acl}","prefix":"\${var.p}","key":"\${var.k}","encrypt":"\${var.enc}","assume_role":"\${var.ar}","assume_role_session_expiration":"\${var.exp}"}}}}}`, { filename: "a.tf.json" }));
  show("JSON cos ds", lintJson(`{"data":{"terraform_remote_state":{"s":{"backend":"cos","config":{"bucket":"b","region":"r","acl":"\${var.acl}","key":"\${var.k}","assume_role":[{"role_arn":"a","session_name":"s","session_duration":7200,"policy":"\${var.p}"}]}}}}}`, { filename: "a.tf.json" }));
  show("JSON gcs ds", lintJson(`{"data":{"terraform_remote_state":{"s":{"backend":"gcs","config":{"bucket":"b","prefix":"\${var.p}.tfstate"}}}}}`, { filename: "a.tf.json" }));
  show("tofu.json oss be", lintJson(`{"terraform":{"backend":{"oss":{"bucket":"b","acl":"\${var.acl}","prefix":"\${var.p}","key":"\${var.k}","encrypt":"\${var.enc}","assume_role_session_expiration":"\${var.exp}","tablestore_table":"\${var.t}","assume_role_role_arn":"\${var.arn}","assume_role":{"role_arn":"x"}}}}}`, { filename: "c.tofu.json" }));
  show("tofu.json cos be", lintJson(`{"terraform":{"backend":{"cos":{"bucket":"b","region":"r","acl":"\${var.acl}","key":"\${var.k}","prefix":"/\${var.p}","endpoint":"\${var.ep}","assume_role":{"role_arn":"a","session_name":"s","session_duration":7200,"policy":"\${var.p}"}}}}}`, { filename: "c.tofu.json" }));
  show("tofu.json gcs be", lintJson(`{"terraform":{"backend":{"gcs":{"bucket":"b","prefix":"\${var.p}.tfstate","encryption_key":"\${var.k}","kms_encryption_key":"","credentials":"\${var.c}","access_token":"\${var.t}"}}}}`, { filename: "c.tofu.json" }));
  show("tf.json oss be", lintJson(`{"terraform":{"backend":{"oss":{"bucket":"b","acl":"\${var.acl}"}}}}`, { filename: "c.tf.json" }));
  show("Java oss ds", lintLang("java", `class Main { void run() { var c = DataToolRemoteStateOssConfig.builder().bucket("b").acl("\${var.acl}").prefix("\${var.p}").key("\${var.k}").build(); } }`, "Main.java"));
  show("C# oss ds", lintLang("csharp", `class Main { void Run() { var c = new DataToolRemoteStateOssConfig { Bucket = "b", Acl = "\${var.acl}", Prefix = "\${var.p}", Key = "\${var.k}" }; } }`, "Main.cs"));
  show("HCL ds", lintHcl(`data "terraform_remote_state" "s" {\n  backend = "cos"\n  config = {\n    bucket = "b"\n    region = "r"\n    acl = "$\${x}"\n    key = var.k\n  }\n}\n`));
});
it("probe2", () => {
  show("Java cos ds", lintLang("java", `class Main { void run() { var c = DataToolRemoteStateCosConfig.builder().bucket("b").region("r").acl("\${var.acl}").prefix("\${var.p}").key("\${var.k}").build(); } }`, "Main.java"));
  show("C# cos ds", lintLang("csharp", `class Main { void Run() { var c = new DataToolRemoteStateCosConfig { Bucket = "b", Region = "r", Acl = "\${var.acl}", Prefix = "\${var.p}", Key = "\${var.k}" }; } }`, "Main.cs"));
  show("Java oss ds arn", lintLang("java", `class Main { void run() { var c = DataToolRemoteStateOssConfig.builder().bucket("b").assumeRoleRoleArn("\${var.arn}").assumeRole(DataToolRemoteStateOssAssumeRole.builder().roleArn("x").build()).build(); } }`, "Main.java"));
});
