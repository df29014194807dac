/**
 * The price rules, which app.css loads with `@plugin`, written from the
 * content's currencies.yaml (the folder CONTENT_DIR names, else
 * src/content): every price is in the page in each currency plus a
 * "Loading..." label, stacked in one grid cell so the box is as wide as the
 * widest and nothing moves when the currency is known. The rules show the
 * one `<html data-currency>` names; before the head script has run, or
 * without JavaScript, the content's fallback currency; on a first visit
 * with script, "Loading..." until detection ends. Written from content, so
 * a fallback changed in the editor changes what a page without script
 * shows. In the base layer, as Tailwind's plugins add components only as
 * class names; no utility on a price's layers sets their visibility.
 */
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import plugin from "tailwindcss/plugin";
import { contentDir } from "../content-dir";
import { currenciesSchema } from "../schemas/currencies";
import { MARKETS } from "../schemas/names";
import { rootAttribute } from "../lib/root-data";

// What <html> says of the page, by the names of their one home.
const JS = rootAttribute("js");
const CURRENCY = rootAttribute("currency");
const MARKET = rootAttribute("market");

/** The currencies and the fallback, as the content file sets them. */
export function readCurrencies(folder = contentDir()) {
  const file = yaml.load(readFileSync(`${folder}/currencies.yaml`, "utf8")) as {
    currencies?: unknown;
  };
  const currencies = currenciesSchema.parse(file.currencies);
  return {
    codes: currencies.list.map((currency) => currency.code),
    fallback: currencies.fallback,
  };
}

/** The rules for these currencies; exported for the test. */
export function priceRules({
  codes,
  fallback,
}: {
  codes: readonly string[];
  fallback: string;
}): Record<string, Record<string, string>> {
  const layer = (code: string) => `[data-price] > [data-for="${code}"]`;
  return {
    "[data-price]": { display: "inline-grid", "justify-items": "start" },
    // A price never breaks across lines ("55,05 €"), nor does a hidden
    // layer's "Wird geladen …", which would make a badge it has no width in
    // a line per word tall.
    "[data-price] > *": {
      "grid-area": "1 / 1",
      visibility: "hidden",
      "white-space": "nowrap",
    },
    [[
      `:root:not([${JS}]) ${layer(fallback)}`,
      `:root[${JS}]:not([${CURRENCY}]) ${layer("loading")}`,
      ...codes.map((code) => `:root[${CURRENCY}="${code}"] ${layer(code)}`),
    ].join(",\n")]: { visibility: "visible" },
    // A savings badge hugs the one figure it shows ("Sparen Sie 55,05 €",
    // not as wide as "55,05 $US"): it is last in its row, so its width
    // moves nothing when the currency is known.
    [[
      `:root:not([${JS}]) .badge-price > :not([data-for="${fallback}"])`,
      ...codes.map(
        (code) =>
          `:root[${CURRENCY}="${code}"] .badge-price > :not([data-for="${code}"])`,
      ),
    ].join(",\n")]: { width: "0" },
  };
}

/**
 * The rules that pick a form of the price block (lib/product-claims.ts)
 * when the page carries more than one: each is marked with the
 * "market:currency" pairs it is for, and they are stacked in one grid cell,
 * so the block is as large as the largest and nothing moves when the
 * market is known. Before it is known, or without JavaScript, the market
 * is "any"; before the currency is known, the fallback's form shows. A
 * hidden form hides all it holds, as a price's own rules would show a
 * layer inside it; these rules are the more specific.
 */
export function claimRules({
  codes,
  fallback,
}: {
  codes: readonly string[];
  fallback: string;
}): Record<string, Record<string, string>> {
  const hides = (state: string, key: string) => {
    const others = `${state} [data-claims] > [data-claim]:not([data-claim~="${key}"])`;
    return [others, `${others} *`];
  };
  const scripted = (market: string | undefined, code: string | undefined) =>
    `:root[${JS}]${market ? `[${MARKET}="${market}"]` : `:not([${MARKET}])`}${code ? `[${CURRENCY}="${code}"]` : `:not([${CURRENCY}])`}`;
  const states: [string, string][] = [
    [`:root:not([${JS}])`, `any:${fallback}`],
    ...[undefined, ...MARKETS].flatMap((market) =>
      [undefined, ...codes].map((code): [string, string] => [
        scripted(market, code),
        `${market ?? "any"}:${code ?? fallback}`,
      ]),
    ),
  ];
  return {
    "[data-claims]": { display: "grid" },
    "[data-claims] > *": { "grid-area": "1 / 1" },
    [states.flatMap(([state, key]) => hides(state, key)).join(",\n")]: {
      visibility: "hidden",
    },
  };
}

export default plugin(({ addBase }) => {
  const currencies = readCurrencies();
  addBase(priceRules(currencies));
  addBase(claimRules(currencies));
});
