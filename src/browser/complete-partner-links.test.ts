import { afterEach, describe, expect, it, vi } from "vitest";
import { PRESETS, rulesToJson } from "@/lib/attribution";
import type { PartnerLinkData } from "@/lib/data-files";
import { attribute } from "./complete-partner-links";

const DEFAULT_LINK =
  "https://partner.test/offer?offer_id=OF-1&aff_id=shop&product=Travel+Backpack";

const data: PartnerLinkData = {
  link: {
    template:
      "https://partner.test/offer?offer_id={offer_id}&aff_id={aff_id}&product={product}&tid={click_id}&src={utm_source}",
    preset: "default",
    clickIdParam: "clickid",
    offerId: "OF-1",
    affiliateId: "shop",
  },
  rules: rulesToJson(PRESETS.default.rules),
  product: "Travel Backpack",
  ledger: false,
  carry: [],
};

/** A page of the store at `address`, with BUY NOW, the sticky bar's and other links. */
function page(address: string) {
  window.history.replaceState(null, "", address);
  document.body.innerHTML = `
    <a data-partner-link href="${DEFAULT_LINK}">BUY NOW</a>
    <a data-partner-link href="${DEFAULT_LINK}">BUY NOW</a>
    <a href="/">Home</a>
    <a href="/about?utm_source=mine">About</a>
    <a href="#reviews">Reviews</a>
    <a href="https://elsewhere.test/">Elsewhere</a>`;
  const href = (text: string) =>
    [...document.querySelectorAll("a")]
      .filter((link) => link.textContent === text)
      .map((link) => link.getAttribute("href"));
  return { href };
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.body.replaceChildren();
});

describe("attribute", () => {
  it("carries the whole landing query to the ledger's redirect, a native network's click id alone too, but not a variant or currency of its own", async () => {
    const { href } = page("/?tblci=GiD-x1&variant=forged&currency=XXX");
    await attribute(document, async () => ({ ...data, ledger: true }));
    expect(href("BUY NOW")).toEqual(["/go?tblci=GiD-x1", "/go?tblci=GiD-x1"]);
  });

  it("carries the ledger's other click ids to the store's pages, and nothing it does not read", async () => {
    const { href } = page("/?tblci=GiD-x1&utm_source=taboola&other=1");
    await attribute(document, async () => ({
      ...data,
      ledger: true,
      carry: ["tblci", "mgclid"],
    }));
    expect(href("Home")).toEqual([
      "http://localhost:3000/?utm_source=taboola&tblci=GiD-x1",
    ]);
    expect(href("About")).toEqual([
      "http://localhost:3000/about?utm_source=mine&tblci=GiD-x1",
    ]);
  });

  it("points BUY NOW at the sales ledger's redirect with the arrival, variant and currency when the ledger is on", async () => {
    const { href } = page("/?utm_campaign=spring&fbclid=IwAR-x_Y&gclid=g1");
    document.documentElement.dataset.variant = "get-yours";
    document.documentElement.dataset.currency = "EUR";
    await attribute(document, async () => ({ ...data, ledger: true }));
    delete document.documentElement.dataset.variant;
    delete document.documentElement.dataset.currency;
    const go =
      "/go?utm_campaign=spring&fbclid=IwAR-x_Y&gclid=g1&currency=EUR&variant=get-yours";
    expect(href("BUY NOW")).toEqual([go, go]);
    expect(href("Home")).toEqual([
      "http://localhost:3000/?utm_campaign=spring&gclid=g1&fbclid=IwAR-x_Y",
    ]);
  });

  it("completes both BUY NOW links and carries the arrival on the store's links", async () => {
    const { href } = page("/about?utm_source=x&gclid=y&clickid=z&other=1");
    await attribute(document, async () => data);
    const buy = `https://partner.test/offer?offer_id=OF-1&aff_id=shop&product=Travel+Backpack&tid=z&src=x`;
    expect(href("BUY NOW")).toEqual([buy, buy]);
    expect(href("Home")).toEqual([
      "http://localhost:3000/?utm_source=x&gclid=y&clickid=z",
    ]);
    // A parameter the link sets itself stays as it is.
    expect(href("About")).toEqual([
      "http://localhost:3000/about?utm_source=mine&gclid=y&clickid=z",
    ]);
    expect(href("Reviews")).toEqual(["#reviews"]);
    expect(href("Elsewhere")).toEqual(["https://elsewhere.test/"]);
  });

  it("asks for nothing and changes nothing on an address with no query", async () => {
    const { href } = page("/");
    const load = vi.fn(async () => data);
    await attribute(document, load);
    expect(load).not.toHaveBeenCalled();
    expect(href("BUY NOW")).toEqual([DEFAULT_LINK, DEFAULT_LINK]);
    expect(href("Home")).toEqual(["/"]);
  });

  it("leaves every link as it is when the query holds no arrival parameter", async () => {
    const { href } = page("/?color=grey&ref=newsletter");
    await attribute(document, async () => data);
    expect(href("BUY NOW")).toEqual([DEFAULT_LINK, DEFAULT_LINK]);
    expect(href("Home")).toEqual(["/"]);
  });

  it.each([
    '"><script>alert(1)</script>',
    "javascript:alert(1)",
    "a".repeat(10_000),
    "line\r\nbreak",
  ])(
    "keeps BUY NOW on the partner's page with a hostile click id %#",
    async (value) => {
      page(`/?clickid=${encodeURIComponent(value)}`);
      await attribute(document, async () => data);
      for (const link of document.querySelectorAll("a[data-partner-link]")) {
        const url = new URL(link.getAttribute("href") ?? "");
        expect(url.origin + url.pathname).toBe("https://partner.test/offer");
        expect(url.searchParams.get("offer_id")).toBe("OF-1");
        expect(link.getAttribute("href")).not.toMatch(/[<>"\s]/);
      }
    },
  );
});
