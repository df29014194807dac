import type { BrowserContext, Page } from "@playwright/test";
import { CONSENT_COOKIE } from "../../src/lib/consent-cookie";
import { ANALYTICS_ORIGIN, OPERATOR_PORT, PIXEL_IDS } from "./operator-build";
import {
  describeWithoutJavaScript,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  openDialogWithKeyboard,
  test,
  type AnalyticsEvent,
} from "./fixtures";
import { chrome, copy, entry, product, settings } from "./store";
import { escapeRegExp } from "../../src/lib/regexp";
import { countryRules, currencyForCountry } from "../../src/lib/currency-rules";

const [firstColour, secondColour] = product.colours;
/** The colour picker, whose name is its label and the colour chosen. */
const colourGroup = new RegExp(escapeRegExp(copy.product.colourLabel));

/** The country the mocked geo-IP service places the visitor in. */
const VISITOR_COUNTRY = "US";
test.use({ geoIp: { country_code: VISITOR_COUNTRY } });
/** The currency the store shows that visitor (currencies.yaml). */
const CURRENCY = currencyForCountry(
  VISITOR_COUNTRY,
  countryRules(entry("currencies")),
);
/** The geo-IP service the store asks (settings.yaml's geoIpUrl). */
const GEO_IP = new URL(settings.geoIpUrl);

/** Each pixel's script, as the consent script requests it once allowed. */
const PIXEL_SCRIPTS = [
  `https://www.googletagmanager.com/gtag/js?id=${PIXEL_IDS.ga4}`,
  "https://connect.facebook.net/en_US/fbevents.js",
  `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${PIXEL_IDS.tiktok}&lib=ttq`,
].sort();

const isPixel = (url: string) => !url.startsWith(ANALYTICS_ORIGIN);

/** The page's Content-Security-Policy as directive → sources. */
async function policyOf(page: Page, path: string) {
  const response = await page.request.get(path);
  const policy = response.headers()["content-security-policy"] ?? "";
  return new Map(
    policy.split(/;\s*/).map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

/** A directive's sources other than the page itself and its script hashes. */
const otherSources = (policy: Map<string, string[]>, directive: string) =>
  (policy.get(directive) ?? []).filter(
    (source) => source !== "'self'" && !source.startsWith("'sha256-"),
  );

/** Clicks a BUY NOW link, which opens the partner's page in a new tab, and closes that tab. */
async function clickBuyNow(
  page: Page,
  context: BrowserContext,
  placement: "main" | "sticky",
) {
  const partnerTab = context.waitForEvent("page");
  await page.locator(`a[data-partner-link="${placement}"]`).click();
  await (await partnerTab).close();
}

test.describe("with analytics and pixels configured", () => {
  test.use({ baseURL: `http://localhost:${OPERATOR_PORT}` });

  const banner = (page: Page) =>
    page.getByRole("dialog", { name: chrome.consent.banner.title });

  const buyNowEvents = (events: AnalyticsEvent[]) =>
    events.filter((event) => event.n === "BuyNow").map((event) => event.p);

  /** Waits until the BuyNow events received are `expected`. */
  const expectBuyNowEvents = (
    measurement: { events: AnalyticsEvent[] },
    expected: unknown[],
  ) => expect.poll(() => buyNowEvents(measurement.events)).toEqual(expected);

  test("the policy adds the analytics and pixel hosts and nothing else", async ({
    page,
  }) => {
    const policy = await policyOf(page, "/");
    const others = (directive: string) => otherSources(policy, directive);
    expect(others("script-src")).toEqual([
      ANALYTICS_ORIGIN,
      "https://*.googletagmanager.com",
      "https://connect.facebook.net",
      "https://analytics.tiktok.com",
    ]);
    expect(others("connect-src")).toEqual(
      expect.arrayContaining([GEO_IP.origin, ANALYTICS_ORIGIN]),
    );
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  test("counts one BuyNow event per click, with placement, colour, currency and campaign", async ({
    page,
    context,
    measurement,
  }) => {
    await gotoHydrated(page, "/?utm_source=x&utm_campaign=spring&gclid=y");
    // Counting needs no consent: the visitor turns every cookie down.
    await banner(page)
      .getByRole("button", { name: chrome.consent.banner.rejectAll })
      .click();
    await expect
      .poll(() => measurement.events.map((event) => event.n))
      .toContain("pageview");

    const picker = page.getByRole("group", { name: colourGroup });
    await picker.locator("label", { hasText: secondColour!.name }).click();
    await clickBuyNow(page, context, "main");

    const first = {
      placement: "main",
      colour: secondColour!.value,
      currency: CURRENCY,
      utm_source: "x",
      utm_campaign: "spring",
    };
    await expectBuyNowEvents(measurement, [first]);

    await clickBuyNow(page, context, "main");
    await expectBuyNowEvents(measurement, [first, first]);
    // Nothing arrives late: still one event per click.
    await page.waitForTimeout(500);
    expect(buyNowEvents(measurement.events)).toHaveLength(2);
  });

  test(
    "counts the sticky bar's BUY NOW as sticky",
    { tag: "@phone" },
    async ({ page, context, measurement }) => {
      await gotoHydrated(page, "/");
      await banner(page)
        .getByRole("button", { name: chrome.consent.banner.rejectAll })
        .click();
      await page
        .getByRole("heading", { name: copy.reviews.heading })
        .scrollIntoViewIfNeeded();
      await expect(page.locator('a[data-partner-link="sticky"]')).toBeVisible();
      await clickBuyNow(page, context, "sticky");
      await expectBuyNowEvents(measurement, [
        {
          placement: "sticky",
          colour: firstColour!.value,
          currency: CURRENCY,
        },
      ]);
    },
  );

  test("sends the page's Core Web Vitals as WebVitals events, once each, when the page is hidden", async ({
    page,
    measurement,
  }) => {
    // A classic script's load event fires once it has run: from then on the
    // vitals code listens for the tap and for the page being hidden.
    await page.addInitScript(() => {
      document.addEventListener(
        "load",
        (event) => {
          const { dataset } = document.documentElement;
          const { src } = event.target as HTMLScriptElement;
          if (dataset.vitals && src?.endsWith(dataset.vitals))
            dataset.vitalsRan = "";
        },
        true,
      );
    });
    await gotoHydrated(page, "/about");
    await expect
      .poll(() => measurement.events.map((event) => event.n))
      .toContain("pageview");
    await expect(page.locator("html[data-vitals-ran]")).toHaveCount(1);
    // A tap finalises LCP; hiding the page sends what is final by then.
    await page.getByRole("button", { name: chrome.banner.nextLabel }).click();
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", {
        value: "hidden",
        configurable: true,
      });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const vitals = () =>
      measurement.events
        .filter((event) => event.n === "WebVitals")
        .map((event) => event.p as Record<string, string>);
    await expect
      .poll(() =>
        vitals()
          .map((props) => props.metric)
          .sort(),
      )
      .toEqual(expect.arrayContaining(["CLS", "LCP"]));
    for (const props of vitals()) {
      expect(props.path).toBe("/about");
      expect(props.rating).toMatch(/^(good|needs-improvement|poor)$/);
      expect(props.value).toMatch(/^\d+(\.\d+)?$/);
    }
    // Once each.
    const metrics = vitals().map((props) => props.metric);
    expect(new Set(metrics).size).toBe(metrics.length);
  });

  test("counts a click made before the analytics script has arrived", async ({
    page,
    context,
    measurement,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_astro/analytics-script-*.js", async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    // Not until `load`: the scripts start after first paint, and a held one
    // that started before `load` would hold `load` too.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await banner(page)
      .getByRole("button", { name: chrome.consent.banner.rejectAll })
      .click();
    await clickBuyNow(page, context, "main");
    await page.waitForTimeout(300);
    expect(measurement.events).toEqual([]);

    release();
    await expectBuyNowEvents(measurement, [
      { placement: "main", colour: firstColour!.value, currency: CURRENCY },
    ]);
  });

  test("requests no pixel before consent, and each pixel once after Accept all", async ({
    page,
    context,
    measurement,
  }) => {
    const pixelRequests = () => measurement.requests.filter(isPixel).sort();
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(
      banner(page).getByRole("button", {
        name: chrome.consent.banner.rejectAll,
      }),
    ).toBeVisible();
    expect(pixelRequests()).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await expectNoAxeViolations(page);

    await banner(page)
      .getByRole("button", { name: chrome.consent.banner.acceptAll })
      .click();
    await expect.poll(pixelRequests).toEqual(PIXEL_SCRIPTS);
    // Consent Mode v2: denied by default, then granted by the choice.
    const consent = await page.evaluate(() =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((command) => command[0] === "consent"),
    );
    expect(consent).toEqual([
      [
        "consent",
        "default",
        expect.objectContaining({
          ad_storage: "denied",
          analytics_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
        }),
      ],
      [
        "consent",
        "update",
        expect.objectContaining({
          ad_storage: "granted",
          analytics_storage: "granted",
        }),
      ],
    ]);
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([
      CONSENT_COOKIE,
    ]);

    // The choice is remembered: no banner, and the pixels load again.
    await page.reload();
    await expect.poll(pixelRequests).toHaveLength(PIXEL_SCRIPTS.length * 2);
    await expect(banner(page)).toBeHidden();
  });

  test("works from the keyboard: Reject all loads nothing; Cookie settings in the footer changes the choice later", async ({
    page,
    measurement,
  }) => {
    const pixelRequests = () => measurement.requests.filter(isPixel);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    // The banner takes focus twice: 100 ms after it shows, and again when its
    // fade-in ends. Tab only after both, or the second pulls focus back.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const banner = document.querySelector("#cc-main .cm");
          return (
            banner?.contains(document.activeElement) === true &&
            banner.getAnimations({ subtree: true }).length === 0
          );
        }),
      )
      .toBe(true);
    await page.keyboard.press("Tab");
    await expect(
      banner(page).getByRole("button", {
        name: chrome.consent.banner.acceptAll,
      }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    const reject = banner(page).getByRole("button", {
      name: chrome.consent.banner.rejectAll,
    });
    await expect(reject).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(300);
    expect(pixelRequests()).toEqual([]);

    const preferences = await openDialogWithKeyboard(
      page.getByRole("contentinfo").getByRole("button", {
        name: chrome.consent.footerLink,
      }),
      chrome.consent.preferences.title,
    );
    await expect(
      preferences.getByRole("button", {
        name: chrome.consent.preferences.save,
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await preferences
      .getByRole("button", { name: chrome.consent.preferences.acceptAll })
      .click();
    await expect.poll(() => pixelRequests().length).toBe(PIXEL_SCRIPTS.length);
  });

  describeWithoutJavaScript(() => {
    test("sends nothing to analytics or pixels, and hides Cookie settings", async ({
      page,
      measurement,
    }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(
        page.getByRole("button", { name: chrome.consent.footerLink }),
      ).toBeHidden();
      expect(measurement.requests).toEqual([]);
    });
  });
});

test.describe("with nothing configured", () => {
  test("makes no third-party request, shows no banner and no Cookie settings", async ({
    page,
    measurement,
  }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== "localhost") outside.push(hostname);
    });
    await gotoHydrated(page, "/?utm_source=x&gclid=y");
    await expect(page.locator("html")).toHaveAttribute(
      "data-currency",
      CURRENCY,
    );
    await page.goto("/about?utm_source=x");
    await expect(page.locator("html")).toHaveAttribute(
      "data-currency",
      CURRENCY,
    );

    // Only the specification's geo-IP lookup, once, before the currency is stored.
    expect(outside).toEqual([GEO_IP.hostname]);
    expect(measurement.requests).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute(
      "data-analytics",
      /./,
    );
    await expect(page.locator("html")).not.toHaveAttribute("data-consent", /./);
    await expect(page.locator("html")).not.toHaveAttribute("data-vitals", /./);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: chrome.consent.footerLink }),
    ).toHaveCount(0);
  });

  test("keeps a policy that names no site but the geo-IP service", async ({
    page,
  }) => {
    const policy = await policyOf(page, "/");
    const others = (directive: string) => otherSources(policy, directive);
    expect(others("script-src")).toEqual([]);
    expect(others("connect-src")).toEqual([GEO_IP.origin]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  });
});
