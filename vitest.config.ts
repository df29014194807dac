import { fileURLToPath } from "node:url";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";
import {
  imageAssetFormat,
  responsiveDirectives,
} from "./build-tools/image-asset-format.ts";

// Unit and component tests run without the React Router plugin, which only
// matters for the app build; the image pipeline runs as in the build.
export default defineConfig({
  plugins: [
    imagetools({
      defaultDirectives: responsiveDirectives,
      extendOutputFormats: (builtins) => ({
        ...builtins,
        asset: imageAssetFormat,
      }),
    }),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // As in the app build: images are files, never inlined data URLs.
  build: { assetsInlineLimit: 0 },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "src/**/*.test.{ts,tsx}",
      "build-tools/**/*.test.ts",
      "scripts/**/*.test.{ts,mjs}",
      "server/**/*.test.mjs",
    ],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
