import rule from "../../rules/require-bucket.js";
import { testRule } from "../rule-tester.js";

testRule("require-bucket", rule, {
  valid: [
    `import { OssBackend } from "kit"; new OssBackend(scope, { bucket: "state" });`,
  ],
  invalid: [
    {
      code: `import { OssBackend } from "kit"; new OssBackend(scope, { acl: "private" });`,
      errors: [{ messageId: "missing", data: { type: "OssBackend", property: "bucket", store: "OSS" }, line: 1, column: 57 }],
    },
  ],
});
