/**
 * Sending approved sales to the platforms that are sent to (their
 * modules' `forward.send`, platforms/): each forward is tried once it
 * is due, and a failure is tried again later (1 minute, doubling, at most
 * 6 hours apart) on a later request or by `npm run ledger -- retry`
 * (docs/sales-ledger.md), so nothing is lost while a platform is down.
 * A platform whose conversions are a file fetches it instead (file-routes.ts).
 */
import type { LedgerHost } from "../settings.ts";
import { parseJson } from "../json.ts";
import type { LedgerManifest } from "../manifest.ts";
import {
  PLATFORM_NAMES,
  PLATFORMS,
  type ForwardName,
  type PlatformName,
} from "../platforms/index.ts";
import {
  hostText,
  type AnyPlatform,
  type HostValues,
  type Outgoing,
  type Request,
  type Sender,
} from "../platforms/platform.ts";
import {
  claimDueForwards,
  findClick,
  findSale,
  settleForward,
  type LedgerDb,
  type SaleId,
  type StoredForward,
} from "../db/store.ts";

export type ForwardContext = {
  db: LedgerDb;
  manifest: LedgerManifest;
  host: LedgerHost;
  fetch: typeof fetch;
  now: () => number;
};

/** A platform's sender, if sales are sent to it rather than fetched as a file. */
function senderOf(platform: PlatformName): Sender<unknown> | undefined {
  const { forward }: AnyPlatform = PLATFORMS[platform];
  return forward?.send as Sender<unknown> | undefined;
}

/** The platforms that are sent to (their modules' `forward.send`). */
export const PUSHED = PLATFORM_NAMES.filter((name) => senderOf(name));

/** The host's variables by name, as a platform's module reads them. */
const hostValues = (host: LedgerHost): HostValues => host;

/** Why a sale on a flagged click (clicks/click-flags.ts) goes to no platform. */
export const FLAGGED_DETAIL = "the click was flagged";

/** Milliseconds a platform has to answer. */
const TIMEOUT_MS = 10_000;

type Outcome = { state: "sent" | "skipped" | "failed"; detail: string };

/** Sends one conversion: its payload as JSON by POST, or its address alone by GET. */
async function deliver(
  context: ForwardContext,
  { url, headers, accepted, method = "POST" }: Request,
  body: unknown,
): Promise<Outcome> {
  try {
    const response = await context.fetch(url, {
      method,
      ...(method === "POST"
        ? {
            headers: { "Content-Type": "application/json", ...headers },
            body: JSON.stringify(body),
          }
        : { headers }),
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
 * Sends what a platform is to be sent, with the host's secret `token` where
 * it takes one: skipped when there is nothing to send, failed while the
 * host lacks the token.
 */
function send(
  context: ForwardContext,
  outgoing: Outgoing<unknown>,
  token: string | null,
  request: (value: string, payload: unknown) => Request,
): Promise<Outcome> | Outcome {
  if (!outgoing.send) return { state: "skipped", detail: outgoing.reason };
  const value = token === null ? "" : hostText(context.host, token);
  if (value === undefined)
    return { state: "failed", detail: `${token} is not set on the host` };
  return deliver(context, request(value, outgoing.payload), outgoing.payload);
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
  const sender = senderOf(platform);
  if (!sender)
    return { state: "skipped", detail: `${platform} fetches its file` };
  if (!manifest.forward[platform as ForwardName])
    return { state: "skipped", detail: `${platform} is not set up` };
  const settings: unknown = manifest.forward[platform as ForwardName];
  const click = await findClick(db, sale.click_key);
  if (click?.flags)
    return { state: "skipped", detail: `${FLAGGED_DETAIL}: ${click.flags}` };
  return send(
    context,
    sender.outgoing(sale, click, settings, manifest, context.now()),
    sender.token,
    (token, payload) =>
      sender.request(token, hostValues(host), settings, payload),
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
  const platforms = PUSHED.filter(
    (name) =>
      (context.manifest.forward as Partial<Record<string, unknown>>)[name],
  );
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
