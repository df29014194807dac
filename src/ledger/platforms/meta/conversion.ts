/** An approved sale as Meta's Conversions API takes it. */
import type { ClickRecord } from "../../clicks/click.ts";
import type { StoredSale } from "../../db/store.ts";
import {
  amount,
  consentedClick,
  eventIdOf,
  idOf,
  itemId,
  seconds,
  sourceUrl,
  type Outgoing,
} from "../../forward/sale-event.ts";
import type { ShopFacts } from "../platform.ts";
import { fbcOf } from "./fbc.ts";

/** Meta allows events up to 7 days old; older ones fail the whole request. */
export const META_MAX_AGE_MS = 7 * 86_400_000;

/** When Meta's pixel first saw the click's fbclid, if the ledger knows. */
const seenAt = (click: ClickRecord) => {
  const value = click.ad_ids.fbclid_seen_at;
  return typeof value === "number" ? value : undefined;
};

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
  settings: { testEventCode?: string | undefined },
  shop: ShopFacts,
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
  const fbclid = idOf(click, "fbclid");
  const fbp = idOf(click, "fbp");
  return {
    send: true,
    payload: {
      data: [
        {
          event_name: "Purchase",
          event_time: seconds(at),
          event_id: eventIdOf(sale),
          action_source: "website",
          event_source_url: sourceUrl(click, shop),
          user_data: {
            ...(fbclid && {
              fbc: fbcOf(fbclid, seenAt(click) ?? click.clicked_at),
            }),
            ...(fbp && { fbp }),
            ...(click.ip && { client_ip_address: click.ip }),
            client_user_agent: click.user_agent,
          },
          custom_data: {
            value: amount(sale.value_micros),
            currency: sale.currency,
            content_ids: [itemId(click, shop)],
            content_type: "product",
            order_id: sale.order_id,
          },
        },
      ],
      ...(settings.testEventCode && {
        test_event_code: settings.testEventCode,
      }),
    },
  };
}
