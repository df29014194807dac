import { rootData } from "@/lib/root-data";

/**
 * The page's script-free form, taken when a script fails: prices in the
 * fallback currency, menus open (styles/app.css reads `data-js` and
 * `data-currency` on <html>). Once only: a second failure says nothing
 * more.
 */
export function showWithoutScripts(reason: unknown) {
  const root = rootData();
  if (root.js === undefined) return;
  delete root.js;
  delete root.currency;
  console.warn("Showing the page without scripts:", reason);
}
