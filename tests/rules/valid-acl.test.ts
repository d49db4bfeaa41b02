import rule from "../../rules/valid-acl.js";
import { locate, testRule, type Invalid } from "../rule-tester.js";

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const OSS_ALLOWED = '"private", "public-read", "public-read-write" or empty';
const COS_ALLOWED = '"private" or "public-read"';
type MessageId = "invalid" | "useValue" | "useDefault";

/** A case-only mistake: autofixed to the allowed spelling. */
function fixed(code: string, snippet: string, value: string, allowed: string, output: string, modes?: Invalid<MessageId>["modes"]): Invalid<MessageId> {
  return {
    code,
    output,
    ...(modes && { modes }),
    errors: [{ messageId: "invalid", data: { property: "acl", value, allowed }, ...locate(code, snippet) }],
  };
}

/** Anything else: one suggestion per allowed value. */
function suggested(code: string, snippet: string, value: string, allowed: string, values: readonly string[]): Invalid<MessageId> {
  return {
    code,
    errors: [
      {
        messageId: "invalid",
        data: { property: "acl", value, allowed },
        ...locate(code, snippet),
        suggestions: [
          ...values.map((v) => ({
            messageId: "useValue" as const,
            data: { value: v },
            output: code.replace(snippet, snippet.replace(/(["'`]).*\1$/, `"${v}"`)),
          })),
          // OSS accepts the empty ACL too: the provider's default.
          ...(allowed === OSS_ALLOWED ? [{ messageId: "useDefault" as const, output: code.replace(snippet, snippet.replace(/(["'`]).*\1$/, '""')) }] : []),
        ],
      },
    ],
  };
}

const OSS_VALUES = ["private", "public-read", "public-read-write"];
const COS_VALUES = ["private", "public-read"];

testRule("valid-acl", rule, {
  valid: [
    "",
    ...["private", "public-read", "public-read-write", ""].map((acl) => `${oss}new OssBackend(scope, { bucket: "b", acl: "${acl}" });`),
    ...["private", "public-read"].map((acl) => `${cos}new CosBackend(scope, { bucket: "b", acl: "${acl}" });`),
    `${oss}new OssBackend(scope, { bucket: "b", acl: 'public-read' });`,
    `${oss}const ACL = "private";\nnew OssBackend(scope, { bucket: "b", acl: ACL });`,
    // Unknown values, and values a later spread may override, are not reported.
    `${oss}new OssBackend(scope, { bucket: "b", acl: process.env.STATE_ACL });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: pickAcl() });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: "PRIVATE", ...overrides });`,
    `${oss}new OssBackend(scope, { bucket: "b", get acl() { return "PRIVATE"; } });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl() { return "PRIVATE"; } });`,
    // Not configurations.
    `const bucketPolicy = { acl: "PRIVATE" };`,
    // Without types, a narrowed parameter is still an unknown value.
    {
      code: `${oss}function deploy(props: { acl: string }) {\n  if (props.acl === "PRIVATE") new OssBackend(scope, { bucket: "b", acl: props.acl });\n}`,
      modes: ["ts"],
    },
    `import { OssBackend } from "kit";\nOssBackend.describe({ acl: "PRIVATE" });`,
    { code: `import type { CosBackendConfig } from "kit";\nconst c: CosBackendConfig = { bucket: "b", acl: "private" as const };`, modes: ["ts", "typed"] },
  ],
  invalid: [
    fixed(`${oss}new OssBackend(scope, { bucket: "b", acl: "PRIVATE" });`, 'acl: "PRIVATE"', "PRIVATE", OSS_ALLOWED, `${oss}new OssBackend(scope, { bucket: "b", acl: "private" });`),
    fixed(`${oss}new OssBackend(scope, { bucket: "b", acl: 'Public-Read' });`, "acl: 'Public-Read'", "Public-Read", OSS_ALLOWED, `${oss}new OssBackend(scope, { bucket: "b", acl: 'public-read' });`),
    fixed(`${cos}new CosBackend(scope, { bucket: "b", acl: \`Private\` });`, "acl: `Private`", "Private", COS_ALLOWED, `${cos}new CosBackend(scope, { bucket: "b", acl: "private" });`),
    fixed(`${cos}new CosBackend(scope, { bucket: "b", "acl": "PUBLIC-READ" });`, '"acl": "PUBLIC-READ"', "PUBLIC-READ", COS_ALLOWED, `${cos}new CosBackend(scope, { bucket: "b", "acl": "public-read" });`),
    // A constant is followed; the fix writes the value in place of the reference, and the constant stays.
    fixed(
      `${oss}const ACL = "PRIVATE";\nnew OssBackend(scope, { bucket: "b", acl: ACL });`,
      "acl: ACL",
      "PRIVATE",
      OSS_ALLOWED,
      `${oss}const ACL = "PRIVATE";\nnew OssBackend(scope, { bucket: "b", acl: "private" });`,
    ),
    (() => {
      // Shorthand keeps its key.
      const code = `${oss}const acl = "Private";\nnew OssBackend(scope, { bucket: "b", acl });`;
      return {
        ...fixed(code, "acl", "Private", OSS_ALLOWED, `${oss}const acl = "Private";\nnew OssBackend(scope, { bucket: "b", acl: "private" });`),
        errors: [{ messageId: "invalid", data: { property: "acl", value: "Private", allowed: OSS_ALLOWED }, ...locate(code, "acl", 1) }],
      } as Invalid<MessageId>;
    })(),
    suggested(`${oss}new OssBackend(scope, { bucket: "b", acl: "default" });`, 'acl: "default"', "default", OSS_ALLOWED, OSS_VALUES),
    suggested(`${oss}new OssBackend(scope, { bucket: "b", acl: "authenticated-read" });`, 'acl: "authenticated-read"', "authenticated-read", OSS_ALLOWED, OSS_VALUES),
    // COS: the empty string and public-read-write are rejected.
    suggested(`${cos}new CosBackend(scope, { bucket: "b", acl: "" });`, 'acl: ""', "", COS_ALLOWED, COS_VALUES),
    suggested(`${cos}new CosBackend(scope, { bucket: "b", acl: "public-read-write" });`, 'acl: "public-read-write"', "public-read-write", COS_ALLOWED, COS_VALUES),
    (() => {
      // A shared spread constant: reported where written, once, and not fixed (other code uses it).
      const code = `${oss}const base = { acl: "PRIVATE" };\nnew OssBackend(scope, { ...base, bucket: "a" });\nnew OssBackend(scope, { ...base, bucket: "b" });`;
      return { code, errors: [{ messageId: "invalid", data: { property: "acl", value: "PRIVATE", allowed: OSS_ALLOWED }, ...locate(code, 'acl: "PRIVATE"') }] } as Invalid<MessageId>;
    })(),
    (() => {
      // A later write wins over the spread, and is reported.
      const code = `${oss}const base = { bucket: "b", acl: "private" };\nnew OssBackend(scope, { ...base, acl: "Public-Read" });`;
      return fixed(code, 'acl: "Public-Read"', "Public-Read", OSS_ALLOWED, code.replace('"Public-Read"', '"public-read"'));
    })(),
    (() => {
      // Comments around the value stay.
      const code = `${oss}new OssBackend(scope, {\n  bucket: "b",\n  acl: /* who may read */ "PRIVATE", // state holds secrets\n});`;
      return fixed(code, 'acl: /* who may read */ "PRIVATE"', "PRIVATE", OSS_ALLOWED, code.replace('"PRIVATE"', '"private"'));
    })(),
    (() => {
      const code = `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", acl: "PRIVATE" as const };`;
      return fixed(code, 'acl: "PRIVATE" as const', "PRIVATE", OSS_ALLOWED, code.replace('"PRIVATE" as const', '"private"'), ["ts", "typed"]);
    })(),
    (() => {
      const code = `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", acl: "PUBLIC-READ" } satisfies CosBackendConfig;`;
      return fixed(code, 'acl: "PUBLIC-READ"', "PUBLIC-READ", COS_ALLOWED, code.replace('"PUBLIC-READ"', '"public-read"'), ["ts", "typed"]);
    })(),
    (() => {
      // Types give the value: a declared literal type.
      const code = `declare const ACL: "Private";\n${cos}new CosBackend(scope, { bucket: "b", acl: ACL });`;
      return fixed(code, "acl: ACL", "Private", COS_ALLOWED, code.replace("acl: ACL", 'acl: "private"'), ["typed"]);
    })(),
    (() => {
      // Types give the value where the code narrows it: a comparison makes a parameter's string a literal.
      const code = `${oss}function deploy(props: { acl: string }) {\n  if (props.acl === "PRIVATE") new OssBackend(scope, { bucket: "b", acl: props.acl });\n}`;
      return fixed(code, "acl: props.acl", "PRIVATE", OSS_ALLOWED, code.replace("acl: props.acl", 'acl: "private"'), ["typed"]);
    })(),
    (() => {
      // Types find the configuration: a helper's declared return type through a conditional.
      const code = `import type { OssBackendConfig } from "kit";\nfunction make(open: boolean): OssBackendConfig {\n  return open ? { bucket: "b", acl: "PUBLIC-READ" } : { bucket: "b" };\n}`;
      return fixed(code, 'acl: "PUBLIC-READ"', "PUBLIC-READ", OSS_ALLOWED, code.replace('"PUBLIC-READ"', '"public-read"'), ["ts", "typed"]);
    })(),
  ],
});
