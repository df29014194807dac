/**
 * An approved sale as Pinterest's Conversions API takes it
 * (POST /v5/ad_accounts/{ad_account_id}/events, developers.pinterest.com/docs/api/v5/events-create):
 * a `checkout` from the web, its event id the order's, so that Pinterest
 * counts it once, with the click's epik as `click_id`. Pinterest needs a
 * hashed e-mail, a device id, or the visitor's address and browser
 * together; the store keeps no e-mail or device id, so it sends the
 * consented click's address and browser, and nothing for a click without
 * both.
 */
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

export type PinterestPayload = {
  data: {
    event_name: "checkout";
    action_source: "web";
    event_time: number;
    event_id: string;
    event_source_url: string;
    user_data: {
      click_id?: string;
      client_ip_address: string;
      client_user_agent: string;
    };
    custom_data: {
      currency: string;
      value: string;
      order_id: string;
      content_ids: string[];
      num_items: 1;
    };
  }[];
};

/** The sale as Pinterest's Conversions API takes it. */
export function pinterestPayload(
  sale: StoredSale,
  clickOrNone: ClickRecord | undefined,
  _settings: unknown,
  shop: ShopFacts,
): Outgoing<PinterestPayload> {
  const consented = consentedClick(clickOrNone);
  if (!consented.ok) return { send: false, reason: consented.reason };
  const { click } = consented;
  if (!click.ip || !click.user_agent)
    return {
      send: false,
      reason: "no address and browser to name (Pinterest needs both)",
    };
  // The epik as it arrived in the ad's address, else the tag's `_epik`.
  const epik = idOf(click, "epik") ?? idOf(click, "epik_cookie");
  return {
    send: true,
    payload: {
      data: [
        {
          event_name: "checkout",
          action_source: "web",
          event_time: seconds(sale.approved_at ?? sale.received_at),
          event_id: eventIdOf(sale),
          event_source_url: sourceUrl(click, shop),
          user_data: {
            ...(epik && { click_id: epik }),
            client_ip_address: click.ip,
            client_user_agent: click.user_agent,
          },
          custom_data: {
            currency: sale.currency,
            // Pinterest takes the value as a string.
            value: String(amount(sale.value_micros)),
            order_id: sale.order_id,
            content_ids: [itemId(click, shop)],
            num_items: 1,
          },
        },
      ],
    },
  };
}
