// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLedgerDb } from "../db/ledger-db.mjs";
import { CLICK } from "../fixtures";
import { figures } from "./report-lines";
import { buildReport, type Report } from "./report";
import { reportCsv, spreadsheetSafe } from "./report-csv";
import { replaceSpend, type SpendRow } from "../spend/spend";
import { row } from "../spend/spend-csv-fixtures";
import { recordClick, recordSale, type LedgerDb } from "../db/store";

const NOW = Date.UTC(2026, 10, 27, 18, 0, 0);
const RATES = { currency: "USD", rates: { EUR: 1.1 } };
const DAY = "2026-11-26";
const AT = Date.parse(`${DAY}T10:00:00Z`);

let db: LedgerDb;
let close: () => void;
beforeEach(() => ({ db, close } = openLedgerDb(":memory:")));
afterEach(() => close());

let clicks = 0;
/** Records `n` clicks with `fields`; returns their keys. */
async function click(n: number, fields: Partial<typeof CLICK>) {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) {
    const key = `k${String(clicks++).padStart(19, "0")}`;
    await recordClick(db, {
      ...CLICK,
      clicked_at: AT,
      ...fields,
      click_key: key,
    });
    keys.push(key);
  }
  return keys;
}

async function sale(key: string, value: number, currency = "USD") {
  await recordSale(
    db,
    {
      orderId: `O-${key}`,
      clickKey: key,
      status: "approved",
      valueMicros: value * 1_000_000,
      currency,
      network: "",
    },
    NOW,
  );
}

const spendRow = (fields: Partial<SpendRow>) =>
  row({
    platform: "meta",
    account: "111",
    day: DAY,
    currency: "USD",
    ...fields,
  });

async function spend(rows: SpendRow[]) {
  await replaceSpend(
    db,
    [
      {
        platform: rows[0]!.platform,
        account: rows[0]!.account,
        days: [DAY],
        rows,
      },
    ],
    NOW,
  );
}

const byName = (groups: Report["byCampaign"], name: string) =>
  groups.find((group) => group.name === name)!;

describe("the report's flagged clicks", () => {
  it("leaves them out of clicks, spend's share, sales and verdicts, and adds them up by campaign, ad and reason", async () => {
    const counted = await click(19, {
      utm_campaign: "Winter sale",
      utm_content: "ad-1",
      variant: "control",
    });
    await click(1, {
      utm_campaign: "Winter sale",
      utm_content: "ad-1",
      variant: "control",
      no_page_view: 1,
    });
    const [crawler] = await click(3, {
      utm_campaign: "Winter sale",
      utm_content: "ad-1",
      variant: "control",
      flags: "crawler",
    });
    await click(2, {
      utm_campaign: "Winter sale",
      utm_content: "ad-2",
      variant: "get-yours",
      flags: "headless,rate",
    });
    await click(50, { utm_campaign: "Clean", variant: "control" });
    await sale(counted[0]!, 40);
    await sale(crawler!, 25);
    const report = await buildReport(db, NOW, 30, RATES, {
      withRows: true,
      warnPercent: 5,
    });
    const winter = byName(report.byCampaign, "Winter sale");
    expect(figures(winter, RATES)).toMatchObject({
      clicks: 20,
      sales: 1,
      revenue: 40_000_000,
      perClick: 2_000_000,
    });
    expect(report.byVariant.map(({ key, clicks }) => [key, clicks])).toEqual([
      ["control", 70],
      ["get-yours", 0],
    ]);
    const flagged = report.flagged.byCampaign.find(
      ({ name }) => name === "Winter sale",
    )!;
    expect(flagged).toMatchObject({
      flagged: 5,
      counted: 20,
      noPageView: 1,
      sales: 1,
      revenue: { USD: 25_000_000 },
      warn: true,
      reasons: { crawler: 3, headless: 2, rate: 2, no_user_agent: 0 },
    });
    // 1 in 20 counted clicks had no page view: a signal, not a flag.
    expect(
      report.flagged.byCampaign.find(({ name }) => name === "Clean"),
    ).toBeUndefined();
    expect(
      report.flagged.byAd.map(({ name, campaign, flagged, counted }) => [
        name,
        campaign,
        flagged,
        counted,
      ]),
    ).toEqual([
      ["ad-1", "Winter sale", 3, 20],
      ["ad-2", "Winter sale", 2, 0],
    ]);
    expect(report.flagged.total).toMatchObject({ flagged: 5, counted: 70 });

    const csv = reportCsv(report).split("\r\n");
    expect(csv).toContain(
      `${DAY},,Winter sale,ad-1,,control,USD,0.00,20,0.00,1,40.00,40.00,,2.00,,,3,3,0,0,0,0,0,0,1,1,25.00`,
    );
    expect(csv).toContain(
      `${DAY},,Winter sale,ad-2,,get-yours,USD,0.00,0,,0,0.00,0.00,,,,,2,0,0,2,0,0,0,2,0,0,0.00`,
    );
  });

  it("warns about a campaign only above the setting's share", async () => {
    await click(19, { utm_campaign: "Edge" });
    await click(1, { utm_campaign: "Edge", flags: "crawler" });
    const at = async (warnPercent: number) =>
      (await buildReport(db, NOW, 30, RATES, { warnPercent })).flagged
        .byCampaign[0]!.warn;
    expect(await at(5)).toBe(false);
    expect(await at(4.9)).toBe(true);
  });

  it("reads the flagged clicks through their partial index, not the window's every click", async () => {
    const opened = openLedgerDb(":memory:");
    const queries: string[] = [];
    const watched: LedgerDb = {
      ...opened.db,
      all: (sql, params) => (queries.push(sql), opened.db.all(sql, params)),
    };
    await buildReport(watched, NOW, 30, RATES);
    const flaggedQuery = queries.find((sql) => sql.includes("flags <> ''"))!;
    const plan = opened.sqlite
      .prepare(`EXPLAIN QUERY PLAN ${flaggedQuery}`)
      .all(0) as { detail: string }[];
    opened.close();
    expect(plan.map(({ detail }) => detail).join("\n")).toMatch(
      /USING INDEX clicks_signals/,
    );
  });
});

describe("the report's money", () => {
  it("joins a Meta ad's spend to its clicks by the campaign's and the ad's ids, and adds up profit and ROAS", async () => {
    const keys = await click(4, {
      utm_campaign: "Winter sale",
      utm_id: "120200",
      utm_term: "120210",
      utm_content: "120221",
    });
    await sale(keys[0]!, 45);
    await sale(keys[1]!, 30);
    await spend([
      spendRow({
        campaign_id: "120200",
        campaign_name: "Winter sale",
        adset_id: "120210",
        ad_id: "120221",
        ad_name: "Backpack video",
        spend_micros: 25_500_000,
      }),
    ]);
    const report = await buildReport(db, NOW, 30, RATES);
    const campaign = byName(report.byCampaign, "Winter sale");
    expect(figures(campaign, RATES)).toMatchObject({
      spend: 25_500_000,
      clicks: 4,
      costPerClick: 6_375_000,
      sales: 2,
      revenue: 75_000_000,
      profit: 49_500_000,
      perClick: 18_750_000,
    });
    expect(figures(campaign, RATES).roas).toBeCloseTo(75 / 25.5, 12);
    expect(report.byAd).toEqual([
      expect.objectContaining({
        name: "Backpack video",
        campaign: "Winter sale",
        clicks: 4,
      }),
    ]);
  });

  it("joins spend by the campaign's name when the clicks carry no id, and shows spend without clicks and clicks without spend", async () => {
    await click(2, { utm_campaign: "google-brand" });
    await click(3, { utm_campaign: "organic-newsletter" });
    await spend([
      spendRow({
        platform: "google",
        account: "",
        campaign_id: "987",
        campaign_name: "google-brand",
        spend_micros: 4_000_000,
      }),
      spendRow({
        platform: "google",
        account: "",
        campaign_id: "988",
        campaign_name: "paused-but-spent",
        spend_micros: 1_000_000,
      }),
    ]);
    const report = await buildReport(db, NOW, 30, RATES);
    expect(
      report.byCampaign.map((group) => [
        group.key,
        group.name,
        group.clicks,
        group.spend,
      ]),
    ).toEqual([
      ["id:988", "paused-but-spent", 0, { USD: 1_000_000 }],
      ["name:google-brand", "google-brand", 2, { USD: 4_000_000 }],
      ["name:organic-newsletter", "organic-newsletter", 3, {}],
    ]);
  });

  it("converts with the store's rates and keeps a currency without a rate apart", async () => {
    const [key] = await click(1, { utm_campaign: "eu", utm_id: "5" });
    await sale(key!, 20, "EUR");
    await spend([
      spendRow({ campaign_id: "5", currency: "EUR", spend_micros: 10_000_000 }),
      spendRow({
        campaign_id: "5",
        ad_id: "9",
        currency: "EUR",
        spend_micros: 0,
      }),
    ]);
    const [key2] = await click(1, { utm_campaign: "ca", utm_id: "6" });
    await sale(key2!, 50, "CAD");
    const report = await buildReport(db, NOW, 30, RATES);
    const eu = figures(byName(report.byCampaign, "eu"), RATES);
    expect(eu.revenue).toBeCloseTo(22_000_000, 6);
    expect(eu.spend).toBeCloseTo(11_000_000, 6);
    expect(eu.profit).toBeCloseTo(11_000_000, 6);
    const ca = figures(byName(report.byCampaign, "ca"), RATES);
    expect(ca.revenue).toBe(0);
    expect(ca.apart.revenue).toEqual({ CAD: 50_000_000 });
  });

  it("shares a day's spend on an ad between its variants by their clicks, to the millionth", async () => {
    const ad = { utm_campaign: "test", utm_id: "7", utm_content: "70" };
    await click(2, { ...ad, variant: "control" });
    await click(1, { ...ad, variant: "get-yours" });
    await spend([
      spendRow({ campaign_id: "7", ad_id: "70", spend_micros: 10_000_000 }),
    ]);
    const report = await buildReport(db, NOW, 30, RATES);
    expect(report.byVariant.map((group) => [group.key, group.spend])).toEqual([
      ["control", { USD: 6_666_667 }],
      ["get-yours", { USD: 3_333_333 }],
    ]);
  });

  it("judges the split test on earnings per click beside sales per click", async () => {
    const control = await click(200, { variant: "control" });
    const variant = await click(200, { variant: "get-yours" });
    for (const key of control.slice(0, 20)) await sale(key, 40);
    for (const key of variant.slice(0, 12)) await sale(key, 90);
    const report = await buildReport(db, NOW, 30, RATES);
    expect(report.test?.variants[0]?.chanceToBeatControl).toBeLessThan(0.5);
    expect(report.earnings?.control).toMatchObject({
      clicks: 200,
      sales: 20,
      sum: 800,
      sumOfSquares: 32_000,
    });
    expect(report.earnings?.variants[0]).toMatchObject({
      name: "get-yours",
      sales: 12,
      perClick: 5.4,
    });
    expect(report.earnings?.variants[0]?.chanceToBeatControl).toBeGreaterThan(
      0.5,
    );
  });
});

describe("the report's CSV", () => {
  it("writes one line per day, campaign, ad and variant in the report's currency", async () => {
    const [key] = await click(1, {
      utm_campaign: "Winter sale",
      utm_id: "120200",
      utm_content: "120221",
    });
    await sale(key!, 45);
    await spend([
      spendRow({
        campaign_id: "120200",
        ad_id: "120221",
        ad_name: "Video",
        spend_micros: 60_000_000,
      }),
    ]);
    const csv = reportCsv(
      await buildReport(db, NOW, 30, RATES, { withRows: true }),
    ).split("\r\n");
    expect(csv[0]).toBe(
      "date,campaign_id,campaign,ad_id,ad,variant,currency,spend,clicks,cost_per_click,sales,revenue,profit,roas,earnings_per_click,revenue_not_converted,spend_not_converted,flagged_clicks,flagged_crawler,flagged_no_user_agent,flagged_headless,flagged_verified_bot,flagged_bot_score,flagged_datacentre,flagged_rate,no_page_view,flagged_sales,flagged_revenue",
    );
    expect(csv).toContain(
      `${DAY},120200,Winter sale,120221,Video,control,USD,60.00,1,60.00,1,45.00,-15.00,0.75,45.00,,,0,0,0,0,0,0,0,0,0,0,0.00`,
    );
  });

  it("never writes a cell a spreadsheet would run as a formula", async () => {
    for (const name of [
      '=HYPERLINK("http://x.test","y")',
      "+1+2",
      "-1+2",
      "@SUM(A1)",
      "\tTab",
    ])
      await click(1, { utm_campaign: name, utm_content: name });
    const csv = reportCsv(
      await buildReport(db, NOW, 30, RATES, { withRows: true }),
    );
    const cells = csv
      .split("\r\n")
      .slice(1, -1)
      .flatMap((line) =>
        line
          .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
          .map((cell) => cell.replace(/,$/, "").replace(/^"|"$/g, "")),
      );
    const formulas = cells.filter(
      (cell) => /^[=+@\t\r]/.test(cell) || /^-(?!\d+\.\d\d$)/.test(cell),
    );
    expect(formulas).toEqual([]);
    expect(spreadsheetSafe("=1")).toBe("'=1");
  });
});
