// attribution.ts: the partner link for each network preset, hostile arrivals, and rules as JSON.
import { describe, expect, it } from "vitest";
import {
  ARRIVAL_PARAMS,
  PRESETS,
  PRESET_NAMES,
  clickIdParamName,
  isPresetName,
  partnerLink,
  partnerLinkWith,
  rulesFromJson,
  rulesToJson,
  presetRules,
  readArrival,
  type Arrival,
  type PresetName,
} from "./attribution";

const PRODUCT = "Vacuum Compression Travel Backpack";

/** Every recognised parameter set to the same value. */
function everywhere(value: string): Arrival {
  return Object.fromEntries(ARRIVAL_PARAMS.map((name) => [name, value]));
}

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
