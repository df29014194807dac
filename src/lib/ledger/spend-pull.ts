/**
 * Pulling what the ads cost from Meta's and TikTok's reporting APIs: the
 * last 7 days of each configured account, today included, since the
 * platforms restate recent days. Each pull replaces those days of its
 * account (replaceSpend), so pulling twice changes nothing, and a failed
 * pull stores nothing and leaves the previous rows. How each account went
 * is noted (notePull) for the report.
 */
import type { LedgerHost, SpendSettings } from "../../schemas/ledger.ts";
import {
  counted,
  notePull,
  replaceSpend,
  type SpendBatch,
  type SpendPull,
  type SpendRow,
} from "./spend.ts";
import type { LedgerDb } from "./store.ts";

/** Days pulled each time: the platforms restate the last few. */
export const PULL_DAYS = 7;

/** Milliseconds a platform has to answer one request. */
const TIMEOUT_MS = 20_000;

/** Pages followed at most: more means a report too big to trust as complete. */
const MAX_PAGES = 50;

/** How long a pull holds before the next is due. */
const PULL_EVERY_MS = 24 * 3_600_000;

/** The last `count` UTC days to `now`, today included, oldest first. */
export function pullDays(now: number, count = PULL_DAYS): string[] {
  const today = Math.floor(now / 86_400_000);
  return Array.from({ length: count }, (_, index) =>
    new Date((today - count + 1 + index) * 86_400_000)
      .toISOString()
      .slice(0, 10),
  );
}

/**
 * A platform's decimal amount ("12.34") as millionths, exactly, by its
 * digits rather than by floating point; a seventh decimal and beyond
 * rounds half up. Throws on anything else.
 */
export function decimalToMicros(text: string): number {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not an amount`);
  const [, whole = "0", fraction = ""] = match;
  const micros =
    BigInt(whole) * 1_000_000n +
    BigInt(fraction.slice(0, 6).padEnd(6, "0")) +
    (Number(fraction[6] ?? "0") >= 5 ? 1n : 0n);
  if (micros > BigInt(Number.MAX_SAFE_INTEGER))
    throw new Error(`"${text}" is too large an amount`);
  return Number(micros);
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A text field of an answer, "" when absent; TikTok writes "-" for none. */
const text = (value: unknown): string =>
  typeof value === "string" && value !== "-"
    ? value
    : typeof value === "number"
      ? String(value)
      : "";

/** The amount a platform gives, as micros; none ("-", absent) is 0. */
const spendOf = (value: unknown): number => {
  const amount = text(value);
  return amount === "" ? 0 : decimalToMicros(amount);
};

/**
 * GETs `url` and returns its JSON answer, or throws with `failure`'s
 * reading of it (a platform's error message) or the status.
 */
async function getJson(
  fetcher: typeof fetch,
  url: string,
  headers: Record<string, string>,
  failure: (answer: unknown) => string | undefined,
): Promise<Json> {
  const response = await fetcher(url, {
    headers: { Accept: "application/json", ...headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    answer = undefined;
  }
  const message = failure(answer);
  if (message !== undefined) throw new Error(message);
  if (!response.ok || !isObject(answer))
    throw new Error(`HTTP ${response.status}: ${body.slice(0, 200)}`);
  return answer;
}

/** Meta's error answer: {"error":{"message":…,"code":…}}. */
const metaFailure = (answer: unknown): string | undefined => {
  if (!isObject(answer) || !isObject(answer.error)) return undefined;
  const { message, code } = answer.error;
  return `${text(message) || "Meta answered with an error"}${code === undefined ? "" : ` (code ${text(code)})`}`;
};

/** TikTok answers errors with HTTP 200 too: any code but 0 is one. */
const tiktokFailure = (answer: unknown): string | undefined => {
  if (!isObject(answer) || answer.code === undefined || answer.code === 0)
    return undefined;
  return `${text(answer.message) || "TikTok answered with an error"} (code ${text(answer.code)})`;
};

const META_FIELDS = [
  "account_id",
  "account_currency",
  "campaign_id",
  "campaign_name",
  "adset_id",
  "adset_name",
  "ad_id",
  "ad_name",
  "spend",
  "date_start",
] as const;

/**
 * One Meta ad account's spend by ad and day over `days` (consecutive,
 * oldest first) from the Insights API, every page of it. Throws with
 * Meta's message when a request fails.
 */
export async function pullMetaSpend(
  account: string,
  token: string,
  base: string,
  days: readonly string[],
  fetcher: typeof fetch,
): Promise<SpendBatch> {
  const query = new URLSearchParams({
    level: "ad",
    time_increment: "1",
    time_range: JSON.stringify({ since: days[0], until: days.at(-1) }),
    fields: META_FIELDS.join(","),
    limit: "500",
    // The documented way (Insights API guide); paging.next carries it on.
    access_token: token,
  });
  const origin = new URL(base).origin;
  const rows: SpendRow[] = [];
  let url: string | undefined = `${base}/act_${account}/insights?${query}`;
  for (let page = 0; url; page++) {
    if (page === MAX_PAGES)
      throw new Error(`Meta's report ran past ${MAX_PAGES} pages`);
    const answer = await getJson(fetcher, url, {}, metaFailure);
    for (const entry of Array.isArray(answer.data) ? answer.data : []) {
      if (!isObject(entry)) continue;
      const currency = text(entry.account_currency).toUpperCase();
      if (!/^[A-Z]{3}$/.test(currency))
        throw new Error(`Meta gave no currency for act_${account}`);
      rows.push({
        platform: "meta",
        account,
        day: text(entry.date_start),
        campaign_id: text(entry.campaign_id),
        campaign_name: text(entry.campaign_name),
        adset_id: text(entry.adset_id),
        adset_name: text(entry.adset_name),
        ad_id: text(entry.ad_id),
        ad_name: text(entry.ad_name),
        currency,
        spend_micros: spendOf(entry.spend),
      });
    }
    const next: unknown = isObject(answer.paging)
      ? answer.paging.next
      : undefined;
    // The token rides in the next page's address: follow it to Meta only.
    if (typeof next === "string" && new URL(next).origin !== origin)
      throw new Error(`Meta's next page is on another host: ${next}`);
    url = typeof next === "string" ? next : undefined;
  }
  return batchOf("meta", account, days, rows);
}

/** The integrated report's metrics: the ad's names and ids, and its spend. */
export const TIKTOK_METRICS = [
  "spend",
  "campaign_id",
  "campaign_name",
  "adgroup_id",
  "adgroup_name",
  "ad_name",
] as const;

/**
 * One TikTok advertiser's spend by ad and day over `days` (consecutive,
 * oldest first) from the integrated report, every page of it, in the
 * currency its account info gives (the report has no currency metric).
 * Throws with TikTok's message when a request fails.
 */
export async function pullTikTokSpend(
  advertiser: string,
  token: string,
  base: string,
  days: readonly string[],
  fetcher: typeof fetch,
): Promise<SpendBatch> {
  const headers = { "Access-Token": token };
  const info = await getJson(
    fetcher,
    `${base}/advertiser/info/?${new URLSearchParams({ advertiser_ids: JSON.stringify([advertiser]) })}`,
    headers,
    tiktokFailure,
  );
  const accounts = isObject(info.data) ? info.data.list : undefined;
  const account = Array.isArray(accounts)
    ? accounts.find(
        (entry) => isObject(entry) && text(entry.advertiser_id) === advertiser,
      )
    : undefined;
  const currency = isObject(account)
    ? text(account.currency).toUpperCase()
    : "";
  if (!/^[A-Z]{3}$/.test(currency))
    throw new Error(`TikTok gave no currency for advertiser ${advertiser}`);

  const rows: SpendRow[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const query = new URLSearchParams({
      advertiser_id: advertiser,
      report_type: "BASIC",
      data_level: "AUCTION_AD",
      dimensions: JSON.stringify(["ad_id", "stat_time_day"]),
      metrics: JSON.stringify(TIKTOK_METRICS),
      start_date: days[0] ?? "",
      end_date: days.at(-1) ?? "",
      page: String(page),
      page_size: "1000",
    });
    const answer = await getJson(
      fetcher,
      `${base}/report/integrated/get/?${query}`,
      headers,
      tiktokFailure,
    );
    const data = isObject(answer.data) ? answer.data : {};
    for (const entry of Array.isArray(data.list) ? data.list : []) {
      if (!isObject(entry)) continue;
      const dimensions = isObject(entry.dimensions) ? entry.dimensions : {};
      const metrics = isObject(entry.metrics) ? entry.metrics : {};
      rows.push({
        platform: "tiktok",
        account: advertiser,
        // "2026-11-20 00:00:00", the advertiser's day.
        day: text(dimensions.stat_time_day).slice(0, 10),
        campaign_id: text(metrics.campaign_id),
        campaign_name: text(metrics.campaign_name),
        adset_id: text(metrics.adgroup_id),
        adset_name: text(metrics.adgroup_name),
        ad_id: text(dimensions.ad_id),
        ad_name: text(metrics.ad_name),
        currency,
        spend_micros: spendOf(metrics.spend),
      });
    }
    const pageInfo = isObject(data.page_info) ? data.page_info : {};
    pages = Number(pageInfo.total_page) || 1;
    if (pages > MAX_PAGES)
      throw new Error(
        `TikTok's report has ${pages} pages, more than ${MAX_PAGES}`,
      );
  }
  return batchOf("tiktok", advertiser, days, rows);
}

/**
 * What a pull stores: the rows that spent something on one of its days
 * (a row of nothing says nothing, and a day outside would not be replaced).
 */
const batchOf = (
  platform: "meta" | "tiktok",
  account: string,
  days: readonly string[],
  rows: readonly SpendRow[],
): SpendBatch => ({
  platform,
  account,
  days,
  rows: rows.filter((row) => row.spend_micros > 0 && days.includes(row.day)),
});

/** How each platform is pulled, and with which of the host's settings. */
const PULLERS = {
  meta: {
    token: "META_ADS_TOKEN",
    base: "LEDGER_META_API",
    pull: pullMetaSpend,
  },
  tiktok: {
    token: "TIKTOK_ADS_TOKEN",
    base: "LEDGER_TIKTOK_API",
    pull: pullTikTokSpend,
  },
} as const;

type PulledPlatform = keyof typeof PULLERS;

export type SpendHost = Pick<
  LedgerHost,
  | "META_ADS_TOKEN"
  | "TIKTOK_ADS_TOKEN"
  | "LEDGER_META_API"
  | "LEDGER_TIKTOK_API"
>;

/** Every account the settings pull, platform by platform. */
export function spendAccounts(
  settings: SpendSettings,
): { platform: PulledPlatform; account: string }[] {
  return [
    ...(settings.meta?.adAccounts ?? []).map((account) => ({
      platform: "meta" as const,
      account,
    })),
    ...(settings.tiktok?.advertiserIds ?? []).map((account) => ({
      platform: "tiktok" as const,
      account,
    })),
  ];
}

export type PullOutcome = {
  platform: PulledPlatform;
  account: string;
  ok: boolean;
  /** Rows stored; 0 when the pull failed. */
  rows: number;
  detail: string;
};

export type SpendPullContext = {
  db: LedgerDb;
  spend: SpendSettings;
  host: SpendHost;
  fetch: typeof fetch;
  now: number;
};

/** Pulls and stores one account, and notes how it went. */
async function pullAccount(
  context: SpendPullContext,
  platform: PulledPlatform,
  account: string,
  days: readonly string[],
): Promise<PullOutcome> {
  const { db, host, now } = context;
  const puller = PULLERS[platform];
  const token = host[puller.token];
  let outcome: PullOutcome;
  if (!token)
    outcome = {
      platform,
      account,
      ok: false,
      rows: 0,
      detail: `${puller.token} is not set on the host`,
    };
  else
    try {
      const batch = await puller.pull(
        account,
        token,
        host[puller.base],
        days,
        context.fetch,
      );
      const rows = await replaceSpend(db, [batch], now);
      outcome = {
        platform,
        account,
        ok: true,
        rows,
        detail: `${counted(rows, "row")} over ${days[0]} to ${days.at(-1)}`,
      };
    } catch (error) {
      outcome = {
        platform,
        account,
        ok: false,
        rows: 0,
        detail: error instanceof Error ? error.message : String(error),
      };
    }
  await notePull(db, {
    platform,
    account,
    pulled_at: now,
    ok: outcome.ok ? 1 : 0,
    detail: outcome.detail,
  });
  return outcome;
}

/**
 * Pulls the last 7 days of every configured account, all at once, and
 * stores each that succeeds in place of its days. One account failing
 * (or lacking its token) does not stop the others. Returns each
 * account's outcome, in the settings' order.
 */
export function pullSpend(context: SpendPullContext): Promise<PullOutcome[]> {
  const days = pullDays(context.now);
  return Promise.all(
    spendAccounts(context.spend).map(({ platform, account }) =>
      pullAccount(context, platform, account, days),
    ),
  );
}

/**
 * Whether a pull is due: some configured account was never pulled, or
 * last pulled (well or not) 24 hours ago or more.
 */
export function isPullDue(
  pulls: readonly Pick<SpendPull, "platform" | "account" | "pulled_at">[],
  settings: SpendSettings,
  now: number,
): boolean {
  return spendAccounts(settings).some(({ platform, account }) => {
    const last = pulls.find(
      (pull) => pull.platform === platform && pull.account === account,
    );
    return !last || now - last.pulled_at >= PULL_EVERY_MS;
  });
}

/** One account's pull, in words for the operator. */
export const pullSummary = (outcome: PullOutcome) =>
  `${outcome.platform} ${outcome.account}: ${outcome.ok ? counted(outcome.rows, "row") : `failed, ${outcome.detail}`}`;
