/**
 * Sending approved sales to Meta and TikTok: each forward is tried once it
 * is due, and a failure is tried again later (1 minute, doubling, at most
 * 6 hours apart) on a later request or by `npm run ledger -- retry`
 * (docs/sales-ledger.md), so nothing is lost while a platform is down.
 * Google Ads fetches its file instead (google-file.ts).
 */
import type { LedgerHost, PlatformName } from "../settings.ts";
import type { ClickRecord } from "../clicks/click.ts";
import { isObject, parseJson } from "../json.ts";
import type { LedgerManifest } from "../manifest.ts";
import { metaPayload, tiktokPayload, type Outgoing } from "./platforms.ts";
import {
  claimDueForwards,
  findClick,
  findSale,
  settleForward,
  type LedgerDb,
  type SaleId,
  type StoredForward,
  type StoredSale,
} from "../db/store.ts";

export type ForwardContext = {
  db: LedgerDb;
  manifest: LedgerManifest;
  host: LedgerHost;
  fetch: typeof fetch;
  now: () => number;
};

/** How a platform that is sent to takes a sale. */
type Sender = {
  /** The host's secret it is sent with (src/schemas/host-env.ts). */
  token: "META_CAPI_TOKEN" | "TIKTOK_EVENTS_TOKEN";
  /** What it is sent, or why nothing is (platforms.ts). */
  outgoing: (
    sale: StoredSale,
    click: ClickRecord | undefined,
    manifest: LedgerManifest,
    now: number,
  ) => Outgoing<unknown>;
  /** Where it is sent, and whether the answer means it was taken. */
  request: (
    token: string,
    host: LedgerHost,
    manifest: LedgerManifest,
  ) => {
    url: string;
    headers: Record<string, string>;
    accepted: (answer: unknown) => boolean;
  };
};

/**
 * The platforms that are sent to, as opposed to fetching a file
 * (google-file.ts), each by its name in src/ledger/settings.ts.
 */
const SENDERS = {
  meta: {
    token: "META_CAPI_TOKEN",
    outgoing: metaPayload,
    request: (token, host, manifest) => ({
      url: `${host.LEDGER_META_API}/${manifest.forward.meta?.pixelId ?? ""}/events?access_token=${encodeURIComponent(token)}`,
      headers: {},
      accepted: (answer) =>
        isObject(answer) && Number(answer.events_received) >= 1,
    }),
  },
  tiktok: {
    token: "TIKTOK_EVENTS_TOKEN",
    outgoing: (sale, click, manifest) => tiktokPayload(sale, click, manifest),
    request: (token, host) => ({
      url: `${host.LEDGER_TIKTOK_API}/event/track/`,
      headers: { "Access-Token": token },
      // TikTok answers errors with HTTP 200 too; code 0 is success.
      accepted: (answer) => isObject(answer) && answer.code === 0,
    }),
  },
} satisfies Partial<Record<PlatformName, Sender>>;

type PushedPlatform = keyof typeof SENDERS;

/** The platforms that are sent to. */
export const PUSHED = Object.keys(SENDERS) as PushedPlatform[];

const isPushed = (platform: PlatformName): platform is PushedPlatform =>
  Object.hasOwn(SENDERS, platform);

/** Milliseconds a platform has to answer. */
const TIMEOUT_MS = 10_000;

type Outcome = { state: "sent" | "skipped" | "failed"; detail: string };

async function post(
  context: ForwardContext,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  accepted: (answer: unknown) => boolean,
): Promise<Outcome> {
  try {
    const response = await context.fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    const answer = parseJson(text);
    return {
      state: response.ok && accepted(answer) ? "sent" : "failed",
      detail: `${response.status} ${text}`.slice(0, 300),
    };
  } catch (error) {
    return {
      state: "failed",
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * Posts what a platform is to be sent with the host's secret `token`:
 * skipped when there is nothing to send, failed while the host lacks it.
 */
function send(
  context: ForwardContext,
  outgoing: Outgoing<unknown>,
  token: Sender["token"],
  request: (value: string) => {
    url: string;
    headers: Record<string, string>;
    accepted: (answer: unknown) => boolean;
  },
): Promise<Outcome> | Outcome {
  if (!outgoing.send) return { state: "skipped", detail: outgoing.reason };
  const value = context.host[token];
  if (!value)
    return { state: "failed", detail: `${token} is not set on the host` };
  const { url, headers, accepted } = request(value);
  return post(context, url, outgoing.payload, headers, accepted);
}

/** One try of one forward. */
async function attempt(
  context: ForwardContext,
  forward: StoredForward,
): Promise<Outcome> {
  const { db, manifest, host } = context;
  const sale = await findSale(db, forward);
  if (!sale) return { state: "skipped", detail: "the sale is gone" };
  if (sale.status !== "approved")
    return {
      state: "skipped",
      detail: `the sale was ${sale.status} before it was sent`,
    };
  const { platform } = forward;
  if (!isPushed(platform))
    return { state: "skipped", detail: `${platform} fetches its file` };
  if (!manifest.forward[platform])
    return { state: "skipped", detail: `${platform} is not set up` };
  const click = await findClick(db, sale.click_key);
  const sender: Sender = SENDERS[platform];
  return send(
    context,
    sender.outgoing(sale, click, manifest, context.now()),
    sender.token,
    (token) => sender.request(token, host, manifest),
  );
}

/**
 * Tries every forward that is due (or, with `sale`, that sale's), each
 * claimed first so that two requests never send the same one. `asOf`
 * later than now tries failed forwards before their time (the retry
 * command). Returns each forward's outcome.
 */
export async function forwardDue(
  context: ForwardContext,
  options: { sale?: SaleId; asOf?: number } = {},
): Promise<(Outcome & SaleId & { platform: PlatformName })[]> {
  const platforms = PUSHED.filter((name) => context.manifest.forward[name]);
  const now = context.now();
  const due = await claimDueForwards(
    context.db,
    { dueBy: options.asOf ?? now, now },
    platforms,
    20,
    options.sale,
  );
  const outcomes = [];
  for (const forward of due) {
    const outcome = await attempt(context, forward);
    await settleForward(context.db, forward, outcome, context.now());
    outcomes.push({
      ...outcome,
      network: forward.network,
      order_id: forward.order_id,
      platform: forward.platform,
    });
  }
  return outcomes;
}
