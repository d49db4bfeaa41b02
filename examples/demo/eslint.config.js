// The demo project's ESLint configuration: the plugin's `strict` preset (`recommended` plus the security
// rules, so every rule shows), with type information for TypeScript (projectService over ./tsconfig.json)
// and CommonJS for plain JavaScript; the `java` and `csharp` presets (the plugin's own languages and the
// recommended rules) for .java and .cs files, and the `json` preset (@eslint/json's language) for the tool's JSON
// syntax: out/stacks/billing/cdk.tf.json stands for what <kit> writes out (reported without fixes: its source is
// elsewhere), infra/state.tf.json for a hand-written file; the `hcl` preset (the plugin's own language) for the
// tool's native syntax, infra/backend.tf; plus the strict-only rules at their strict severity there.
//
// The plugin is imported by its package name: inside this repository Node resolves the name to the
// package itself ("exports" → dist/src/index.js), so the plugin must be built first: `npm run demo` runs
// `npm run build` before it lints (`npm install` builds nothing; there is no `prepare` script).
import backendConfig from "eslint-plugin-backend-config";
import tsParser from "@typescript-eslint/parser";

/** The rules `strict` adds to `recommended`, at their strict severity (the language presets are recommended). */
const strictOnly = Object.fromEntries(
  Object.entries(backendConfig.rules)
    .filter(([, rule]) => !rule.meta.docs.recommended && rule.meta.docs.strict)
    .map(([id, rule]) => [`backend-config/${id}`, rule.meta.docs.strict]),
);

export default [
  backendConfig.configs.strict,
  backendConfig.configs.java,
  backendConfig.configs.csharp,
  backendConfig.configs.json,
  backendConfig.configs.hcl,
  {
    name: "demo/java-csharp-json-and-hcl-strict",
    files: ["**/*.java", "**/*.cs", "**/*.tf.json", "**/*.tf"],
    rules: strictOnly,
  },
  {
    name: "demo/typescript",
    files: ["**/*.ts"],
    languageOptions: {
      parser: tsParser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    name: "demo/commonjs",
    files: ["**/*.js"],
    ignores: ["eslint.config.js"],
    languageOptions: { sourceType: "commonjs" },
  },
  {
    name: "demo/settings",
    // Only names imported from <kit> count as configurations.
    settings: { "backend-config": { modules: ["kit"] } },
  },
  {
    name: "demo/old-tool",
    // Stacks in this folder still run tool 1.0.10. ESLint merges the settings of every config object that
    // matches a file, key by key: these files get `modules` from above and this `toolVersion`; other files
    // stay without a tool version, so no-unsupported-properties says nothing there.
    files: ["**/old-tool/**"],
    settings: { "backend-config": { toolVersion: "1.0.10" } },
  },
];
