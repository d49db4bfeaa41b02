// The repository's own lint: typescript-eslint's typed presets on the plugin's code, its tests and scripts.
// (The plugin's rules are not run here: this code writes no backend configuration; examples/demo has its own
// configuration, which `npm run demo` runs.)
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "coverage/", "examples/", "tests/fixtures/", ".scratch/"] },
  js.configs.recommended,
  {
    files: ["**/*.ts"],
    extends: [tseslint.configs.recommendedTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Node types are compared with their string values (`node.type === "Property"`): @typescript-eslint/utils,
      // whose AST_NODE_TYPES enum the rule asks for, is a development dependency, used for types only.
      "@typescript-eslint/no-unsafe-enum-comparison": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // `process.env.X || undefined`: an empty string is as good as unset; `a || b` on booleans means or.
      "@typescript-eslint/prefer-nullish-coalescing": ["error", { ignorePrimitives: { string: true, boolean: true } }],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: { console: "readonly", process: "readonly", performance: "readonly", URL: "readonly" },
    },
  },
);
