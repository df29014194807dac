import { describe, expect, it } from "vitest";
import { fromMicros, readPostback } from "./postback";

const read = (query: string) => readPostback(new URLSearchParams(query), "USD");

describe("readPostback", () => {
  it("reads a sale in the ledger's names", () => {
    expect(
      read(
        "click_key=K2X9A7&order_id=INV-1042&value=12.50&currency=eur&status=APPROVED&network=impact",
      ),
    ).toEqual({
      ok: true,
      sale: {
        orderId: "INV-1042",
        clickKey: "k2x9a7",
        status: "approved",
        valueMicros: 12_500_000,
        currency: "EUR",
        network: "impact",
      },
    });
  });

  it.each([
    ["SALE", "approved"],
    ["BILL", "approved"],
    ["Purchase", "approved"],
    ["Upsell", "approved"],
    ["TEST_SALE", "pending"],
    ["on_payment", "approved"],
    ["PENDING", "pending"],
    ["locked", "pending"],
    ["REVERSED", "reversed"],
    ["declined", "reversed"],
    ["RFND", "reversed"],
    ["CGBK", "reversed"],
    ["on_refund", "reversed"],
  ])("reads the network's status %s as %s", (word, status) => {
    const result = read(`order_id=1&value=1&status=${word}`);
    expect(result.ok && result.sale.status).toBe(status);
  });

  it.each([
    ["no network label", "", ""],
    ["an empty label", "&network=", ""],
    ["a preset's name", "&network=Impact", "impact"],
    ["a label no preset has", "&network=my_tracker-2", "my_tracker-2"],
  ])(
    "reads %s as the network %j, half of the sale's identity",
    (_, param, network) => {
      const result = read(`order_id=INV-1&value=1${param}`);
      expect(result.ok && result.sale.network).toBe(network);
    },
  );

  it("takes the fallback currency and approval when the network sends neither", () => {
    const result = read("order_id=7&value=0.1");
    expect(result).toMatchObject({
      ok: true,
      sale: {
        currency: "USD",
        status: "approved",
        valueMicros: 100_000,
        clickKey: "",
      },
    });
  });

  it.each([
    ["value=1", "order_id must be"],
    ["order_id=&value=1", "order_id must be"],
    ["order_id=a%20b&value=1", "order_id must be"],
    [`order_id=${"x".repeat(101)}&value=1`, "order_id must be"],
    ["order_id=1", "value must be an amount"],
    ["order_id=1&value=-3", "value must be an amount"],
    ["order_id=1&value=1e9", "value must be an amount"],
    ["order_id=1&value=12,50", "value must be an amount"],
    ["order_id=1&value=1.1234567", "value must be an amount"],
    ["order_id=1&value=1&currency=EURO", "currency must be"],
    ["order_id=1&value=1&status=maybe", "status must be one of"],
    ["order_id=1&value=1&status=constructor", "status must be one of"],
    ["order_id=1&value=1&click_key=%3Cscript%3E", "click_key must be"],
    ["order_id=1&value=1&network=a%20b", "network must be"],
    ["order_id=1&order_id=2&value=1", "order_id is given more than once"],
  ])("refuses %s", (query, reason) => {
    const result = read(query);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
  });
});

describe("fromMicros", () => {
  it.each([
    [12_500_000, "12.50"],
    [0, "0.00"],
    [100_000, "0.10"],
    [1_234, "0.001234"],
    [99_990_000, "99.99"],
  ])("writes %d as %s", (micros, text) => {
    expect(fromMicros(micros)).toBe(text);
  });
});
