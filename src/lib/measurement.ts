import { readArrival } from "./attribution";
import { ANALYTICS_PROVIDERS, type AnalyticsProvider } from "@/schemas/names";

/**
 * Counting BUY NOW clicks, and the advertising pixels an operator may add.
 * Nothing here is on unless the operator sets it (settings.yaml or VITE_*):
 * a store without it makes no third-party request and keeps its policy.
 *
 * - Analytics (Plausible or Umami) set no cookie and store nothing on the
 *   device, so they need no consent; each BUY NOW click is one "BuyNow"
 *   event.
 * - Pixels (GA4, Meta, TikTok) set cookies, so they load only after the
 *   visitor agrees in the consent banner (src/scripts/consent.ts).
 */

// The providers are the settings schema's (src/schemas/names.ts).
export { ANALYTICS_PROVIDERS, type AnalyticsProvider };

export type Analytics = {
  provider: AnalyticsProvider;
  /** The provider's script, e.g. https://plausible.io/js/script.js. */
  script: string;
  /** Plausible's site domain, or Umami's website id. */
  siteId: string;
  /** Where events go when not the provider's default: Plausible's data-api, Umami's data-host-url. */
  endpoint?: string;
  /**
   * The share of page views, 0 to 1, that also report their Core Web
   * Vitals (LCP, INP, CLS) as "WebVitals" events; none when left out.
   */
  vitalsSampleRate?: number;
};

export const PIXEL_NAMES = ["ga4", "meta", "tiktok"] as const;
export type PixelName = (typeof PIXEL_NAMES)[number];
export type Pixels = Partial<Record<PixelName, string>>;

export type Measurement = { analytics?: Analytics; pixels: Pixels };

/** What an operator writes in settings.yaml, before checks and overrides. */
export type MeasurementSettings = {
  analytics?: Partial<Analytics>;
  pixels?: Pixels;
};

/** The VITE_* variables that override MeasurementSettings. */
export const MEASUREMENT_ENV = [
  "VITE_ANALYTICS_PROVIDER",
  "VITE_ANALYTICS_SCRIPT",
  "VITE_ANALYTICS_SITE_ID",
  "VITE_ANALYTICS_ENDPOINT",
  "VITE_ANALYTICS_VITALS_SAMPLE_RATE",
  "VITE_GA4_ID",
  "VITE_META_PIXEL_ID",
  "VITE_TIKTOK_PIXEL_ID",
] as const;
export type MeasurementEnv = Partial<
  Record<(typeof MEASUREMENT_ENV)[number], string | undefined>
>;

/** Each pixel's id as its network issues it; the id goes into a script address. */
export const PIXEL_IDS: Readonly<
  Record<PixelName, { pattern: RegExp; example: string }>
> = {
  ga4: { pattern: /^G-[A-Z0-9]{4,20}$/, example: "G-ABC123XYZ9" },
  meta: { pattern: /^[0-9]{6,20}$/, example: "1234567890123456" },
  tiktok: { pattern: /^[A-Z0-9]{10,30}$/, example: "CABCDEFGHIJ1234567" },
};

const PIXEL_ENV: Readonly<Record<PixelName, keyof MeasurementEnv>> = {
  ga4: "VITE_GA4_ID",
  meta: "VITE_META_PIXEL_ID",
  tiktok: "VITE_TIKTOK_PIXEL_ID",
};

/** Plausible's domain list or Umami's UUID: letters, digits and . , : _ - only. */
const SITE_ID = /^[A-Za-z0-9.,:_-]{1,200}$/;

/** A variable or setting set to blanks counts as unset. */
function present(...values: (string | undefined)[]): string | undefined {
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) return trimmed;
  }
  return undefined;
}

/** An https address (http only for this machine), or why not. */
function secureUrl(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} ${JSON.stringify(value)} is not an address`);
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (url.protocol !== "https:" && !(local && url.protocol === "http:"))
    throw new Error(
      `${what} ${JSON.stringify(value)} must be an https address`,
    );
  return url.href;
}

function resolveAnalytics(
  settings: Partial<Analytics> | undefined,
  env: MeasurementEnv,
): Analytics | undefined {
  const provider = present(env.VITE_ANALYTICS_PROVIDER, settings?.provider);
  const script = present(env.VITE_ANALYTICS_SCRIPT, settings?.script);
  const siteId = present(env.VITE_ANALYTICS_SITE_ID, settings?.siteId);
  const endpoint = present(env.VITE_ANALYTICS_ENDPOINT, settings?.endpoint);
  const vitals = present(
    env.VITE_ANALYTICS_VITALS_SAMPLE_RATE,
    settings?.vitalsSampleRate?.toString(),
  );
  if (!provider && !script && !siteId && !endpoint) return undefined;
  if (!provider || !script || !siteId)
    throw new Error(
      "Analytics needs a provider, a script and a site id (docs/attribution-and-measurement.md)",
    );
  if (!(ANALYTICS_PROVIDERS as readonly string[]).includes(provider))
    throw new Error(
      `Unknown analytics provider ${JSON.stringify(provider)}: ${ANALYTICS_PROVIDERS.join(" or ")}`,
    );
  if (!SITE_ID.test(siteId))
    throw new Error(
      `The analytics site id ${JSON.stringify(siteId)} may hold only letters, digits and . , : _ -`,
    );
  return {
    provider: provider as AnalyticsProvider,
    script: secureUrl(script, "The analytics script"),
    siteId,
    ...(endpoint && {
      endpoint: secureUrl(endpoint, "The analytics endpoint").replace(
        /\/+$/,
        "",
      ),
    }),
    ...(vitals !== undefined && { vitalsSampleRate: sampleRate(vitals) }),
  };
}

/** A share of page views, from 0 (none) to 1 (all), or why not. */
function sampleRate(value: string): number {
  const rate = Number(value);
  if (!(rate >= 0 && rate <= 1))
    throw new Error(
      `The web vitals sample rate ${JSON.stringify(value)} must be a number from 0 to 1`,
    );
  return rate;
}

/**
 * The measurement a build is made with: settings.yaml, each value
 * overridden by its VITE_* variable. Anything that cannot work fails the
 * build with the reason, rather than load a script the policy blocks.
 */
export function resolveMeasurement(
  settings: MeasurementSettings | undefined,
  env: MeasurementEnv,
): Measurement {
  const pixels: Pixels = {};
  for (const name of PIXEL_NAMES) {
    const id = present(env[PIXEL_ENV[name]], settings?.pixels?.[name]);
    if (id === undefined) continue;
    const { pattern, example } = PIXEL_IDS[name];
    if (!pattern.test(id))
      throw new Error(
        `The ${name} pixel id ${JSON.stringify(id)} does not look like one (e.g. ${example})`,
      );
    pixels[name] = id;
  }
  const analytics = resolveAnalytics(settings?.analytics, env);
  return analytics ? { analytics, pixels } : { pixels };
}

export function hasPixels(measurement: Measurement): boolean {
  return PIXEL_NAMES.some((name) => measurement.pixels[name] !== undefined);
}

/** The CSP sources measurement needs, by directive. */
export type PolicySources = {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
};

/**
 * Where each pixel's script comes from and sends to, as its network
 * documents for a Content-Security-Policy.
 */
export const PIXEL_SOURCES: Readonly<Record<PixelName, PolicySources>> = {
  ga4: {
    script: ["https://*.googletagmanager.com"],
    connect: [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  },
  meta: {
    script: ["https://connect.facebook.net"],
    connect: ["https://connect.facebook.net", "https://www.facebook.com"],
    img: ["https://www.facebook.com"],
  },
  tiktok: {
    script: ["https://analytics.tiktok.com"],
    connect: ["https://analytics.tiktok.com"],
    img: ["https://analytics.tiktok.com"],
  },
};

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
}): BuyNowProps {
  const { utm_source, utm_campaign } = readArrival(click.search, "clickid");
  return {
    placement: click.placement,
    colour: click.colour,
    currency: click.currency,
    ...(utm_source && { utm_source }),
    ...(utm_campaign && { utm_campaign }),
  };
}
