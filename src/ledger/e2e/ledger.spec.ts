import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { CONSENT_COOKIE } from "../../lib/consent-cookie";
import {
  expect,
  expectNoAxeViolations,
  test,
} from "../../../tests/e2e/fixtures";
import {
  GOOGLE_CONVERSION,
  MICROSOFT_CONVERSION,
  LEDGER_CLICKS_PER_MINUTE,
  LEDGER_HOSTS,
  LEDGER_REPORT_PASSWORD,
  LEDGER_RETENTION_DAYS,
  LEDGER_RUNTIMES,
  LEDGER_SECRET,
  META_PIXEL,
  META_TEST_CODE,
  NATIVE_SOURCES,
  STUB,
  PINTEREST_AD_ACCOUNT,
  TIKTOK_PIXEL,
} from "./ledger-build";
import { NODE_SERVER } from "../../../tests/e2e/hosts";
import { internalPaths } from "../../../tests/e2e/routes";
import {
  basic,
  buyFromAd,
  postback,
  query,
  waitingClicks,
} from "./ledger-helpers";

/**
 * The sales ledger end to end (docs/sales-ledger.md), on `npm start` with
 * SQLite and on workerd with local D1 (ledger-build.ts): a shopper from an
 * ad follows BUY NOW, the network reports the sale, and the stub of Meta's
 * and TikTok's APIs receives exactly what each platform should, while
 * Google's file lists it. One test at a time: the stub is shared.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

/** What the hosts do after answering (forwards, writes) may take a while on a busy machine. */
const eventually = expect.configure({ timeout: 30_000 });

type Received = {
  platform: "meta" | "tiktok" | "pinterest" | "native";
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: { data: Record<string, unknown>[]; [key: string]: unknown };
  failed: boolean;
};

const run = Date.now().toString(36);

/** A shopper's browser: an iPhone's Safari. */
const SHOPPER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Crawlers, tools and a headless browser, each with the reasons it is flagged for. */
const BOT_AGENTS = [
  [
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "crawler",
  ],
  ["AdsBot-Google (+http://www.google.com/adsbot.html)", "crawler"],
  [
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
    "headless",
  ],
  ["python-requests/2.31.0", "crawler"],
  ["curl/8.5.0", "crawler"],
] as const;

/** A report CSV row's flagged columns when none of its clicks was flagged. */
const ZERO_FLAGGED = ",0,0,0,0,0,0,0,0,0,0,0.00";

/** What the stub received for an event id: a sale's order id, or `<network>:<order id>`. */
async function received(request: APIRequestContext, eventId: string) {
  const all = (await (
    await request.get(`${STUB}/_received`)
  ).json()) as Received[];
  return all.filter(({ body }) => body.data?.[0]?.event_id === eventId);
}

/** The GETs the native networks' stand-in received with `clickId` among their values. */
async function nativeReceived(request: APIRequestContext, clickId: string) {
  const all = (await (
    await request.get(`${STUB}/_received`)
  ).json()) as Received[];
  return all.filter(
    ({ platform, query }) =>
      platform === "native" && Object.values(query).includes(clickId),
  );
}

/** A sale's forwards in the report: `<platform> <state>`, by platform. */
async function forwardState(
  request: APIRequestContext,
  host: string,
  orderId: string,
  network = "",
) {
  const html = await (
    await request.get(`${host}/ledger/report`, {
      headers: basic(LEDGER_REPORT_PASSWORD),
    })
  ).text();
  return [
    ...html.matchAll(
      /<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td>/g,
    ),
  ]
    .filter(([, label, order]) => label === network && order === orderId)
    .map(([, , , platform, state]) => `${platform} ${state}`)
    .sort();
}

/** Polls a sale's forward states until they match, or the time is up. */
const pollForwards = (
  request: APIRequestContext,
  host: string,
  orderId: string,
  network = "",
) => eventually.poll(() => forwardState(request, host, orderId, network));

for (const { host, base, runtime } of LEDGER_RUNTIMES) {
  test.describe(`the sales ledger on ${runtime}`, () => {
    /**
     * Reports this run's sale `n` of a click; its order id, once the sale's
     * forwards are in the states `forwards`.
     */
    async function sell(
      request: APIRequestContext,
      key: string,
      n: number,
      value: string,
      forwards: string[],
    ) {
      const orderId = `ORD-${host}-${run}-${n}`;
      await postback(request, base, {
        click_key: key,
        order_id: orderId,
        value,
      });
      await pollForwards(request, base, orderId).toEqual(forwards);
      return orderId;
    }

    /** A shopper's ad click on this host, through BUY NOW (buyFromAd). */
    const fromAd = (
      page: Page,
      arrival: string,
      consent: "accept" | "reject",
    ) => buyFromAd(page, base, arrival, consent);

    test("a consented click from an ad: the sale reaches Meta, TikTok and Pinterest once, and Google's and Microsoft's files", async ({
      page,
      request,
    }) => {
      const campaign = `spring-${host}-${run}`;
      const fbclid = `IwAR2F4-dbP0l7Mn_${run}`;
      const epik = `dj0yJnU9ZTJlJnA9MSZuPSR7_${run}`;
      const before = Date.now();
      const { key, partner } = await fromAd(
        page,
        `utm_source=facebook&utm_campaign=${campaign}&gclid=Cj0KCQ-${run}&fbclid=${fbclid}&ttclid=E.C.P.${run}&msclkid=ms-${run}&epik=${epik}`,
        "accept",
      );
      expect(key).toMatch(/^[a-z0-9]{20}$/);
      expect(partner.searchParams.get("sub3")).toBe(campaign);
      const orderId = `ORD-${host}-${run}-1`;
      const answer = await postback(request, base, {
        click_key: key,
        order_id: orderId,
        value: "12.50",
        currency: "EUR",
        status: "approved",
      });
      expect(await answer.text()).toBe("stored\n");
      await eventually
        .poll(async () => (await received(request, orderId)).length)
        .toBe(3);
      const sent = await received(request, orderId);
      const metaRequest = sent.find((r) => r.platform === "meta")!;
      const tiktokRequest = sent.find((r) => r.platform === "tiktok")!;
      expect(metaRequest.path).toBe(`/meta/v26.0/${META_PIXEL}/events`);
      expect(metaRequest.body.test_event_code).toBe(META_TEST_CODE);
      const event = metaRequest.body.data[0] as {
        event_name: string;
        event_id: string;
        action_source: string;
        event_source_url: string;
        user_data: Record<string, string>;
        custom_data: { value: number; currency: string; content_ids: string[] };
      };
      expect(event).toMatchObject({
        event_name: "Purchase",
        event_id: orderId,
        action_source: "website",
        event_source_url: "https://www.voyapack.com/",
      });
      expect(event.custom_data).toMatchObject({
        value: 12.5,
        currency: "EUR",
        content_ids: ["VOYA-36L-black"],
      });
      const fbc = /^fb\.1\.(\d{13})\.(.+)$/.exec(event.user_data.fbc ?? "");
      expect(fbc?.[2]).toBe(fbclid);
      expect(Number(fbc?.[1])).toBeGreaterThanOrEqual(before);
      expect(Number(fbc?.[1])).toBeLessThanOrEqual(Date.now());
      expect(event.user_data.client_user_agent).toContain("Mozilla/5.0");
      expect(event.user_data.client_ip_address).toMatch(/^127\.0\.0\.1$|^::1$/);
      expect(tiktokRequest.headers["access-token"]).toBe("e2e-tiktok-token");
      expect(tiktokRequest.body).toMatchObject({
        event_source: "web",
        event_source_id: TIKTOK_PIXEL,
        data: [
          {
            event: "Purchase",
            event_id: orderId,
            user: { ttclid: `E.C.P.${run}` },
            properties: { value: 12.5, currency: "EUR" },
          },
        ],
      });
      const pinterestRequest = sent.find((r) => r.platform === "pinterest")!;
      expect(pinterestRequest.path).toBe(
        `/pinterest/v5/ad_accounts/${PINTEREST_AD_ACCOUNT}/events`,
      );
      expect(pinterestRequest.headers.authorization).toBe(
        "Bearer e2e-pinterest-token",
      );
      expect(pinterestRequest.body).toMatchObject({
        data: [
          {
            event_name: "checkout",
            action_source: "web",
            event_id: orderId,
            user_data: { click_id: epik },
            custom_data: { value: "12.5", currency: "EUR", order_id: orderId },
          },
        ],
      });
      const file = await (
        await request.get(`${base}/ledger/google-ads.csv`, {
          headers: basic(LEDGER_SECRET),
        })
      ).text();
      expect(file.split("\r\n")[0]).toBe("Parameters:TimeZone=Europe/Berlin");
      expect(file).toMatch(
        new RegExp(
          `^Cj0KCQ-${run},,,${GOOGLE_CONVERSION},\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\+0100,12\\.50,EUR,${orderId},Granted,Granted\\r?$`,
          "m",
        ),
      );
      const microsoft = await (
        await request.get(`${base}/ledger/microsoft-ads.csv`, {
          headers: basic(LEDGER_SECRET),
        })
      ).text();
      expect(microsoft).toMatch(
        new RegExp(
          `^Offline Conversion,,,,${orderId},,EUR,${MICROSOFT_CONVERSION},\\d{1,2}/\\d{1,2}/\\d{4} \\d{1,2}:\\d\\d:\\d\\d [AP]M,12\\.50,ms-${run}\\r?$`,
          "m",
        ),
      );

      // A replayed postback sends nothing again.
      expect(
        await (
          await postback(request, base, {
            click_key: key,
            order_id: orderId,
            value: "12.50",
            currency: "EUR",
          })
        ).text(),
      ).toBe("unchanged\n");
      await page.waitForTimeout(500);
      expect(await received(request, orderId)).toHaveLength(3);
    });

    test("two networks, same order id, two sales: each sent once under its own event id, and moved alone", async ({
      page,
      request,
    }) => {
      const { key } = await fromAd(
        page,
        `utm_campaign=networks-${host}-${run}&fbclid=IwAR-networks-${run}&ttclid=E.C.P.networks`,
        "accept",
      );
      const orderId = `ORD-${host}-${run}-5`;
      const networks = ["awin", "impact"];
      const report = (network: string, status = "approved") =>
        postback(request, base, {
          click_key: key,
          order_id: orderId,
          value: "8",
          network,
          status,
        });
      for (const network of networks)
        expect(await (await report(network)).text()).toBe("stored\n");
      for (const network of networks) {
        await pollForwards(request, base, orderId, network).toEqual([
          "google pending",
          "meta sent",
          "microsoft pending",
          "native skipped",
          "pinterest sent",
          "tiktok sent",
        ]);
        expect(
          (await received(request, `${network}:${orderId}`))
            .map(({ platform }) => platform)
            .sort(),
        ).toEqual(["meta", "pinterest", "tiktok"]);
      }
      expect(await received(request, orderId)).toEqual([]);

      // A replay of each sends nothing again; a reversal moves one sale alone.
      for (const network of networks)
        expect(await (await report(network)).text()).toBe("unchanged\n");
      expect(await (await report("impact", "reversed")).text()).toBe(
        "updated\n",
      );
      expect(
        query(
          host,
          `SELECT network, status FROM sales WHERE order_id = '${orderId}' ORDER BY network`,
        ),
      ).toEqual([
        { network: "awin", status: "approved" },
        { network: "impact", status: "reversed" },
      ]);
      for (const network of networks)
        expect(await received(request, `${network}:${orderId}`)).toHaveLength(
          3,
        );
    });

    test("a shopper from Taboola: its postback URL gets one GET built from its template, with the payout, and a replay nothing", async ({
      page,
      request,
    }) => {
      const taboola = NATIVE_SOURCES.find(({ name }) => name === "taboola")!;
      const tblci = `GiDxLZcEVjwEqkGf-${host}-${run}`;
      const { key } = await fromAd(
        page,
        `utm_source=taboola&utm_campaign=native-${host}-${run}&${taboola.clickIdParam}=${tblci}`,
        "accept",
      );
      await expect(page.locator('a[data-partner-link="main"]')).toHaveAttribute(
        "href",
        new RegExp(`[?&]${taboola.clickIdParam}=${tblci}(?:&|$)`),
      );
      const [click] = query(
        host,
        `SELECT ad_ids FROM clicks WHERE click_key = '${key}'`,
      );
      expect(JSON.parse(String(click?.ad_ids))).toEqual({
        [taboola.clickIdParam]: tblci,
      });
      const orderId = `ORD-${host}-${run}-native`;
      const sale = {
        click_key: key,
        order_id: orderId,
        value: "21.40",
        currency: "EUR",
      };
      expect(await (await postback(request, base, sale)).text()).toBe(
        "stored\n",
      );
      await eventually
        .poll(async () =>
          (await forwardState(request, base, orderId)).filter((state) =>
            state.startsWith("native"),
          ),
        )
        .toEqual(["native sent"]);
      // The template as the content writes it, each placeholder's value in place.
      const expected = new URL(
        taboola.postback
          .replace("{click_id}", encodeURIComponent(tblci))
          .replace("{payout}", "21.4")
          .replace("{currency}", "EUR")
          .replace("{order_id}", encodeURIComponent(orderId))
          .replace("{event}", encodeURIComponent(taboola.event)),
      );
      const sent = await nativeReceived(request, tblci);
      expect(sent.map(({ path, query }) => ({ path, query }))).toEqual([
        {
          path: expected.pathname,
          query: Object.fromEntries(expected.searchParams),
        },
      ]);

      // A replay sends nothing again.
      expect(await (await postback(request, base, sale)).text()).toBe(
        "unchanged\n",
      );
      await page.waitForTimeout(500);
      expect(await nativeReceived(request, tblci)).toHaveLength(1);
    });

    test("a shopper from Taboola who refused advertising: no click id kept, nothing sent to Taboola", async ({
      page,
      request,
    }) => {
      const taboola = NATIVE_SOURCES.find(({ name }) => name === "taboola")!;
      const refused = `GiDxLZcEVjwEqkGf-refused-${host}-${run}`;
      const { key: refusedKey } = await fromAd(
        page,
        `utm_source=taboola&${taboola.clickIdParam}=${refused}`,
        "reject",
      );
      const refusedOrder = `ORD-${host}-${run}-native-refused`;
      await postback(request, base, {
        click_key: refusedKey,
        order_id: refusedOrder,
        value: "9",
      });
      await eventually
        .poll(async () =>
          (await forwardState(request, base, refusedOrder)).filter((state) =>
            state.startsWith("native"),
          ),
        )
        .toEqual(["native skipped"]);
      expect(await nativeReceived(request, refused)).toEqual([]);
    });

    test("a refused click is counted, with no identifier stored or sent", async ({
      page,
      request,
    }) => {
      const campaign = `refused-${host}-${run}`;
      const { key } = await fromAd(
        page,
        `utm_campaign=${campaign}&gclid=Cj0-refused-${run}&fbclid=IwAR-refused&epik=dj0-refused-${run}`,
        "reject",
      );
      const [click] = query(
        host,
        `SELECT * FROM clicks WHERE click_key = '${key}'`,
      );
      expect(click).toMatchObject({
        utm_campaign: campaign,
        ad_consent: 0,
        ad_ids: "{}",
        ip: null,
        user_agent: null,
      });
      const orderId = await sell(request, key, 2, "9.00", [
        "google pending",
        "meta skipped",
        "microsoft pending",
        "native skipped",
        "pinterest skipped",
        "tiktok skipped",
      ]);
      expect(await received(request, orderId)).toEqual([]);
      const file = await (
        await request.get(
          `${base}/ledger/google-ads.csv?secret=${LEDGER_SECRET}`,
        )
      ).text();
      expect(file).not.toContain(orderId);
    });

    test("a platform that fails is retried and succeeds later, its state in the report", async ({
      page,
      request,
    }) => {
      const { key } = await fromAd(
        page,
        `utm_campaign=retry-${host}-${run}&ttclid=E.C.P.retry`,
        "accept",
      );
      await request.post(`${STUB}/_fail?platform=tiktok&times=1`);
      const orderId = await sell(request, key, 3, "30", [
        "google pending",
        "meta sent",
        "microsoft pending",
        "native skipped",
        "pinterest sent",
        "tiktok failed",
      ]);
      const retry = await request.post(
        `${base}/ledger/retry?secret=${LEDGER_SECRET}`,
      );
      expect(retry.status()).toBe(200);
      expect(await forwardState(request, base, orderId)).toEqual([
        "google pending",
        "meta sent",
        "microsoft pending",
        "native skipped",
        "pinterest sent",
        "tiktok sent",
      ]);
      const tiktok = (await received(request, orderId)).filter(
        (r) => r.platform === "tiktok",
      );
      expect(tiktok.map((r) => r.failed)).toEqual([true, false]);
    });

    test("a wrong secret gets the 404 page; hostile or oversized input gets 400 and stores nothing", async ({
      request,
    }) => {
      for (const secret of ["", "wrong-secret-wrong-secret"]) {
        const get = await request.get(
          `${base}/ledger/postback?secret=${secret}&order_id=H1&value=1`,
        );
        expect(get.status()).toBe(404);
        expect(await get.text()).toContain("Oops! Page not found");
        const post = await request.post(`${base}/ledger/postback`, {
          form: { secret, order_id: "H1", value: "1" },
        });
        expect(post.status()).toBe(404);
      }
      const orderId = `H-${host}-${run}`;
      const hostile: Record<string, string>[] = [
        { order_id: orderId, value: "1;DROP TABLE sales" },
        { order_id: `${orderId}<script>`, value: "1" },
        { order_id: orderId, value: "1", status: "__proto__" },
      ];
      for (const params of hostile) {
        const response = await postback(request, base, params);
        expect(response.status()).toBe(400);
        expect(await response.text()).toMatch(/^Not stored: .+ must be/);
      }
      const oversized = await request.post(
        `${base}/ledger/postback?secret=${LEDGER_SECRET}`,
        {
          form: { order_id: orderId, value: "1", network: "x".repeat(8000) },
        },
      );
      expect(oversized.status()).toBe(400);
      // Nothing was kept: the first good postback for the order is new.
      expect(
        await (
          await postback(request, base, { order_id: orderId, value: "1" })
        ).text(),
      ).toBe("stored\n");
    });

    test("records older than the retention period are deleted", async ({
      request,
    }) => {
      const old = Date.now() - (LEDGER_RETENTION_DAYS + 1) * 86_400_000;
      const key = `old${host}${run}`.slice(0, 20);
      const orderId = `OLD-${host}-${run}`;
      // Each query on D1 is a wrangler process: as few as can tell.
      query(
        host,
        `INSERT INTO clicks (click_key, clicked_at, ad_consent, ad_ids) VALUES ('${key}', ${old}, 1, '{"gclid":"old-gclid"}');
         INSERT INTO sales (order_id, click_key, attributed, status, value_micros, currency, received_at) VALUES ('${orderId}', '${key}', 1, 'approved', 1, 'USD', ${old})`,
      );
      const kept = `SELECT (SELECT COUNT(*) FROM clicks WHERE click_key = '${key}') AS clicks, (SELECT COUNT(*) FROM sales WHERE order_id = '${orderId}') AS sales`;
      expect(query(host, kept)).toEqual([{ clicks: 1, sales: 1 }]);
      expect(
        (
          await request.post(`${base}/ledger/retry?secret=${LEDGER_SECRET}`)
        ).status(),
      ).toBe(200);
      expect(query(host, kept)).toEqual([{ clicks: 0, sales: 0 }]);
    });

    test("BUY NOW without JavaScript still goes through the ledger to the partner", async ({
      browser,
      request,
    }) => {
      const context = await (browser as Browser).newContext({
        javaScriptEnabled: false,
      });
      await context.route(
        (url) => url.hostname === "partner.example.com",
        (route) =>
          route.fulfill({
            contentType: "text/html",
            body: "<title>Partner offer</title>",
          }),
      );
      const page = await context.newPage();
      const campaign = `nojs-${host}-${run}`;
      await page.goto(`${base}/?utm_campaign=${campaign}&gclid=Cj0-nojs`);
      const variant = await page.locator("html").getAttribute("data-variant");
      const opened = page.waitForEvent("popup");
      await page.locator('a[data-partner-link="main"]').click();
      const popup = await opened;
      await popup.waitForURL(/partner\.example\.com/);
      const partner = new URL(popup.url());
      expect(partner.searchParams.get("sub3")).toBe(campaign);
      expect(partner.searchParams.get("sub1")).toMatch(/^[a-z0-9]{20}$/);
      // Counted under its campaign: the report's CSV has its row.
      const today = new Date().toISOString().slice(0, 10);
      await eventually
        .poll(async () =>
          (
            await (
              await request.get(`${base}/ledger/report?format=csv`, {
                headers: basic(LEDGER_REPORT_PASSWORD),
              })
            ).text()
          ).split("\r\n"),
        )
        .toContain(
          `${today},,${campaign},,,${variant},USD,0.00,1,0.00,0,0.00,0.00,,0.00,,,0,0,0,0,0,0,0,0,0,0,0.00`,
        );
      await context.close();
    });

    test("crawlers, tools, a headless browser and a burst go to the partner, flagged, and out of the campaign's clicks; a shopper counts", async ({
      page,
      request,
    }) => {
      const campaign = `bots-${host}-${run}`;
      const consented = {
        Cookie: `${CONSENT_COOKIE}=${encodeURIComponent('{"categories":["necessary","marketing"]}')}`,
      };
      /** A click on BUY NOW's address as `userAgent` sends it: its key, once at the partner. */
      const clickAs = async (userAgent: string, query: string) => {
        const response = await request.get(`${base}/go?${query}`, {
          maxRedirects: 0,
          headers: { ...consented, "User-Agent": userAgent },
        });
        expect(response.status()).toBe(302);
        const partner = new URL(response.headers().location ?? "");
        expect(partner.host).toBe("partner.example.com");
        return partner.searchParams.get("sub1") ?? "";
      };
      const keys = new Map<string, string>();
      for (const [userAgent, flags] of BOT_AGENTS)
        keys.set(
          await clickAs(
            userAgent,
            `utm_campaign=${campaign}&fbclid=IwAR-bot-${run}&gclid=Cj0-bot-${run}`,
          ),
          flags,
        );
      // A burst from one address and browser: past the limit, each click is flagged.
      const burst = `burst-${host}-${run}`;
      // An iPhone's Safari: no other journey clicks as one (a token added to
      // the user agent would read as a tool's to isbot).
      const burstAgent = SHOPPER_AGENT;
      const burstKeys: string[] = [];
      for (let i = 0; i < LEDGER_CLICKS_PER_MINUTE + 2; i++)
        burstKeys.push(await clickAs(burstAgent, `utm_campaign=${burst}`));
      // The shopper, in the e2e's browser: Playwright's phone, whose user
      // agent is the device's, not the headless shell's.
      const shopper = await fromAd(page, `utm_campaign=${campaign}`, "accept");
      const stored = (where: string) =>
        eventually.poll(() =>
          query(host, `SELECT click_key, flags FROM clicks WHERE ${where}`)
            .map(({ click_key, flags }) => [click_key, flags])
            .sort(),
        );
      await stored(`utm_campaign = '${campaign}'`).toEqual(
        [...keys, [shopper.key, ""]].sort(),
      );
      await stored(`utm_campaign = '${burst}'`).toEqual(
        burstKeys
          .map((key, i) => [key, i < LEDGER_CLICKS_PER_MINUTE ? "" : "rate"])
          .sort(),
      );
      // A sale on the Facebook crawler's click: kept, and sent to no platform.
      const [crawlerKey] = [...keys.keys()];
      const orderId = await sell(request, crawlerKey!, 6, "20", [
        "google pending",
        "meta skipped",
        "microsoft pending",
        "native skipped",
        "pinterest skipped",
        "tiktok skipped",
      ]);
      for (const file of ["google-ads.csv", "microsoft-ads.csv"])
        expect(
          await (
            await request.get(`${base}/ledger/${file}?secret=${LEDGER_SECRET}`)
          ).text(),
        ).not.toContain(orderId);
      await pollForwards(request, base, orderId).toEqual([
        "google skipped",
        "meta skipped",
        "microsoft skipped",
        "native skipped",
        "pinterest skipped",
        "tiktok skipped",
      ]);
      expect(await received(request, orderId)).toEqual([]);
      expect(
        query(host, `SELECT status FROM sales WHERE order_id = '${orderId}'`),
      ).toEqual([{ status: "approved" }]);

      const csv = (
        await (
          await request.get(`${base}/ledger/report?format=csv`, {
            headers: basic(LEDGER_REPORT_PASSWORD),
          })
        ).text()
      ).split("\r\n");
      const today = new Date().toISOString().slice(0, 10);
      // The flagged clicks' row: no clicks, 5 flagged (4 crawlers and tools,
      // 1 headless), and the sale on one of them apart.
      expect(csv).toContain(
        `${today},,${campaign},,,,USD,0.00,0,,0,0.00,0.00,,,,,5,4,0,1,0,0,0,0,0,1,20.00`,
      );
      expect(csv).toContain(
        `${today},,${campaign},,,${shopper.variant},USD,0.00,1,0.00,0,0.00,0.00,,0.00,,${ZERO_FLAGGED}`,
      );
      expect(csv).toContain(
        `${today},,${burst},,,,USD,0.00,${LEDGER_CLICKS_PER_MINUTE},0.00,0,0.00,0.00,,0.00,,,2,0,0,0,0,0,0,2,${LEDGER_CLICKS_PER_MINUTE},0,0.00`,
      );
      await page.setExtraHTTPHeaders(basic(LEDGER_REPORT_PASSWORD));
      await page.goto(`${base}/ledger/report`);
      await expect(
        page.getByRole("note").filter({ hasText: `Campaign ${campaign}:` }),
      ).toContainText("83.3 % of its clicks were flagged (5 of 6)");
      const flaggedRow = page
        .getByRole("table", { name: "Flagged clicks by campaign" })
        .getByRole("row")
        .filter({
          has: page.getByRole("rowheader", { name: campaign, exact: true }),
        });
      await expect(flaggedRow).toContainText("83.3 %");
      const campaignRow = page
        .getByRole("table", { name: "By campaign", exact: true })
        .getByRole("row")
        .filter({
          has: page.getByRole("rowheader", { name: campaign, exact: true }),
        });
      await expect(campaignRow.getByRole("cell").nth(1)).toHaveText("1");
    });

    test("the report, behind its password, shows the sale under its campaign and variant", async ({
      page,
      request,
    }) => {
      const campaign = `report-${host}-${run}`;
      const { key, variant } = await fromAd(
        page,
        `utm_campaign=${campaign}`,
        "reject",
      );
      await postback(request, base, {
        click_key: key,
        order_id: `ORD-${host}-${run}-4`,
        value: "20",
        currency: "USD",
      });
      // A click of each arm, so the report has a test to judge.
      for (const arm of ["control", "get-yours"])
        await request.get(
          `${base}/go?variant=${arm}&utm_campaign=${campaign}-arms`,
          { maxRedirects: 0 },
        );
      expect((await request.get(`${base}/ledger/report`)).status()).toBe(401);
      const csv = await (
        await request.get(`${base}/ledger/report?format=csv`, {
          headers: basic(LEDGER_REPORT_PASSWORD),
        })
      ).text();
      const today = new Date().toISOString().slice(0, 10);
      expect(csv.split("\r\n")).toContain(
        `${today},,${campaign},,,${variant},USD,0.00,1,0.00,1,20.00,20.00,,20.00,,,0,0,0,0,0,0,0,0,0,0,0.00`,
      );
      await page.setExtraHTTPHeaders(basic(LEDGER_REPORT_PASSWORD));
      const response = await page.goto(`${base}/ledger/report`);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      await expect(
        page.getByRole("heading", { level: 1, name: "Sales report" }),
      ).toBeVisible();
      const row = page.getByRole("row").filter({
        has: page.getByRole("rowheader", { name: campaign, exact: true }),
      });
      await expect(row).toContainText("$20.00");
      await expect(
        page.getByRole("table", { name: /Split test: sales per click/ }),
      ).toContainText(variant ?? "");
      await expect(
        page.getByRole("table", { name: /Split test: earnings per click/ }),
      ).toContainText(variant ?? "");
      await expectNoAxeViolations(page);
    });

    test("keeps every click it answered while the database refuses writes", async ({
      request,
    }) => {
      // Longer than the retries' window on a slow machine, and bounded.
      test.setTimeout(180_000);
      const campaign = `fault-${host}-${run}`;
      // The database refuses this campaign's clicks until the test lifts
      // the fault, as a busy or restarting one would. (D1 rolls a refused
      // statement back whole, so the trigger cannot count its refusals.)
      query(
        host,
        `CREATE TABLE IF NOT EXISTS test_outages (campaign TEXT PRIMARY KEY, refusing INTEGER NOT NULL);
         INSERT OR REPLACE INTO test_outages VALUES ('${campaign}', 1);
         CREATE TRIGGER IF NOT EXISTS test_outage_clicks BEFORE INSERT ON clicks
         WHEN EXISTS (SELECT 1 FROM test_outages WHERE campaign = NEW.utm_campaign AND refusing = 1)
         BEGIN
           SELECT RAISE(FAIL, 'injected fault');
         END;`,
      );
      const keys = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const response = await request.get(
            `${base}/go?utm_campaign=${campaign}`,
            { maxRedirects: 0 },
          );
          expect(response.status()).toBe(302);
          return (
            new URL(response.headers().location ?? "").searchParams.get(
              "sub1",
            ) ?? ""
          );
        }),
      );
      expect(new Set(keys).size).toBe(8);
      const stored = () =>
        query(
          host,
          `SELECT click_key FROM clicks WHERE utm_campaign = '${campaign}'`,
        )
          .map((row) => row.click_key)
          .sort();
      // The fault outlasts the retries: every answered click waits outside
      // the database (npm start's journal at once; on workerd the KV spool,
      // once its 7 tries are refused), and none is in.
      await expect
        .poll(() => waitingClicks(host), { timeout: 90_000 })
        .toEqual(keys.toSorted());
      expect(stored()).toEqual([]);
      query(
        host,
        `UPDATE test_outages SET refusing = 0 WHERE campaign = '${campaign}'`,
      );
      // The database answers again: the upkeep (here the scheduler's
      // retry) writes every waiting click in, and the copies are deleted.
      await expect
        .poll(
          async () => {
            expect(
              (
                await request.post(
                  `${base}/ledger/retry?secret=${LEDGER_SECRET}`,
                )
              ).status(),
            ).toBe(200);
            return stored();
          },
          { timeout: 60_000 },
        )
        .toEqual(keys.toSorted());
      await expect.poll(() => waitingClicks(host)).toEqual([]);
    });

    test("serves none of the hosts' own files", async ({ request }) => {
      for (const path of internalPaths) {
        const response = await request.get(`${base}${path}`, {
          maxRedirects: 0,
        });
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain("Page not found");
      }
    });
  });
}

test("npm start believes no forwarded address or country without a trusted proxy", async ({
  request,
}) => {
  const campaign = `forged-${run}`;
  const response = await request.get(
    `${LEDGER_HOSTS.node}/go?utm_campaign=${campaign}`,
    {
      maxRedirects: 0,
      headers: {
        Cookie: `${CONSENT_COOKIE}=${encodeURIComponent('{"categories":["necessary","marketing"]}')}`,
        "User-Agent": "Mozilla/5.0 (forged)",
        "X-Forwarded-For": "198.51.100.23",
        "CF-Connecting-IP": "198.51.100.24",
        "CF-IPCountry": "GB",
      },
    },
  );
  expect(response.status()).toBe(302);
  const key = new URL(response.headers().location ?? "").searchParams.get(
    "sub1",
  );
  // The click reaches SQLite right after its answer (src/ledger/clicks/click-journal.mjs).
  await eventually
    .poll(
      () =>
        query("node", `SELECT 1 FROM clicks WHERE click_key = '${key}'`).length,
    )
    .toBe(1);
  const [click] = query(
    "node",
    `SELECT ip, country, currency FROM clicks WHERE click_key = '${key}'`,
  );
  // This machine's own address, the socket's.
  expect(click?.ip).toMatch(/^(127\.0\.0\.1|::1)$/);
  expect(click).toMatchObject({ country: "" });
  expect(click?.currency).not.toBe("GBP");
});

test("forwarding sales asks for consent and has its section in the privacy policy; the store as built has neither", async ({
  page,
  request,
}) => {
  await page.goto(`${LEDGER_HOSTS.node}/privacy-policy`);
  await expect(
    page.getByRole("heading", { name: "Telling ad networks about a purchase" }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `We delete these records after ${LEDGER_RETENTION_DAYS} days.`,
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Choose" }).first().click();
  // The Advertising section's text, folded under its title until opened.
  await expect(
    page.getByText(/we also tell the ad network whose ad brought you here/),
  ).toHaveCount(1);

  const plain = await (
    await request.get(`${NODE_SERVER}/privacy-policy`)
  ).text();
  expect(plain).not.toContain("Telling ad networks about a purchase");
  expect(
    (await request.get(`${NODE_SERVER}/go`, { maxRedirects: 0 })).status(),
  ).toBe(404);
  expect((await request.get(`${NODE_SERVER}/ledger/report`)).status()).toBe(
    404,
  );
  const robots = await (
    await request.get(`${LEDGER_HOSTS.node}/robots.txt`)
  ).text();
  expect(robots).toContain("Disallow: /go\nDisallow: /ledger/\n");
});
