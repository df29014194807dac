/**
 * What every platform's conversion reads of a sale and its click
 * (platforms/*): its event id, the page and item, its time and value.
 * Only a click whose visitor accepted advertising has identifiers to send,
 * and only such a click's sale goes anywhere.
 */
import type { ClickRecord } from "../clicks/click.ts";
import type { ShopFacts } from "../platforms/platform.ts";
import type { StoredSale } from "../db/store.ts";

export type { Outgoing } from "../platforms/platform.ts";

/** Seconds since 1970, as the platforms' APIs take a time. */
export const seconds = (ms: number) => Math.floor(ms / 1000);
/** An amount in micros as a number of its currency. */
export const amount = (micros: number) => micros / 1_000_000;

/** One of a click's platform ids as text, if it has it. */
export const idOf = (click: ClickRecord, name: string): string | undefined => {
  const value = click.ad_ids[name];
  return typeof value === "string" && value ? value : undefined;
};

/** The page BUY NOW was followed from, as an absolute address. */
export const sourceUrl = (click: ClickRecord, shop: ShopFacts) =>
  `${shop.siteUrl}${click.page || "/"}`;

/** The catalog item the visitor chose: the product feeds' `<id>-<colour>`. */
export const itemId = (click: ClickRecord, shop: ShopFacts) =>
  click.colour ? `${shop.productId}-${click.colour}` : shop.productId;

/**
 * The id the platforms deduplicate a sale on (Meta's and TikTok's
 * `event_id`, the Google file's Order ID): the order id for a postback
 * with no network label, else `<network>:<order id>`, so that two
 * networks' order 1042 are two events.
 */
export function eventIdOf({
  network,
  order_id,
}: Pick<StoredSale, "network" | "order_id">): string {
  return network ? `${network}:${order_id}` : order_id;
}

/**
 * The consent filter: a sale whose click is unknown, or whose visitor did
 * not accept advertising, goes to no platform.
 */
export function consentedClick(
  click: ClickRecord | undefined,
): { ok: true; click: ClickRecord } | { ok: false; reason: string } {
  if (!click) return { ok: false, reason: "no click has this sale's key" };
  if (click.ad_consent !== 1)
    return { ok: false, reason: "the visitor did not accept advertising" };
  return { ok: true, click };
}
