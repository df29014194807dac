// @vitest-environment node
// The sales ledger under `npm start`: the site handler with a build whose
// `_ledger.json` turns it on, a real SQLite file, the ad platforms as a
// fake fetch and a clock the tests move.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "../src/lib/consent-cookie.ts";
import { KEY, MANIFEST } from "../src/lib/ledger/fixtures.ts";
import { createSiteHandler } from "./site-handler.mjs";
import { close, listen, writeLedgerSite } from "./test-site.mjs";

const SECRET = "postback-secret-0123456789";
const PASSWORD = "report-password-42";
const ACCEPTED = `${CONSENT_COOKIE}=${encodeURIComponent('{"categories":["necessary","marketing"]}')}`;

let root;
let server;
let base;
let sqlite;
const clock = { now: Date.UTC(2026, 10, 27, 10, 0, 0) };
/** @type {{ url: string, body: any }[]} */
const sent = [];
/** @type {Record<string, number>} */
const failing = {};

/** What Meta and TikTok answer, or a failure while they are told to fail. */
async function platformFetch(input, init) {
  const url = String(input);
  const platform = url.includes("graph.facebook.com") ? "meta" : "tiktok";
  sent.push({ url, body: JSON.parse(String(init?.body)) });
  if ((failing[platform] ?? 0) > 0) {
    failing[platform] -= 1;
    return new Response('{"error":{"message":"down"}}', { status: 503 });
  }
  return Response.json(
    platform === "meta" ? { events_received: 1 } : { code: 0, message: "OK" },
  );
}

beforeAll(async () => {
  root = await writeLedgerSite("ledger-", MANIFEST);
  const file = join(root, "state", "ledger.sqlite");
  const handler = await createSiteHandler(root, {
    env: {
      LEDGER_DB: file,
      LEDGER_SECRET: SECRET,
      LEDGER_REPORT_PASSWORD: PASSWORD,
      META_CAPI_TOKEN: "meta-token",
      TIKTOK_EVENTS_TOKEN: "tiktok-token",
    },
    ledger: { now: () => clock.now, fetch: platformFetch },
  });
  let port;
  ({ server, port } = await listen(handler));
  base = `http://127.0.0.1:${port}`;
  sqlite = new DatabaseSync(file);
});

afterAll(async () => {
  sqlite?.close();
  await close(server);
  await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  sent.length = 0;
  // Past the once-a-minute upkeep of the test before.
  clock.now += 5 * 60_000;
});

const rows = (sql, ...params) => sqlite.prepare(sql).all(...params);

/** Waits until `sql` finds `count` rows. */
const rowsSettle = (count, sql, ...params) =>
  settled(() => rows(sql, ...params).length === count);

/** Waits until `count` forwards of a sale (to `platform`, if named) are in `state`. */
const forwardsSettle = (count, orderId, state, platform = "%") =>
  rowsSettle(
    count,
    "SELECT * FROM forwards WHERE order_id = ? AND state = ? AND platform LIKE ?",
    orderId,
    state,
    platform,
  );

/** `columns` of a sale's forwards (to `platform`, if named), by network and platform. */
const forwards = (orderId, columns, platform = "%") =>
  rows(
    `SELECT ${columns} FROM forwards WHERE order_id = ? AND platform LIKE ? ORDER BY network, platform`,
    orderId,
    platform,
  );

/** Waits for the work the server does after answering. */
async function settled(check) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("The server's deferred work did not finish");
}

async function click({ cookie = ACCEPTED, query = "" } = {}) {
  const response = await fetch(`${base}/go${query}`, {
    redirect: "manual",
    headers: {
      Referer: `${base}/?utm_campaign=spring&gclid=Cj0-g_1&fbclid=IwAR-f_2&color=grey`,
      Cookie: cookie,
      "User-Agent": "Mozilla/5.0 (Linux; Android 14)",
    },
  });
  const location = new URL(response.headers.get("location") ?? "");
  const key = location.searchParams.get("sub1") ?? "";
  await rowsSettle(1, "SELECT 1 FROM clicks WHERE click_key = ?", key);
  return { response, key, location };
}

const postback = (query, init) =>
  fetch(`${base}/ledger/postback?${query}`, init);

describe("BUY NOW through the ledger", () => {
  it("redirects at once to the partner with the click's key, then records the click", async () => {
    const { response, key, location } = await click({
      query: "?variant=control",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(key).toMatch(/^[a-z0-9]{20}$/);
    expect(location.origin).toBe("https://partner.test");
    expect(location.searchParams.get("sub3")).toBe("spring");
    const [record] = rows("SELECT * FROM clicks WHERE click_key = ?", key);
    expect(record).toMatchObject({
      variant: "control",
      utm_campaign: "spring",
      colour: "grey",
      ad_consent: 1,
      gclid: "Cj0-g_1",
      fbclid: "IwAR-f_2",
      ip: "127.0.0.1",
    });
  });

  it("counts a click without ad consent with no identifier", async () => {
    const { key } = await click({ cookie: "" });
    expect(
      rows("SELECT * FROM clicks WHERE click_key = ?", key)[0],
    ).toMatchObject({
      ad_consent: 0,
      utm_campaign: "spring",
      gclid: null,
      fbclid: null,
      ip: null,
      user_agent: null,
    });
  });
});

describe("a network's postback", () => {
  it.each([
    ["a wrong secret", "secret=wrong-secret-0123456789&order_id=X1&value=1"],
    ["no secret", "order_id=X1&value=1"],
    ["two secrets", `secret=${SECRET}&secret=${SECRET}&order_id=X1&value=1`],
  ])("answers %s as an unknown address does", async (_, query) => {
    for (const init of [undefined, { method: "POST" }]) {
      const response = await postback(query, init);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
    expect(rows("SELECT * FROM sales WHERE order_id = 'X1'")).toEqual([]);
  });

  it.each([
    [
      "malformed",
      `secret=${SECRET}&order_id=X2&value=abc`,
      "value must be an amount",
    ],
    [
      "hostile",
      `secret=${SECRET}&order_id=%3Cscript%3E&value=1`,
      "order_id must be",
    ],
  ])(
    "refuses %s input with 400 and a reason, storing nothing",
    async (_, query, reason) => {
      const response = await postback(query);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(reason);
      expect(
        rows(
          "SELECT COUNT(*) AS n FROM sales WHERE order_id IN ('X2', '<script>')",
        )[0].n,
      ).toBe(0);
    },
  );

  it("refuses an oversized body with 400, storing nothing", async () => {
    const response = await postback(`secret=${SECRET}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `order_id=X3&value=1&network=${"a".repeat(10_000)}`,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("larger than 4096 bytes");
    expect(rows("SELECT * FROM sales WHERE order_id = 'X3'")).toEqual([]);
  });

  it("stores an approved sale, forwards it once to each platform, and a replay changes nothing", async () => {
    const { key } = await click();
    const query = `secret=${SECRET}&click_key=${key}&order_id=S1&value=12.50&currency=EUR&status=approved`;
    const first = await postback(query);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe("stored\n");
    await settled(() => sent.length === 2);
    expect(sent.map(({ body }) => body.data[0].event_id)).toEqual(["S1", "S1"]);
    expect(forwards("S1", "platform, state")).toEqual([
      { platform: "google", state: "pending" },
      { platform: "meta", state: "sent" },
      { platform: "tiktok", state: "sent" },
    ]);
    const replay = await postback(query, { method: "POST" });
    expect(await replay.text()).toBe("unchanged\n");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(2);
  });

  it("takes a POST as JSON too", async () => {
    const { key } = await click();
    const response = await postback(`secret=${SECRET}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        click_key: key,
        order_id: "S2",
        value: 7,
        status: "SALE",
      }),
    });
    expect(await response.text()).toBe("stored\n");
    expect(
      rows(
        "SELECT status, value_micros, currency FROM sales WHERE order_id = 'S2'",
      ),
    ).toEqual([
      { status: "approved", value_micros: 7_000_000, currency: "USD" },
    ]);
  });

  it("records a reversal after approval, and sends nothing more", async () => {
    const { key } = await click();
    await postback(`secret=${SECRET}&click_key=${key}&order_id=S3&value=5`);
    await settled(() => sent.length === 2);
    const reversal = await postback(
      `secret=${SECRET}&click_key=${key}&order_id=S3&value=5&status=RFND`,
    );
    expect(await reversal.text()).toBe("updated\n");
    expect(
      rows("SELECT status, reversed_at FROM sales WHERE order_id = 'S3'"),
    ).toEqual([{ status: "reversed", reversed_at: clock.now }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(2);
  });

  it("keeps a sale whose key no click has, unattributed and sent nowhere", async () => {
    await postback(
      `secret=${SECRET}&click_key=nosuchclickkey000000&order_id=S4&value=3`,
    );
    expect(
      rows("SELECT attributed, click_key FROM sales WHERE order_id = 'S4'"),
    ).toEqual([{ attributed: 0, click_key: "nosuchclickkey000000" }]);
    await forwardsSettle(2, "S4", "skipped");
    expect(sent).toEqual([]);
  });

  it("sends nothing for a visitor who refused advertising", async () => {
    const { key } = await click({ cookie: "" });
    await postback(`secret=${SECRET}&click_key=${key}&order_id=S5&value=3`);
    await forwardsSettle(2, "S5", "skipped");
    expect(forwards("S5", "detail", "meta")[0].detail).toContain(
      "did not accept advertising",
    );
    expect(sent).toEqual([]);
  });

  it("retries a platform that failed, on a later request, until it succeeds", async () => {
    const { key } = await click();
    failing.meta = 1;
    await postback(`secret=${SECRET}&click_key=${key}&order_id=S6&value=9`);
    await forwardsSettle(1, "S6", "failed", "meta");
    expect(forwards("S6", "attempts, detail", "meta")[0]).toMatchObject({
      attempts: 1,
      detail: expect.stringContaining("503"),
    });
    clock.now += 2 * 60_000;
    await click();
    await forwardsSettle(1, "S6", "sent", "meta");
    expect(
      sent.filter(
        ({ body }) =>
          body.data?.[0]?.event_id === "S6" && body.data[0].event_name,
      ),
    ).toHaveLength(2);
  });
});

describe("two networks' postbacks with the same order id", () => {
  const NETWORKS = ["awin", "impact"];
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

  it("are two sales, each forwarded under its own event id, and a replay of each changes nothing", async () => {
    const { key } = await click();
    const query = (network) =>
      `secret=${SECRET}&click_key=${key}&order_id=N1&value=10&network=${network}`;
    for (const network of NETWORKS)
      expect(await (await postback(query(network))).text()).toBe("stored\n");
    expect(
      rows(
        "SELECT network, status FROM sales WHERE order_id = 'N1' ORDER BY network",
      ),
    ).toEqual(NETWORKS.map((network) => ({ network, status: "approved" })));
    await settled(() => sent.length === 4);
    expect(sent.map(({ body }) => body.data[0].event_id).sort()).toEqual([
      "awin:N1",
      "awin:N1",
      "impact:N1",
      "impact:N1",
    ]);
    expect(forwards("N1", "network, platform, state")).toEqual(
      NETWORKS.flatMap((network) => [
        { network, platform: "google", state: "pending" },
        { network, platform: "meta", state: "sent" },
        { network, platform: "tiktok", state: "sent" },
      ]),
    );
    for (const network of NETWORKS)
      expect(
        await (await postback(query(network), { method: "POST" })).text(),
      ).toBe("unchanged\n");
    await pause();
    expect(sent).toHaveLength(4);
  });

  it.each([
    ["impact", "approved"],
    ["awin", "approved"],
    ["impact", "reversed"],
    ["awin", "reversed"],
  ])("moves %s's sale alone to %s", async (moved, status) => {
    const orderId = `N2-${moved}-${status}`;
    const query = (network, word) =>
      `secret=${SECRET}&order_id=${orderId}&value=5&status=${word}&network=${network}`;
    for (const network of NETWORKS)
      expect(await (await postback(query(network, "pending"))).text()).toBe(
        "stored\n",
      );
    expect(await (await postback(query(moved, status))).text()).toBe(
      "updated\n",
    );
    expect(
      rows(
        "SELECT network, status FROM sales WHERE order_id = ? ORDER BY network",
        orderId,
      ),
    ).toEqual(
      NETWORKS.map((network) => ({
        network,
        status: network === moved ? status : "pending",
      })),
    );
    // Only an approval opens forwards, and only for its own sale.
    expect(
      rows("SELECT DISTINCT network FROM forwards WHERE order_id = ?", orderId),
    ).toEqual(status === "approved" ? [{ network: moved }] : []);
  });

  it.each([
    ["no network label", "", ""],
    ["a label no preset has", "my-tracker", "&network=My-Tracker"],
  ])(
    "keeps a postback with %s under the network %j, apart from a labelled one",
    async (_, network, label) => {
      const orderId = `N3-${network || "none"}`;
      const query = `secret=${SECRET}&order_id=${orderId}&value=2${label}`;
      expect(await (await postback(query)).text()).toBe("stored\n");
      expect(await (await postback(query)).text()).toBe("unchanged\n");
      expect(
        await (
          await postback(`${query.replace(label, "")}&network=impact`)
        ).text(),
      ).toBe("stored\n");
      expect(
        rows(
          "SELECT network FROM sales WHERE order_id = ? ORDER BY network",
          orderId,
        ),
      ).toEqual([network, "impact"].sort().map((name) => ({ network: name })));
    },
  );
});

describe("the ledger's upkeep", () => {
  it("deletes clicks and sales older than the retention period", async () => {
    const old = clock.now - 91 * 86_400_000;
    sqlite
      .prepare(
        "INSERT INTO clicks (click_key, clicked_at, ad_consent, gclid) VALUES (?, ?, 1, 'old-gclid')",
      )
      .run(KEY, old);
    sqlite
      .prepare(
        "INSERT INTO sales (order_id, click_key, attributed, status, value_micros, currency, received_at) VALUES ('OLD', ?, 1, 'approved', 1, 'USD', ?)",
      )
      .run(KEY, old);
    await click();
    await rowsSettle(0, "SELECT * FROM clicks WHERE click_key = ?", KEY);
    expect(rows("SELECT * FROM sales WHERE order_id = 'OLD'")).toEqual([]);
  });
});

describe("the retry command's address", () => {
  it("answers only a POST with the secret, and tries failed forwards now", async () => {
    const { key } = await click();
    failing.tiktok = 1;
    await postback(`secret=${SECRET}&click_key=${key}&order_id=T1&value=4`);
    await forwardsSettle(1, "T1", "failed");
    expect((await fetch(`${base}/ledger/retry?secret=${SECRET}`)).status).toBe(
      404,
    );
    expect(
      (
        await fetch(`${base}/ledger/retry?secret=wrong-secret-0123456789`, {
          method: "POST",
        })
      ).status,
    ).toBe(404);
    const retried = await fetch(`${base}/ledger/retry`, {
      method: "POST",
      headers: { Authorization: `Basic ${btoa(`ops:${SECRET}`)}` },
    });
    expect(await retried.json()).toMatchObject({
      forwards: [
        { network: "", order_id: "T1", platform: "tiktok", state: "sent" },
      ],
    });
  });
});

describe("what the operator reads", () => {
  it("asks for the report's password, then shows the sale under its campaign and variant", async () => {
    expect((await fetch(`${base}/ledger/report`)).status).toBe(401);
    const auth = { Authorization: `Basic ${btoa(`operator:${PASSWORD}`)}` };
    const { key } = await click({ query: "?variant=get-yours" });
    await postback(
      `secret=${SECRET}&click_key=${key}&order_id=R1&value=20&currency=EUR`,
    );
    const page = await fetch(`${base}/ledger/report`, { headers: auth });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await page.text()).toContain("get-yours");
    const csv = await (
      await fetch(`${base}/ledger/report?format=csv`, { headers: auth })
    ).text();
    // In the report's currency, at the store's rate: 1 EUR = 1.1 USD.
    expect(csv.split("\r\n")).toContain(
      `2026-11-27,,spring,,,get-yours,USD,0.00,1,0.00,1,22.00,22.00,,22.00,,`,
    );
  });

  it("lists a consented Google click's sale in the Google Ads file, behind the secret", async () => {
    const { key } = await click();
    await postback(
      `secret=${SECRET}&click_key=${key}&order_id=G1&value=15&currency=EUR`,
    );
    expect(
      (await fetch(`${base}/ledger/google-ads.csv?secret=nope-nope-nope-nope`))
        .status,
    ).toBe(404);
    const file = await (
      await fetch(`${base}/ledger/google-ads.csv`, {
        headers: { Authorization: `Basic ${btoa(`google:${SECRET}`)}` },
      })
    ).text();
    expect(file).toMatch(
      /^Cj0-g_1,,,Partner sale,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+0100,15\.00,EUR,G1,Granted,Granted$/m,
    );
    expect(forwards("G1", "state", "google")).toEqual([{ state: "sent" }]);
  });

  it("lists two networks' same order id in the Google Ads file as two conversions", async () => {
    const { key } = await click();
    for (const network of ["awin", "impact"])
      await postback(
        `secret=${SECRET}&click_key=${key}&order_id=G2&value=15&currency=EUR&network=${network}`,
      );
    const file = await (
      await fetch(`${base}/ledger/google-ads.csv?secret=${SECRET}`)
    ).text();
    const orderIds = file
      .split("\r\n")
      .map((line) => line.split(",")[7])
      .filter((id) => id?.endsWith("G2"));
    expect(orderIds).toEqual(["awin:G2", "impact:G2"]);
    expect(forwards("G2", "network, state", "google")).toEqual([
      { network: "awin", state: "sent" },
      { network: "impact", state: "sent" },
    ]);
  });
});

describe("when the ledger's database cannot be opened", () => {
  it("BUY NOW still reaches the partner with the click's key", async () => {
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args.join(" "));
    const { server: failing, port } = await listen(
      await createSiteHandler(root, {
        env: {
          LEDGER_DB: "/dev/null/no-folder/ledger.sqlite",
          LEDGER_SECRET: SECRET,
        },
        ledger: { now: () => clock.now },
      }),
    );
    try {
      const response = await fetch(`http://127.0.0.1:${port}/go`, {
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location") ?? "");
      expect(location.origin).toBe("https://partner.test");
      expect(location.searchParams.get("sub1")).toMatch(/^[a-z0-9]{20}$/);
      expect(errors.join("\n")).toMatch(/database cannot be opened/);
    } finally {
      console.error = original;
      await close(failing);
    }
  });
});
