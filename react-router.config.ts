import type { Config } from "@react-router/dev/config";
import { finishBuild } from "./build-tools/finish-build.ts";
import { originOf } from "./build-tools/security-headers.ts";
import { resolveConfig } from "./app/lib/config.ts";

export default {
  // `npm run perf` builds into a folder of its own, so it never replaces build/.
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
  // No runtime server: every route is rendered to static HTML at build time.
  ssr: false,
  async prerender({ getStaticPaths }) {
    // "/404" renders the catch-all route; finishBuild turns it into 404.html.
    return [...getStaticPaths(), "/404"];
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const { geoIpUrl } = resolveConfig(viteConfig.env);
    await finishBuild({
      buildDirectory: reactRouterConfig.buildDirectory,
      connectOrigins: [originOf(geoIpUrl)].filter((origin) => origin != null),
    });
  },
} satisfies Config;
