import { describe, expect, it } from "vitest";
import { CLICK, MANIFEST } from "../fixtures";
import { eventIdOf } from "../forward/sale-event";
import { metaPayload } from "./meta/conversion";
import { tiktokPayload } from "./tiktok/conversion";
import type { StoredSale } from "../db/store";

const APPROVED = Date.UTC(2026, 10, 21, 12, 0, 0);
const SALE: StoredSale = {
  order_id: "INV-1042",
  click_key: CLICK.click_key,
  attributed: 1,
  status: "approved",
  value_micros: 12_500_000,
  currency: "EUR",
  network: "impact",
  received_at: APPROVED,
  approved_at: APPROVED,
  reversed_at: null,
};
const NOW = APPROVED + 60_000;
const { meta: META, tiktok: TIKTOK } = MANIFEST.forward as Required<
  typeof MANIFEST.forward
>;

describe("eventIdOf", () => {
  it.each([
    ["", "INV-1042", "INV-1042"],
    ["impact", "INV-1042", "impact:INV-1042"],
    ["awin", "INV-1042", "awin:INV-1042"],
    ["my-tracker", "a/b:c", "my-tracker:a/b:c"],
  ])("names network %j's order %s %s", (network, orderId, eventId) => {
    expect(eventIdOf({ network, order_id: orderId })).toBe(eventId);
  });
});

describe.each([
  ["Meta", (sale: StoredSale) => metaPayload(sale, CLICK, META, MANIFEST, NOW)],
  [
    "TikTok",
    (sale: StoredSale) => tiktokPayload(sale, CLICK, TIKTOK, MANIFEST),
  ],
] as const)("%s's event id", (_, payloadOf) => {
  it("tells two networks' same order apart, and is the order id alone with no network", () => {
    const ids = ["", "impact", "awin"].map((network) => {
      const outgoing = payloadOf({ ...SALE, network });
      return outgoing.send ? outgoing.payload.data[0]?.event_id : undefined;
    });
    expect(ids).toEqual(["INV-1042", "impact:INV-1042", "awin:INV-1042"]);
  });
});

describe("metaPayload", () => {
  it("is a Purchase whose event id is the network and order id, with fbc, fbp, value and the catalog id", () => {
    expect(metaPayload(SALE, CLICK, META, MANIFEST, NOW)).toEqual({
      send: true,
      payload: {
        data: [
          {
            event_name: "Purchase",
            event_time: APPROVED / 1000,
            event_id: "impact:INV-1042",
            action_source: "website",
            event_source_url: "https://shop.test/",
            user_data: {
              fbc: `fb.1.${Date.UTC(2026, 10, 20, 8, 58, 0)}.IwAR2F4-dbP0l7Mn`,
              fbp: "fb.1.1795000000000.123456789",
              client_ip_address: "203.0.113.7",
              client_user_agent: "Mozilla/5.0 (Linux; Android 14)",
            },
            custom_data: {
              value: 12.5,
              currency: "EUR",
              content_ids: ["VOYA-36L-grey"],
              content_type: "product",
              order_id: "INV-1042",
            },
          },
        ],
        test_event_code: "TEST1",
      },
    });
  });

  it("leaves out fbc when the visitor came with no fbclid", () => {
    const outgoing = metaPayload(
      SALE,
      { ...CLICK, ad_ids: { fbp: CLICK.ad_ids.fbp } },
      META,
      MANIFEST,
      NOW,
    );
    expect(outgoing.send && outgoing.payload.data[0]?.user_data).toEqual({
      fbp: "fb.1.1795000000000.123456789",
      client_ip_address: "203.0.113.7",
      client_user_agent: "Mozilla/5.0 (Linux; Android 14)",
    });
  });

  it.each([
    ["no click has the key", undefined, "no click has this sale's key"],
    [
      "the visitor refused",
      { ...CLICK, ad_consent: 0 as const },
      "did not accept advertising",
    ],
  ])("sends nothing when %s", (_, click, reason) => {
    expect(metaPayload(SALE, click, META, MANIFEST, NOW)).toEqual({
      send: false,
      reason: expect.stringContaining(reason),
    });
  });

  it("sends nothing older than Meta's 7 days", () => {
    expect(
      metaPayload(SALE, CLICK, META, MANIFEST, APPROVED + 8 * 86_400_000),
    ).toMatchObject({
      send: false,
    });
  });
});

describe("tiktokPayload", () => {
  it("is a Purchase with the ttclid, the event id, value and currency", () => {
    const click = {
      ...CLICK,
      ad_ids: {
        ...CLICK.ad_ids,
        ttclid: "E.C.P.v3Jk",
        ttp: "2F7h37YkS1j57AYSKTI7",
      },
    };
    expect(tiktokPayload(SALE, click, TIKTOK, MANIFEST)).toEqual({
      send: true,
      payload: {
        event_source: "web",
        event_source_id: "CABCDEFGHIJ1",
        data: [
          {
            event: "Purchase",
            event_time: APPROVED / 1000,
            event_id: "impact:INV-1042",
            user: {
              ttclid: "E.C.P.v3Jk",
              ttp: "2F7h37YkS1j57AYSKTI7",
              ip: "203.0.113.7",
              user_agent: "Mozilla/5.0 (Linux; Android 14)",
            },
            page: { url: "https://shop.test/" },
            properties: {
              value: 12.5,
              currency: "EUR",
              content_type: "product",
              contents: [
                {
                  content_id: "VOYA-36L-grey",
                  content_type: "product",
                  quantity: 1,
                },
              ],
            },
          },
        ],
      },
    });
  });

  it("sends nothing for a visitor who refused", () => {
    expect(
      tiktokPayload(SALE, { ...CLICK, ad_consent: 0 }, TIKTOK, MANIFEST).send,
    ).toBe(false);
  });
});
