// The checks of the rules about assume-role blocks and settings the tool drops, on hand-built ConfigLiterals
// (checkOf): no-deprecated-assume-role, no-ignored-properties, require-assume-role-fields. Their messages name
// fields not written in the binding's spelling (camelCase in TypeScript and Java, PascalCase in C#), so each
// runs in the bindings where that differs.
import { describe, expect, it } from "vitest";
import { fieldByName, typeSpecs } from "../../src/schema/index.js";
import noDeprecatedAssumeRole from "../../rules/no-deprecated-assume-role.js";
import noIgnoredProperties from "../../rules/no-ignored-properties.js";
import requireAssumeRoleFields from "../../rules/require-assume-role-fields.js";
import { block, configOf, data, env, findingsOf, opaque, prop, propertyAt, settingsOf } from "./builder.js";

/** An OSS field by its snake_case name. */
const oss = (name: string) => fieldByName(typeSpecs.oss.fields, name)!;

describe("no-deprecated-assume-role", () => {
  const since = "1.1.0";

  it("suggests the flattened properties, copying the block's values, named in the binding's spelling", () => {
    const cases = [
      {
        binding: "ts",
        keys: ["assumeRole", "roleArn", "sessionName"],
        replacements:
          '"assumeRoleRoleArn", "assumeRolePolicy", "assumeRoleSessionName" and "assumeRoleSessionExpiration"',
      },
      {
        binding: "java",
        keys: ["assumeRole", "roleArn", "sessionName"],
        replacements:
          '"assumeRoleRoleArn", "assumeRolePolicy", "assumeRoleSessionName" and "assumeRoleSessionExpiration"',
      },
      {
        binding: "csharp",
        keys: ["AssumeRole", "RoleArn", "SessionName"],
        replacements:
          '"AssumeRoleRoleArn", "AssumeRolePolicy", "AssumeRoleSessionName" and "AssumeRoleSessionExpiration"',
      },
    ] as const;
    for (const { binding, keys, replacements } of cases) {
      const [blockKey, arnKey, nameKey] = keys;
      const config = configOf(
        "oss",
        [prop("bucket", "b"), prop(blockKey, block([prop(arnKey, "arn:role"), prop(nameKey, "tool")]))],
        { binding },
      );
      const property = propertyAt(config, blockKey);
      expect(findingsOf(noDeprecatedAssumeRole, config)).toEqual([
        {
          messageId: "deprecated",
          data: { property: blockKey, since, replacements },
          at: property,
          suggest: [
            {
              messageId: "flatten",
              data: { property: blockKey },
              edits: [
                {
                  type: "replace-property",
                  property,
                  with: [
                    {
                      field: oss("assume_role_role_arn"),
                      value: { copyOf: propertyAt(config, `${blockKey}.${arnKey}`) },
                    },
                    {
                      field: oss("assume_role_session_name"),
                      value: { copyOf: propertyAt(config, `${blockKey}.${nameKey}`) },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ]);
    }
  });

  it("offers no flattening where a flattened twin is written, or the block holds something opaque", () => {
    const replacements =
      '"assumeRoleRoleArn", "assumeRolePolicy", "assumeRoleSessionName" and "assumeRoleSessionExpiration"';
    const twin = configOf("oss", [
      prop("assumeRoleSessionName", "other"),
      prop("assumeRole", block([prop("roleArn", "arn:role"), prop("sessionName", "tool")])),
    ]);
    expect(findingsOf(noDeprecatedAssumeRole, twin)).toEqual([
      {
        messageId: "deprecated",
        data: { property: "assumeRole", since, replacements },
        at: propertyAt(twin, "assumeRole"),
      },
    ]);
    const spread = configOf("oss", [prop("assumeRole", block([prop("roleArn", "arn:role"), opaque()]))]);
    expect(findingsOf(noDeprecatedAssumeRole, spread)).toEqual([
      {
        messageId: "deprecated",
        data: { property: "assumeRole", since, replacements },
        at: propertyAt(spread, "assumeRole"),
      },
    ]);
  });

  it("says the block is ignored when the flattened ARN is a non-empty string, naming it as written", () => {
    const config = configOf(
      "oss",
      [prop("assume_role_role_arn", "arn:flat"), prop("AssumeRole", block([prop("RoleArn", "arn:role")]))],
      { binding: "csharp" },
    );
    const property = propertyAt(config, "AssumeRole");
    expect(findingsOf(noDeprecatedAssumeRole, config)).toEqual([
      {
        messageId: "ignored",
        data: { property: "AssumeRole", replacement: "assume_role_role_arn" },
        at: property,
        suggest: [{ messageId: "remove", data: { property: "AssumeRole" }, edits: [{ type: "remove", property }] }],
      },
    ]);
  });

  it("is silent on a tool older than the deprecation, on an unset block, and without the block", () => {
    const config = configOf("oss", [prop("assumeRole", block([prop("roleArn", "arn:role")]))]);
    expect(findingsOf(noDeprecatedAssumeRole, config, settingsOf({ toolVersion: "1.0.11" }))).toEqual([]);
    expect(findingsOf(noDeprecatedAssumeRole, configOf("oss", [prop("assumeRole", undefined)]))).toEqual([]);
    expect(findingsOf(noDeprecatedAssumeRole, configOf("oss", [prop("assumeRoleRoleArn", "arn")]))).toEqual([]);
  });

  it("is silent on a pre-release, which may lack what its release has", () => {
    const config = configOf("oss", [prop("assumeRole", block([prop("roleArn", "arn:role")]))]);
    for (const toolVersion of ["1.1.0-beta1", "1.0.0-beta1", "2.0.0-rc.1"])
      expect(findingsOf(noDeprecatedAssumeRole, config, settingsOf({ toolVersion }))).toEqual([]);
  });

  it("reports from the deprecating version on", () => {
    const config = configOf("oss", [prop("assumeRole", block([prop("roleArn", "arn:role")]))]);
    const property = propertyAt(config, "assumeRole");
    expect(findingsOf(noDeprecatedAssumeRole, config, settingsOf({ toolVersion: "1.1.0" }))).toEqual([
      {
        messageId: "deprecated",
        data: {
          property: "assumeRole",
          since,
          replacements:
            '"assumeRoleRoleArn", "assumeRolePolicy", "assumeRoleSessionName" and "assumeRoleSessionExpiration"',
        },
        at: property,
        suggest: [
          {
            messageId: "flatten",
            data: { property: "assumeRole" },
            edits: [
              {
                type: "replace-property",
                property,
                with: [
                  { field: oss("assume_role_role_arn"), value: { copyOf: propertyAt(config, "assumeRole.roleArn") } },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });
});

describe("no-ignored-properties", () => {
  // The tool reads the account from either of two variables (the docs name them).
  const variables = "one of its environment variables";

  it("names the partner a property needs in the binding's spelling, or in the style of the key written", () => {
    const cases = [
      { binding: "ts", key: "impersonateServiceAccountDelegates", partner: "impersonateServiceAccount" },
      { binding: "java", key: "impersonateServiceAccountDelegates", partner: "impersonateServiceAccount" },
      { binding: "csharp", key: "ImpersonateServiceAccountDelegates", partner: "ImpersonateServiceAccount" },
      { binding: "ts", key: "impersonate_service_account_delegates", partner: "impersonate_service_account" },
    ] as const;
    for (const { binding, key, partner } of cases) {
      const config = configOf("gcs", [prop("bucket", "b"), prop(key, data(["sa@example"]))], { binding });
      const property = propertyAt(config, key);
      expect(findingsOf(noIgnoredProperties, config)).toEqual([
        {
          messageId: "withoutRequired",
          data: { property: key, requirement: `"${partner}" or ${variables}` },
          at: property,
          suggest: [{ messageId: "remove", data: { property: key }, edits: [{ type: "remove", property }] }],
        },
      ]);
    }
  });

  it("reports a partner written as the empty string, and names it as written", () => {
    const config = configOf("gcs", [
      prop("impersonateServiceAccount", ""),
      prop("impersonateServiceAccountDelegates", data(["sa@example"])),
    ]);
    const property = propertyAt(config, "impersonateServiceAccountDelegates");
    expect(findingsOf(noIgnoredProperties, config)).toEqual([
      {
        messageId: "withoutRequired",
        data: {
          property: "impersonateServiceAccountDelegates",
          requirement: `"impersonateServiceAccount" or ${variables}`,
        },
        at: property,
        suggest: [
          {
            messageId: "remove",
            data: { property: "impersonateServiceAccountDelegates" },
            edits: [{ type: "remove", property }],
          },
        ],
      },
    ]);
  });

  it("is silent where the partner is or may be set, is a JavaScript null, or the property is unset", () => {
    const delegates = prop("impersonateServiceAccountDelegates", data(["sa@example"]));
    for (const entries of [
      [prop("impersonateServiceAccount", "sa@example"), delegates],
      [prop("impersonateServiceAccount", env()), delegates],
      [prop("impersonateServiceAccount", null), delegates],
      [delegates, opaque()],
      [prop("impersonateServiceAccountDelegates", undefined)],
    ]) {
      expect(findingsOf(noIgnoredProperties, configOf("gcs", entries))).toEqual([]);
    }
  });

  it("reports a block without its required entry, or with it unset or empty, in the binding's spelling", () => {
    const cases = [
      { binding: "ts", keys: ["assumeRole", "roleArn", "sessionName"] },
      { binding: "java", keys: ["assumeRole", "roleArn", "sessionName"] },
      { binding: "csharp", keys: ["AssumeRole", "RoleArn", "SessionName"] },
    ] as const;
    for (const { binding, keys } of cases) {
      const [blockKey, arnKey, nameKey] = keys;
      for (const [entries, state] of [
        [[prop(nameKey, "tool")], "missing"],
        [[prop(arnKey, undefined)], "not set"],
        [[prop(arnKey, "")], "empty"],
      ] as const) {
        const config = configOf("oss", [prop(blockKey, block(entries))], { binding });
        const property = propertyAt(config, blockKey);
        expect(findingsOf(noIgnoredProperties, config)).toEqual([
          {
            messageId: "noRoleUnlessProfile",
            data: { property: blockKey, required: arnKey, state },
            at: property,
            suggest: [{ messageId: "remove", data: { property: blockKey }, edits: [{ type: "remove", property }] }],
          },
        ]);
      }
    }
  });

  it("names a required entry written in another style as written", () => {
    const config = configOf("oss", [prop("assumeRole", block([prop("role_arn", "")]))]);
    const property = propertyAt(config, "assumeRole");
    expect(findingsOf(noIgnoredProperties, config)).toEqual([
      {
        messageId: "noRoleUnlessProfile",
        data: { property: "assumeRole", required: "role_arn", state: "empty" },
        at: property,
        suggest: [{ messageId: "remove", data: { property: "assumeRole" }, edits: [{ type: "remove", property }] }],
      },
    ]);
  });

  it("reports only the empty entries of a block the tool rejects without a required one: either assumes no role", () => {
    const missing = configOf("cos", [prop("assumeRole", block([prop("sessionName", "tool")]))]);
    expect(findingsOf(noIgnoredProperties, missing)).toEqual([]);
    for (const [entries, required] of [
      [[prop("roleArn", ""), prop("sessionName", "tool")], "roleArn"],
      [[prop("roleArn", "arn:role"), prop("sessionName", "")], "sessionName"],
      // The first empty entry the schema lists is named.
      [[prop("sessionName", ""), prop("roleArn", "")], "roleArn"],
    ] as const) {
      const empty = configOf("cos", [prop("assumeRole", block(entries))]);
      const property = propertyAt(empty, "assumeRole");
      expect(findingsOf(noIgnoredProperties, empty)).toEqual([
        {
          messageId: "noRole",
          data: { property: "assumeRole", required, state: "empty" },
          at: property,
          suggest: [{ messageId: "remove", data: { property: "assumeRole" }, edits: [{ type: "remove", property }] }],
        },
      ]);
    }
  });

  it("is silent on a block of a data source that the tool refuses as an object, or of a type of unknown role", () => {
    for (const role of ["data-source", "unknown"] as const) {
      const oss = configOf("oss", [prop("assumeRole", block([prop("roleArn", "")]))], { role });
      const cos = configOf("cos", [prop("assumeRole", block([prop("roleArn", "r"), prop("sessionName", "")]))], {
        role,
      });
      expect(findingsOf(noIgnoredProperties, oss)).toEqual([]);
      expect(findingsOf(noIgnoredProperties, cos)).toEqual([]);
    }
  });

  it("is silent on a block with its entry, a JavaScript null or an opaque entry, or one its flattened twin replaces", () => {
    for (const entries of [
      [prop("assumeRole", block([prop("roleArn", "arn:role")]))],
      [prop("assumeRole", block([prop("roleArn", env())]))],
      [prop("assumeRole", block([prop("roleArn", null)]))],
      [prop("assumeRole", block([opaque()]))],
      [prop("assumeRoleRoleArn", "arn:flat"), prop("assumeRole", block([]))],
    ]) {
      expect(findingsOf(noIgnoredProperties, configOf("oss", entries))).toEqual([]);
    }
  });
});

describe("require-assume-role-fields", () => {
  it("names the missing entries and that their variables may supply them, in the binding's spelling", () => {
    const cases = [
      { binding: "ts", keys: ["assumeRole", "roleArn", "sessionName"] },
      { binding: "java", keys: ["assumeRole", "roleArn", "sessionName"] },
      { binding: "csharp", keys: ["AssumeRole", "RoleArn", "SessionName"] },
    ] as const;
    for (const { binding, keys } of cases) {
      const [blockKey, arnKey, nameKey] = keys;
      const one = configOf("cos", [prop(blockKey, block([prop(nameKey, "tool")]))], { binding });
      expect(findingsOf(requireAssumeRoleFields, one)).toEqual([
        {
          messageId: "missing",
          data: {
            property: blockKey,
            fields: `"${arnKey}"`,
            supply: "its environment variable supplies it",
            stage: "init",
          },
          at: propertyAt(one, blockKey),
        },
      ]);
      // An entry written as `undefined` (Java's and C#'s null) is unset too.
      const both = configOf("cos", [prop(blockKey, block([prop(arnKey, undefined)]))], { binding });
      expect(findingsOf(requireAssumeRoleFields, both)).toEqual([
        {
          messageId: "missing",
          data: {
            property: blockKey,
            fields: `"${arnKey}" or "${nameKey}"`,
            supply: "their environment variables supply them",
            stage: "init",
          },
          at: propertyAt(both, blockKey),
        },
      ]);
    }
  });

  it("leaves a block whose keys the compiler checks to TypeScript alone, but not to Java or C#", () => {
    const entries = (key: string) => [prop(key, block([]), { keyChecked: true })];
    expect(findingsOf(requireAssumeRoleFields, configOf("cos", entries("assumeRole")))).toEqual([]);
    const java = configOf("cos", entries("assumeRole"), { binding: "java" });
    const csharp = configOf("cos", entries("AssumeRole"), { binding: "csharp" });
    expect(findingsOf(requireAssumeRoleFields, java).map((f) => f.data?.fields)).toEqual([
      '"roleArn" or "sessionName"',
    ]);
    expect(findingsOf(requireAssumeRoleFields, csharp).map((f) => f.data?.fields)).toEqual([
      '"RoleArn" or "SessionName"',
    ]);
  });

  it("reports a key-checked TypeScript block that holds a property merged in from elsewhere", () => {
    const config = configOf("cos", [
      prop("assumeRole", block([prop("sessionName", "tool", { editable: false })]), { keyChecked: true }),
    ]);
    expect(findingsOf(requireAssumeRoleFields, config)).toEqual([
      {
        messageId: "missing",
        data: {
          property: "assumeRole",
          fields: '"roleArn"',
          supply: "its environment variable supplies it",
          stage: "init",
        },
        at: propertyAt(config, "assumeRole"),
      },
    ]);
  });

  it("says when the tool fails: a backend at init, a remote-state data source at plan, a type of unknown role at either", () => {
    for (const [role, stage] of [
      ["backend", "init"],
      ["data-source", "plan"],
      ["unknown", "init (a backend) or plan (a data source)"],
    ] as const) {
      // A data source takes the block as a list of one object (the tool's JSON syntax).
      const entries = block([prop("roleArn", "arn:role")], { list: role === "data-source" });
      const config = configOf("cos", [prop("assumeRole", entries)], { role });
      expect(findingsOf(requireAssumeRoleFields, config).map((f) => f.data?.stage)).toEqual([stage]);
    }
  });

  it("is silent on a data source's block written as an object, refused at plan whatever it holds", () => {
    const config = configOf("cos", [prop("assumeRole", block([prop("roleArn", "arn:role")]))], { role: "data-source" });
    expect(findingsOf(requireAssumeRoleFields, config)).toEqual([]);
  });

  it("is silent where the entries are or may be set, on a JavaScript null, and on a block the tool ignores", () => {
    for (const entries of [
      [prop("roleArn", "arn:role"), prop("sessionName", "tool")],
      [prop("roleArn", env()), prop("sessionName", "")],
      [prop("roleArn", null), prop("sessionName", "tool")],
      [opaque()],
    ]) {
      expect(findingsOf(requireAssumeRoleFields, configOf("cos", [prop("assumeRole", block(entries))]))).toEqual([]);
    }
    expect(findingsOf(requireAssumeRoleFields, configOf("oss", [prop("assumeRole", block([]))]))).toEqual([]);
  });
});
