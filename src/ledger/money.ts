/**
 * Money in the report: amounts kept by currency in millionths, read
 * exactly from the platforms' decimals, and added up in the report's
 * currency with the store's own rates (settings.yaml, `ledger.report`).
 * Two currencies are never added as they are: an amount whose currency
 * has no rate is kept apart.
 */

/** Millionths of each currency's unit, by ISO 4217 code. */
export type Money = Record<string, number>;

/** The report's currency and each other currency's worth in it. */
export type Rates = { currency: string; rates: Record<string, number> };

/** Adds `more` into `into`, currency by currency. */
export function addMoney(into: Money, more: Money): Money {
  for (const currency in more)
    into[currency] = (into[currency] ?? 0) + more[currency]!;
  return into;
}

/** The sum of every amount of `money`. */
export const sumMoney = (...all: Money[]): Money =>
  all.reduce((sum, money) => addMoney(sum, money), {});

/**
 * `money` in the report's currency (millionths), and what had no rate,
 * by currency.
 */
export function converted(
  money: Money,
  { currency, rates }: Rates,
): { micros: number; apart: Money } {
  let micros = 0;
  const apart: Money = {};
  for (const [code, amount] of Object.entries(money)) {
    if (amount === 0) continue;
    const rate = code === currency ? 1 : rates[code];
    if (rate === undefined) apart[code] = (apart[code] ?? 0) + amount;
    else micros += amount * rate;
  }
  return { micros, apart };
}

/**
 * `total` millionths shared out in proportion to `weights`, in whole
 * millionths that add up to `total` exactly (largest remainder).
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => [value - Math.floor(value), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * A decimal amount ("12.34") as millionths, exactly, by its digits rather
 * than by floating point; a seventh decimal and beyond rounds half up.
 * Throws on anything else.
 */
export function decimalToMicros(text: string): number {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not an amount`);
  const [, whole = "0", fraction = ""] = match;
  const micros =
    BigInt(whole) * 1_000_000n +
    BigInt(fraction.slice(0, 6).padEnd(6, "0")) +
    (Number(fraction[6] ?? "0") >= 5 ? 1n : 0n);
  if (micros > BigInt(Number.MAX_SAFE_INTEGER))
    throw new Error(`"${text}" is too large an amount`);
  return Number(micros);
}
