/**
 * Which followed BUY NOWs are flagged, and why (docs/sales-ledger.md,
 * "Flagged clicks"). A flagged click is still redirected and kept, with
 * its reasons, but left out of the report's clicks and verdicts, and a
 * sale on it is sent to no ad platform. Read from what the request shows:
 * its user agent (crawlers, previewers and tools by isbot's maintained
 * list), a headless or automated browser's own words, Cloudflare's word on
 * the visitor where the host has it, and how often one address and
 * browser clicked in the last minute. Relative imports with their
 * extension: both hosts load this file as it is.
 */
import { isbot } from "isbot";

/** Why a click is flagged, as the `flags` column lists them. */
export const FLAG_REASONS = [
  "crawler",
  "no_user_agent",
  "headless",
  "verified_bot",
  "bot_score",
  "datacentre",
  "rate",
] as const;

export type FlagReason = (typeof FLAG_REASONS)[number];

/**
 * What Cloudflare says about the visitor, where the host has it
 * (`request.cf`; none under `npm start`). botManagement's fields come with
 * Bot Management (Enterprise) only; `asn` with every plan
 * (developers.cloudflare.com/bots/reference/bot-management-variables/,
 * developers.cloudflare.com/workers/runtime-apis/request/#incomingrequestcfproperties).
 */
export type EdgeVisitor = {
  asn?: number;
  /** 1 (surely automated) to 99 (surely human); 0 when not computed. */
  botScore?: number;
  verifiedBot?: boolean;
  verifiedBotCategory?: string;
};

/** Cloudflare's `request.cf`, read defensively: each field only if it has its type. */
export function edgeVisitor(cf: unknown): EdgeVisitor | undefined {
  if (typeof cf !== "object" || cf === null) return undefined;
  const { asn, botManagement, verifiedBotCategory } = cf as Record<
    string,
    unknown
  >;
  const bot =
    typeof botManagement === "object" && botManagement !== null
      ? (botManagement as Record<string, unknown>)
      : {};
  return {
    ...(typeof asn === "number" && { asn }),
    ...(typeof bot.score === "number" && { botScore: bot.score }),
    ...(typeof bot.verifiedBot === "boolean" && {
      verifiedBot: bot.verifiedBot,
    }),
    ...(typeof verifiedBotCategory === "string" && { verifiedBotCategory }),
  };
}

/**
 * A headless or driven browser naming itself: Chrome's headless mode in
 * its user agent or its `Sec-CH-UA` brands ("HeadlessChrome"), and the
 * automation tools that say who they are.
 */
const AUTOMATED =
  /headless|phantomjs|slimerjs|selenium|webdriver|puppeteer|playwright/i;

/** Cloudflare's bot scores below this are "likely automated" (developers.cloudflare.com/bots/concepts/bot-score/). */
const AUTOMATED_BELOW = 30;

export type FlagInput = {
  userAgent: string;
  /** The `Sec-CH-UA` header, if sent. */
  clientHints: string | null;
  edge: EdgeVisitor | undefined;
  /** This address and browser's clicks in the minute, this one included. */
  clicksThisMinute: number;
};

export type FilterRules = {
  clicksPerMinute: number;
  datacentreAsns: readonly number[];
};

/** A click's reasons to be flagged, in FLAG_REASONS' order; none for a shopper. */
export function flagReasons(
  input: FlagInput,
  rules: FilterRules,
): FlagReason[] {
  const reasons = new Set<FlagReason>();
  const userAgent = input.userAgent.trim();
  if (!userAgent) reasons.add("no_user_agent");
  if (AUTOMATED.test(userAgent) || AUTOMATED.test(input.clientHints ?? ""))
    reasons.add("headless");
  // isbot's list names "Headless" too: a headless browser is that reason alone.
  else if (userAgent && isbot(userAgent)) reasons.add("crawler");
  const { edge } = input;
  if (edge?.verifiedBot || edge?.verifiedBotCategory)
    reasons.add("verified_bot");
  if (
    edge?.botScore !== undefined &&
    edge.botScore > 0 &&
    edge.botScore < AUTOMATED_BELOW
  )
    reasons.add("bot_score");
  if (edge?.asn !== undefined && rules.datacentreAsns.includes(edge.asn))
    reasons.add("datacentre");
  if (input.clicksThisMinute > rules.clicksPerMinute) reasons.add("rate");
  return FLAG_REASONS.filter((reason) => reasons.has(reason));
}

/** A click's reasons as the `flags` column holds them: "crawler,rate"; "" for none. */
export const flagsText = (reasons: readonly FlagReason[]) => reasons.join(",");

/** The reasons a `flags` value lists, the known ones only. */
export const reasonsOf = (flags: string): FlagReason[] =>
  flags
    .split(",")
    .filter((reason): reason is FlagReason =>
      (FLAG_REASONS as readonly string[]).includes(reason),
    );

const MINUTE_MS = 60_000;
/** Past this many visitors in memory, those of an ended minute are let go. */
const PRUNE_AT = 10_000;
/** At most this often, so that many visitors at once cost no scan a click. */
const PRUNE_EVERY_MS = 10_000;
/** And past this many, all of them: a flood of addresses cannot fill the memory. */
const MAX_VISITORS = 100_000;

/**
 * A 53-bit hash of `text` under `seed`, two multiplicative 32-bit lanes
 * mixed at the end (the cyrb53 construction): fast and synchronous, so a
 * click waits on no crypto job, and of no use for finding an address
 * without the seed.
 */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ char, 2654435761);
    h2 = Math.imul(h2 ^ char, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * How many times each address and browser clicked within a minute, in
 * the memory of one process (`npm start`) or one isolate (Cloudflare).
 * Never the address itself: each visitor is a hash of address and user
 * agent under a seed drawn at random for this process or isolate and kept
 * nowhere else. A visitor's minute starts with their first click in it.
 */
export class ClickRate {
  private readonly visitors = new Map<
    number,
    { start: number; count: number }
  >();
  private readonly seed = crypto.getRandomValues(new Uint32Array(1))[0]!;
  private prunedAt = 0;

  /** Counts a click of this address and browser at `now`; its clicks in this minute. */
  count(ip: string, userAgent: string, now: number): number {
    const visitor = hash53(`${ip}\n${userAgent}`, this.seed);
    const seen = this.visitors.get(visitor);
    if (seen && now - seen.start < MINUTE_MS) return ++seen.count;
    if (this.visitors.size >= PRUNE_AT && now - this.prunedAt >= PRUNE_EVERY_MS)
      this.prune(now);
    this.visitors.set(visitor, { start: now, count: 1 });
    return 1;
  }

  private prune(now: number) {
    this.prunedAt = now;
    for (const [visitor, { start }] of this.visitors)
      if (now - start >= MINUTE_MS) this.visitors.delete(visitor);
    if (this.visitors.size >= MAX_VISITORS) this.visitors.clear();
  }
}
