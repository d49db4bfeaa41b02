import rule from "../../rules/no-conflicting-credentials.js";
import {
  backendJson,
  remoteStateJson,
  testRuleInJson,
  inCSharp,
  inJava,
  testRule,
  testRuleIn,
  type Invalid,
  type MessageIdOf,
  dedent,
  inHcl,
} from "../rule-tester.js";

type EslintInvalid = import("eslint").RuleTester.InvalidTestCase;

type MessageId = MessageIdOf<typeof rule>;
const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
/** The GCS data source under a published name (tests/fixtures/forge-kit.d.ts): found without settings. */
const forge = `import { DataForgeRemoteStateGcs } from "forge-kit";\n`;
const data = (winner = "accessToken", ignored = "credentials") => ({ winner, ignored });

/** A conflict reported on the marked text (the ignored property) with the given fix or suggestions. */
function conflict(
  code: string,
  outcome: {
    output?: string;
    removeIgnored?: string;
    removeWinner: string;
    modes?: Invalid<MessageId>["modes"];
    names?: [string, string];
    /** The winner is set but not known to be non-empty (`${var.token}` in a data source, a call, a variable). */
    ifNonEmpty?: true;
  },
): Invalid<MessageId> {
  const d = data(...(outcome.names ?? []));
  return {
    code,
    ...(outcome.output !== undefined && { output: outcome.output }),
    ...(outcome.modes && { modes: outcome.modes }),
    errors: [
      {
        messageId: outcome.ifNonEmpty ? "conflictIfNonEmpty" : "conflict",
        data: d,
        suggestions: [
          ...(outcome.removeIgnored !== undefined
            ? [{ messageId: "removeIgnored" as const, data: d, output: outcome.removeIgnored }]
            : []),
          { messageId: "removeWinner" as const, data: d, output: outcome.removeWinner },
        ],
      },
    ],
  };
}

testRule("no-conflicting-credentials", rule, {
  valid: [
    "",
    `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: token });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: "./key.json" });`,
    // A fair fallback: the token may be unset, then the key file is used.
    `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: process.env.CLOUDG_TOKEN, credentials: "./key.json" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: process.env["CLOUDG_TOKEN"], credentials: "./key.json" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "", credentials: "./key.json" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: undefined, credentials: "./key.json" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t", credentials: undefined });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: "./key.json", ...(ci ? { accessToken: token } : {}) });`,
    // A later spread may override either.
    `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t", credentials: "./key.json", ...overrides });`,
    // Other types have no such pair; unrelated objects are not configurations.
    `import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "b", accessToken: "t", credentials: "./key.json" });`,
    `const login = { accessToken: "t", credentials: "./key.json" };`,
    // Names that only look like a published one, and a class of that shape the file declares itself.
    `import { DataForgeRemoteStateGcsHelper } from "forge-kit";\nnew DataForgeRemoteStateGcsHelper(scope, "r", { bucket: "b", accessToken: "t", credentials: "./key.json" });`,
    dedent`
      class DataAcme2RemoteStateGcs {
        constructor(scope, id, config) {}
      }
      new DataAcme2RemoteStateGcs(scope, "r", { bucket: "b", accessToken: "t", credentials: "./key.json" });`,
    // Typed: a value whose type includes undefined may be unset.
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        declare const options: { token?: string };
        const c: GcsBackendConfig = { bucket: "b", accessToken: options.token, credentials: "./key.json" };`,
      modes: ["typed"],
    },
    {
      code: dedent`
        ${gcs}function connect(options: { token?: string }) {
          new GcsBackend(scope, { bucket: "b", accessToken: options.token, credentials: "./key.json" });
        }`,
      modes: ["typed"],
    },
  ],
  invalid: [
    // Typed: once the code has tested it, the optional token is set.
    conflict(
      dedent`
        ${gcs}function connect(options: { token?: string }) {
          if (options.token) new GcsBackend(scope, { bucket: "b", accessToken: options.token, ⟦credentials: "./key.json"⟧ });
        }`,
      {
        ifNonEmpty: true,
        modes: ["ts", "typed"],
        removeIgnored: dedent`
          ${gcs}function connect(options: { token?: string }) {
            if (options.token) new GcsBackend(scope, { bucket: "b", accessToken: options.token });
          }`,
        removeWinner: dedent`
          ${gcs}function connect(options: { token?: string }) {
            if (options.token) new GcsBackend(scope, { bucket: "b", credentials: "./key.json" });
          }`,
      },
    ),
    conflict(
      `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", accessToken: "<ACCESS_TOKEN>", ⟦credentials: "./key.json"⟧ });`,
      {
        output: `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", accessToken: "<ACCESS_TOKEN>" });`,
        removeWinner: `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", credentials: "./key.json" });`,
      },
    ),
    // The ignored property's value (or computed key) has side effects: removing it would drop the call, the
    // assignment or the update, so the removal is offered, not applied.
    conflict(`${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t", ⟦credentials: loadCreds()⟧ });`, {
      removeIgnored: `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t" });`,
      removeWinner: `${gcs}new GcsBackend(scope, { bucket: "b", credentials: loadCreds() });`,
    }),
    conflict(`${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t", ⟦credentials: (n = 5, "./key.json")⟧ });`, {
      removeIgnored: `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t" });`,
      removeWinner: `${gcs}new GcsBackend(scope, { bucket: "b", credentials: (n = 5, "./key.json") });`,
    }),
    conflict(
      `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t", ⟦[(n++, "credentials")]: "./key.json"⟧ });`,
      {
        removeIgnored: `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t" });`,
        removeWinner: `${gcs}new GcsBackend(scope, { bucket: "b", [(n++, "credentials")]: "./key.json" });`,
      },
    ),
    conflict(`${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t", ⟦credentials: new Key().path⟧ });`, {
      removeIgnored: `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t" });`,
      removeWinner: `${gcs}new GcsBackend(scope, { bucket: "b", credentials: new Key().path });`,
    }),
    conflict(`${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t", ⟦credentials: tag\`./key.json\`⟧ });`, {
      removeIgnored: `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t" });`,
      removeWinner: `${gcs}new GcsBackend(scope, { bucket: "b", credentials: tag\`./key.json\` });`,
    }),
    // Reads, operators and templates of such have none: the removal stays an autofix (on a data source).
    conflict(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "t", ⟦credentials: \`\${process.env.HOME}/\${dir ?? "k"}.json\`⟧ });`,
      {
        output: `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "t" });`,
        removeWinner: `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", credentials: \`\${process.env.HOME}/\${dir ?? "k"}.json\` });`,
      },
    ),
    // Multi-line, trailing comma, a comment that stays.
    conflict(
      dedent`
        ${gcs}new DataToolRemoteStateGcs(scope, "r", {
          bucket: "b",
          ⟦credentials: "./key.json"⟧, // the old key
          accessToken: TOKEN,
        });
        const TOKEN = "<ACCESS_TOKEN>";`,
      {
        output: dedent`
          ${gcs}new DataToolRemoteStateGcs(scope, "r", {
            bucket: "b",
            // the old key
            accessToken: TOKEN,
          });
          const TOKEN = "<ACCESS_TOKEN>";`,
        removeWinner: dedent`
          ${gcs}new DataToolRemoteStateGcs(scope, "r", {
            bucket: "b",
            credentials: "./key.json", // the old key
          });
          const TOKEN = "<ACCESS_TOKEN>";`,
      },
    ),
    // Comments between a property and its comma stay, and the comma goes (found by the fuzz test).
    conflict(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { ⟦credentials: "./key.json"⟧ /* old */, bucket: "b", /* t */ accessToken: "<ACCESS_TOKEN>" });`,
      {
        output: `${gcs}new DataToolRemoteStateGcs(scope, "r", {  /* old */ bucket: "b", /* t */ accessToken: "<ACCESS_TOKEN>" });`,
        removeWinner: `${gcs}new DataToolRemoteStateGcs(scope, "r", { credentials: "./key.json" /* old */, bucket: "b" /* t */  });`,
      },
    ),
    // On a backend the same removal is offered, not applied: a working directory the tool has initialised with the
    // block stops plan and apply at any edit of it until init -reconfigure runs.
    conflict(
      `${gcs}new GcsBackend(scope, { ⟦credentials: "./key.json"⟧ /* old */, bucket: "b", /* t */ accessToken: "<ACCESS_TOKEN>" });`,
      {
        removeIgnored: `${gcs}new GcsBackend(scope, {  /* old */ bucket: "b", /* t */ accessToken: "<ACCESS_TOKEN>" });`,
        removeWinner: `${gcs}new GcsBackend(scope, { credentials: "./key.json" /* old */, bucket: "b" /* t */  });`,
      },
    ),
    // So on a name added in settings, which may be a backend.
    {
      ...conflict(
        `new StateConfig(scope, { bucket: "b", accessToken: "<ACCESS_TOKEN>", ⟦credentials: "./key.json"⟧ });`,
        {
          removeIgnored: `new StateConfig(scope, { bucket: "b", accessToken: "<ACCESS_TOKEN>" });`,
          removeWinner: `new StateConfig(scope, { bucket: "b", credentials: "./key.json" });`,
        },
      ),
      settings: { "backend-config": { constructNames: { gcs: ["StateConfig"] } } },
    },
    // A data source may interpolate: "${var.token}" may come out empty, and then the key file is used.
    conflict(
      `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", accessToken: "\${var.token}", ⟦credentials: "./key.json"⟧ });`,
      {
        ifNonEmpty: true,
        removeIgnored: `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", accessToken: "\${var.token}" });`,
        removeWinner: `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", credentials: "./key.json" });`,
      },
    ),
    // The same under a published name, whatever the tool's word, without settings: a data source.
    conflict(
      `${forge}new DataForgeRemoteStateGcs(scope, "remote", { bucket: "b", accessToken: "\${var.token}", ⟦credentials: "./key.json"⟧ });`,
      {
        ifNonEmpty: true,
        removeIgnored: `${forge}new DataForgeRemoteStateGcs(scope, "remote", { bucket: "b", accessToken: "\${var.token}" });`,
        removeWinner: `${forge}new DataForgeRemoteStateGcs(scope, "remote", { bucket: "b", credentials: "./key.json" });`,
      },
    ),
    // A backend takes it literally (docs/behaviour.md#every-store): a non-empty token, but the removal edits the
    // backend, so it is offered.
    conflict(
      `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "\${var.token}", ⟦credentials: "./key.json"⟧ });`,
      {
        removeIgnored: `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "\${var.token}" });`,
        removeWinner: `${gcs}new GcsBackend(scope, { bucket: "b", credentials: "./key.json" });`,
      },
    ),
    // A token that is set but not known to be non-empty: suggestions only.
    conflict(`${gcs}new GcsBackend(scope, { bucket: "b", accessToken: fetchToken(), ⟦credentials: "./key.json"⟧ });`, {
      ifNonEmpty: true,
      removeIgnored: `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: fetchToken() });`,
      removeWinner: `${gcs}new GcsBackend(scope, { bucket: "b", credentials: "./key.json" });`,
    }),
    conflict(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", access_token: "<ACCESS_TOKEN>", ⟦credentials: keyPath⟧ });`,
      {
        names: ["access_token", "credentials"],
        output: `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", access_token: "<ACCESS_TOKEN>" });`,
        removeWinner: `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", credentials: keyPath });`,
      },
    ),
    // The ignored property comes from a shared constant: reported there, not fixed; the token may go.
    conflict(
      `${gcs}const base = { bucket: "b", ⟦credentials: "./key.json"⟧ };\n` +
        `new GcsBackend(scope, { ...base, accessToken: "<ACCESS_TOKEN>" });`,
      {
        removeWinner: `${gcs}const base = { bucket: "b", credentials: "./key.json" };\nnew GcsBackend(scope, { ...base });`,
      },
    ),
    // Untyped, a property read is taken as set; typed sees that this one is a plain string.
    conflict(
      dedent`
        import type { GcsBackendConfig } from "kit";
        declare const options: { token?: string };
        const c: GcsBackendConfig = { bucket: "b", accessToken: options.token, ⟦credentials: "./key.json"⟧ };`,
      {
        ifNonEmpty: true,
        modes: ["ts"],
        removeIgnored: dedent`
          import type { GcsBackendConfig } from "kit";
          declare const options: { token?: string };
          const c: GcsBackendConfig = { bucket: "b", accessToken: options.token };`,
        removeWinner: dedent`
          import type { GcsBackendConfig } from "kit";
          declare const options: { token?: string };
          const c: GcsBackendConfig = { bucket: "b", credentials: "./key.json" };`,
      },
    ),
    conflict(
      dedent`
        import type { GcsBackendConfig } from "kit";
        declare const options: { token: string };
        export function remote(): GcsBackendConfig {
          return { bucket: "b", accessToken: options.token, ⟦credentials: "./key.json"⟧ };
        }`,
      {
        ifNonEmpty: true,
        modes: ["ts", "typed"],
        removeIgnored: dedent`
          import type { GcsBackendConfig } from "kit";
          declare const options: { token: string };
          export function remote(): GcsBackendConfig {
            return { bucket: "b", accessToken: options.token };
          }`,
        removeWinner: dedent`
          import type { GcsBackendConfig } from "kit";
          declare const options: { token: string };
          export function remote(): GcsBackendConfig {
            return { bucket: "b", credentials: "./key.json" };
          }`,
      },
    ),
    // Only type information sees the parameter.
    conflict(
      dedent`
        import type { DataToolRemoteStateGcsConfig } from "kit";
        function read(c: DataToolRemoteStateGcsConfig) {}
        read({ bucket: "b", accessToken: "<ACCESS_TOKEN>", ⟦credentials: "./key.json"⟧ });`,
      {
        modes: ["typed"],
        output: dedent`
          import type { DataToolRemoteStateGcsConfig } from "kit";
          function read(c: DataToolRemoteStateGcsConfig) {}
          read({ bucket: "b", accessToken: "<ACCESS_TOKEN>" });`,
        removeWinner: dedent`
          import type { DataToolRemoteStateGcsConfig } from "kit";
          function read(c: DataToolRemoteStateGcsConfig) {}
          read({ bucket: "b", credentials: "./key.json" });`,
      },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).
/** Cases typed as for `testRule` (messageIds checked), handed to ESLint's RuleTester, which takes the same shape. */
const inLanguage = (cases: readonly Invalid<MessageId>[]) => cases as unknown as readonly EslintInvalid[];

testRuleIn("java", "no-conflicting-credentials", rule, {
  valid: [
    inJava(`    var c = GcsBackendConfig.builder().bucket("b").accessToken(token).build();`),
    inJava(`    var c = GcsBackendConfig.builder().bucket("b").credentials("./key.json").build();`),
    // A fair fallback: the token may be unset, then the key file is used.
    inJava`
      var c = GcsBackendConfig.builder()
          .bucket("b")
          .credentials("./key.json")
          .accessToken(System.getenv("CLOUDG_TOKEN"))
          .build();`,
    // Names that only look like a published one, and a class of that shape the file declares itself.
    inJava(
      `    DataForgeRemoteStateGcsHelper.Builder.create(this, "r").bucket("b").accessToken("t").credentials("./k.json").build();\n` +
        `    var c = DataRemoteStateGcsConfig.builder().bucket("b").accessToken("t").credentials("./k.json").build();`,
    ),
    dedent`
      class DataForgeRemoteStateGcsConfig {}
      class Main {
        void run() {
          var c = DataForgeRemoteStateGcsConfig.builder().bucket("b").accessToken("t").credentials("./k.json").build();
        }
      }
    `,
    // The token set only on one path.
    inJava`
      var b = GcsBackendConfig.builder().bucket("b").credentials("./key.json");
      if (ci) {
        b.accessToken(token);
      }
      var c = b.build();`,
  ],
  invalid: inLanguage([
    // A non-empty literal token: removing the ignored key file changes nothing the tool reads, in any environment.
    // On a data source, read afresh at every plan, that is an autofix; a backend's block is held by the working
    // directory the tool initialised with it, so there it is offered.
    conflict(
      inJava(
        `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").accessToken("<ACCESS_TOKEN>")⟦.credentials("./key.json")⟧.build();`,
      ),
      {
        output: inJava(
          `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").accessToken("<ACCESS_TOKEN>").build();`,
        ),
        removeWinner: inJava(
          `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").credentials("./key.json").build();`,
        ),
      },
    ),
    conflict(
      inJava(
        `    var c = GcsBackendConfig.builder().bucket("b").accessToken("<ACCESS_TOKEN>")⟦.credentials("./key.json")⟧.build();`,
      ),
      {
        removeIgnored: inJava(
          `    var c = GcsBackendConfig.builder().bucket("b").accessToken("<ACCESS_TOKEN>").build();`,
        ),
        removeWinner: inJava(`    var c = GcsBackendConfig.builder().bucket("b").credentials("./key.json").build();`),
      },
    ),
    // An argument with side effects (a call, an assignment): the removal is offered, not applied. An environment
    // read changes nothing: removed by the fix.
    conflict(
      inJava(`    var c = GcsBackendConfig.builder().bucket("b").accessToken("t")⟦.credentials(loadCreds())⟧.build();`),
      {
        removeIgnored: inJava(`    var c = GcsBackendConfig.builder().bucket("b").accessToken("t").build();`),
        removeWinner: inJava(`    var c = GcsBackendConfig.builder().bucket("b").credentials(loadCreds()).build();`),
      },
    ),
    conflict(
      inJava(
        `    var c = GcsBackendConfig.builder().bucket("b").accessToken("t")⟦.credentials(path = "./k.json")⟧.build();`,
      ),
      {
        removeIgnored: inJava(`    var c = GcsBackendConfig.builder().bucket("b").accessToken("t").build();`),
        removeWinner: inJava(
          `    var c = GcsBackendConfig.builder().bucket("b").credentials(path = "./k.json").build();`,
        ),
      },
    ),
    conflict(
      inJava(
        `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").accessToken("t")⟦.credentials(System.getenv("HOME") + "/key.json")⟧.build();`,
      ),
      {
        output: inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").accessToken("t").build();`),
        removeWinner: inJava(
          `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").credentials(System.getenv("HOME") + "/key.json").build();`,
        ),
      },
    ),
    // The data source may interpolate the token: suggestions only.
    conflict(
      inJava(
        `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").accessToken("\${var.token}")⟦.credentials("./key.json")⟧.build();`,
      ),
      {
        ifNonEmpty: true,
        removeIgnored: inJava(
          `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").accessToken("\${var.token}").build();`,
        ),
        removeWinner: inJava(
          `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").credentials("./key.json").build();`,
        ),
      },
    ),
    conflict(
      inJava`
        var c = GcsBackendConfig.builder()
            .bucket("b")
            .accessToken(token)
            ⟦.credentials("./key.json")⟧
            .build();`,
      {
        ifNonEmpty: true,
        removeIgnored: inJava`
          var c = GcsBackendConfig.builder()
              .bucket("b")
              .accessToken(token)
              .build();`,
        removeWinner: inJava`
          var c = GcsBackendConfig.builder()
              .bucket("b")
              .credentials("./key.json")
              .build();`,
      },
    ),
    // Under a published name, whatever the tool's word, without settings: the construct's builder.
    conflict(
      inJava(
        `    DataAcme2RemoteStateGcs.Builder.create(this, "r").bucket("b").accessToken("\${var.token}")⟦.credentials("./key.json")⟧.build();`,
      ),
      {
        ifNonEmpty: true,
        removeIgnored: inJava(
          `    DataAcme2RemoteStateGcs.Builder.create(this, "r").bucket("b").accessToken("\${var.token}").build();`,
        ),
        removeWinner: inJava(
          `    DataAcme2RemoteStateGcs.Builder.create(this, "r").bucket("b").credentials("./key.json").build();`,
        ),
      },
    ),
    // The data source's builder kept in a local: the setter statement goes whole.
    conflict(
      inJava`
        var b = DataToolRemoteStateGcsConfig.builder().bucket("b").accessToken(token);
        b⟦.credentials("./key.json")⟧;
        var c = b.build();`,
      {
        ifNonEmpty: true,
        removeIgnored: inJava(
          `    var b = DataToolRemoteStateGcsConfig.builder().bucket("b").accessToken(token);\n    var c = b.build();`,
        ),
        removeWinner: inJava`
          var b = DataToolRemoteStateGcsConfig.builder().bucket("b");
          b.credentials("./key.json");
          var c = b.build();`,
      },
    ),
    conflict(
      dedent`
        class Main {
          Object c = new GcsBackendConfig.Builder().bucket("b")⟦.credentials("./key.json")⟧.accessToken(token).build();
        }
      `,
      {
        ifNonEmpty: true,
        removeIgnored: dedent`
          class Main {
            Object c = new GcsBackendConfig.Builder().bucket("b").accessToken(token).build();
          }
        `,
        removeWinner: dedent`
          class Main {
            Object c = new GcsBackendConfig.Builder().bucket("b").credentials("./key.json").build();
          }
        `,
      },
    ),
  ]),
});

testRuleIn("csharp", "no-conflicting-credentials", rule, {
  valid: [
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", AccessToken = token };`),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", Credentials = "./key.json" };`),
    inCSharp`
      var c = new GcsBackendConfig
      {
          Bucket = "b",
          Credentials = "./key.json",
          AccessToken = Environment.GetEnvironmentVariable("CLOUDG_TOKEN"),
      };`,
    inCSharp(
      `    var c = new GcsBackendConfig { Bucket = "b", Credentials = "./key.json" };\n    if (ci) c.AccessToken = token;`,
    ),
    // Names that only look like a published one, and a class of that shape the file declares itself.
    inCSharp(
      `    new DataForgeRemoteStateGcsHelper(this, "r", new() { Bucket = "b", AccessToken = "t", Credentials = "./k.json" });\n` +
        `    var c = new DatabaseRemoteStateGcsConfig { Bucket = "b", AccessToken = "t", Credentials = "./k.json" };`,
    ),
    dedent`
      class DataForgeRemoteStateGcsConfig {}
      class Main {
        void Run() {
          var c = new DataForgeRemoteStateGcsConfig { Bucket = "b", AccessToken = "t", Credentials = "./k.json" };
        }
      }
    `,
  ],
  invalid: inLanguage([
    // On a data source an autofix; on a backend, whose block an initialised working directory holds, offered.
    conflict(
      inCSharp(
        `    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", AccessToken = "<ACCESS_TOKEN>", ⟦Credentials = "./key.json"⟧ };`,
      ),
      {
        names: ["AccessToken", "Credentials"],
        output: inCSharp(
          `    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", AccessToken = "<ACCESS_TOKEN>" };`,
        ),
        removeWinner: inCSharp(
          `    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", Credentials = "./key.json" };`,
        ),
      },
    ),
    conflict(
      inCSharp(
        `    var c = new GcsBackendConfig { Bucket = "b", AccessToken = "<ACCESS_TOKEN>", ⟦Credentials = "./key.json"⟧ };`,
      ),
      {
        names: ["AccessToken", "Credentials"],
        removeIgnored: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", AccessToken = "<ACCESS_TOKEN>" };`),
        removeWinner: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", Credentials = "./key.json" };`),
      },
    ),
    conflict(
      inCSharp(
        `    new DataToolRemoteStateGcs(this, "remote", new() { Bucket = "b", AccessToken = "\${var.token}", ⟦Credentials = "./key.json"⟧ });`,
      ),
      {
        ifNonEmpty: true,
        names: ["AccessToken", "Credentials"],
        removeIgnored: inCSharp(
          `    new DataToolRemoteStateGcs(this, "remote", new() { Bucket = "b", AccessToken = "\${var.token}" });`,
        ),
        removeWinner: inCSharp(
          `    new DataToolRemoteStateGcs(this, "remote", new() { Bucket = "b", Credentials = "./key.json" });`,
        ),
      },
    ),
    conflict(
      inCSharp`
        var c = new GcsBackendConfig
        {
            Bucket = "b",
            AccessToken = token,
            ⟦Credentials = "./key.json"⟧,
        };`,
      {
        ifNonEmpty: true,
        names: ["AccessToken", "Credentials"],
        removeIgnored: inCSharp`
          var c = new GcsBackendConfig
          {
              Bucket = "b",
              AccessToken = token,
          };`,
        removeWinner: inCSharp`
          var c = new GcsBackendConfig
          {
              Bucket = "b",
              Credentials = "./key.json",
          };`,
      },
    ),
    // Under a published name, whatever the tool's word, without settings.
    conflict(
      inCSharp(
        `    new DataForgeRemoteStateGcs(this, "r", new DataForgeRemoteStateGcsConfig { Bucket = "b", AccessToken = "\${var.token}", ⟦Credentials = "./key.json"⟧ });`,
      ),
      {
        ifNonEmpty: true,
        names: ["AccessToken", "Credentials"],
        removeIgnored: inCSharp(
          `    new DataForgeRemoteStateGcs(this, "r", new DataForgeRemoteStateGcsConfig { Bucket = "b", AccessToken = "\${var.token}" });`,
        ),
        removeWinner: inCSharp(
          `    new DataForgeRemoteStateGcs(this, "r", new DataForgeRemoteStateGcsConfig { Bucket = "b", Credentials = "./key.json" });`,
        ),
      },
    ),
    // Target-typed `new()` as the data source's configuration (its third argument).
    conflict(
      inCSharp(
        `    new DataToolRemoteStateGcs(this, "remote", new() { Bucket = "b", AccessToken = token, ⟦Credentials = "./key.json"⟧ });`,
      ),
      {
        ifNonEmpty: true,
        names: ["AccessToken", "Credentials"],
        removeIgnored: inCSharp(
          `    new DataToolRemoteStateGcs(this, "remote", new() { Bucket = "b", AccessToken = token });`,
        ),
        removeWinner: inCSharp(
          `    new DataToolRemoteStateGcs(this, "remote", new() { Bucket = "b", Credentials = "./key.json" });`,
        ),
      },
    ),
    // A value with side effects (a call, `++`, `new`): the removal is offered, not applied. An environment read
    // changes nothing: removed by the fix.
    conflict(
      inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", AccessToken = "t", ⟦Credentials = LoadCreds()⟧ };`),
      {
        names: ["AccessToken", "Credentials"],
        removeIgnored: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", AccessToken = "t" };`),
        removeWinner: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", Credentials = LoadCreds() };`),
      },
    ),
    conflict(
      inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", AccessToken = "t", ⟦Credentials = Paths[n++]⟧ };`),
      {
        names: ["AccessToken", "Credentials"],
        removeIgnored: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", AccessToken = "t" };`),
        removeWinner: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", Credentials = Paths[n++] };`),
      },
    ),
    conflict(
      inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", AccessToken = "t" };
    ⟦c.Credentials = new Key().Path⟧;`),
      {
        names: ["AccessToken", "Credentials"],
        removeIgnored: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", AccessToken = "t" };`),
        removeWinner: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b" };
    c.Credentials = new Key().Path;`),
      },
    ),
    conflict(
      inCSharp(
        `    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", AccessToken = "t", ⟦Credentials = Environment.GetEnvironmentVariable("HOME") + "/key.json"⟧ };`,
      ),
      {
        names: ["AccessToken", "Credentials"],
        output: inCSharp(`    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", AccessToken = "t" };`),
        removeWinner: inCSharp(
          `    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", Credentials = Environment.GetEnvironmentVariable("HOME") + "/key.json" };`,
        ),
      },
    ),
    // Assigned after construction on a local: the statement goes whole.
    conflict(
      inCSharp(
        `    var c = new GcsBackendConfig() { Bucket = "b", ⟦Credentials = "./key.json"⟧ };\n    c.AccessToken = token;`,
      ),
      {
        ifNonEmpty: true,
        names: ["AccessToken", "Credentials"],
        removeIgnored: inCSharp(`    var c = new GcsBackendConfig() { Bucket = "b" };\n    c.AccessToken = token;`),
        removeWinner: inCSharp(`    var c = new GcsBackendConfig() { Bucket = "b", Credentials = "./key.json" };`),
      },
    ),
  ]),
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("no-conflicting-credentials", rule, {
  valid: [
    remoteStateJson("gcs", ['"bucket": "b"', '"credentials": "./key.json"']),
    // An empty token is no token: the credentials are used.
    remoteStateJson("gcs", ['"bucket": "b"', '"access_token": ""', '"credentials": "./key.json"']),
  ],
  invalid: [
    {
      // A literal token: the ignored credentials are removed.
      code: remoteStateJson("gcs", ['"bucket": "b"', '"access_token": "tok"', '⟦"credentials": "./key.json"⟧']),
      output: remoteStateJson("gcs", ['"bucket": "b"', '"access_token": "tok"']),
      errors: [
        {
          messageId: "conflict",
          data: { ignored: "credentials", winner: "access_token" },
          suggestions: [
            {
              messageId: "removeWinner",
              data: { ignored: "credentials", winner: "access_token" },
              output: remoteStateJson("gcs", ['"bucket": "b"', '"credentials": "./key.json"']),
            },
          ],
        },
      ],
    },
    {
      // A backend: the removal edits a block an initialised working directory holds, so it is offered.
      code: backendJson("gcs", '"bucket": "b"', '"access_token": "tok"', '⟦"credentials": "./key.json"⟧'),
      errors: [
        {
          messageId: "conflict",
          data: { ignored: "credentials", winner: "access_token" },
          suggestions: [
            {
              messageId: "removeIgnored",
              data: { ignored: "credentials", winner: "access_token" },
              output: backendJson("gcs", '"bucket": "b"', '"access_token": "tok"'),
            },
            {
              messageId: "removeWinner",
              data: { ignored: "credentials", winner: "access_token" },
              output: backendJson("gcs", '"bucket": "b"', '"credentials": "./key.json"'),
            },
          ],
        },
      ],
    },
    {
      // An interpolated token may be empty when the data source is read: offered, not applied.
      code: remoteStateJson("gcs", [
        '"bucket": "b"',
        '⟦"credentials": "./key.json"⟧',
        '"access_token": "${var.token}"',
      ]),
      errors: [
        {
          messageId: "conflictIfNonEmpty",
          data: { ignored: "credentials", winner: "access_token" },
          suggestions: [
            {
              messageId: "removeIgnored",
              data: { ignored: "credentials", winner: "access_token" },
              output: remoteStateJson("gcs", ['"bucket": "b"', '"access_token": "${var.token}"']),
            },
            {
              messageId: "removeWinner",
              data: { ignored: "credentials", winner: "access_token" },
              output: remoteStateJson("gcs", ['"bucket": "b"', '"credentials": "./key.json"']),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "no-conflicting-credentials", rule, {
  valid: [],
  invalid: [
    {
      code: inHcl`
        backend "gcs" {
          bucket       = "b"
          access_token = "ya29.token"
          ⟦credentials  = "key.json"⟧
        }`,
      errors: [
        {
          message:
            '"credentials" is ignored because "access_token" is also set; the tool uses "access_token" only. Keep one of them.',
          suggestions: [
            {
              desc: 'Remove "credentials" (the tool ignores it).',
              output: inHcl`
            backend "gcs" {
              bucket       = "b"
              access_token = "ya29.token"
            }`,
            },
            {
              desc: 'Remove "access_token" and authenticate with "credentials".',
              output: inHcl`
            backend "gcs" {
              bucket       = "b"
              credentials  = "key.json"
            }`,
            },
          ],
        },
      ],
    },
  ],
});
