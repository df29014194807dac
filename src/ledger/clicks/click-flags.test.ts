// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  ClickRate,
  edgeVisitor,
  flagReasons,
  reasonsOf,
  type FlagInput,
} from "./click-flags";
import { MANIFEST } from "../fixtures";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const RULES = MANIFEST.filter;

const input = (over: Partial<FlagInput>): FlagInput => ({
  userAgent: IPHONE_SAFARI,
  clientHints: null,
  edge: undefined,
  clicksThisMinute: 1,
  ...over,
});

describe("flagReasons", () => {
  it.each([
    [
      "Facebook's link crawler",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      ["crawler"],
    ],
    [
      "Google AdsBot",
      "AdsBot-Google (+http://www.google.com/adsbot.html)",
      ["crawler"],
    ],
    [
      "headless Chrome",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
      ["headless"],
    ],
    ["python-requests", "python-requests/2.31.0", ["crawler"]],
    ["curl", "curl/8.5.0", ["crawler"]],
    ["no user agent at all", "", ["no_user_agent"]],
    ["an ordinary iPhone's Safari", IPHONE_SAFARI, []],
    [
      "Facebook's in-app browser",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.38.109;FBBV/622392862;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]",
      [],
    ],
    [
      "TikTok's in-app browser",
      "Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.64 Mobile Safari/537.36 trill_330202 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.2.2 BytedanceWebview/d8a21c6",
      [],
    ],
  ])("reads %s", (_, userAgent, reasons) => {
    expect(flagReasons(input({ userAgent }), RULES)).toEqual(reasons);
  });

  it("flags a browser whose client hints name headless Chrome, whatever its user agent says", () => {
    expect(
      flagReasons(
        input({
          userAgent:
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
          clientHints:
            '"Not_A Brand";v="8", "Chromium";v="120", "HeadlessChrome";v="120"',
        }),
        RULES,
      ),
    ).toEqual(["headless"]);
    expect(
      flagReasons(
        input({ clientHints: '"Not:A-Brand";v="8", "Chromium";v="156"' }),
        RULES,
      ),
    ).toEqual([]);
  });

  it("takes Cloudflare's word: a verified bot, a likely-automated score, a listed network", () => {
    const edge = (cf: unknown) =>
      flagReasons(input({ edge: edgeVisitor(cf) }), RULES);
    expect(edge({ botManagement: { verifiedBot: true, score: 99 } })).toEqual([
      "verified_bot",
    ]);
    expect(edge({ verifiedBotCategory: "Search Engine Crawler" })).toEqual([
      "verified_bot",
    ]);
    expect(edge({ botManagement: { score: 12, verifiedBot: false } })).toEqual([
      "bot_score",
    ]);
    // 0 is "not computed", not a bot.
    expect(edge({ botManagement: { score: 0 } })).toEqual([]);
    expect(edge({ asn: RULES.datacentreAsns[0] })).toEqual(["datacentre"]);
    // Miniflare's stand-in for local runs: a human, on a network not listed.
    expect(
      edge({
        asn: 395747,
        botManagement: { score: 99, verifiedBot: false },
      }),
    ).toEqual([]);
    expect(edge({ asn: "16509", botManagement: "yes" })).toEqual([]);
    expect(edgeVisitor(undefined)).toBeUndefined();
  });

  it("flags a click past the minute's limit, with every other reason it has", () => {
    const limit = RULES.clicksPerMinute;
    expect(flagReasons(input({ clicksThisMinute: limit }), RULES)).toEqual([]);
    expect(
      flagReasons(
        input({ userAgent: "curl/8.5.0", clicksThisMinute: limit + 1 }),
        RULES,
      ),
    ).toEqual(["crawler", "rate"]);
  });

  it("reads back the reasons it wrote, and no others", () => {
    expect(reasonsOf("crawler,rate,<b>")).toEqual(["crawler", "rate"]);
    expect(reasonsOf("")).toEqual([]);
  });
});

describe("ClickRate", () => {
  const T = Date.UTC(2026, 10, 27, 10, 0, 0);

  it("counts a burst from one address and browser, each visitor apart, for a minute", async () => {
    const rate = new ClickRate();
    const counts = [];
    for (let i = 0; i < 12; i++)
      counts.push(rate.count("203.0.113.7", IPHONE_SAFARI, T + i * 100));
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const limit = RULES.clicksPerMinute;
    expect(
      counts.map((clicksThisMinute) =>
        flagReasons(input({ clicksThisMinute }), RULES).includes("rate"),
      ),
    ).toEqual(counts.map((n) => n > limit));
    // Another browser at the same address, and another address, start afresh.
    expect(rate.count("203.0.113.7", "curl/8.5.0", T + 1_300)).toBe(1);
    expect(rate.count("203.0.113.8", IPHONE_SAFARI, T + 1_300)).toBe(1);
    // A minute after the first click, the count starts again.
    expect(rate.count("203.0.113.7", IPHONE_SAFARI, T + 60_000)).toBe(1);
  });

  it("keeps no address: its visitors are keyed by a hash under a seed of its own", () => {
    const keysOf = (rate: ClickRate) => [
      ...(
        rate as unknown as { visitors: Map<unknown, unknown> }
      ).visitors.keys(),
    ];
    const one = new ClickRate();
    const other = new ClickRate();
    one.count("203.0.113.7", IPHONE_SAFARI, T);
    other.count("203.0.113.7", IPHONE_SAFARI, T);
    const [kept, ...more] = keysOf(one);
    expect(more).toEqual([]);
    expect(Number.isSafeInteger(kept)).toBe(true);
    // Another process's seed: the same visitor under another key.
    expect(keysOf(other)).not.toEqual([kept]);
  });
});
