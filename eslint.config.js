import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/routeTree.gen.ts", "data/**", "**/.turbo/**", "**/bench/.baseline/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through the app's env module." },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The shared shopping list's script runs in the browser as it is (ADR 093).
    files: ["apps/server/src/pages/shared-list/*.js"],
    languageOptions: { globals: { ...globals.browser }, sourceType: "script" },
  },
  {
    // Entry points and tooling are where configuration is read.
    files: [
      "apps/server/src/env.ts",
      "apps/server/test/**",
      "apps/server/cluster-test/**",
      "apps/cli/src/env.ts",
      "apps/cli/test/**",
      "packages/db/src/cli/**",
      "**/*.config.ts",
      "**/scripts/**",
      "**/e2e/**",
      "infra/**",
      "**/bench/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
);
