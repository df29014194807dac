/**
 * Pulling what the ads cost from the platforms' reporting APIs (each
 * module's `spend`, platforms/): the
 * last 7 days of each configured account, today included, since the
 * platforms restate recent days. Each pull replaces those days of its
 * account (replaceSpend), so pulling twice changes nothing, and a failed
 * pull stores nothing and leaves the previous rows. How each account went
 * is noted (notePull) for the report.
 */
import type { SpendSettings } from "../settings.ts";
import { counted, notePull, replaceSpend, type SpendPull } from "./spend.ts";
import { PLATFORMS, SPEND_NAMES, type SpendName } from "../platforms/index.ts";
import {
  hostText,
  type HostValues,
  type SpendPuller,
} from "../platforms/platform.ts";
import type { LedgerDb } from "../db/store.ts";

/** Days pulled each time: the platforms restate the last few. */
export const PULL_DAYS = 7;

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

type PulledPlatform = SpendName;

/** The host's variables a pull reads: each platform's token and API address. */
export type SpendHost = HostValues;

/** A platform's spend pull, as its module gives it. */
const pullerOf = (platform: SpendName): SpendPuller<unknown> =>
  PLATFORMS[platform].spend as SpendPuller<unknown>;

/** Every account the settings pull, platform by platform. */
export function spendAccounts(
  settings: SpendSettings,
): { platform: PulledPlatform; account: string }[] {
  return SPEND_NAMES.flatMap((platform) => {
    const given = settings[platform];
    return given
      ? pullerOf(platform)
          .accounts(given)
          .map((account) => ({ platform, account }))
      : [];
  });
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
  const puller = pullerOf(platform);
  const token = hostText(host, puller.token);
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
        hostText(host, puller.base) ?? "",
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
