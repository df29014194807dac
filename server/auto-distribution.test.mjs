// @vitest-environment node
// A split test under auto-distribution on `npm start`'s server, end to
// end: a build with the test and the sales ledger on, a real SQLite file
// seeded with one arm that earns more per click, and the server's clock
// moved across midnight (UTC). docs/split-tests.md#auto-distribution.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPLIT_TESTS_FILE } from "../src/lib/internal-files.ts";
import { LEDGER_FILE } from "../src/ledger/manifest.ts";
import { MANIFEST, CLICK } from "../src/ledger/fixtures.ts";
import { openLedgerDb } from "../src/ledger/db/ledger-db.mjs";
import { recordClick, recordSale } from "../src/ledger/db/store.ts";
import { AUTO_DISTRIBUTION_DEFAULTS } from "../src/ledger/split/auto-distribution.ts";
import { createSiteHandler } from "./site-handler.mjs";
import { close, listen, rawRequest, writeSite } from "./test-site.mjs";

const SETTINGS = { ...AUTO_DISTRIBUTION_DEFAULTS, on: true };
const page = (path, share) => ({
  path,
  share,
  headers: [["Cache-Control", "no-cache"]],
});
const files = {
  _headers: "/*\n  X-Content-Type-Options: nosniff\n",
  "index.html": "<h1>Control</h1>",
  "variants/t/b.html": "<h1>Variant b</h1>",
  "404.html": "<h1>Page not found</h1>",
  [SPLIT_TESTS_FILE]: JSON.stringify({
    tests: [
      {
        name: "t",
        page: "/",
        control: page("/", 50),
        variants: [{ name: "b", ...page("/variants/t/b", 50) }],
      },
    ],
  }),
  [LEDGER_FILE]: JSON.stringify({
    ...MANIFEST,
    autoDistribution: { t: SETTINGS },
  }),
};

const DAY_1 = Date.parse("2026-11-25T12:00:00Z");
const DAY_2 = Date.parse("2026-11-26T09:00:00Z");
const clock = { now: DAY_1 };

let root;
let server;
let port;
let file;

beforeAll(async () => {
  root = await writeSite("auto-distribution-", files);
  file = join(root, "state", "ledger.sqlite");
  const handler = await createSiteHandler(root, {
    env: {
      LEDGER_DB: file,
      SPLIT_TEST_SECRET: "split-test-secret-0123",
    },
    now: () => new Date(clock.now),
    ledger: { now: () => clock.now },
  });
  ({ server, port } = await listen(handler));
});

afterAll(async () => {
  await close(server);
  await rm(root, { recursive: true, force: true });
});

/** Visitor `n`: one address, a browser of their own. */
const visitor = (n) => ({
  "user-agent": `Mozilla/5.0 (Linux; Android 14) Chrome/131.0.${n} Mobile Safari/537.36`,
});

/** What `count` visitors see at /, as the share that sees the variant. */
async function variantShare(count) {
  let variant = 0;
  for (let n = 0; n < count; n++) {
    const { body } = await rawRequest(port, "/", { headers: visitor(n) });
    if (body.toString() === "<h1>Variant b</h1>") variant += 1;
  }
  return (variant / count) * 100;
}

/** Clicks of day 1 in the ledger: the variant's sell at 26, the control's at 20, as often. */
async function seedDayOne() {
  const { db, close: done } = openLedgerDb(file);
  let key = 0;
  for (const [variant, payout] of [
    ["b", 26],
    ["control", 20],
  ])
    for (let i = 0; i < 400; i++) {
      const clickKey = `k${String(key++).padStart(19, "0")}`;
      await recordClick(db, {
        ...CLICK,
        click_key: clickKey,
        clicked_at: DAY_1 + i,
        variant,
      });
      if (i % 25 === 0)
        await recordSale(
          db,
          {
            orderId: `o-${clickKey}`,
            clickKey,
            valueMicros: payout * 1_000_000,
            currency: "USD",
            status: "approved",
            network: "",
          },
          DAY_1 + i,
        );
    }
  done();
}

describe("auto-distribution on npm start", () => {
  it("serves the configured shares until the ledger has the clicks, then the day's new shares, each visitor keeping their variant all day", async () => {
    const before = await variantShare(300);
    expect(before).toBeGreaterThan(40);
    expect(before).toBeLessThan(60);

    await seedDayOne();
    // Later the same day: the day's shares were stored at its first request.
    clock.now = DAY_1 + 3_600_000;
    const pages = [];
    for (let n = 0; n < 40; n++)
      pages.push(
        (await rawRequest(port, "/", { headers: visitor(n) })).body.toString(),
      );

    clock.now = DAY_2;
    const after = await variantShare(400);
    const { sqlite, close: done } = openLedgerDb(file);
    const rows = sqlite
      .prepare(
        "SELECT variant, share, probability_best, reason FROM split_shares WHERE day = '2026-11-26' ORDER BY variant",
      )
      .all();
    const day1 = sqlite
      .prepare(
        "SELECT variant, share FROM split_shares WHERE day = '2026-11-25' ORDER BY variant",
      )
      .all();
    done();
    expect(day1).toEqual([
      { variant: "b", share: 50 },
      { variant: "control", share: 50 },
    ]);
    const [variant, control] = rows;
    expect(variant.share).toBeGreaterThan(50);
    expect(control.share).toBeGreaterThanOrEqual(SETTINGS.controlFloor);
    expect(variant.share + control.share).toBe(100);
    expect(Math.abs(after - variant.share)).toBeLessThan(8);
    expect(100 - after).toBeGreaterThanOrEqual(SETTINGS.controlFloor - 5);

    // The same visitors on day 1 saw what they saw at its start.
    for (let n = 0; n < 40; n++) {
      clock.now = DAY_1 + 7_200_000;
      const { body } = await rawRequest(port, "/", { headers: visitor(n) });
      expect(body.toString()).toBe(pages[n]);
    }
    // And on day 2, each keeps one variant all day.
    clock.now = DAY_2 + 3_600_000;
    for (let n = 0; n < 40; n++) {
      const first = await rawRequest(port, "/", { headers: visitor(n) });
      clock.now += 61_000;
      const again = await rawRequest(port, "/", { headers: visitor(n) });
      expect(again.body.toString()).toBe(first.body.toString());
    }
  }, 60_000);
});
