// Meta's and Pinterest's Conversions APIs and TikTok's Events API as the sales ledger's
// end-to-end tests need them (ledger-build.ts): each request is kept for the
// tests to read (GET /_received), and a platform can be told to fail its
// next requests (POST /_fail?platform=meta&times=2), as a platform that is
// down would. Their reporting APIs too, for the ads' spend
// (src/ledger/spend/spend-pull.ts): POST /_spend sets what Meta's Insights
// ("meta-insights") and TikTok's integrated report ("tiktok-report", with
// the advertiser's currency from "tiktok-advertiser") answer, in each
// platform's own shape, and Meta's answer always comes in two pages. And
// the native networks' postback URLs, under /native/<name>/, each GET kept
// as platform "native" and answered 204 with no body, as Taboola answers.
import { createServer } from "node:http";

/** @typedef {{ platform: string, path: string, query: Record<string, string>, headers: Record<string, unknown>, body: unknown, failed: boolean }} Received */

const META_INSIGHTS = /^\/meta\/[^/]+\/act_(\d+)\/insights$/;
const TIKTOK_REPORT = "/tiktok/open_api/v1.3/report/integrated/get/";
const TIKTOK_ADVERTISER = "/tiktok/open_api/v1.3/advertiser/info/";

/** TikTok's answer to a missing or wrong token (with HTTP 200, as TikTok does). */
const TIKTOK_NO_TOKEN = {
  code: 40105,
  message: "Access token is incorrect or has been revoked.",
  request_id: "stub",
};

/**
 * The JSON in `text`, or `fallback` when it is none.
 * @param {string | null} text
 * @param {any} fallback
 */
const parsed = (text, fallback) => {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return fallback;
  }
};

/**
 * Whether a day (YYYY-MM-DD…) lies in [since, until]; an end not given
 * bounds nothing.
 * @param {string} day
 * @param {string | undefined} since
 * @param {string | undefined} until
 */
const within = (day, since, until) =>
  (!since || day.slice(0, 10) >= since) &&
  (!until || day.slice(0, 10) <= until);

/**
 * Starts the stub on `port`; resolves once it listens.
 * @param {number} port
 */
export function startPlatformStub(port) {
  /** @type {Received[]} */
  const received = [];
  /** @type {Record<string, number>} */
  const failing = {};
  /**
   * What each reporting API answers: Meta's Insights `data` entries, and
   * TikTok's report `list` entries ({ dimensions, metrics }) with the
   * advertiser's currency.
   * @type {{ meta: Record<string, unknown>[], tiktok: Record<string, unknown>[], tiktokCurrency: string }}
   */
  const spend = { meta: [], tiktok: [], tiktokCurrency: "USD" };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString("utf8");
    const json = (status, body) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/_received") return json(200, received);
    if (url.pathname === "/_fail") {
      failing[url.searchParams.get("platform") ?? ""] = Number(
        url.searchParams.get("times") ?? 1,
      );
      return json(200, failing);
    }
    if (url.pathname === "/_spend" && request.method === "POST") {
      const { platform, rows, currency } = parsed(text, {}) ?? {};
      if (
        (platform !== "meta" && platform !== "tiktok") ||
        !Array.isArray(rows)
      )
        return json(400, {
          error: 'send { platform: "meta" | "tiktok", rows: [...] }',
        });
      spend[platform] = rows;
      if (platform === "tiktok" && currency) spend.tiktokCurrency = currency;
      return json(200, { platform, rows: rows.length });
    }
    const report =
      request.method !== "GET"
        ? ""
        : META_INSIGHTS.test(url.pathname)
          ? "meta-insights"
          : url.pathname === TIKTOK_REPORT
            ? "tiktok-report"
            : url.pathname === TIKTOK_ADVERTISER
              ? "tiktok-advertiser"
              : "";
    const events =
      request.method !== "POST"
        ? ""
        : url.pathname.startsWith("/meta/")
          ? "meta"
          : url.pathname.startsWith("/tiktok/")
            ? "tiktok"
            : url.pathname.startsWith("/pinterest/")
              ? "pinterest"
              : "";
    const nativePostback =
      request.method === "GET" && /^\/native\/[a-z0-9_-]+\//.test(url.pathname);
    const platform = report || events || (nativePostback ? "native" : "");
    if (!platform) return json(404, {});
    const entry = {
      platform,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: report ? text : parsed(text, text),
      failed: (failing[platform] ?? 0) > 0,
    };
    received.push(entry);
    if (entry.failed) {
      failing[platform] -= 1;
      return json(503, {
        error: { message: "Service temporarily unavailable" },
      });
    }
    if (report === "meta-insights")
      return metaInsights(url, request.headers, json);
    if (report) return tiktokReporting(report, url, request.headers, json);
    if (platform === "pinterest")
      return json(200, {
        num_events_received: 1,
        num_events_processed: 1,
        events: [
          { status: "processed", error_message: null, warning_message: null },
        ],
      });
    if (platform === "native") {
      response.writeHead(204);
      return response.end();
    }
    return platform === "meta"
      ? json(200, { events_received: 1, messages: [], fbtrace_id: "stub" })
      : json(200, { code: 0, message: "OK", request_id: "stub" });
  });

  /**
   * Meta's Insights: the rows of the account, within the time range, in
   * two pages; the first's paging.next is this address with an `after`
   * cursor, as Meta's carries the request's parameters on.
   * @param {URL} url
   * @param {import("node:http").IncomingHttpHeaders} headers
   * @param {(status: number, body: unknown) => void} json
   */
  function metaInsights(url, headers, json) {
    if (!url.searchParams.get("access_token") && !headers.authorization)
      return json(400, {
        error: {
          message: "An access token is required to request this resource.",
          type: "OAuthException",
          code: 104,
          fbtrace_id: "stub",
        },
      });
    const [, account] = META_INSIGHTS.exec(url.pathname) ?? [];
    const range = parsed(url.searchParams.get("time_range"), {}) ?? {};
    const rows = spend.meta.filter(
      (row) =>
        String(row.account_id) === account &&
        within(String(row.date_start ?? ""), range.since, range.until),
    );
    const half = Math.ceil(rows.length / 2);
    if (url.searchParams.get("after") === "c2Vjb25k")
      return json(200, {
        data: rows.slice(half),
        paging: { cursors: { before: "c2Vjb25k", after: "ZW5k" } },
      });
    const next = new URL(url.pathname, `http://${headers.host}`);
    for (const [name, value] of url.searchParams)
      next.searchParams.set(name, value);
    next.searchParams.set("after", "c2Vjb25k");
    return json(200, {
      data: rows.slice(0, half),
      paging: {
        cursors: { before: "Zmlyc3Q", after: "c2Vjb25k" },
        next: next.href,
      },
    });
  }

  /**
   * TikTok's integrated report, its rows within the dates in pages (two
   * when there are two rows or more, so that paging is followed), and its
   * advertiser info; each refuses a request without its Access-Token.
   * @param {string} report
   * @param {URL} url
   * @param {import("node:http").IncomingHttpHeaders} headers
   * @param {(status: number, body: unknown) => void} json
   */
  function tiktokReporting(report, url, headers, json) {
    if (!headers["access-token"]) return json(200, TIKTOK_NO_TOKEN);
    if (report === "tiktok-advertiser") {
      const ids = parsed(url.searchParams.get("advertiser_ids"), []);
      return json(200, {
        code: 0,
        message: "OK",
        request_id: "stub",
        data: {
          list: (Array.isArray(ids) ? ids : []).map((id) => ({
            advertiser_id: String(id),
            name: "Stub advertiser",
            currency: spend.tiktokCurrency,
            timezone: "Etc/GMT",
          })),
        },
      });
    }
    const since = url.searchParams.get("start_date") ?? undefined;
    const until = url.searchParams.get("end_date") ?? undefined;
    const rows = spend.tiktok.filter((row) =>
      within(String(row.dimensions?.stat_time_day ?? ""), since, until),
    );
    const pageSize = Number(url.searchParams.get("page_size")) || 10;
    const size = Math.max(1, Math.min(pageSize, Math.ceil(rows.length / 2)));
    const page = Number(url.searchParams.get("page")) || 1;
    return json(200, {
      code: 0,
      message: "OK",
      request_id: "stub",
      data: {
        list: rows.slice((page - 1) * size, page * size),
        page_info: {
          page,
          page_size: pageSize,
          total_number: rows.length,
          total_page: Math.max(1, Math.ceil(rows.length / size)),
        },
      },
    });
  }

  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve(server)),
  );
}
