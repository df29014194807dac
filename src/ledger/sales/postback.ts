/**
 * A network's postback: the sale it reports, checked before anything is
 * stored. Every network names its macros differently; the postback URL the
 * operator pastes into the network (docs/sales-ledger.md) maps them onto
 * these parameter names.
 */

export const SALE_STATUSES = ["pending", "approved", "reversed"] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/**
 * The networks' own words for a sale's state (Impact's action states,
 * ClickBank's transaction types, Digistore24's events, Awin's and CJ's
 * statuses), each read case-blind.
 */
const STATUS_WORDS: Readonly<Record<string, SaleStatus>> = {
  pending: "pending",
  // A network's test postback is kept, and sent nowhere.
  test: "pending",
  test_sale: "pending",
  open: "pending",
  new: "pending",
  locked: "pending",
  approved: "approved",
  approve: "approved",
  confirmed: "approved",
  sale: "approved",
  "sale-rb": "approved",
  purchase: "approved",
  upsell: "approved",
  rebill: "approved",
  bill: "approved",
  paid: "approved",
  payment: "approved",
  on_payment: "approved",
  closed: "approved",
  reversed: "reversed",
  reversal: "reversed",
  declined: "reversed",
  rejected: "reversed",
  refund: "reversed",
  refunded: "reversed",
  rfnd: "reversed",
  "rfnd-rb": "reversed",
  cgbk: "reversed",
  chargeback: "reversed",
  on_refund: "reversed",
  on_chargeback: "reversed",
  void: "reversed",
};

export type Sale = {
  orderId: string;
  /** The key as the network sent it, lower-cased; "" when it sent none. */
  clickKey: string;
  status: SaleStatus;
  /** The amount in millionths, so sums add up exactly. */
  valueMicros: number;
  currency: string;
  network: string;
};

/** The largest postback the ledger reads, query and body together. */
export const MAX_POSTBACK_BYTES = 4096;

const ORDER_ID = /^[A-Za-z0-9._:\-/]{1,100}$/;
const CLICK_KEY_SENT = /^[A-Za-z0-9_-]{0,100}$/;
const AMOUNT = /^\d{1,9}(?:\.\d{1,6})?$/;
const CURRENCY = /^[A-Za-z]{3}$/;
const NETWORK = /^[a-z0-9_-]{1,30}$/;

/** The postback's parameters the ledger reads; any other is ignored. */
export const POSTBACK_PARAMS = [
  "click_key",
  "order_id",
  "value",
  "currency",
  "status",
  "network",
] as const;

/**
 * The sale a postback reports, or why it cannot be read (for a 400 that
 * stores nothing). `fallbackCurrency` stands in for a network that sends
 * no currency; a missing status reads as approved, since most networks
 * fire their postback on the sale alone.
 */
export function readPostback(
  params: URLSearchParams,
  fallbackCurrency: string,
): { ok: true; sale: Sale } | { ok: false; reason: string } {
  const values: Partial<Record<(typeof POSTBACK_PARAMS)[number], string>> = {};
  for (const name of POSTBACK_PARAMS) {
    const all = params.getAll(name);
    if (all.length > 1)
      return { ok: false, reason: `${name} is given more than once` };
    if (all[0] !== undefined) values[name] = all[0].trim();
  }
  const fail = (reason: string) => ({ ok: false as const, reason });
  const orderId = values.order_id ?? "";
  if (!ORDER_ID.test(orderId))
    return fail(
      "order_id must be 1 to 100 letters, digits or . _ : - / (the network's order or transaction id)",
    );
  const clickKey = values.click_key ?? "";
  if (!CLICK_KEY_SENT.test(clickKey))
    return fail("click_key must be up to 100 letters, digits, _ or -");
  const value = values.value ?? "";
  if (!AMOUNT.test(value))
    return fail(
      "value must be an amount such as 12.50: digits, a point, at most 6 decimals",
    );
  const currency = (values.currency || fallbackCurrency).toUpperCase();
  if (!CURRENCY.test(currency))
    return fail("currency must be a three-letter ISO 4217 code such as USD");
  const word = (values.status || "approved").toLowerCase();
  const status = Object.hasOwn(STATUS_WORDS, word)
    ? STATUS_WORDS[word]
    : undefined;
  if (!status)
    return fail(
      `status must be one of ${Object.keys(STATUS_WORDS).join(", ")}`,
    );
  const network = (values.network ?? "").toLowerCase();
  if (network && !NETWORK.test(network))
    return fail("network must be up to 30 letters, digits, _ or -");
  const [whole = "0", fraction = ""] = value.split(".");
  return {
    ok: true,
    sale: {
      orderId,
      clickKey: clickKey.toLowerCase(),
      status,
      valueMicros: Number(whole) * 1_000_000 + Number(fraction.padEnd(6, "0")),
      currency,
      network,
    },
  };
}

/** An amount in millionths as a decimal string with two or more decimals. */
export function fromMicros(micros: number): string {
  const whole = Math.trunc(micros / 1_000_000);
  const fraction = String(micros % 1_000_000)
    .padStart(6, "0")
    .replace(/0{1,4}$/, "");
  return `${whole}.${fraction.padEnd(2, "0")}`;
}
