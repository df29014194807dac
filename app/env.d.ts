/// <reference types="vite/client" />

/** The year of the build, for text that needs a year before the browser says which. */
declare const __BUILD_YEAR__: number;

/** A raster image run through the responsive pipeline (build-tools/image-asset-format.ts). */
declare module "*?responsive" {
  const asset: {
    src: string;
    width: number;
    height: number;
    srcSet: string;
    sources: { type: string; srcSet: string }[];
  };
  export default asset;
}

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_GEOIP_URL?: string;
  readonly VITE_AFFILIATE_URL?: string;
  readonly VITE_OFFER_ID?: string;
  readonly VITE_AFFILIATE_ID?: string;
}
