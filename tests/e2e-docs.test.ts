// Every config example of the docs works as written (issue 32): each fenced block of README.md and docs/**/*.md
// whose first line names an ESLint config file (`// eslint.config.mjs`, `.cjs`, `.ts`) is copied, under that
// name, into a project made by `npm init -y` (whose package.json says `"type": "commonjs"`, or nothing, which
// means the same), with the packed plugin unpacked into its node_modules and every other package linked from
// this repository's (tests/e2e/project.ts does the same; no network). The project's own ESLint CLI then lints a
// small stack in every language with it: no parse error and no crash, and in each file every one of
// require-bucket, valid-acl and no-conflicting-credentials that the config turns on there (as ESLint computes the
// file's config) is reported. A `.ts` config is also type-checked by `tsc --strict`, as the README says it can be.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eslintIn, findingsIn, mustRun, PACKAGE, repo, run, TIMEOUT, write } from "./e2e/project.js";

interface ConfigBlock {
  /** Where the block is: `README.md:32`. */
  readonly source: string;
  /** The file name its first line gives: `eslint.config.mjs`. */
  readonly file: string;
  readonly code: string;
}

/** The Markdown files whose config examples are tried: the README and every page under docs/. */
const MARKDOWN = [
  "README.md",
  ...fs
    .readdirSync(path.join(repo, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file).split(path.sep).join("/"))
    .sort(),
];

/** The fenced blocks of a Markdown file whose first line is `// eslint.config.<ext>`. */
function configBlocks(file: string): ConfigBlock[] {
  const lines = fs.readFileSync(path.join(repo, file), "utf8").split("\n");
  const found: ConfigBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```\S*\s*$/.test(lines[i]!)) continue;
    const close = lines.findIndex((line, j) => j > i && /^```\s*$/.test(line));
    const name = /^\/\/ (eslint\.config\.[a-z]+)$/.exec(lines[i + 1] ?? "");
    if (name && close > i) {
      found.push({ source: `${file}:${i + 1}`, file: name[1]!, code: `${lines.slice(i + 1, close).join("\n")}\n` });
    }
    if (close > i) i = close;
  }
  return found;
}

const blocks = MARKDOWN.flatMap(configBlocks);

/** The values that fill the docs' placeholders (`"<your kit package>"`): a placeholder not listed here fails. */
const PLACEHOLDERS: Record<string, string> = {
  "<your kit package>": "kit",
  "<ToolName>": "Acme",
  "<PREFIX_A_>": "ACMEA_",
  "<PREFIX_B_>": "ACMEB_",
  "<PREFIX_G_>": "ACMEG_",
};

function filled(block: ConfigBlock): string {
  return block.code.replace(/"(<[^"\n]*>)"/g, (_, placeholder: string) => {
    const value = PLACEHOLDERS[placeholder];
    if (value === undefined) throw new Error(`${block.source}: no value for the placeholder "${placeholder}"`);
    return JSON.stringify(value);
  });
}

/** The three findings every language of the stack holds (when the config turns the rule on). */
const EXPECTED_RULES = ["require-bucket", "valid-acl", "no-conflicting-credentials"].map(
  (id) => `backend-config/${id}`,
);

/**
 * The name a published <kit> gives its GCS remote-state data source, with the tool's name where these docs write
 * `Tool`: found with no settings (the README's first setup has none), so the conflict below is reported only
 * if it is.
 */
const PUBLISHED = "DataAcmeRemoteStateGcs";

/**
 * The stack, in JavaScript that is TypeScript too (so a config that lints `.ts` files with ESLint's own parser
 * reads it): an OSS backend without its bucket (in the hand-written JSON, with an empty one) and with an ACL in
 * the wrong case, and a GCS remote-state data source under its published name with both an access token and
 * credentials.
 */
const STACK = `import { ${PUBLISHED}, OssBackend } from "kit";

export function stack(scope) {
  new OssBackend(scope, { region: "eu-central-1", acl: "PRIVATE" });
  new ${PUBLISHED}(scope, "shared", {
    bucket: "acme-shared",
    accessToken: "ya29.token",
    credentials: "./keys/shared.json",
  });
}
`;

const STACK_JAVA = `import com.kit.*;

class Stack {
    static OssBackendConfig state() {
        return OssBackendConfig.builder().region("eu-central-1").acl("PRIVATE").build();
    }

    static ${PUBLISHED}Config outputs() {
        return ${PUBLISHED}Config.builder()
            .bucket("acme-state")
            .accessToken("ya29.token")
            .credentials("./keys/state.json")
            .build();
    }
}
`;

const STACK_CS = `using Io.Kit;

class Stack
{
    static OssBackendConfig State() => new OssBackendConfig { Region = "eu-central-1", Acl = "PRIVATE" };

    static ${PUBLISHED}Config Outputs() => new ${PUBLISHED}Config
    {
        Bucket = "acme-state",
        AccessToken = "ya29.token",
        Credentials = "./keys/state.json",
    };
}
`;

const STACK_JSON = `${JSON.stringify(
  {
    // By hand, a backend without its bucket is a partial configuration (not reported); an empty one is.
    terraform: { backend: { oss: { bucket: "", region: "eu-central-1", acl: "PRIVATE" } } },
    data: {
      terraform_remote_state: {
        shared: {
          backend: "gcs",
          config: { bucket: "acme-shared", access_token: "ya29.token", credentials: "./keys/shared.json" },
        },
      },
    },
  },
  null,
  2,
)}\n`;

const STACK_TF = `# By hand, a backend without its bucket is a partial configuration (not reported); an empty one is.
terraform {
  backend "oss" {
    bucket = ""
    region = "eu-central-1"
    acl    = "PRIVATE"
  }
}

data "terraform_remote_state" "shared" {
  backend = "gcs"
  config = {
    bucket       = "acme-shared"
    access_token = "ya29.token"
    credentials  = "./keys/shared.json"
  }
}
`;

const STACK_FILES: Record<string, string> = {
  "src/stack.js": STACK,
  "src/stack.ts": STACK,
  "src/Stack.java": STACK_JAVA,
  "src/Stack.cs": STACK_CS,
  "infra/main.tf.json": STACK_JSON,
  "infra/main.tf": STACK_TF,
};

/** The project's tsconfig: for typed linting (projectService) and for `tsc` on a TypeScript config. */
const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: { module: "preserve", target: "ES2022", noEmit: true, skipLibCheck: true, types: ["node"] },
    // The kit's declarations stand beside the project, where ESLint does not lint them, as a package's would.
    include: ["*.ts", "src/**/*.ts", "../kit.d.ts"],
  },
  null,
  2,
)}\n`;

/** A tsconfig that checks only the config file, strictly (the stack's parameters are untyped on purpose). */
const TSCONFIG_CONFIG = (file: string) =>
  `${JSON.stringify({ extends: "./tsconfig.json", compilerOptions: { strict: true }, include: [file] }, null, 2)}\n`;

/**
 * Run by Node in the project: the rules ESLint turns on for each file, from the project's own config (through
 * ESLint's API, as the CLI computes it), by file.
 */
const RULES_ON = `const { ESLint } = require("eslint");
(async () => {
  const eslint = new ESLint();
  const on = {};
  for (const file of ${JSON.stringify(Object.keys(STACK_FILES))}) {
    const config = await eslint.calculateConfigForFile(file);
    on[file] = Object.entries((config && config.rules) || {})
      .filter(([, entry]) => ![0, "off"].includes(Array.isArray(entry) ? entry[0] : entry))
      .map(([id]) => id);
  }
  console.log(JSON.stringify(on));
})();
`;

let tmp = "";
let modules = "";
let packageJson = "";

describe("every config example of the README and docs, copied into a project made by npm init -y", () => {
  beforeAll(() => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `${PACKAGE}-docs-`)));
    // What `npm init -y` writes, in a folder of its own (with no node_modules, whose packages it would list).
    const init = path.join(tmp, "init");
    fs.mkdirSync(init);
    mustRun("npm", ["init", "-y"], init);
    packageJson = fs.readFileSync(path.join(init, "package.json"), "utf8");
    // The packed plugin where npm would install it, every other package linked from this repository.
    const unpacked = path.join(tmp, "unpacked");
    fs.mkdirSync(unpacked);
    mustRun("tar", ["-xzf", inject("tarball"), "-C", unpacked], repo);
    // The kit's declarations, with the published data source beside the neutral one (for typed linting).
    const published = `declare module "kit" {
  export interface ${PUBLISHED}Config extends DataToolRemoteStateGcsConfig {}
  export class ${PUBLISHED} {
    constructor(scope: unknown, id: string, config: ${PUBLISHED}Config);
  }
}
`;
    write(
      path.join(tmp, "kit.d.ts"),
      `${fs.readFileSync(path.join(repo, "tests", "fixtures", "kit.d.ts"), "utf8")}\n${published}`,
    );
    modules = path.join(tmp, "node_modules");
    fs.mkdirSync(modules);
    fs.renameSync(path.join(unpacked, "package"), path.join(modules, PACKAGE));
    for (const entry of fs.readdirSync(path.join(repo, "node_modules"))) {
      if (entry === PACKAGE || entry.startsWith(".")) continue;
      fs.symlinkSync(path.join(repo, "node_modules", entry), path.join(modules, entry), "junction");
    }
  }, TIMEOUT);

  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("finds the examples: the README's setups in every form, and the docs' own", () => {
    expect(JSON.parse(packageJson)).not.toHaveProperty("type", "module");
    const files = blocks.map((block) => block.file);
    expect(files).toEqual(expect.arrayContaining(["eslint.config.mjs", "eslint.config.cjs", "eslint.config.ts"]));
    expect(blocks.filter((block) => block.source.startsWith("README.md:")).length).toBeGreaterThanOrEqual(8);
    expect(blocks.filter((block) => block.source.startsWith("docs/")).length).toBeGreaterThan(0);
  });

  it.each(blocks.map((block) => [block.source, block] as const))(
    "%s lints the stack as written",
    (_, block) => {
      const project = path.join(tmp, block.source.replace(/[^A-Za-z0-9]+/g, "-"));
      fs.mkdirSync(project);
      fs.symlinkSync(modules, path.join(project, "node_modules"), "junction");
      write(path.join(project, "package.json"), packageJson);
      write(path.join(project, "tsconfig.json"), TSCONFIG);
      for (const [file, text] of Object.entries(STACK_FILES)) write(path.join(project, file), text);
      write(path.join(project, block.file), filled(block));

      const result = eslintIn(project, ".", "--format", "json");
      expect(result.stderr, block.source).toBe("");
      expect(result.status, block.source).toBe(1);
      const findings = findingsIn(project, result.stdout);
      // No parse error, no crash: every message comes from a rule.
      const fatal = Object.entries(findings).flatMap(([file, messages]) =>
        messages.filter((m) => m.ruleId === null).map((m) => `${file}:${m.line}:${m.column} ${m.message}`),
      );
      expect(fatal, block.source).toEqual([]);

      const on = JSON.parse(mustRun(process.execPath, ["-e", RULES_ON], project)) as Record<string, string[]>;
      const expected = Object.fromEntries(
        Object.keys(STACK_FILES).map((file) => [file, EXPECTED_RULES.filter((id) => on[file]!.includes(id))]),
      );
      expect(Object.values(expected).flat().length, `${block.source} turns none of the rules on`).toBeGreaterThan(0);
      const reported = Object.fromEntries(
        Object.keys(STACK_FILES).map((file) => [
          file,
          EXPECTED_RULES.filter((id) => (findings[file] ?? []).some((m) => m.ruleId === id)),
        ]),
      );
      expect(reported, block.source).toEqual(expected);

      if (block.file.endsWith(".ts")) {
        write(path.join(project, "tsconfig.config.json"), TSCONFIG_CONFIG(block.file));
        const tsc = run(
          process.execPath,
          [path.join(modules, "typescript", "bin", "tsc"), "-p", "tsconfig.config.json", "--pretty", "false"],
          project,
        );
        expect(`${tsc.stdout}${tsc.stderr}`, block.source).toBe("");
        expect(tsc.status, block.source).toBe(0);
      }
    },
    TIMEOUT,
  );
});
