/**
 * The page's script-free form, taken when a script fails: prices in the
 * fallback currency, menus open (styles/app.css reads `data-js` and
 * `data-currency` on <html>). Once only: a second failure says nothing
 * more.
 */
export function showWithoutScripts(reason: unknown) {
  const root = document.documentElement;
  if (!("js" in root.dataset)) return;
  delete root.dataset.js;
  delete root.dataset.currency;
  console.warn("Showing the page without scripts:", reason);
}
