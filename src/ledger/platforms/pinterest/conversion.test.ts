import { describe, expect, it } from "vitest";
import { CLICK, MANIFEST } from "../../fixtures";
import type { StoredSale } from "../../db/store";
import { pinterestPayload } from "./conversion";
import { pinterest } from "./index";

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
const EPIK = "dj0yJnU9aGFzaGVkJnA9MSZuPXRlc3QmdD1BQUFBQUdJ";
const CLICKED = {
  ...CLICK,
  ad_ids: { epik: EPIK, epik_cookie: "dj0yJnU9b3RoZXImcD0x" },
};
const SETTINGS = pinterest.forward.settings.parse({
  adAccountId: "549755885175",
  tagId: "2612345678901",
});

describe("pinterestPayload", () => {
  it("is a web checkout whose event id is the network and order id, with the epik as it arrived, the address, browser and value", () => {
    expect(pinterestPayload(SALE, CLICKED, SETTINGS, MANIFEST)).toEqual({
      send: true,
      payload: {
        data: [
          {
            event_name: "checkout",
            action_source: "web",
            event_time: APPROVED / 1000,
            event_id: "impact:INV-1042",
            event_source_url: "https://shop.test/",
            user_data: {
              click_id: EPIK,
              client_ip_address: "203.0.113.7",
              client_user_agent: "Mozilla/5.0 (Linux; Android 14)",
            },
            custom_data: {
              currency: "EUR",
              value: "12.5",
              order_id: "INV-1042",
              content_ids: ["VOYA-36L-grey"],
              num_items: 1,
            },
          },
        ],
      },
    });
  });

  it("takes the tag's _epik when the address brought none, and sends no click id with neither", () => {
    const cookieOnly = pinterestPayload(
      SALE,
      { ...CLICK, ad_ids: { epik_cookie: "dj0yJnU9b3RoZXImcD0x" } },
      SETTINGS,
      MANIFEST,
    );
    expect(cookieOnly.send && cookieOnly.payload.data[0]?.user_data).toEqual({
      click_id: "dj0yJnU9b3RoZXImcD0x",
      client_ip_address: "203.0.113.7",
      client_user_agent: "Mozilla/5.0 (Linux; Android 14)",
    });
    const none = pinterestPayload(
      SALE,
      { ...CLICK, ad_ids: {} },
      SETTINGS,
      MANIFEST,
    );
    expect(none.send && none.payload.data[0]?.user_data).not.toHaveProperty(
      "click_id",
    );
  });

  it.each([
    ["no click has the key", undefined, "no click has this sale's key"],
    [
      "the visitor refused",
      { ...CLICKED, ad_consent: 0 as const },
      "did not accept advertising",
    ],
    [
      "the click kept no browser",
      { ...CLICKED, user_agent: null },
      "Pinterest needs both",
    ],
    [
      "the click kept no address",
      { ...CLICKED, ip: null },
      "Pinterest needs both",
    ],
  ])("sends nothing when %s", (_, click, reason) => {
    expect(pinterestPayload(SALE, click, SETTINGS, MANIFEST)).toEqual({
      send: false,
      reason: expect.stringContaining(reason),
    });
  });
});

describe("Pinterest's request", () => {
  const { request } = pinterest.forward.send;
  const host = { LEDGER_PINTEREST_API: "http://127.0.0.1:4999/pinterest/v5" };

  it("posts to the ad account's events with the token as a bearer", () => {
    const { url, headers } = request("TOKEN", host, SETTINGS);
    expect(url).toBe(
      "http://127.0.0.1:4999/pinterest/v5/ad_accounts/549755885175/events",
    );
    expect(headers).toEqual({ Authorization: "Bearer TOKEN" });
  });

  it("marks a test request with test=true", () => {
    const { url } = request("TOKEN", host, { ...SETTINGS, test: true });
    expect(new URL(url).searchParams.get("test")).toBe("true");
  });

  it.each([
    [{ num_events_received: 1, num_events_processed: 1 }, true],
    [{ num_events_received: 1, num_events_processed: 0 }, false],
    [{ code: 2, message: "Authentication failed." }, false],
    ["not json", false],
  ])("takes %j as taken: %s", (answer, taken) => {
    expect(request("TOKEN", host, SETTINGS).accepted(answer)).toBe(taken);
  });
});
