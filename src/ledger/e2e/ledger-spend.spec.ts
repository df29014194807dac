import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  pageHeading,
  test,
} from "../../../tests/e2e/fixtures";
import {
  LEDGER_REPORT_PASSWORD,
  LEDGER_RUNTIMES,
  META_AD_ACCOUNT,
  STUB,
  TIKTOK_ADVERTISER,
  type LEDGER_HOSTS,
} from "./ledger-build";
import { basic, buyFromAd, postback, query } from "./ledger-helpers";

/**
 * Spend in, profit out (docs/sales-ledger.md, "Spend and profit"), on
 * `npm start` with SQLite and on workerd with local D1: a shopper lands
 * from a Meta ad with the documented URL parameters and buys; Meta's
 * Insights and TikTok's report (the stub on this machine) give the ads'
 * spend; the report sets one against the other. Exports come in through
 * the report's upload, and what is not a spend export stores nothing.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const run = Date.now().toString(36);
const stamp = String(Date.now()).slice(-9);
const today = new Date().toISOString().slice(0, 10);

/** The report's "By campaign" row of a campaign: its figures' cells. */
const campaignCells = (page: Page, campaign: string) =>
  page
    .getByRole("table", { name: "By campaign", exact: true })
    .getByRole("row")
    .filter({
      has: page.getByRole("rowheader", { name: campaign, exact: true }),
    })
    .getByRole("cell");

/** Opens the report (its password already sent); a campaign's figures' cells there. */
async function openCampaignCells(page: Page, base: string, campaign: string) {
  await page.goto(`${base}/ledger/report`);
  return campaignCells(page, campaign);
}

/** The spend a host's database holds for an account: rows and total. */
const storedSpend = (host: keyof typeof LEDGER_HOSTS, account: string) =>
  query(
    host,
    `SELECT COUNT(*) AS rows, SUM(spend_micros) AS micros FROM spend WHERE account = '${account}'`,
  );

/** Opens the report, sends one of its forms, and returns the answer page. */
async function sendFromReport(page: Page, base: string, button: string) {
  await page.setExtraHTTPHeaders(basic(LEDGER_REPORT_PASSWORD));
  await page.goto(`${base}/ledger/report`);
  await page.getByRole("button", { name: button }).click();
  return page;
}

/** Uploads `content` as `name` through the report's import form. */
async function upload(
  page: Page,
  base: string,
  name: string,
  content: string | Buffer,
) {
  await page.setExtraHTTPHeaders(basic(LEDGER_REPORT_PASSWORD));
  await page.goto(`${base}/ledger/report`);
  await page.getByLabel(/CSV export/).setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: typeof content === "string" ? Buffer.from(content) : content,
  });
  await page.getByRole("button", { name: "Import" }).click();
  return pageHeading(page);
}

/** A Google Ads campaign report as its CSV download writes it. */
const googleCsv = (campaign: string, id: string, cost: string) =>
  `Campaign report\r\n"${today} - ${today}"\r\nDay,Campaign,Campaign ID,Currency code,Impr.,Clicks,Cost\r\n${today},${campaign},${id},USD,"1,204",87,${cost}\r\nTotal: Account,--,--,USD,"1,204",87,${cost}\r\n`;

/** A Microsoft Ads campaign report as its CSV download writes it. */
const microsoftCsv = (campaign: string, id: string, spend: string) => {
  const [year, month, day] = today.split("-");
  return `"Report Name: Campaign performance"\r\n"Report Time: ${Number(month)}/${Number(day)}/${year}"\r\n"Rows: 1"\r\n\r\n"TimePeriod","AccountId","CampaignName","CampaignId","CurrencyCode","Impressions","Clicks","Spend"\r\n"${Number(month)}/${Number(day)}/${year}","187654321","${campaign}","${id}","EUR","1024","31","${spend}"\r\n\r\n"©2026 Microsoft Corporation. All rights reserved. "\r\n`;
};

const setSpend = (request: APIRequestContext, data: unknown) =>
  request.post(`${STUB}/_spend`, { data });

for (const { host, base, runtime } of LEDGER_RUNTIMES) {
  test.describe(`spend and profit on ${runtime}`, () => {
    test("a Meta ad's spend, pulled from Insights, and a TikTok ad's, from its report, are set against their sales; a second pull changes nothing", async ({
      page,
      request,
    }) => {
      const meta = {
        name: `Winter ${host} ${run}`,
        id: `1202${stamp}`,
        adset: `1203${stamp}`,
        ad: `1204${stamp}`,
      };
      const { key } = await buyFromAd(
        page,
        base,
        `utm_source=facebook&utm_medium=paid&utm_campaign=${encodeURIComponent(meta.name)}&utm_id=${meta.id}&utm_term=${meta.adset}&utm_content=${meta.ad}`,
        "accept",
      );
      expect(
        query(
          host,
          `SELECT utm_id, utm_term, utm_content FROM clicks WHERE click_key = '${key}'`,
        ),
      ).toEqual([
        { utm_id: meta.id, utm_term: meta.adset, utm_content: meta.ad },
      ]);
      await postback(request, base, {
        click_key: key,
        order_id: `ORD-${host}-${run}-spend`,
        value: "49.99",
        currency: "USD",
      });
      const tiktok = {
        name: `TT ${host} ${run}`,
        id: `1780${stamp}`,
        ad: `1781${stamp}`,
      };
      const go = await request.get(
        `${base}/go?utm_source=tiktok&utm_campaign=${encodeURIComponent(tiktok.name)}&utm_id=${tiktok.id}&utm_term=1782${stamp}&utm_content=${tiktok.ad}`,
        { maxRedirects: 0 },
      );
      const tiktokKey = new URL(go.headers().location!).searchParams.get(
        "sub1",
      )!;
      await postback(request, base, {
        click_key: tiktokKey,
        order_id: `ORD-${host}-${run}-tiktok`,
        value: "30.00",
        currency: "EUR",
      });
      const insight = (ad: string, name: string, spend: string) => ({
        account_id: META_AD_ACCOUNT,
        account_currency: "USD",
        campaign_id: meta.id,
        campaign_name: meta.name,
        adset_id: meta.adset,
        adset_name: "Travellers",
        ad_id: ad,
        ad_name: name,
        spend,
        date_start: today,
        date_stop: today,
      });
      await setSpend(request, {
        platform: "meta",
        rows: [
          insight(meta.ad, "Backpack video", "12.34"),
          // An ad of the campaign that spent and brought no click.
          insight(`1205${stamp}`, "Carousel", "0.66"),
        ],
      });
      await setSpend(request, {
        platform: "tiktok",
        currency: "EUR",
        rows: [
          {
            dimensions: {
              ad_id: tiktok.ad,
              stat_time_day: `${today} 00:00:00`,
            },
            metrics: {
              spend: "10.00",
              campaign_id: tiktok.id,
              campaign_name: tiktok.name,
              adgroup_id: `1782${stamp}`,
              adgroup_name: "Group",
              ad_name: "Unboxing",
            },
          },
        ],
      });

      await sendFromReport(page, base, "Pull the last 7 days now");
      await expect(
        page.getByRole("heading", { level: 1, name: "Spend pulled" }),
      ).toBeVisible();
      await expect(
        page.getByText(`meta ${META_AD_ACCOUNT}: 2 rows`),
      ).toBeVisible();
      await expect(
        page.getByText(`tiktok ${TIKTOK_ADVERTISER}: 1 row`),
      ).toBeVisible();
      const pulled = storedSpend(host, META_AD_ACCOUNT);
      expect(pulled).toEqual([{ rows: 2, micros: 13_000_000 }]);

      // Spend, clicks, cost per click, sales, revenue, profit, ROAS, earnings per click.
      await expect(await openCampaignCells(page, base, meta.name)).toHaveText([
        "$13.00",
        "1",
        "$13.00",
        "1",
        "$49.99",
        "$36.99",
        "3.85×",
        "$49.99",
      ]);
      // TikTok's euros at the store's rate, 1 EUR = 1.1 USD.
      await expect(campaignCells(page, tiktok.name)).toHaveText([
        "$11.00",
        "1",
        "$11.00",
        "1",
        "$33.00",
        "$22.00",
        "3.00×",
        "$33.00",
      ]);
      await expect(page.getByText("1 EUR = 1.1 USD")).toBeVisible();
      await expectNoAxeViolations(page);

      await sendFromReport(page, base, "Pull the last 7 days now");
      await expect(
        page.getByRole("heading", { level: 1, name: "Spend pulled" }),
      ).toBeVisible();
      expect(storedSpend(host, META_AD_ACCOUNT)).toEqual(pulled);
      const again = await openCampaignCells(page, base, meta.name);
      await expect(again.nth(5)).toHaveText("$36.99");
    });

    test("Google Ads and Microsoft Ads exports import through the report; a second import replaces", async ({
      page,
    }) => {
      const google = { name: `G ${host} ${run}`, id: `21${stamp}` };
      const microsoft = { name: `MS ${host} ${run}`, id: `51${stamp}` };
      const imported = async (name: string, content: string) =>
        expect(await upload(page, base, name, content)).toHaveText(
          "Spend imported",
        );
      const googleExport = googleCsv(google.name, google.id, "45.20");
      await imported("google.csv", googleExport);
      await expect(
        page.getByText(/1 row of google spend over 1 day,/),
      ).toBeVisible();
      await imported("google.csv", googleExport);
      await imported(
        "microsoft.csv",
        microsoftCsv(microsoft.name, microsoft.id, "18.42"),
      );
      expect(
        query(
          host,
          `SELECT platform, account, campaign_name, currency, spend_micros FROM spend WHERE campaign_id IN ('${google.id}', '${microsoft.id}') ORDER BY platform`,
        ),
      ).toEqual([
        {
          platform: "google",
          account: "",
          campaign_name: google.name,
          currency: "USD",
          spend_micros: 45_200_000,
        },
        {
          platform: "microsoft",
          account: "187654321",
          campaign_name: microsoft.name,
          currency: "EUR",
          spend_micros: 18_420_000,
        },
      ]);
      // Spend with no click is shown, not dropped: a loss of its whole cost.
      await expect(await openCampaignCells(page, base, google.name)).toHaveText(
        ["$45.20", "0", "–", "0", "$0.00", "-$45.20", "0.00×", "–"],
      );
      await expect(campaignCells(page, microsoft.name).first()).toHaveText(
        "$20.26",
      );
    });

    // The refusals are answered 400 and 413, which the browser logs.
    test.describe(() => {
      test.use({ allowedErrors: /status of 4(00|13)/ });
      test("a formula, a wrong header, 20 MB and a file that is not UTF-8 are each refused, and nothing is stored", async ({
        page,
        request,
      }) => {
        const before = query(
          host,
          "SELECT COUNT(*) AS rows, SUM(spend_micros) AS micros FROM spend",
        );
        const refusals: [string, string | Buffer, RegExp][] = [
          [
            "formula.csv",
            googleCsv(
              `=HYPERLINK("http://evil.test","Click")`,
              `22${stamp}`,
              "1.00",
            ),
            /formula/i,
          ],
          [
            "header.csv",
            `Day,Campagne,Kosten\r\n${today},X,1.00\r\n`,
            /missing/i,
          ],
          // "Café" in Latin-1: its é is the byte E9, which UTF-8 does not allow there.
          [
            "latin1.csv",
            Buffer.concat([
              Buffer.from(
                `Day,Campaign,Campaign ID,Currency code,Cost\r\n${today},Caf`,
              ),
              Buffer.from([0xe9]),
              Buffer.from(`,23${stamp},USD,1.00\r\n`),
            ]),
            /UTF-8/,
          ],
        ];
        for (const [name, content, reason] of refusals) {
          await expect(
            await upload(page, base, name, content),
            name,
          ).toHaveText("Import refused");
          await expect(page.getByRole("alert"), name).toContainText(reason);
          await expect(page.getByRole("alert"), name).toContainText(
            "Nothing was stored.",
          );
        }
        // 20 MB: refused before it is read; sent as the form would, straight.
        const big = await request.post(`${base}/ledger/report/spend`, {
          headers: { ...basic(LEDGER_REPORT_PASSWORD), Origin: base },
          multipart: {
            file: {
              name: "big.csv",
              mimeType: "text/csv",
              buffer: Buffer.alloc(20 * 1024 * 1024, "a"),
            },
          },
        });
        expect(big.status()).toBe(413);
        expect(await big.text()).toContain("Nothing was stored.");
        expect(
          query(
            host,
            "SELECT COUNT(*) AS rows, SUM(spend_micros) AS micros FROM spend",
          ),
        ).toEqual(before);
      });
    });

    test("the report's forms refuse a post from another site, and without the password", async ({
      request,
    }) => {
      const csv = googleCsv(`X ${run}`, `24${stamp}`, "1.00");
      const post = (headers: Record<string, string>, csrf?: string) =>
        request.post(`${base}/ledger/report/spend`, {
          headers,
          multipart: {
            file: {
              name: "g.csv",
              mimeType: "text/csv",
              buffer: Buffer.from(csv),
            },
            ...(csrf && { csrf }),
          },
        });
      expect((await post({ Origin: base })).status()).toBe(401);
      const forged = await post(
        { ...basic(LEDGER_REPORT_PASSWORD), Origin: "https://evil.test" },
        "guess",
      );
      expect(forged.status()).toBe(403);
      const crossSite = await post({
        ...basic(LEDGER_REPORT_PASSWORD),
        "Sec-Fetch-Site": "cross-site",
      });
      expect(crossSite.status()).toBe(403);
      expect(
        query(
          host,
          `SELECT COUNT(*) AS rows FROM spend WHERE campaign_id = '24${stamp}'`,
        ),
      ).toEqual([{ rows: 0 }]);
    });
  });
}
