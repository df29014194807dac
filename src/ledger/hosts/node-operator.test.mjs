// @vitest-environment node
// The sales ledger under `npm start` (node-site.mjs): its upkeep, the
// retry command's address, the report and the Google Ads file, and a
// database that cannot be opened.
import { describe, expect, it } from "vitest";
import { createSiteHandler } from "../../../server/site-handler.mjs";
import { listen, close } from "../../../server/test-site.mjs";
import { KEY } from "../fixtures.ts";
import {
  SECRET,
  PASSWORD,
  root,
  base,
  sqlite,
  clock,
  failing,
  rows,
  rowsSettle,
  forwardsSettle,
  forwards,
  click,
  postback,
} from "./node-site.mjs";

describe("the ledger's upkeep", () => {
  it("deletes clicks and sales older than the retention period", async () => {
    const old = clock.now - 91 * 86_400_000;
    sqlite
      .prepare(
        `INSERT INTO clicks (click_key, clicked_at, ad_consent, ad_ids) VALUES (?, ?, 1, '{"gclid":"old-gclid"}')`,
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
      `2026-11-27,,spring,,,get-yours,USD,0.00,1,0.00,1,22.00,22.00,,22.00,,,0,0,0,0,0,0,0,0,0,0,0.00`,
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
