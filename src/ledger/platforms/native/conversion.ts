/**
 * An approved sale as a native network's postback: one GET of its template,
 * filled with its own click id, the payout and the event, and nothing of the
 * visitor's (docs/sales-ledger.md, "Native networks").
 */
import type { ClickRecord } from "../../clicks/click.ts";
import type { StoredSale } from "../../db/store.ts";
import {
  amount,
  consentedClick,
  eventIdOf,
  idOf,
  type Outgoing,
} from "../../forward/sale-event.ts";
import type { NativeSettings } from "./sources.ts";
import { renderPostback } from "./template.ts";

export type NativePayload = { source: string; url: string };

/** The postback for the network whose click id the sale's click carries. */
export function nativePostback(
  sale: StoredSale,
  clickOrNone: ClickRecord | undefined,
  settings: NativeSettings,
): Outgoing<NativePayload> {
  const consented = consentedClick(clickOrNone);
  if (!consented.ok) return { send: false, reason: consented.reason };
  const { click } = consented;
  for (const source of settings.sources) {
    const clickId = idOf(click, source.clickIdParam);
    if (!clickId) continue;
    return {
      send: true,
      payload: {
        source: source.name,
        url: renderPostback(source.postback, {
          click_id: clickId,
          payout: String(amount(sale.value_micros)),
          currency: sale.currency,
          order_id: eventIdOf(sale),
          event: source.event,
        }),
      },
    };
  }
  return { send: false, reason: "the click came from no native network" };
}
