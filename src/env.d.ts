/// <reference types="astro/client" />

import type { IntentOptions } from "./directives/intent";

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Hydrate on the shopper's first touch, replaying an early click, or
     * earlier as the options say (src/directives/intent.ts).
     */
    "client:intent"?: boolean | IntentOptions;
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
    readonly VITE_AFFILIATE_TEMPLATE?: string;
    readonly VITE_AFFILIATE_PRESET?: string;
    readonly VITE_CLICK_ID_PARAM?: string;
  }
}

export {};
