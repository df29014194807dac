import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * One no-restricted-imports rule per layer: its files may not import the
 * src/ folders named, by alias or by relative path. Tests are exempt.
 * @param {{ files: string[], forbidden: string[] }[]} layers
 */
function importDirection(layers) {
  return layers.map(({ files, forbidden }) => ({
    files: files.map((glob) =>
      glob.endsWith("**") ? `${glob}/*.{ts,tsx}` : glob,
    ),
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: forbidden.flatMap((folder) => [
                `@/${folder}/*`,
                `**/src/${folder}/*`,
                `../${folder}/*`,
                `../../${folder}/*`,
                `./${folder}/*`,
              ]),
              message: `Against the code's direction (schemas → lib → components → pages): this layer may not import ${forbidden.join(", ")}.`,
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".astro/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
      ".perf/",
      ".e2e/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
  },
  ...astro.configs.recommended,
  ...astro.configs["jsx-a11y-recommended"],
  {
    files: ["src/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // The code's direction: schemas → lib → components → pages (and the
  // browser scripts beside the components). An import against it fails.
  ...importDirection([
    {
      files: ["src/schemas/**", "src/content.config.ts", "src/content-dir.ts"],
      forbidden: [
        "lib",
        "stores",
        "components",
        "scripts",
        "directives",
        "layouts",
        "pages",
      ],
    },
    {
      files: ["src/lib/**", "src/stores/**"],
      forbidden: ["components", "scripts", "directives", "layouts", "pages"],
    },
    {
      files: ["src/components/**", "src/scripts/**", "src/directives/**"],
      forbidden: ["layouts", "pages"],
    },
  ]),
  {
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_" },
      ],
    },
  },
);
