import { satteri } from "@astrojs/markdown-satteri";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { storeBuild } from "./build-tools/astro-integration.ts";
import { inlineScripts } from "./build-tools/inline-scripts.ts";
import { eagerCompile } from "./build-tools/eager-compile.ts";
import { cssTarget } from "./build-tools/browsers.ts";
import { foldTailwindProperties } from "./build-tools/fold-custom-properties.ts";
import { storeConfig } from "./build-tools/store-config.ts";
import { contentDir, DEFAULT_CONTENT_DIR } from "./src/content-dir.ts";
import { isVariantPath } from "./src/schemas/experiment-names.ts";
import { policySources } from "./src/lib/measurement.ts";
import { envOverrides, readConfig } from "./src/lib/config.ts";
import { checkTranslationFiles } from "./src/lib/translation-files.ts";

// The store's content folder (src/content unless CONTENT_DIR names another),
// and its settings with their VITE_* overrides from .env files or the
// environment, checked once (src/lib/config.ts): the site's address, the
// geo-IP service and any analytics or pixels the CSP must allow, and what
// the pages read as `virtual:store-config`.
const content = contentDir();
const env = loadEnv("production", process.cwd(), "VITE_");
const config = readConfig(content, env);

export default defineConfig({
  site: config.siteUrl,
  output: "static",
  // The icons and sharing image belong to the store, so they sit in its
  // content folder.
  publicDir: `${content}/public`,
  trailingSlash: "never",
  // /about is about.html: every host serves it at /about with no redirect
  // (Cloudflare Pages sends /about/index.html from /about/ only).
  build: { format: "file" },
  // Content text is shown as written: no curly quotes the operator didn't type.
  markdown: { processor: satteri({ features: { smartPunctuation: false } }) },
  integrations: [
    {
      // What the build is made from, where it is not the defaults: another
      // content folder, and each VITE_* variable that overrides a setting.
      name: "store-sources",
      hooks: {
        "astro:config:setup": ({ logger }) => {
          if (content !== DEFAULT_CONTENT_DIR)
            logger.info(`content from ${content} (CONTENT_DIR)`);
          for (const line of envOverrides(env)) logger.info(line);
        },
      },
    },
    {
      // Each language's texts, checked by the schemas of the files they
      // translate before the content is read, every file whether a page
      // reads it or not (docs/languages.md).
      name: "translations",
      hooks: { "astro:config:setup": () => checkTranslationFiles(content) },
    },
    react(),
    {
      // client:intent — hydrate after first paint when idle or visible, or on
      // first touch (src/directives/intent.ts).
      name: "client-intent",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) =>
          addClientDirective({
            name: "intent",
            entrypoint: fileURLToPath(
              new URL("./src/directives/intent.ts", import.meta.url),
            ),
          }),
      },
    },
    // Every page but the not-found pages (/404, which the integration
    // leaves out on its own, and each language's /de/404), and
    // the store editor at /admin, which is not a shopper's page.
    // Neither the editor nor a split test's variants (noindex) are pages to index.
    // Each page's other languages as its alternates (settings.yaml, `locales`).
    sitemap({
      i18n: {
        defaultLocale: config.locales[0],
        locales: Object.fromEntries(
          config.locales.map((locale) => [locale, locale]),
        ),
      },
      filter: (page) => {
        const path = new URL(page).pathname;
        return (
          !path.startsWith("/admin") &&
          !isVariantPath(path) &&
          !path.endsWith("/404")
        );
      },
    }),
    // Last: it post-processes what every other integration wrote.
    storeBuild({
      connectUrls: [config.geoIpUrl],
      sources: policySources(config.measurement),
    }),
  ],
  vite: {
    // Four characters of hash in an asset's name, not eight: enough to
    // tell a changed file from the one before it, and each image address
    // costs the HTML of / 4 bytes less (60 of them on the product page).
    build: {
      // The supported browsers (package.json's browserslist), so that the
      // CSS minifier keeps the prefixes they need (build-tools/browsers.ts).
      cssTarget: cssTarget(),
      rollupOptions: {
        output: { assetFileNames: "_astro/[name].[hash:4][extname]" },
      },
    },
    plugins: [
      tailwindcss(),
      foldTailwindProperties(),
      inlineScripts(),
      storeConfig(config),
      eagerCompile(),
    ],
  },
});
