import { describe, expect, it } from "vitest";
import {
  ARRIVAL_PARAMS,
  PRESETS,
  PRESET_NAMES,
  arrivalQuery,
  buildPartnerLink,
  defaultTemplate,
  clickIdParamName,
  isPresetName,
  partnerLink,
  partnerLinkWith,
  rulesFromJson,
  rulesToJson,
  presetRules,
  readArrival,
  trackerLink,
  validateTemplate,
  type Arrival,
  type ParamRules,
  type PartnerFields,
  type PresetName,
} from "./attribution";

const PRODUCT = "Vacuum Compression Travel Backpack";
const NO_FIELDS: PartnerFields = { offer_id: "", aff_id: "", product: "" };

/** Every recognised parameter set to the same value. */
function everywhere(value: string): Arrival {
  return Object.fromEntries(ARRIVAL_PARAMS.map((name) => [name, value]));
}

describe("clickIdParamName", () => {
  it.each([
    ["cid", "cid"],
    ["subid_1", "subid_1"],
    ["clickid", "clickid"],
    [`A${"b".repeat(31)}`, `A${"b".repeat(31)}`],
    ["", "clickid"],
    ["1cid", "clickid"],
    ["_cid", "clickid"],
    ["click-id", "clickid"],
    [" cid", "clickid"],
    ["cid\n", "clickid"],
    ["a".repeat(33), "clickid"],
    ["gclid", "clickid"],
    ["utm_source", "clickid"],
  ])("%j is used as %j", (name, expected) => {
    expect(clickIdParamName(name)).toBe(expected);
  });
});

describe("readArrival", () => {
  it("reads the recognised parameters and ignores unknown ones", () => {
    expect(
      readArrival(
        "?utm_source=fb&utm_campaign=spring&gclid=abc&clickid=xyz&utm_id=7&ref=x&UTM_SOURCE=y",
        "clickid",
      ),
    ).toEqual({
      utm_source: "fb",
      utm_campaign: "spring",
      gclid: "abc",
      clickid: "xyz",
    });
  });

  it("reads every recognised name", () => {
    const query = new URLSearchParams(
      ARRIVAL_PARAMS.map((name) => [name, `v-${name}`]),
    );
    expect(readArrival(query, "clickid")).toEqual(
      Object.fromEntries(ARRIVAL_PARAMS.map((name) => [name, `v-${name}`])),
    );
  });

  it("takes the first occurrence only", () => {
    expect(
      readArrival("utm_source=first&utm_source=second&gclid=&gclid=g", "cid"),
    ).toEqual({ utm_source: "first" });
  });

  it("reads the click id under its configured name", () => {
    expect(readArrival("?cid=abc&clickid=other", "cid")).toEqual({
      clickid: "abc",
    });
  });

  it.each([
    ["", "fallback"],
    ["1cid", "fallback"],
    ["click-id", "fallback"],
    ["a".repeat(33), "fallback"],
    ["gclid", "fallback"],
    ["cid", "configured"],
  ])("with the click-id name %j, clickid is %j", (name, expected) => {
    const query = new URLSearchParams([
      ["clickid", "fallback"],
      [name, "configured"],
    ]);
    expect(readArrival(query, name).clickid).toBe(expected);
  });

  it.each([
    ["utm_source=%20%20fb%20%20", "utm_source", "fb"],
    ["utm_source=a+b", "utm_source", "a b"],
    ["utm_source=a%0D%0Ab", "utm_source", "ab"],
    ["utm_source=a%00b", "utm_source", "ab"],
    ["utm_source=a%09b%7F", "utm_source", "ab"],
    ["utm_source=%22%3E%3Cscript%3E", "utm_source", '"><script>'],
    ["utm_source=a%26b%3Dc%23d", "utm_source", "a&b=c#d"],
    ["utm_source=%2500", "utm_source", "%00"],
    ["utm_source=%E2%80%AEevil", "utm_source", "evil"],
    ["utm_source=%F0%9F%8E%92bag", "utm_source", "bag"],
    ["utm_source=a%E0%A4b", "utm_source", "ab"],
    [
      "utm_campaign=Fr%C3%BChling%20%E3%82%BB%E3%83%BC%E3%83%AB",
      "utm_campaign",
      "Frühling セール",
    ],
    ["utm_content=cafe%CC%81", "utm_content", "caf\u00e9"],
    ["gclid=Fr%C3%BChling", "gclid", "Frhling"],
    ["gclid=%D9%A3abc", "gclid", "abc"],
  ] as const)("sanitises %s", (query, name, expected) => {
    expect(readArrival(query, "clickid")[name]).toBe(expected);
  });

  it.each(["utm_source=", "utm_source=%20%00%20", "utm_source=%F0%9F%8E%92"])(
    "leaves out %s, empty once sanitised",
    (query) => {
      expect(readArrival(query, "clickid")).toEqual({});
    },
  );

  it.each([
    ["x".repeat(10_000), "x".repeat(500)],
    ["\u00e9".repeat(600), "\u00e9".repeat(500)],
    [`${"x".repeat(499)} y`, "x".repeat(499)],
  ])("cuts a value to 500 characters (%#)", (value, expected) => {
    const query = new URLSearchParams([["utm_term", value]]);
    expect(readArrival(query, "clickid").utm_term).toBe(expected);
  });
});

describe("arrivalQuery", () => {
  it.each([
    [{}, "clickid", ""],
    [
      { utm_source: "fb", utm_campaign: "spring sale", gclid: "abc" },
      "clickid",
      "utm_source=fb&utm_campaign=spring+sale&gclid=abc",
    ],
    [
      { clickid: "x y", utm_source: "a&b=c#d" },
      "cid",
      "utm_source=a%26b%3Dc%23d&cid=x+y",
    ],
    [{ clickid: "k1" }, "bad-name", "clickid=k1"],
    [{ utm_source: "a\r\nb", gclid: " " }, "clickid", "utm_source=ab"],
  ] as const)("writes %j with %j as %j", (arrival, clickIdParam, expected) => {
    expect(arrivalQuery(arrival, clickIdParam)).toBe(expected);
  });

  it.each([
    [{ utm_source: "fb", utm_medium: "cpc", clickid: "k-1" }, "clickid"],
    [{ utm_campaign: "Frühling セール", msclkid: "m_1" }, "cid"],
    [{ utm_term: "a&b=c#d %00 ?x", ttclid: "t" }, "subid"],
    [{ utm_content: "é".repeat(500), gbraid: "0".repeat(500) }, "cid"],
    [everywhere("same"), "s2"],
  ])("round-trips arrival %# through readArrival", (arrival, clickIdParam) => {
    expect(
      readArrival(arrivalQuery(arrival, clickIdParam), clickIdParam),
    ).toEqual(arrival);
  });
});

describe("validateTemplate", () => {
  it.each(PRESET_NAMES)("accepts the %s preset's template", (name) => {
    expect(validateTemplate(PRESETS[name].template)).toEqual([]);
  });

  it.each([
    [
      "https://x.test/o?a={foo}",
      [
        expect.stringContaining(
          "has the unknown token(s) {foo} (known: {offer_id},",
        ),
      ],
    ],
    [
      "https://x.test/o?a=%7Bfoo%7D&b={Click_Id}",
      [expect.stringContaining("unknown token(s) {foo}, {Click_Id} ")],
    ],
    [
      "https://x.test/o?a={}",
      [expect.stringContaining("unknown token(s) {} ")],
    ],
    ["http://x.test/o?a={offer_id}", ["uses http: where https: is needed"]],
    [
      "partner.example.com/offer",
      ["is not an absolute URL (it must start with https://)"],
    ],
    ["", ["is not an absolute URL (it must start with https://)"]],
    ["ftp://x.test/{offer_id}", ["uses ftp: where https: is needed"]],
    ["javascript:alert(1)", ["uses javascript: where https: is needed"]],
    [
      "https://x.test/o?a={offer_id",
      ["has a brace that opens or closes no token"],
    ],
    [
      "https://x.test/o?a=offer_id}",
      ["has a brace that opens or closes no token"],
    ],
    [
      "https://{aff_id}.{offer_id}.hop.example.net/",
      ["has a token outside the path and the query"],
    ],
    [
      "https://{aff_id}:pw@x.test/o",
      ["has a token outside the path and the query"],
    ],
    [
      "https://x.test/o#{click_id}",
      ["has a token outside the path and the query"],
    ],
    [
      "https://x.test/o?{utm_source}=1",
      ['has a token in the parameter name "{utm_source}"'],
    ],
  ])("reports %j", (template, expected) => {
    expect(validateTemplate(template)).toEqual(expected);
  });
});

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
      const fields = { offer_id: offerId, aff_id: affiliateId, product };
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
          { offer_id: "VOYA-36L", aff_id: "voyapack-store", product: PRODUCT },
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

  it("fills fields in path segments and query values, without reading tokens in them", () => {
    expect(
      buildPartnerLink(
        "https://x.test/click-{aff_id}-{offer_id}/{product}?p={product}",
        { offer_id: "O 1", aff_id: "A/2", product: "{click_id} & more" },
        { gclid: "g" },
      ),
    ).toBe(
      "https://x.test/click-A%2F2-O%201/%7Bclick_id%7D%20%26%20more?p=%7Bclick_id%7D+%26+more",
    );
  });

  it.each([
    [
      {
        clickid: "c",
        gclid: "g",
        gbraid: "gb",
        wbraid: "wb",
        fbclid: "f",
        ttclid: "t",
        msclkid: "m",
      },
      "c",
    ],
    [
      {
        gclid: "g",
        gbraid: "gb",
        wbraid: "wb",
        fbclid: "f",
        ttclid: "t",
        msclkid: "m",
      },
      "g",
    ],
    [
      { gbraid: "gb", wbraid: "wb", fbclid: "f", ttclid: "t", msclkid: "m" },
      "gb",
    ],
    [{ wbraid: "wb", fbclid: "f", ttclid: "t", msclkid: "m" }, "wb"],
    [{ fbclid: "f", ttclid: "t", msclkid: "m" }, "f"],
    [{ ttclid: "t", msclkid: "m" }, "t"],
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

type Example = {
  template: string;
  offerId: string;
  affiliateId: string;
  clickIdParam: string;
  arrival: string;
  expected: string;
  empty: string;
};

const FROM_GOOGLE_ADS =
  "?utm_source=google&utm_medium=cpc&utm_campaign=spring+sale&utm_content=hero-video&gclid=EAIaIQobChMIx-7_Qk";

/** One realistic arrival per network and the exact link it gives, with and without the arrival. */
const EXAMPLES: Record<PresetName, Example> = {
  default: {
    template: PRESETS.default.template,
    offerId: "VOYA-36L",
    affiliateId: "voyapack-store",
    clickIdParam: "clickid",
    arrival: FROM_GOOGLE_ADS,
    expected:
      "https://partner.example.com/offer?offer_id=VOYA-36L&aff_id=voyapack-store&product=Vacuum+Compression+Travel+Backpack",
    empty:
      "https://partner.example.com/offer?offer_id=VOYA-36L&aff_id=voyapack-store&product=Vacuum+Compression+Travel+Backpack",
  },
  clickbank: {
    template: PRESETS.clickbank.template,
    offerId: "voyapack",
    affiliateId: "travelhub",
    clickIdParam: "clickid",
    arrival: FROM_GOOGLE_ADS,
    expected:
      "https://hop.clickbank.net/?affiliate=travelhub&vendor=voyapack&tid=EAIaIQobChMIx7_Qk",
    empty: "https://hop.clickbank.net/?affiliate=travelhub&vendor=voyapack",
  },
  digistore24: {
    template: PRESETS.digistore24.template,
    offerId: "412345",
    affiliateId: "travelhub",
    clickIdParam: "clickid",
    arrival: FROM_GOOGLE_ADS,
    expected:
      "https://www.digistore24.com/redir/412345/travelhub/EAIaIQobChMIx-7_Qk",
    empty: "https://www.digistore24.com/redir/412345/travelhub",
  },
  impact: {
    template: PRESETS.impact.template,
    offerId: "12345",
    affiliateId: "1234567",
    clickIdParam: "clickid",
    arrival: FROM_GOOGLE_ADS,
    expected:
      "https://example.sjv.io/c/1234567/123456/12345?subId1=EAIaIQobChMIx-7_Qk&subId2=google&subId3=springsale",
    empty: "https://example.sjv.io/c/1234567/123456/12345",
  },
  cj: {
    template: PRESETS.cj.template,
    offerId: "15734720",
    affiliateId: "9876543",
    clickIdParam: "clickid",
    arrival: FROM_GOOGLE_ADS,
    expected:
      "https://www.anrdoezrs.net/click-9876543-15734720?sid=EAIaIQobChMIx-7_Qk",
    empty: "https://www.anrdoezrs.net/click-9876543-15734720",
  },
  awin: {
    template: PRESETS.awin.template,
    offerId: "12345",
    affiliateId: "654321",
    clickIdParam: "clickid",
    arrival: FROM_GOOGLE_ADS,
    expected:
      "https://www.awin1.com/cread.php?awinmid=12345&awinaffid=654321&clickref=EAIaIQobChMIx-7_Qk&clickref2=google&clickref3=springsale&clickref4=hero-video",
    empty: "https://www.awin1.com/cread.php?awinmid=12345&awinaffid=654321",
  },
  shareasale: {
    template: PRESETS.shareasale.template,
    offerId: "47",
    affiliateId: "1234567",
    clickIdParam: "clickid",
    arrival: FROM_GOOGLE_ADS,
    expected:
      "https://shareasale.com/r.cfm?b=123456&u=1234567&m=47&afftrack=EAIaIQobChMIx7Qk",
    empty: "https://shareasale.com/r.cfm?b=123456&u=1234567&m=47",
  },
  everflow: {
    template: PRESETS.everflow.template,
    offerId: "2Q5WX",
    affiliateId: "8FJ3K",
    clickIdParam: "clickid",
    arrival: FROM_GOOGLE_ADS,
    expected:
      "https://www.example-track.com/8FJ3K/2Q5WX/?sub1=EAIaIQobChMIx-7_Qk&sub2=google&sub3=springsale&sub4=hero-video",
    empty: "https://www.example-track.com/8FJ3K/2Q5WX/",
  },
  tracker: {
    template: PRESETS.tracker.template,
    offerId: "",
    affiliateId: "",
    clickIdParam: "cid",
    arrival:
      "?cid=6f1c2a9e&utm_source=facebook&utm_campaign=spring+sale&fbclid=IwAR3x&ref=x",
    expected:
      "https://trk.example.com/click/1?utm_source=facebook&utm_campaign=spring+sale&fbclid=IwAR3x&cid=6f1c2a9e",
    empty: "https://trk.example.com/click/1",
  },
};

function settingsOf(preset: PresetName, example: Example) {
  return {
    template: example.template,
    preset,
    clickIdParam: example.clickIdParam,
    offerId: example.offerId,
    affiliateId: example.affiliateId,
  };
}

describe("partnerLink with each preset", () => {
  it.each(PRESET_NAMES)(
    "%s: a realistic arrival gives the expected link",
    (preset) => {
      const example = EXAMPLES[preset];
      const arrival = readArrival(example.arrival, example.clickIdParam);
      expect(partnerLink(settingsOf(preset, example), PRODUCT, arrival)).toBe(
        example.expected,
      );
    },
  );

  it.each(PRESET_NAMES)("%s: no arrival drops every arrival slot", (preset) => {
    const example = EXAMPLES[preset];
    expect(partnerLink(settingsOf(preset, example), PRODUCT, {})).toBe(
      example.empty,
    );
  });

  it("tracker: resolves tokens in the click URL, then appends the arrival", () => {
    const arrival = readArrival("?subid=s1&utm_source=fb", "subid");
    expect(
      partnerLink(
        {
          template: "https://trk.example.com/click?lp=2&src={utm_source}",
          preset: "tracker",
          clickIdParam: "subid",
          offerId: "",
          affiliateId: "",
        },
        PRODUCT,
        arrival,
      ),
    ).toBe("https://trk.example.com/click?lp=2&src=fb&utm_source=fb&subid=s1");
  });

  it("throws, naming the template, when the operator's template is blank", () => {
    expect(() =>
      partnerLink(
        { ...settingsOf("cj", EXAMPLES.cj), template: " " },
        PRODUCT,
        {},
      ),
    ).toThrow('Partner link template " " is not an absolute URL');
  });
});

describe("presets", () => {
  it.each(PRESET_NAMES)("%s is a preset with a label", (name) => {
    expect(isPresetName(name)).toBe(true);
    expect(PRESETS[name].label).not.toBe("");
  });

  it.each(["", "Default", "hasoffers", "toString"])(
    "%j is no preset",
    (name) => {
      expect(isPresetName(name)).toBe(false);
    },
  );

  // A slot that takes an arrival value with no rule would send the network
  // whatever the ad's address carried, at any length.
  it.each(PRESET_NAMES.filter((name) => name !== "tracker"))(
    "%s: every slot its template fills from the arrival has a rule",
    (name) => {
      const template = new URL(PRESETS[name].template);
      const slots = [
        ...template.pathname
          .split("/")
          .map((segment, index) => [`/${index}`, segment] as const),
        ...template.searchParams.entries(),
      ];
      const fromArrival = slots
        .map(([slot, value]) => [slot, decodeURIComponent(value)] as const)
        .filter(
          ([, value]) =>
            /^\{[a-z0-9_]+\}$/.test(value) &&
            !["{offer_id}", "{aff_id}", "{product}"].includes(value),
        )
        .map(([slot]) => slot);
      expect(
        fromArrival.filter((slot) => !(slot in presetRules(name))),
      ).toEqual([]);
    },
  );
});

describe("trackerLink", () => {
  it("appends every arrival parameter under its own name", () => {
    expect(
      trackerLink(
        "https://trk.test/click",
        readArrival(
          "?utm_source=fb&utm_medium=paid&utm_campaign=c1&utm_term=t&utm_content=v&gclid=g&gbraid=gb&wbraid=wb&fbclid=f&ttclid=t2&msclkid=m&cid=k&x=1",
          "cid",
        ),
        "cid",
      ),
    ).toBe(
      "https://trk.test/click?utm_source=fb&utm_medium=paid&utm_campaign=c1&utm_term=t&utm_content=v&gclid=g&gbraid=gb&wbraid=wb&fbclid=f&ttclid=t2&msclkid=m&cid=k",
    );
  });

  it("replaces a parameter the click URL has, keeping the others", () => {
    expect(
      trackerLink(
        "https://trk.test/click?utm_source=store&lp=1",
        { utm_source: "fb" },
        "cid",
      ),
    ).toBe("https://trk.test/click?utm_source=fb&lp=1");
  });

  it("sanitises an arrival that did not come from readArrival", () => {
    expect(
      trackerLink(
        "https://trk.test/click",
        { utm_source: "a\r\nb", gclid: "\u0000" },
        "cid",
      ),
    ).toBe("https://trk.test/click?utm_source=ab");
  });

  it.each([
    [
      "javascript:alert(1)",
      'Tracker click URL "javascript:alert(1)" uses javascript: where https: is needed',
    ],
    ["/click", 'Tracker click URL "/click" is not an absolute URL'],
  ])("throws for %j", (clickUrl, message) => {
    expect(() => trackerLink(clickUrl, {}, "cid")).toThrow(message);
  });
});

const HOSTILE: [string, string][] = [
  ["script tag", '"><script>alert(1)</script>'],
  ["quotes", `'" onmouseover='x'`],
  ["javascript: URL", "javascript:alert(1)"],
  ["CR/LF", "a\r\nSet-Cookie: x=1"],
  ["NUL", "nul\u0000byte"],
  ["percent-encoded NUL", "%00%0d%0a"],
  ["10 000 characters", "x".repeat(10_000)],
  ["query syntax", "a&b=c#d?e=f&utm_source=evil"],
  ["unicode", "Frühling セール 🎒 \u202Eevil"],
  ["dot segments", "../../admin"],
  ["two dots", ".."],
  ["slashes", "//evil.example/x"],
  ["braces", "{click_id}{foo}"],
  ["blank", " \t "],
];

/**
 * Each preset's template, and two with arrival tokens everywhere and no
 * rules; with the position of the path segment an arrival token fills, if any.
 */
const HOSTILE_TARGETS: [string, PresetName, string, number?][] = [
  ...PRESET_NAMES.map((name): [string, PresetName, string, number?] => [
    name,
    name,
    EXAMPLES[name].template,
    name === "digistore24" ? 4 : undefined,
  ]),
  [
    "tokens everywhere",
    "default",
    "https://partner.example.com/r/{utm_campaign}/offer?src={utm_source}&id={click_id}&p={product}",
    2,
  ],
  [
    "tracker with tokens",
    "tracker",
    "https://trk.example.com/click/1?sub={utm_source}&c={click_id}",
  ],
];

/** A hostile value reaches the link three ways: encoded, raw in the query, or as a plain object. */
function hostileArrivals(value: string): Arrival[] {
  const encoded = new URLSearchParams(
    ARRIVAL_PARAMS.map((name) => [name, value]),
  );
  const raw = `?${ARRIVAL_PARAMS.map((name) => `${name}=${value}`).join("&")}`;
  return [
    readArrival(encoded, "clickid"),
    readArrival(raw, "clickid"),
    everywhere(value),
  ];
}

describe.each(HOSTILE_TARGETS)(
  "%s link with hostile values",
  (_, preset, template, pathSlot) => {
    const settings = { ...settingsOf(preset, EXAMPLES[preset]), template };
    const baseline = new URL(partnerLink(settings, PRODUCT, {}));
    const templateUrl = new URL(template);
    const allowedKeys = [
      ...templateUrl.searchParams.keys(),
      ...(preset === "tracker"
        ? [...ARRIVAL_PARAMS, clickIdParamName(settings.clickIdParam)]
        : []),
    ];

    it.each(HOSTILE)("%s", (_, value) => {
      for (const arrival of hostileArrivals(value)) {
        const link = partnerLink(settings, PRODUCT, arrival);
        const url = new URL(link);
        expect(url.protocol).toBe("https:");
        expect(url.host).toBe(templateUrl.host);
        expect(url.hash).toBe("");
        expect(link).not.toMatch(/[\s"'<>\\^`{|}]/);
        // The template's path, plus at most the one segment an arrival token fills.
        const segments = url.pathname.split("/");
        if (
          pathSlot !== undefined &&
          segments.length > baseline.pathname.split("/").length
        ) {
          expect(["", ".", ".."]).not.toContain(segments[pathSlot]);
          segments.splice(pathSlot, 1);
        }
        expect(segments.join("/")).toBe(baseline.pathname);
        for (const [key, param] of url.searchParams) {
          expect(allowedKeys).toContain(key);
          expect(param).not.toMatch(/\p{Cc}/u);
          expect(Array.from(param).length).toBeLessThanOrEqual(500);
        }
        for (const [slot, rule] of Object.entries(presetRules(preset))) {
          const found = slot.startsWith("/")
            ? decodeURIComponent(
                url.pathname.split("/")[Number(slot.slice(1))] ?? "",
              )
            : (url.searchParams.get(slot) ?? "");
          expect(
            Array.from(found).filter((char) => !rule.allowed.test(char)),
          ).toEqual([]);
          expect(Array.from(found).length).toBeLessThanOrEqual(rule.maxLength);
        }
      }
    });
  },
);

describe("rules as JSON", () => {
  it.each(PRESET_NAMES)("%s's rules survive the trip through JSON", (name) => {
    const json = JSON.parse(JSON.stringify(rulesToJson(presetRules(name))));
    const back = rulesFromJson(json);
    const arrival = readArrival(
      "?clickid=Ab-1_%E2%9C%93<x>&utm_source=g%20o&utm_campaign=s%2Fs",
      "clickid",
    );
    const settings = {
      template: PRESETS[name].template,
      preset: name,
      clickIdParam: "clickid",
      offerId: "1",
      affiliateId: "2",
    };
    expect(partnerLinkWith(settings, back, "P", arrival)).toBe(
      partnerLink(settings, "P", arrival),
    );
  });
});
