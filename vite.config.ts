import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import {
  imageAssetFormat,
  responsiveDirectives,
} from "./build-tools/image-asset-format.ts";
import { svgoPlugin } from "./build-tools/svgo-plugin.ts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    imagetools({
      defaultDirectives: responsiveDirectives,
      extendOutputFormats: (builtins) => ({
        ...builtins,
        asset: imageAssetFormat,
      }),
    }),
    svgoPlugin(),
    reactRouter(),
  ],
  // Images stay separate, cacheable files instead of data URLs inside scripts.
  build: { assetsInlineLimit: 0 },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
