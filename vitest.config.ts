import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and component tests run without the React Router plugin, which only
// matters for the app build.
export default defineConfig({
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // As in the app build: images are files, never inlined data URLs.
  build: { assetsInlineLimit: 0 },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
