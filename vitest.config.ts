import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { inlineScripts } from "./build-tools/inline-scripts";
import { storeConfig } from "./build-tools/store-config";
import { readConfig } from "./src/lib/config";
import { contentDir } from "./src/content-dir";

const content = contentDir();
const config = readConfig(content, {});

// The specification's exact texts and figures, checked on the content the
// store is built from while its settings.yaml says specificationChecks.
const SPECIFICATION_CHECKS = "src/content/spec-*.test.ts";
if (!config.specificationChecks)
  console.log(
    `Specification checks off: ${content}/settings.yaml has no specificationChecks: true (${SPECIFICATION_CHECKS} not run).`,
  );

// Unit and component tests: jsdom for components, plain Node for the server
// and build scripts (their files say so where it matters).
export default defineConfig({
  // The scripts pages write inline, bundled as the build bundles them, and
  // the store's settings as a build without VITE_* variables reads them.
  plugins: [inlineScripts(), storeConfig(config)],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "astro:content": fileURLToPath(
        new URL("./vitest.astro-content.ts", import.meta.url),
      ),
    },
  },
  test: {
    environment: "jsdom",
    include: [
      "src/**/*.test.{ts,tsx,mjs}",
      "build-tools/**/*.test.ts",
      "scripts/**/*.test.{ts,mjs}",
      "server/**/*.test.mjs",
      "functions/**/*.test.ts",
    ],
    exclude: [
      ...configDefaults.exclude,
      ...(config.specificationChecks ? [] : [SPECIFICATION_CHECKS]),
    ],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
