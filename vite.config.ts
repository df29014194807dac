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
  build: {
    // Images stay separate, cacheable files instead of data URLs inside scripts.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Fewer, larger scripts: every file costs a request and its headers,
        // which on a phone weigh more than the few bytes a finer split saves.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: "app",
              test: /[\\/](app|node_modules[\\/]lucide-react)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
