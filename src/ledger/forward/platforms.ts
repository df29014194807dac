/**
 * An approved sale as each ad platform takes it: Meta's Conversions API
 * and TikTok's Events API are sent to; Google Ads fetches a file
 * (google-file.ts). Only a click whose visitor accepted advertising has
 * identifiers to send, and only such a click's sale goes anywhere.
 */
import type { ClickRecord } from "../clicks/click.ts";
import { fbcOf } from "../clicks/ad-consent.ts";
import type { LedgerManifest } from "../manifest.ts";
import type { StoredSale } from "../db/store.ts";

/** Why a sale is not sent to a platform, or what to send. */
export type Outgoing<Payload> =
  { send: true; payload: Payload } | { send: false; reason: string };

const seconds = (ms: number) => Math.floor(ms / 1000);
const amount = (micros: number) => micros / 1_000_000;

/** The page BUY NOW was followed from, as an absolute address. */
const sourceUrl = (click: ClickRecord, manifest: LedgerManifest) =>
  `${manifest.siteUrl}${click.page || "/"}`;

/** The catalog item the visitor chose: the product feeds' `<id>-<colour>`. */
const itemId = (click: ClickRecord, manifest: LedgerManifest) =>
  click.colour ? `${manifest.productId}-${click.colour}` : manifest.productId;

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

/** Meta allows events up to 7 days old; older ones fail the whole request. */
export const META_MAX_AGE_MS = 7 * 86_400_000;

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

export type MetaPayload = {
  data: {
    event_name: "Purchase";
    event_time: number;
    event_id: string;
    action_source: "website";
    event_source_url: string;
    user_data: {
      fbc?: string;
      fbp?: string;
      client_ip_address?: string;
      client_user_agent?: string;
    };
    custom_data: {
      value: number;
      currency: string;
      content_ids: string[];
      content_type: "product";
      order_id: string;
    };
  }[];
  test_event_code?: string;
};

/** The sale as Meta's Conversions API takes it. */
export function metaPayload(
  sale: StoredSale,
  clickOrNone: ClickRecord | undefined,
  manifest: LedgerManifest,
  now: number,
): Outgoing<MetaPayload> {
  const consented = consentedClick(clickOrNone);
  if (!consented.ok) return { send: false, reason: consented.reason };
  const { click } = consented;
  const at = sale.approved_at ?? sale.received_at;
  if (now - at > META_MAX_AGE_MS)
    return { send: false, reason: "older than the 7 days Meta accepts" };
  if (!click.user_agent)
    return { send: false, reason: "no browser to name (Meta needs one)" };
  const settings = manifest.forward.meta;
  return {
    send: true,
    payload: {
      data: [
        {
          event_name: "Purchase",
          event_time: seconds(at),
          event_id: eventIdOf(sale),
          action_source: "website",
          event_source_url: sourceUrl(click, manifest),
          user_data: {
            ...(click.fbclid && {
              fbc: fbcOf(
                click.fbclid,
                click.fbclid_seen_at ?? click.clicked_at,
              ),
            }),
            ...(click.fbp && { fbp: click.fbp }),
            ...(click.ip && { client_ip_address: click.ip }),
            client_user_agent: click.user_agent,
          },
          custom_data: {
            value: amount(sale.value_micros),
            currency: sale.currency,
            content_ids: [itemId(click, manifest)],
            content_type: "product",
            order_id: sale.order_id,
          },
        },
      ],
      ...(settings?.testEventCode && {
        test_event_code: settings.testEventCode,
      }),
    },
  };
}

export type TiktokPayload = {
  event_source: "web";
  event_source_id: string;
  test_event_code?: string;
  data: {
    event: "Purchase";
    event_time: number;
    event_id: string;
    user: { ttclid?: string; ttp?: string; ip?: string; user_agent?: string };
    page: { url: string };
    properties: {
      value: number;
      currency: string;
      content_type: "product";
      contents: { content_id: string; content_type: "product"; quantity: 1 }[];
    };
  }[];
};

/** The sale as TikTok's Events API takes it. */
export function tiktokPayload(
  sale: StoredSale,
  clickOrNone: ClickRecord | undefined,
  manifest: LedgerManifest,
): Outgoing<TiktokPayload> {
  const consented = consentedClick(clickOrNone);
  if (!consented.ok) return { send: false, reason: consented.reason };
  const { click } = consented;
  const settings = manifest.forward.tiktok;
  if (!settings) return { send: false, reason: "TikTok is not set up" };
  const id = itemId(click, manifest);
  return {
    send: true,
    payload: {
      event_source: "web",
      event_source_id: settings.pixelCode,
      ...(settings.testEventCode && {
        test_event_code: settings.testEventCode,
      }),
      data: [
        {
          event: "Purchase",
          event_time: seconds(sale.approved_at ?? sale.received_at),
          event_id: eventIdOf(sale),
          user: {
            ...(click.ttclid && { ttclid: click.ttclid }),
            ...(click.ttp && { ttp: click.ttp }),
            ...(click.ip && { ip: click.ip }),
            ...(click.user_agent && { user_agent: click.user_agent }),
          },
          page: { url: sourceUrl(click, manifest) },
          properties: {
            value: amount(sale.value_micros),
            currency: sale.currency,
            content_type: "product",
            contents: [
              { content_id: id, content_type: "product", quantity: 1 },
            ],
          },
        },
      ],
    },
  };
}
