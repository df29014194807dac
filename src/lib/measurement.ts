import { readArrival } from "./attribution";
import { feedItemId } from "./product-feed";
import { ANALYTICS_PROVIDERS, type AnalyticsProvider } from "@/schemas/names";
import {
  PIXEL_NAMES,
  PIXELS,
  type PixelName,
  type PolicySources,
} from "@/ledger/pixels";
import type { Settings } from "@/schemas/settings";

/**
 * Counting BUY NOW clicks, and the advertising pixels an operator may add.
 * Nothing here is on unless the operator sets it (settings.yaml or VITE_*):
 * a store without it makes no third-party request and keeps its policy.
 *
 * - Analytics (Plausible or Umami) set no cookie and store nothing on the
 *   device, so they need no consent; each BUY NOW click is one "BuyNow"
 *   event.
 * - Pixels (each ad platform's, src/ledger/platforms/<name>/pixel.ts) set
 *   cookies, so they load only after the visitor agrees in the consent
 *   banner (src/browser/consent-banner.ts).
 */

// The providers are the settings schema's (src/schemas/names.ts), the
// pixels the ledger's platforms' (src/ledger/platforms/pixels.ts).
export {
  ANALYTICS_PROVIDERS,
  PIXEL_NAMES,
  type AnalyticsProvider,
  type PixelName,
  type PolicySources,
};

type MeasurementSettings = NonNullable<Settings["measurement"]>;

/** Plausible or Umami, as settings.yaml and its VITE_* variables configure it. */
export type Analytics = NonNullable<MeasurementSettings["analytics"]>;

export type Pixels = Partial<Record<PixelName, string>>;

/** What a build counts with; nothing unless the operator configured it (src/lib/config.ts). */
export type Measurement = {
  analytics?: Analytics;
  pixels: Pixels;
  /** The sales ledger reports sales to an ad platform (src/ledger/). */
  forwardsSales?: boolean;
};

export function hasPixels(measurement: Measurement): boolean {
  return PIXEL_NAMES.some((name) => measurement.pixels[name] !== undefined);
}

/**
 * Whether visitors are asked for consent: a pixel sets cookies, and a sale
 * forwarded to an ad platform carries the click's identifiers, both
 * advertising purposes.
 */
export function asksConsent(measurement: Measurement): boolean {
  return hasPixels(measurement) || measurement.forwardsSales === true;
}

/**
 * Where each pixel's script comes from and sends to, as its network
 * documents for a Content-Security-Policy (each pixel's own file).
 */
export const PIXEL_SOURCES = /* @__PURE__ */ Object.fromEntries(
  PIXEL_NAMES.map((name): [PixelName, PolicySources] => [
    name,
    PIXELS[name].sources,
  ]),
) as Readonly<Record<PixelName, PolicySources>>;

/**
 * Umami Cloud's script sends to this origin, not its own, unless told
 * otherwise (data-host-url).
 */
const UMAMI_CLOUD = {
  script: "https://cloud.umami.is",
  events: "https://gateway.umami.is",
};

/** Where the analytics script sends its events. */
export function analyticsEventOrigin(analytics: Analytics): string {
  if (analytics.endpoint) return new URL(analytics.endpoint).origin;
  const origin = new URL(analytics.script).origin;
  return analytics.provider === "umami" && origin === UMAMI_CLOUD.script
    ? UMAMI_CLOUD.events
    : origin;
}

/**
 * What the page policy must add: the analytics script's origin to
 * script-src and where it sends to connect-src; each pixel's own hosts.
 * Nothing when nothing is configured.
 */
export function policySources(measurement: Measurement): PolicySources {
  const script = new Set<string>();
  const connect = new Set<string>();
  const img = new Set<string>();
  const { analytics } = measurement;
  if (analytics) {
    script.add(new URL(analytics.script).origin);
    connect.add(analyticsEventOrigin(analytics));
  }
  for (const name of PIXEL_NAMES) {
    if (measurement.pixels[name] === undefined) continue;
    const sources = PIXEL_SOURCES[name];
    sources.script.forEach((source) => script.add(source));
    sources.connect.forEach((source) => connect.add(source));
    sources.img.forEach((source) => img.add(source));
  }
  return { script: [...script], connect: [...connect], img: [...img] };
}

export type Placement = "main" | "sticky";

/** The properties of one BuyNow event: all strings, as Plausible asks. */
/** The event one Core Web Vital of a page view is counted as. */
export const VITALS_EVENT = "WebVitals";

/** A Core Web Vital as web-vitals reports it. */
export type VitalMetric = {
  name: "LCP" | "INP" | "CLS" | "FCP" | "TTFB";
  value: number;
  rating: "good" | "needs-improvement" | "poor";
};

/** The properties of a "WebVitals" event: strings, as Plausible's custom properties are. */
export type VitalProps = {
  metric: VitalMetric["name"];
  /** Milliseconds, rounded to 10; CLS to two decimals. */
  value: string;
  rating: VitalMetric["rating"];
  /** The page, without its query: no visitor's click id goes with it. */
  path: string;
};

/**
 * One Core Web Vital of a page view as an event's properties. The value is
 * rounded so that events group by it in a dashboard.
 */
export function vitalProps(metric: VitalMetric, path: string): VitalProps {
  return {
    metric: metric.name,
    value:
      metric.name === "CLS"
        ? metric.value.toFixed(2)
        : String(Math.round(metric.value / 10) * 10),
    rating: metric.rating,
    path,
  };
}

export type BuyNowProps = {
  placement: Placement;
  colour: string;
  currency: string;
  utm_source?: string;
  utm_campaign?: string;
  /** The split-test variant the page is (src/lib/split-test-pages.ts). */
  variant?: string;
};

/**
 * A BUY NOW click as the event's properties. The campaign values are read
 * from the address as BUY NOW's link reads them: cleaned, cut to length,
 * and left out when absent.
 */
export function buyNowProps(click: {
  placement: Placement;
  colour: string;
  currency: string;
  search: string;
  variant?: string;
}): BuyNowProps {
  const { utm_source, utm_campaign } = readArrival(click.search, "clickid");
  return {
    placement: click.placement,
    colour: click.colour,
    currency: click.currency,
    ...(utm_source && { utm_source }),
    ...(utm_campaign && { utm_campaign }),
    ...(click.variant && { variant: click.variant }),
  };
}

/** Each pixel's checkout event, by the pixel's key. */
export type CheckoutEvents = {
  [Name in PixelName]: ReturnType<(typeof PIXELS)[Name]["checkout"]["event"]>;
};

/**
 * A BUY NOW click as each pixel's checkout event. The product goes by its
 * catalog id, the feeds' "<id>-<colour>" (src/lib/product-feed.ts), so a
 * catalog's dynamic ads can match the click to the item.
 */
export function checkoutEvents(
  props: BuyNowProps,
  productId: string,
): CheckoutEvents {
  const item =
    props.colour === "none"
      ? undefined
      : feedItemId({ id: productId }, props.colour);
  return Object.fromEntries(
    PIXEL_NAMES.map((name) => [name, PIXELS[name].checkout.event(props, item)]),
  ) as CheckoutEvents;
}
