import { describe, expect, it } from "vitest";
import {
  assignVariant,
  isCrawler,
  pageFor,
  servedHeaders,
  utcDay,
  visitorPoint,
  type SplitTest,
  type SplitTestsManifest,
} from "./experiment-assignment";
import { CONTROL } from "@/schemas/experiment-names";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

const test: SplitTest = {
  name: "headline",
  on: true,
  variants: [
    { name: "short", share: 30 },
    { name: "benefit", share: 20 },
  ],
};

const options = { day: "2026-11-25", secret: "store-secret" };

/** The i-th of many visitors: each its own address, most on the same browser. */
const visitor = (i: number) => ({
  ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  userAgent: i % 3 === 0 ? CHROME : `${CHROME} v${i % 7}`,
});

describe("assignVariant", () => {
  it("splits 10,000 visitors within 2 points of the configured shares", async () => {
    // All at once: Web Crypto hashes them off the main thread, so a busy
    // host slows the test far less than 10,000 awaits in a row.
    const names = await Promise.all(
      Array.from({ length: 10_000 }, (_, i) =>
        assignVariant(test, visitor(i), options),
      ),
    );
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    const percent = (name: string) => (counts.get(name) ?? 0) / 100;
    expect(percent("short")).toBeGreaterThanOrEqual(28);
    expect(percent("short")).toBeLessThanOrEqual(32);
    expect(percent("benefit")).toBeGreaterThanOrEqual(18);
    expect(percent("benefit")).toBeLessThanOrEqual(22);
    expect(percent(CONTROL)).toBeGreaterThanOrEqual(48);
    expect(percent(CONTROL)).toBeLessThanOrEqual(52);
    expect([...counts.keys()].sort()).toEqual(["benefit", CONTROL, "short"]);
    // The counts are fixed by the day and the secret; only a busy host can
    // make the hashing slow, so it may take longer than Vitest's 5 s.
  }, 60_000);

  it("gives the same visitor the same variant all day", async () => {
    for (let i = 0; i < 50; i++) {
      const first = await assignVariant(test, visitor(i), options);
      expect(await assignVariant(test, visitor(i), options)).toBe(first);
    }
  });

  it("moves visitors between days and between tests, as the salt and the name change", async () => {
    const points = async (day: string, name: string) =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          visitorPoint(name, visitor(i), { ...options, day }),
        ),
      );
    const today = await points("2026-11-25", "headline");
    expect(await points("2026-11-26", "headline")).not.toEqual(today);
    expect(await points("2026-11-25", "hero")).not.toEqual(today);
    expect(await points("2026-11-25", "headline")).toEqual(today);
    for (const point of today) {
      expect(point).toBeGreaterThanOrEqual(0);
      expect(point).toBeLessThan(100);
    }
  });

  it("depends on the host's secret, so a point cannot be worked out from an address", async () => {
    const ours = await visitorPoint("headline", visitor(1), options);
    const guessed = await visitorPoint("headline", visitor(1), {
      ...options,
      secret: "a guess",
    });
    expect(guessed).not.toBe(ours);
    await expect(
      visitorPoint("headline", visitor(1), { ...options, secret: "" }),
    ).rejects.toThrow("needs the host's secret");
  });

  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "WhatsApp/2.23.20.0",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    "",
  ])(
    "shows crawlers and link previewers the control: %j",
    async (userAgent) => {
      expect(isCrawler(userAgent)).toBe(true);
      const everyone = { ...test, variants: [{ name: "all", share: 100 }] };
      expect(
        await assignVariant(everyone, { ip: "10.0.0.1", userAgent }, options),
      ).toBe(CONTROL);
    },
  );

  it("does not take a shopper's browser for a crawler", () => {
    expect(isCrawler(CHROME)).toBe(false);
    expect(
      isCrawler(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(false);
  });

  it("shows everyone the control while the test is off", async () => {
    const off = { ...test, on: false, variants: [{ name: "all", share: 100 }] };
    for (let i = 0; i < 20; i++)
      expect(await assignVariant(off, visitor(i), options)).toBe(CONTROL);
  });
});

describe("utcDay", () => {
  it("is the UTC calendar day, whatever the local time zone", () => {
    expect(utcDay(new Date("2026-11-25T23:59:59-05:00"))).toBe("2026-11-26");
    expect(utcDay(new Date("2026-11-25T00:00:00Z"))).toBe("2026-11-25");
  });
});

describe("pageFor", () => {
  const manifest: SplitTestsManifest = {
    tests: [
      {
        name: "cta",
        page: "/",
        control: {
          path: "/",
          share: 50,
          headers: [["Content-Security-Policy", "script-src 'sha256-home='"]],
        },
        variants: [
          {
            name: "short",
            share: 50,
            path: "/variants/cta/short",
            headers: [
              ["Content-Security-Policy", "script-src 'sha256-short='"],
              ["Cache-Control", "no-cache"],
            ],
          },
        ],
      },
    ],
  };
  const options = { day: "2026-11-25", secret: "s3cret" };

  it("leaves a page no test covers alone", async () => {
    expect(
      await pageFor(manifest, "/about", () => visitor(1), options),
    ).toBeUndefined();
  });

  it("serves each visitor's variant with that page's own headers", async () => {
    const served = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        pageFor(manifest, "/", () => visitor(i), options),
      ),
    );
    const short = served.find((page) => page?.variant === "short");
    const control = served.find((page) => page?.variant === CONTROL);
    expect(short).toEqual({
      test: "cta",
      variant: "short",
      path: "/variants/cta/short",
      headers: manifest.tests[0]!.variants[0]!.headers,
    });
    expect(control).toEqual({
      test: "cta",
      variant: CONTROL,
      path: "/",
      headers: manifest.tests[0]!.control.headers,
    });
  });

  it("serves the control to everyone when the host has no secret", async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (
          await pageFor(manifest, "/", () => visitor(i), {
            ...options,
            secret: "",
          })
        )?.variant,
      ).toBe(CONTROL);
  });

  it("makes the response private, whatever the page's own caching", async () => {
    expect(
      servedHeaders({
        test: "cta",
        variant: "short",
        path: "/variants/cta/short",
        headers: manifest.tests[0]!.variants[0]!.headers,
      }),
    ).toEqual([
      ["Content-Security-Policy", "script-src 'sha256-short='"],
      ["Cache-Control", "private, no-cache"],
    ]);
  });
});
