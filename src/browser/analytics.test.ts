import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Analytics } from "@/lib/measurement";
import { EVENT_NAME, startAnalytics } from "./analytics";
import { clickProps } from "./buy-now";
import { buyNowLink } from "./buy-now-link";

const PLAUSIBLE: Analytics = {
  provider: "plausible",
  script: "https://plausible.test/js/script.js",
  siteId: "voyapack.com",
};
const UMAMI: Analytics = {
  provider: "umami",
  script: "https://umami.test/script.js",
  siteId: "94db1cb1-74f4-4a40-ad6c-962362670409",
};

/** The product page's BUY NOW links and colour radios, at `address`. */
function productPage(address = "/?utm_source=x&utm_campaign=spring") {
  window.history.replaceState(null, "", address);
  document.head.innerHTML = "";
  document.body.innerHTML = `
    <input type="radio" name="colour" value="black">
    <input type="radio" name="colour" value="grey" checked>
    <a data-partner-link="main" href="https://partner.test/"><span>BUY NOW</span></a>
    <a data-partner-link="sticky" href="https://partner.test/">BUY NOW</a>
    <a href="/about">About</a>`;
  document.documentElement.dataset.currency = "GBP";
}

const link = (placement: string) =>
  document.querySelector(`a[data-partner-link="${placement}"]`)!;

/** The provider script the store added to the page. */
const providerScript = () => document.head.querySelector("script")!;

beforeEach(() => productPage());
afterEach(() => {
  delete window.plausible;
  delete window.umami;
  delete window.storeClicks;
  delete window.storeEvent;
  delete document.documentElement.dataset.currency;
  delete document.documentElement.dataset.vitals;
});

describe("startAnalytics, web vitals", () => {
  const vitalsScript = () =>
    document.head.querySelector('script[src$="/_astro/vitals.js"]');

  it.each([
    [0.1, 0.05, true],
    [0.1, 0.1, false],
    [0, 0, false],
    [undefined, 0, false],
    [1, 0.99, true],
  ])(
    "at a sample rate of %s, a page view drawing %s loads the vitals script: %s",
    (rate, draw, loads) => {
      document.documentElement.dataset.vitals = "/_astro/vitals.js";
      startAnalytics(
        { ...PLAUSIBLE, ...(rate !== undefined && { vitalsSampleRate: rate }) },
        "USD",
        () => draw,
      );
      expect(vitalsScript() !== null).toBe(loads);
    },
  );

  it("loads nothing on a store that names no vitals script", () => {
    startAnalytics({ ...PLAUSIBLE, vitalsSampleRate: 1 }, "USD", () => 0);
    expect(vitalsScript()).toBeNull();
  });

  it("lets the vitals script send its events as the provider takes them", () => {
    startAnalytics(PLAUSIBLE, "USD");
    window.storeEvent?.("WebVitals", { metric: "LCP", value: "1230" });
    expect(window.plausible?.q).toEqual([
      ["WebVitals", { props: { metric: "LCP", value: "1230" } }],
    ]);
  });
});

describe("clickProps", () => {
  it("reads the placement, the checked colour, the shown currency and the campaign", () => {
    expect(clickProps(link("sticky"), document, "USD")).toEqual({
      placement: "sticky",
      colour: "grey",
      currency: "GBP",
      utm_source: "x",
      utm_campaign: "spring",
    });
  });

  it("falls back to the store's currency while none is shown, and to no colour off the product page", () => {
    productPage("/about");
    delete document.documentElement.dataset.currency;
    for (const radio of document.querySelectorAll("input")) radio.remove();
    expect(clickProps(link("main"), document, "USD")).toEqual({
      placement: "main",
      colour: "none",
      currency: "USD",
    });
  });
});

describe("buyNowLink", () => {
  it.each([
    ["a click inside BUY NOW", "a[data-partner-link] span", 0, "main"],
    ["a middle-click", 'a[data-partner-link="sticky"]', 1, "sticky"],
    ["a right-click", 'a[data-partner-link="main"]', 2, undefined],
    ["a click elsewhere", 'a[href="/about"]', 0, undefined],
  ])("finds the link of %s", (_, selector, button, placement) => {
    const event = new MouseEvent("click", { button });
    Object.defineProperty(event, "target", {
      value: document.querySelector(selector),
    });
    expect(buyNowLink(event)?.getAttribute("data-partner-link")).toBe(
      placement,
    );
  });
});

describe("startAnalytics with Plausible", () => {
  it("adds Plausible's script for the site, and queues one BuyNow per click until it runs", () => {
    startAnalytics(PLAUSIBLE, "USD");
    expect(providerScript().src).toBe(PLAUSIBLE.script);
    expect(providerScript().dataset.domain).toBe("voyapack.com");
    expect(providerScript().dataset.api).toBeUndefined();

    window.storeClicks?.push(link("main"));
    window.storeClicks?.push(link("sticky"));
    expect(window.plausible?.q).toEqual([
      [
        EVENT_NAME,
        {
          props: {
            placement: "main",
            colour: "grey",
            currency: "GBP",
            utm_source: "x",
            utm_campaign: "spring",
          },
        },
      ],
      [EVENT_NAME, { props: expect.objectContaining({ placement: "sticky" }) }],
    ]);
  });

  it("counts the clicks the head script noted before it came, once each", () => {
    window.storeClicks = [link("main")];
    startAnalytics(PLAUSIBLE, "USD");
    expect(window.plausible?.q).toHaveLength(1);
    window.storeClicks?.push(link("main"));
    expect(window.plausible?.q).toHaveLength(2);
  });

  it("sends to the configured endpoint", () => {
    startAnalytics(
      { ...PLAUSIBLE, endpoint: "https://stats.example.com" },
      "USD",
    );
    expect(providerScript().dataset.api).toBe(
      "https://stats.example.com/api/event",
    );
    expect(window.plausible?.o).toEqual({
      endpoint: "https://stats.example.com/api/event",
    });
  });

  it("uses Plausible's own function once its script has run", () => {
    startAnalytics(PLAUSIBLE, "USD");
    const plausible = vi.fn();
    window.plausible = plausible;
    window.storeClicks?.push(link("main"));
    expect(plausible).toHaveBeenCalledOnce();
    expect(plausible).toHaveBeenCalledWith(EVENT_NAME, {
      props: expect.objectContaining({ placement: "main" }),
    });
  });
});

describe("startAnalytics with Umami", () => {
  it("holds clicks until Umami's script has loaded, then sends each once", () => {
    startAnalytics({ ...UMAMI, endpoint: "https://stats.example.com" }, "USD");
    expect(providerScript().dataset.websiteId).toBe(UMAMI.siteId);
    expect(providerScript().dataset.hostUrl).toBe("https://stats.example.com");

    window.storeClicks?.push(link("main"));
    const track = vi.fn();
    window.umami = { track };
    expect(track).not.toHaveBeenCalled();
    providerScript().dispatchEvent(new Event("load"));
    expect(track).toHaveBeenCalledOnce();
    expect(track).toHaveBeenCalledWith(
      EVENT_NAME,
      expect.objectContaining({ placement: "main", currency: "GBP" }),
    );

    window.storeClicks?.push(link("sticky"));
    expect(track).toHaveBeenCalledTimes(2);
    expect(track).toHaveBeenLastCalledWith(
      EVENT_NAME,
      expect.objectContaining({ placement: "sticky" }),
    );
  });
});
