import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { inlineScripts } from "./build-tools/inline-scripts";
import { storeConfig } from "./build-tools/store-config";
import { readConfig } from "./src/lib/config";
import { contentDir } from "./src/content-dir";

// Unit and component tests: jsdom for components, plain Node for the server
// and build scripts (their files say so where it matters).
export default defineConfig({
  // The scripts pages write inline, bundled as the build bundles them, and
  // the store's settings as a build without VITE_* variables reads them.
  plugins: [inlineScripts(), storeConfig(readConfig(contentDir(), {}))],
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
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
