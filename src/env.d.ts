/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Hydrate after first paint when idle (or, with `on: "visible"`, near the
     * viewport), or on first interaction, replaying an early click
     * (src/directives/intent.ts).
     */
    "client:intent"?: boolean | { on?: "idle" | "visible"; timeout?: number };
  }
}

declare global {
  /** The operator's build-time settings (README, Configuration). */
  interface ImportMetaEnv {
    readonly VITE_SITE_URL?: string;
    readonly VITE_GEOIP_URL?: string;
    readonly VITE_AFFILIATE_URL?: string;
    readonly VITE_OFFER_ID?: string;
    readonly VITE_AFFILIATE_ID?: string;
  }
}

export {};
