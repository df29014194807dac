/**
 * The sales ledger's browser face: the ad platforms' pixels
 * (platforms/pixels.ts), which the settings, the page policy and the
 * consent banner read. Imports no server code; eslint.config.js lets the
 * store import it beside index.ts and link.ts.
 */
export { PIXEL_NAMES, PIXELS, type PixelName } from "./platforms/pixels.ts";
export type {
  Accepted,
  AnyPixel,
  CheckoutProps,
  PolicySources,
} from "./platforms/pixel.ts";
export { consentSignals } from "./platforms/google/pixel.ts";
