import type { Config } from "@react-router/dev/config";

export default {
  // No runtime server: every route is rendered to static HTML at build time.
  ssr: false,
  async prerender({ getStaticPaths }) {
    // "/404" renders the catch-all route; scripts/finish-build.mjs moves it to 404.html.
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
