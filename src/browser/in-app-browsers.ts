import { BUY_NOW_LINKS } from "./buy-now-link";

/**
 * The tokens the in-app browsers of Facebook (FBAN/FBAV, FB_IAB on
 * Android), Instagram and TikTok (musical_ly, BytedanceWebview, TikTok)
 * add to their user agents, as short as they can be told apart: the head
 * script carries this. The apps' own web views decide what a new tab
 * is: some open it in a view of their own, some refuse it, and then a
 * `target="_blank"` link does nothing.
 */
const IN_APP_BROWSER =
  /FBA[NV]\/|FB_IAB|Instagram \d|musical_ly|Bytedance|TikTok/;

/** Whether a user agent is a social app's in-app browser. */
export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}

/**
 * In an app's own browser, a tap on BUY NOW opens the partner in the same
 * view: an app that refuses new tabs cannot leave the shopper on a link
 * that does nothing, and the app's back button returns to the store.
 * Elsewhere BUY NOW keeps its new tab. The link's `target` goes as the tap
 * reaches it, before the link follows itself; the head script installs
 * this before first paint (./head.ts), so a tap made before any other
 * script has come is answered as a later one.
 */
export function openBuyNowInPlace(
  userAgent: string = navigator.userAgent,
): void {
  if (!IN_APP_BROWSER.test(userAgent)) return;
  addEventListener(
    "click",
    (event) =>
      // The target is an element, or the document, which has no closest().
      (event.target as Element)
        .closest?.(BUY_NOW_LINKS)
        ?.removeAttribute("target"),
    true,
  );
}

/**
 * In an app's own browser, BUY NOW's screen-reader hint that it opens a
 * new tab is no longer true (openBuyNowInPlace): the page script drops it.
 */
export function dropNewTabHint(
  doc: Document = document,
  userAgent: string = navigator.userAgent,
): void {
  if (!isInAppBrowser(userAgent)) return;
  for (const link of doc.querySelectorAll(BUY_NOW_LINKS))
    link.querySelector(".sr-only")?.remove();
}
