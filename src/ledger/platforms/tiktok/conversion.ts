/** An approved sale as TikTok's Events API takes it. */
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
  settings: { pixelCode: string; testEventCode?: string | undefined },
  shop: ShopFacts,
): Outgoing<TiktokPayload> {
  const consented = consentedClick(clickOrNone);
  if (!consented.ok) return { send: false, reason: consented.reason };
  const { click } = consented;
  const id = itemId(click, shop);
  const ttclid = idOf(click, "ttclid");
  const ttp = idOf(click, "ttp");
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
            ...(ttclid && { ttclid }),
            ...(ttp && { ttp }),
            ...(click.ip && { ip: click.ip }),
            ...(click.user_agent && { user_agent: click.user_agent }),
          },
          page: { url: sourceUrl(click, shop) },
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
