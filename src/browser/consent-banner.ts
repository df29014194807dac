/**
 * Pixels that set cookies (GA4, Meta, TikTok), each loaded only after the
 * visitor agrees. The banner and its preferences are vanilla-cookieconsent's:
 * a dialog that holds focus, works from the keyboard, and offers "Reject
 * all" as plainly as "Accept all". Google's Consent Mode v2 starts denied
 * and is granted only by the visitor's choice. Until then no pixel's script
 * is requested and nothing but the choice itself is stored.
 *
 * Started by consent-script.ts on a store with a pixel configured; the
 * footer's "Cookie settings" button (data-cc) opens the preferences again.
 */
import * as CookieConsent from "vanilla-cookieconsent";
import { CONSENT_COOKIE } from "@/lib/consent-cookie";
import { checkoutEvents, type Pixels } from "@/lib/measurement";
import { clickProps } from "./buy-now";
import { buyNowLink } from "./buy-now-link";
import type { MeasurementData } from "@/lib/data-files";

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Queue;
    _fbq?: Queue;
    ttq?: unknown[] & Record<string, unknown>;
    TiktokAnalyticsObject?: string;
  }
}

/** The consent categories a set of pixels, and forwarding sales, need. */
export function categoriesFor(pixels: Pixels, forwardsSales = false) {
  return {
    /** GA4 itself: visits and pages. */
    analytics: pixels.ga4 !== undefined,
    /**
     * Meta's and TikTok's pixels, GA4's advertising signals, and a sale's
     * click ids reported to the ad platforms (src/ledger/).
     */
    marketing:
      pixels.meta !== undefined || pixels.tiktok !== undefined || forwardsSales,
  };
}

/** Google's Consent Mode v2 signals for the categories a visitor accepted. */
export function consentSignals(accepted: {
  analytics: boolean;
  marketing: boolean;
}) {
  const state = (on: boolean) => (on ? "granted" : "denied");
  return {
    analytics_storage: state(accepted.analytics),
    ad_storage: state(accepted.marketing),
    ad_user_data: state(accepted.marketing),
    ad_personalization: state(accepted.marketing),
  };
}

function addScript(src: string) {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/** GA4 through gtag.js, Consent Mode v2 set before it loads. */
function loadGa4(id: string, marketing: boolean) {
  window.dataLayer ??= [];
  // gtag.js reads each command as an `arguments` object, as Google's snippet pushes it.
  window.gtag ??= function () {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag(
    "consent",
    "default",
    consentSignals({ analytics: false, marketing: false }),
  );
  window.gtag(
    "consent",
    "update",
    consentSignals({ analytics: true, marketing }),
  );
  window.gtag("js", new Date());
  window.gtag("config", id);
  addScript(
    `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  );
}

/** Meta's pixel: its queue, then fbevents.js, which takes the queue over. */
function loadMeta(id: string) {
  if (!window.fbq) {
    const fbq = function (...args: unknown[]) {
      const callMethod = fbq.callMethod as
        ((...a: unknown[]) => void) | undefined;
      if (callMethod) callMethod(...args);
      else (fbq.queue as unknown[]).push(args);
    } as Queue;
    Object.assign(fbq, { push: fbq, loaded: true, version: "2.0", queue: [] });
    window.fbq = window._fbq = fbq;
  }
  window.fbq("init", id);
  window.fbq("track", "PageView");
  addScript("https://connect.facebook.net/en_US/fbevents.js");
}

/** The TikTok pixel's method names, each queued until events.js runs. */
const TIKTOK_METHODS = [
  "page",
  "track",
  "identify",
  "instances",
  "debug",
  "on",
  "off",
  "once",
  "ready",
  "alias",
  "group",
  "enableCookie",
  "disableCookie",
  "holdConsent",
  "revokeConsent",
  "grantConsent",
];

/** TikTok's pixel: a queue that names each call, then events.js for the id. */
function loadTiktok(id: string) {
  const url = "https://analytics.tiktok.com/i18n/pixel/events.js";
  window.TiktokAnalyticsObject = "ttq";
  const ttq: unknown[] & Record<string, unknown> = (window.ttq ??=
    Object.assign([], {} as Record<string, unknown>));
  for (const method of TIKTOK_METHODS)
    ttq[method] ??= (...args: unknown[]) => ttq.push([method, ...args]);
  const byId = (name: string) =>
    ((ttq[name] as Record<string, unknown> | undefined) ??= {}) as Record<
      string,
      unknown
    >;
  byId("_i")[id] = Object.assign([], { _u: url });
  byId("_t")[id] = Date.now();
  byId("_o")[id] = {};
  addScript(`${url}?sdkid=${encodeURIComponent(id)}&lib=ttq`);
  (ttq.page as () => void)();
}

/** Each BUY NOW click, to the pixels that were allowed to load. */
function reportClicks(
  loaded: Set<keyof Pixels>,
  fallbackCurrency: string,
  productId: string,
) {
  const report = (event: MouseEvent) => {
    const link = buyNowLink(event);
    if (!link) return;
    const events = checkoutEvents(
      clickProps(link, document, fallbackCurrency),
      productId,
    );
    if (loaded.has("ga4")) window.gtag?.("event", "begin_checkout", events.ga4);
    if (loaded.has("meta"))
      window.fbq?.("track", "InitiateCheckout", events.meta);
    if (loaded.has("tiktok"))
      (window.ttq?.track as ((...a: unknown[]) => void) | undefined)?.(
        "InitiateCheckout",
        events.tiktok,
      );
  };
  document.addEventListener("click", report);
  document.addEventListener("auxclick", report);
}

/** The cookies each category's pixels set, cleared when it is turned off. */
const COOKIES = {
  analytics: [{ name: /^_ga/ }],
  marketing: [
    { name: /^_fbp$/ },
    { name: /^_fbc$/ },
    { name: /^_ttp$/ },
    { name: /^_tt_/ },
  ],
};

/** Shows the banner when no choice is stored, and loads what was accepted. */
export async function startConsent(data: MeasurementData): Promise<void> {
  const { pixels, consent } = data;
  const wanted = categoriesFor(pixels, data.forwardsSales);
  const loaded = new Set<keyof Pixels>();
  let reported = false;

  const apply = () => {
    const accepted = {
      analytics: CookieConsent.acceptedCategory("analytics"),
      marketing: CookieConsent.acceptedCategory("marketing"),
    };
    if (loaded.has("ga4"))
      window.gtag?.("consent", "update", consentSignals(accepted));
    else if (pixels.ga4 && accepted.analytics) {
      loadGa4(pixels.ga4, accepted.marketing);
      loaded.add("ga4");
    }
    if (pixels.meta && accepted.marketing && !loaded.has("meta")) {
      loadMeta(pixels.meta);
      loaded.add("meta");
    }
    if (pixels.tiktok && accepted.marketing && !loaded.has("tiktok")) {
      loadTiktok(pixels.tiktok);
      loaded.add("tiktok");
    }
    if (loaded.size > 0 && !reported) {
      reportClicks(loaded, data.fallbackCurrency, data.productId);
      reported = true;
    }
  };

  const stylesheet = document.createElement("link");
  stylesheet.rel = "stylesheet";
  stylesheet.href = consent.stylesheet;
  document.head.append(stylesheet);

  const { banner, preferences } = consent;
  const marketing = {
    title: preferences.marketing.title,
    description: data.forwardsSales
      ? `${preferences.marketing.description} ${preferences.marketing.sales}`
      : preferences.marketing.description,
  };
  const texts = { analytics: preferences.analytics, marketing };
  const section = (name: "analytics" | "marketing"): CookieConsent.Section[] =>
    wanted[name] ? [{ ...texts[name], linkedCategory: name }] : [];

  await CookieConsent.run({
    // The same for every visitor, crawlers and test browsers included.
    hideFromBots: false,
    disablePageInteraction: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: 182 },
    guiOptions: {
      consentModal: {
        layout: "box",
        position: "bottom left",
        equalWeightButtons: true,
      },
      preferencesModal: { layout: "box", equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      ...(wanted.analytics && {
        analytics: {
          autoClear: { cookies: COOKIES.analytics, reloadPage: true },
        },
      }),
      ...(wanted.marketing && {
        marketing: {
          autoClear: { cookies: COOKIES.marketing, reloadPage: true },
        },
      }),
    },
    language: {
      default: "en",
      translations: {
        en: {
          consentModal: {
            title: banner.title,
            description: banner.description,
            acceptAllBtn: banner.acceptAll,
            acceptNecessaryBtn: banner.rejectAll,
            showPreferencesBtn: banner.showPreferences,
          },
          preferencesModal: {
            title: preferences.title,
            acceptAllBtn: preferences.acceptAll,
            acceptNecessaryBtn: preferences.rejectAll,
            savePreferencesBtn: preferences.save,
            closeIconLabel: preferences.close,
            sections: [
              { description: preferences.intro },
              {
                ...preferences.necessary,
                linkedCategory: "necessary",
              },
              ...section("analytics"),
              ...section("marketing"),
            ],
          },
        },
      },
    },
    onConsent: apply,
    onChange: apply,
  });
}
