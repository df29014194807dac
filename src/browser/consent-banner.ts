/**
 * Pixels that set cookies (each ad platform's, src/ledger/platforms/<name>/pixel.ts),
 * each loaded only after the visitor agrees. The banner and its
 * preferences are vanilla-cookieconsent's: a dialog that holds focus, works
 * from the keyboard, and offers "Reject all" as plainly as "Accept all".
 * Google's Consent Mode v2 starts denied and is granted only by the
 * visitor's choice. Until then no pixel's script is requested and nothing
 * but the choice itself is stored.
 *
 * Started by consent-script.ts on a store with a pixel configured; the
 * footer's "Cookie settings" button (data-cc) opens the preferences again.
 */
import * as CookieConsent from "vanilla-cookieconsent";
import { CONSENT_COOKIE } from "@/lib/consent-cookie";
import { checkoutEvents, type Pixels } from "@/lib/measurement";
import {
  PIXEL_NAMES,
  PIXELS,
  consentSignals,
  type Accepted,
  type AnyPixel,
  type PixelName,
} from "@/ledger/pixels";
import { clickProps } from "./buy-now";
import { buyNowLink } from "./buy-now-link";
import type { MeasurementData } from "@/lib/data-files";

export { consentSignals };

type Category = keyof Accepted;

const pixelOf = (name: PixelName): AnyPixel => PIXELS[name];

/**
 * The consent categories a set of pixels, and forwarding sales, need: a
 * pixel's own category (GA4's analytics; Meta's, TikTok's and GA4's
 * advertising signals under marketing), and marketing for a sale's click
 * ids reported to the ad platforms (src/ledger/).
 */
export function categoriesFor(pixels: Pixels, forwardsSales = false) {
  const wants = (category: Category) =>
    PIXEL_NAMES.some(
      (name) =>
        pixels[name] !== undefined && pixelOf(name).category === category,
    );
  return {
    analytics: wants("analytics"),
    marketing: wants("marketing") || forwardsSales,
  };
}

/** Each BUY NOW click, to the pixels that were allowed to load. */
function reportClicks(
  loaded: Set<PixelName>,
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
    for (const name of PIXEL_NAMES)
      if (loaded.has(name)) pixelOf(name).checkout.send(events[name]);
  };
  document.addEventListener("click", report);
  document.addEventListener("auxclick", report);
}

/** The cookies a category's pixels set, cleared when it is turned off. */
const cookiesOf = (category: Category) =>
  PIXEL_NAMES.filter((name) => pixelOf(name).category === category).flatMap(
    (name) => pixelOf(name).cookies.map((cookie) => ({ name: cookie })),
  );

/** Shows the banner when no choice is stored, and loads what was accepted. */
export async function startConsent(data: MeasurementData): Promise<void> {
  const { pixels, consent } = data;
  const wanted = categoriesFor(pixels, data.forwardsSales);
  const loaded = new Set<PixelName>();
  let reported = false;

  const apply = () => {
    const accepted = {
      analytics: CookieConsent.acceptedCategory("analytics"),
      marketing: CookieConsent.acceptedCategory("marketing"),
    };
    for (const name of PIXEL_NAMES) {
      const pixel = pixelOf(name);
      const id = pixels[name];
      if (loaded.has(name)) pixel.update?.(accepted);
      else if (id && accepted[pixel.category]) {
        pixel.load(id, accepted);
        loaded.add(name);
      }
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
          autoClear: { cookies: cookiesOf("analytics"), reloadPage: true },
        },
      }),
      ...(wanted.marketing && {
        marketing: {
          autoClear: { cookies: cookiesOf("marketing"), reloadPage: true },
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
