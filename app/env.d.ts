/// <reference types="vite/client" />

/** The year of the build, for text that needs a year before the browser says which. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_GEOIP_URL?: string;
  readonly VITE_AFFILIATE_URL?: string;
  readonly VITE_OFFER_ID?: string;
  readonly VITE_AFFILIATE_ID?: string;
}
