// @vitest-environment node
// The sales ledger under `npm start` (node-site.mjs): BUY NOW, the
// networks' postbacks and the forwards they cause.
import { describe, expect, it } from "vitest";
import {
  SECRET,
  clock,
  sent,
  failing,
  rows,
  forwardsSettle,
  forwards,
  settled,
  click,
  postback,
} from "./node-site.mjs";

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
      ip: "127.0.0.1",
    });
    expect(JSON.parse(record.ad_ids)).toMatchObject({
      gclid: "Cj0-g_1",
      fbclid: "IwAR-f_2",
    });
  });

  it("counts a click without ad consent with no identifier", async () => {
    const { key } = await click({ cookie: "" });
    expect(
      rows("SELECT * FROM clicks WHERE click_key = ?", key)[0],
    ).toMatchObject({
      ad_consent: 0,
      utm_campaign: "spring",
      ad_ids: "{}",
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
