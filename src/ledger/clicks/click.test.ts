// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "../../lib/consent-cookie";
import { ledgerClickIdParams, readClick, type ClickRequest } from "./click";
import { PLATFORM_NAMES, PLATFORMS } from "../platforms/index";
import { CLICK, KEY, MANIFEST } from "../fixtures";

const ACCEPTED = `${CONSENT_COOKIE}=${encodeURIComponent('{"categories":["necessary","marketing"]}')}`;
const REFUSED = `${CONSENT_COOKIE}=${encodeURIComponent('{"categories":["necessary"]}')}`;
const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);

const request = (over: Partial<ClickRequest> = {}): ClickRequest => ({
  url: new URL("https://shop.test/go"),
  referer:
    "https://shop.test/?utm_source=google&utm_campaign=spring+sale&gclid=EAIa-Q_1&fbclid=IwAR-Xy_9&ttclid=E.C.P.abc&color=grey",
  fetchSite: "same-origin",
  cookie: `${ACCEPTED}; _fbp=fb.1.1795000000000.123456789; _ttp=2F7h37YkS1j57AYSKTI7`,
  ip: "::ffff:203.0.113.7",
  userAgent: "Mozilla/5.0 (Linux; Android 14)",
  country: "DE",
  now: NOW,
  ...over,
});

/** The click `readClick` records for the request with `over`. */
const recordOf = (over: Partial<ClickRequest> = {}) =>
  readClick(request(over), KEY, MANIFEST).record;

describe("readClick", () => {
  it.each([
    ["a Referer from the store", {}, 0],
    ["no Referer, and Sec-Fetch-Site: same-origin", { referer: null }, 0],
    ["no Referer and no Sec-Fetch-Site", { referer: null, fetchSite: null }, 1],
    [
      "another site's Referer, Sec-Fetch-Site: cross-site",
      { referer: "https://elsewhere.test/", fetchSite: "cross-site" },
      1,
    ],
  ] as const)(
    "tells whether the store's page came first: %s",
    (_, over, noPageView) => {
      const record = recordOf(over);
      expect(record.no_page_view).toBe(noPageView);
      expect(record.flags).toBe("");
    },
  );

  it("keeps the ids, the pixels' cookies, address and browser of a visitor who accepted advertising", () => {
    expect(recordOf()).toEqual({
      ...CLICK,
      clicked_at: NOW,
      variant: "",
      utm_source: "google",
      utm_campaign: "spring sale",
      ad_ids: {
        gclid: "EAIa-Q_1",
        fbclid: "IwAR-Xy_9",
        fbclid_seen_at: NOW,
        ttclid: "E.C.P.abc",
        fbp: "fb.1.1795000000000.123456789",
        ttp: "2F7h37YkS1j57AYSKTI7",
      },
      ip: "203.0.113.7",
      user_agent: "Mozilla/5.0 (Linux; Android 14)",
    });
  });

  it.each([
    ["refused", REFUSED],
    ["never asked", null],
  ])(
    "counts the click of a visitor who %s, with no identifier",
    (_, cookie) => {
      expect(recordOf({ cookie })).toMatchObject({
        ad_consent: 0,
        utm_campaign: "spring sale",
        ad_ids: {},
        ip: null,
        user_agent: null,
      });
    },
  );

  it("sends the visitor on with the key in the click-id slot and the campaign in its own", () => {
    const { location } = readClick(
      request({ url: new URL("https://shop.test/go?variant=get-yours") }),
      KEY,
      MANIFEST,
    );
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe("https://partner.test/offer");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      offer_id: "OF-1",
      aff_id: "shop",
      sub1: KEY,
      sub2: "google",
      sub3: "springsale",
      sub4: "get-yours",
    });
  });

  it("reads the link's own query before the page's, and ignores another site's page", () => {
    expect(
      recordOf({
        url: new URL("https://shop.test/go?utm_campaign=summer&currency=GBP"),
        referer: "https://elsewhere.test/?utm_campaign=spring&color=grey",
      }),
    ).toMatchObject({
      utm_campaign: "summer",
      page: "",
      colour: "black",
      currency: "GBP",
    });
  });

  it("reads each click id from the link's query, else the page's, leaving an empty one out", () => {
    const { ad_ids } = recordOf({
      url: new URL("https://shop.test/go?gclid=&epik=dGVzdC1lcGlr&ttclid=%20"),
    });
    expect(ad_ids).toMatchObject({
      gclid: "EAIa-Q_1",
      epik: "dGVzdC1lcGlr",
      ttclid: "E.C.P.abc",
    });
  });

  it("names every click id it reads: each module's, and those a platform's settings add", () => {
    const modules = PLATFORM_NAMES.flatMap((name) => PLATFORMS[name].clickIds);
    expect(ledgerClickIdParams({})).toEqual(modules);
    const native = {
      sources: [
        {
          name: "taboola",
          label: "Taboola",
          clickIdParam: "tblci",
          postback: "https://trc.taboola.test/actions?click-id={click_id}",
          event: "purchase",
        },
      ],
    };
    expect(ledgerClickIdParams({ native })).toEqual([...modules, "tblci"]);
  });

  it("refuses a variant, colour or country it does not know", () => {
    expect(
      recordOf({
        url: new URL("https://shop.test/go?variant=%3Cscript%3E&color=pink"),
        referer: null,
        country: "<x>",
      }),
    ).toMatchObject({
      variant: "",
      colour: "black",
      country: "",
      currency: "",
    });
  });

  it("dates the fbclid by Meta's cookie when the pixel saw it first", () => {
    expect(
      recordOf({
        cookie: `${ACCEPTED}; _fbc=fb.1.1795762000000.IwAR-Xy_9`,
      }).ad_ids.fbclid_seen_at,
    ).toBe(1_795_762_000_000);
  });
});
