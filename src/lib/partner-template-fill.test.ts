// partner-template.ts: filling a template into BUY NOW's partner link.
import { describe, expect, it } from "vitest";
import { defaultTemplate } from "./config";
import { PRESETS } from "./networks";
import {
  buildPartnerLink,
  type ParamRules,
  type PartnerFields,
} from "./partner-template";

const PRODUCT = "Vacuum Compression Travel Backpack";

const NO_FIELDS: PartnerFields = {
  offer_id: "",
  aff_id: "",
  product: "",
  variant: "",
  click_key: "",
};

/**
 * The click ids BUY NOW's {click_id} takes, the one to use first: the
 * tracker's own, then Google's, Meta's, TikTok's and Microsoft's. Written
 * out here, not read from link-names.ts, so that reordering it there fails.
 */
const CLICK_ID_PRECEDENCE =
  "clickid gclid gbraid wbraid fbclid ttclid msclkid".split(" ");

describe("buildPartnerLink", () => {
  it.each([
    [
      "partner.example.com/offer",
      'Partner link template "partner.example.com/offer" is not an absolute URL',
    ],
    [
      "ftp://x.test/o",
      'Partner link template "ftp://x.test/o" uses ftp: where https: is needed',
    ],
    [
      "https://x.test/o?tid={tid}",
      'Partner link template "https://x.test/o?tid={tid}" has the unknown token(s) {tid}',
    ],
  ])("throws an error naming the unusable template %j", (template, message) => {
    expect(() => buildPartnerLink(template, NO_FIELDS, {})).toThrow(message);
  });

  it("builds an http template, which only validateTemplate reports", () => {
    expect(
      buildPartnerLink("http://x.test/o?s={gclid}", NO_FIELDS, { gclid: "g" }),
    ).toBe("http://x.test/o?s=g");
  });

  /**
   * Spec §1's link, built the plain way: the offer page with the three ids set
   * in its query by URLSearchParams (the store's link before templates).
   */
  function affiliateUrl(
    {
      baseUrl,
      offerId,
      affiliateId,
    }: { baseUrl: string; offerId: string; affiliateId: string },
    product: string,
  ): string {
    const url = new URL(baseUrl);
    url.searchParams.set("offer_id", offerId);
    url.searchParams.set("aff_id", affiliateId);
    url.searchParams.set("product", product);
    return url.href;
  }

  describe("with the default template, equals the spec's link", () => {
    it.each([
      [
        "https://partner.example.com/offer",
        "VOYA-36L",
        "voyapack-store",
        PRODUCT,
      ],
      ["https://partner.test/offer", "OF-1", "aff 7", "Travel Backpack"],
      ["https://partner.test/offer", "a&b=c", "#x", 'Bag "60L" <script>'],
      ["https://partner.test/offer", "1", "2", "Sac à dos 36L ✓ {click_id}"],
      ["https://partner.test/o?src=store&x=a%20b", "1", "2", "X"],
      ["https://partner.test/o/?", "1", "2", "X"],
    ])("%s", (baseUrl, offerId, affiliateId, product) => {
      const template = defaultTemplate(baseUrl);
      const fields = {
        offer_id: offerId,
        aff_id: affiliateId,
        product,
        variant: "",
        click_key: "",
      };
      const expected = affiliateUrl({ baseUrl, offerId, affiliateId }, product);
      expect(buildPartnerLink(template, fields, {})).toBe(expected);
      expect(
        buildPartnerLink(template, fields, { gclid: "g", clickid: "c" }),
      ).toBe(expected);
    });

    it("is the default preset's template", () => {
      expect(
        buildPartnerLink(
          PRESETS.default.template,
          {
            offer_id: "VOYA-36L",
            aff_id: "voyapack-store",
            product: PRODUCT,
            variant: "",
            click_key: "",
          },
          {},
        ),
      ).toBe(
        affiliateUrl(
          {
            baseUrl: "https://partner.example.com/offer",
            offerId: "VOYA-36L",
            affiliateId: "voyapack-store",
          },
          PRODUCT,
        ),
      );
    });
  });

  it.each([
    ["https://x.test/o?tid={click_id}", {}, "https://x.test/o"],
    [
      "https://x.test/o?keep=1&tid={click_id}&also=2",
      {},
      "https://x.test/o?keep=1&also=2",
    ],
    [
      "https://x.test/o?fixed=a%20b&tid={gclid}",
      { gclid: "g" },
      "https://x.test/o?fixed=a+b&tid=g",
    ],
    ["https://x.test/o?ref=web-{utm_source}", {}, "https://x.test/o?ref=web-"],
    [
      "https://x.test/o?ref=web-{utm_source}",
      { utm_source: "fb" },
      "https://x.test/o?ref=web-fb",
    ],
    ["https://x.test/o?pair={utm_source}{utm_medium}", {}, "https://x.test/o"],
    [
      "https://x.test/o?pair={utm_source}.{utm_medium}",
      { utm_source: "fb", utm_medium: "cpc" },
      "https://x.test/o?pair=fb.cpc",
    ],
    [
      "https://x.test/o?a=%7Bclick_id%7D",
      { gclid: "g" },
      "https://x.test/o?a=g",
    ],
    [
      "https://x.test/o?s={utm_source}&s={utm_medium}",
      { utm_medium: "cpc" },
      "https://x.test/o?s=cpc",
    ],
    [
      "https://x.test/o?tid={gclid}#top",
      { gclid: "g" },
      "https://x.test/o?tid=g#top",
    ],
    [
      "https://x.test/o?c={clickid}",
      { clickid: " k\u0000 " },
      "https://x.test/o?c=k",
    ],
    ["https://x.test/r/{utm_campaign}", {}, "https://x.test/r"],
    ["https://x.test/r/{utm_campaign}/", {}, "https://x.test/r/"],
    [
      "https://x.test/r/{utm_campaign}/o",
      { utm_campaign: "a/b?c#d é" },
      "https://x.test/r/a%2Fb%3Fc%23d%20%C3%A9/o",
    ],
    [
      "https://x.test/r/{utm_campaign}/o",
      { utm_campaign: ".." },
      "https://x.test/r/o",
    ],
    [
      "https://x.test/r/{utm_campaign}/o",
      { utm_campaign: "." },
      "https://x.test/r/o",
    ],
    [
      "https://x.test/r/x{utm_campaign}/o",
      { utm_campaign: ".." },
      "https://x.test/r/x../o",
    ],
  ] as const)("fills %s with %j as %s", (template, arrival, expected) => {
    expect(buildPartnerLink(template, NO_FIELDS, arrival)).toBe(expected);
  });

  it("fills {variant} with the page's split-test variant, and drops its slot without one", () => {
    const template = "https://x.test/o?sub1={click_id}&sub4={variant}";
    expect(
      buildPartnerLink(
        template,
        { ...NO_FIELDS, variant: "short-cta" },
        {
          gclid: "g",
        },
      ),
    ).toBe("https://x.test/o?sub1=g&sub4=short-cta");
    expect(buildPartnerLink(template, NO_FIELDS, { gclid: "g" })).toBe(
      "https://x.test/o?sub1=g",
    );
  });

  it("fills fields in path segments and query values, without reading tokens in them", () => {
    expect(
      buildPartnerLink(
        "https://x.test/click-{aff_id}-{offer_id}/{product}?p={product}",
        {
          offer_id: "O 1",
          aff_id: "A/2",
          product: "{click_id} & more",
          variant: "b",
          click_key: "",
        },
        { gclid: "g" },
      ),
    ).toBe(
      "https://x.test/click-A%2F2-O%201/%7Bclick_id%7D%20%26%20more?p=%7Bclick_id%7D+%26+more",
    );
  });

  it.each<[Parameters<typeof buildPartnerLink>[2], string]>([
    // Each id wins over every id after it in this list.
    ...CLICK_ID_PRECEDENCE.map((winner, index) => {
      const arrival = Object.fromEntries(
        CLICK_ID_PRECEDENCE.slice(index).map((name) => [name, `${name}-1`]),
      );
      return [arrival, `${winner}-1`] satisfies [object, string];
    }),
    [{ msclkid: "m", utm_source: "fb" }, "m"],
    [{ clickid: " ", gclid: "g" }, "g"],
  ])("{click_id} of %j is %j", (arrival, expected) => {
    expect(
      buildPartnerLink("https://x.test/?id={click_id}", NO_FIELDS, arrival),
    ).toBe(`https://x.test/?id=${expected}`);
  });

  it.each([
    [
      { s: { maxLength: 5, allowed: /[a-z]/ } },
      "abcdefgh",
      "https://x.test/?s=abcde&t=abcdefgh",
    ],
    [
      { s: { maxLength: 5, allowed: /[a-z]/ } },
      "a-b c_d",
      "https://x.test/?s=abcd&t=a-b+c_d",
    ],
    [{ s: { maxLength: 5, allowed: /[a-z]/ } }, "ABC", "https://x.test/?t=ABC"],
    [
      { s: { maxLength: 3, allowed: /[a-z]/g } },
      "abcd",
      "https://x.test/?s=abc&t=abcd",
    ],
    [
      { s: { maxLength: 2, allowed: /./u } },
      "ééé",
      "https://x.test/?s=%C3%A9%C3%A9&t=%C3%A9%C3%A9%C3%A9",
    ],
  ] as const)(
    "applies the rule %j to %j",
    (rules: ParamRules, value, expected) => {
      expect(
        buildPartnerLink(
          "https://x.test/?s={utm_source}&t={utm_source}",
          NO_FIELDS,
          { utm_source: value },
          rules,
        ),
      ).toBe(expected);
    },
  );

  it.each([
    ["ab-cdef", "https://x.test/r/abc/o"],
    ["AB-", "https://x.test/r/o"],
  ])("applies a path rule by segment position to %j", (value, expected) => {
    expect(
      buildPartnerLink(
        "https://x.test/r/{utm_source}/o",
        NO_FIELDS,
        { utm_source: value },
        { "/2": { maxLength: 3, allowed: /[a-z]/ } },
      ),
    ).toBe(expected);
  });
});
