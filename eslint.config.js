import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import compat from "eslint-plugin-compat";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The code's layers, in its direction: each may import from the layers
 * before it, never from those after. `folders` are its src/ folders;
 * `files`, when given, are its files (else its folders' files).
 * @type {{ folders: string[], files?: string[] }[]}
 */
const LAYERS = [
  {
    folders: ["schemas"],
    files: ["src/schemas/**", "src/content.config.ts", "src/content-dir.ts"],
  },
  { folders: ["lib", "stores"] },
  { folders: ["components", "browser", "directives"] },
  { folders: ["islands"] },
  { folders: ["layouts", "pages"] },
];

/**
 * The sales ledger's public face (src/ledger/index.ts, and link.ts and
 * pixels.ts for the browser): the only files of src/ledger/ the rest of the
 * store may import.
 */
const LEDGER_INTERNALS = {
  group: [
    "**/ledger/*",
    "!**/ledger/index",
    "!**/ledger/index.ts",
    "!**/ledger/link",
    "!**/ledger/link.ts",
    "!**/ledger/pixels",
    "!**/ledger/pixels.ts",
  ],
  message:
    "The sales ledger's internals: import its public face, src/ledger/index.ts (or link.ts and pixels.ts in the browser).",
};

/** The code that runs in the browser: compat checks it against browserslist. */
const BROWSER_CODE = [
  "src/browser/**/*.ts",
  "src/directives/**/*.ts",
  "src/components/**/*.{ts,tsx}",
  "src/islands/**/*.{ts,tsx}",
  "src/stores/**/*.ts",
  "src/lib/**/*.ts",
];

/** Files of the store outside the ledger that no layer rule covers. */
const LEDGER_NEIGHBOURS = [
  "src/layouts/**/*.{ts,astro}",
  "src/pages/**/*.{ts,astro}",
  "src/*.ts",
  "build-tools/**/*.ts",
];

/**
 * One no-restricted-imports rule per layer but the last: its files may not
 * import the folders of a later layer, by alias or by relative path. Tests
 * are exempt.
 * @param {typeof LAYERS} layers
 */
function importDirection(layers) {
  return layers.slice(0, -1).map(({ folders, files }, index) => {
    const forbidden = layers.slice(index + 1).flatMap((layer) => layer.folders);
    return {
      files: (files ?? folders.map((folder) => `src/${folder}/**`)).map(
        (glob) => (glob.endsWith("**") ? `${glob}/*.{ts,tsx}` : glob),
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
                message: `Against the code's direction (schemas → lib → components → islands → pages): this layer may not import ${forbidden.join(", ")}.`,
              },
              LEDGER_INTERNALS,
            ],
          },
        ],
      },
    };
  });
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
      ".wrangler/",
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
  {
    // Code that runs in the browser, against the supported browsers
    // (package.json's browserslist; docs/browsers.md). A feature beyond
    // them is feature-detected beside its fallback, or named here.
    files: BROWSER_CODE,
    ignores: ["**/*.test.{ts,tsx}", "**/*-testing.{ts,tsx}"],
    ...compat.configs["flat/recommended"],
    settings: { lintAllEsApis: true },
  },
  // The code's direction: schemas → lib → components → islands → pages (and
  // the browser code of src/browser/ beside the components). An import
  // against it fails.
  ...importDirection(LAYERS),
  {
    files: LEDGER_NEIGHBOURS,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [LEDGER_INTERNALS] }],
    },
  },
  {
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    files: ["tests/e2e/**/*.ts", "src/ledger/e2e/**/*.ts"],
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
