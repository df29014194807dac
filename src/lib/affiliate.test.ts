import { describe, expect, it } from "vitest";
import { affiliateUrl } from "./affiliate";

describe("affiliateUrl", () => {
  it("puts the offer id, affiliate id and product name in the query", () => {
    const url = new URL(
      affiliateUrl(
        {
          baseUrl: "https://partner.test/offer",
          offerId: "OF-1",
          affiliateId: "aff 7",
        },
        "Travel Backpack",
      ),
    );
    expect(url.origin + url.pathname).toBe("https://partner.test/offer");
    expect(url.searchParams.get("offer_id")).toBe("OF-1");
    expect(url.searchParams.get("aff_id")).toBe("aff 7");
    expect(url.searchParams.get("product")).toBe("Travel Backpack");
  });

  it("encodes hostile characters instead of letting them break the address", () => {
    const href = affiliateUrl(
      {
        baseUrl: "https://partner.test/offer",
        offerId: "a&b=c",
        affiliateId: "#x",
      },
      'Bag "60L" <script>',
    );
    const url = new URL(href);
    expect(url.hash).toBe("");
    expect(url.searchParams.get("offer_id")).toBe("a&b=c");
    expect(url.searchParams.get("aff_id")).toBe("#x");
    expect(url.searchParams.get("product")).toBe('Bag "60L" <script>');
    expect(href).not.toContain("<");
  });

  it("keeps parameters the base address already has", () => {
    const url = new URL(
      affiliateUrl(
        {
          baseUrl: "https://partner.test/o?src=store",
          offerId: "1",
          affiliateId: "2",
        },
        "X",
      ),
    );
    expect(url.searchParams.get("src")).toBe("store");
    expect(url.searchParams.get("offer_id")).toBe("1");
  });
});
