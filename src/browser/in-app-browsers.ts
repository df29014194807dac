import { BUY_NOW_LINKS } from "./buy-now-link";

/**
 * The tokens the in-app browsers of Facebook (FBAN/FBAV, FB_IAB on
 * Android), Instagram and TikTok (musical_ly, BytedanceWebview, TikTok)
 * add to their user agents. The apps' own web views decide what a new tab
 * is: some open it in a view of their own, some refuse it, and then a
 * `target="_blank"` link does nothing.
 */
const IN_APP_BROWSER =
  /FBAN\/|FBAV\/|FB_IAB|Instagram [\d.]+|musical_ly|BytedanceWebview|TikTok/;

/** Whether a user agent is a social app's in-app browser. */
export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}

/**
 * In an app's own browser, BUY NOW opens the partner in the same view: an
 * app that refuses new tabs cannot leave the shopper on a link that does
 * nothing, and the app's back button returns to the store. Elsewhere BUY
 * NOW keeps its new tab. Before the page script has come, the link is as
 * the page has it: the apps tested open it in a view of their own
 * (docs/browsers.md).
 */
export function openBuyNowInPlace(
  doc: Document = document,
  userAgent: string = navigator.userAgent,
): void {
  if (!isInAppBrowser(userAgent)) return;
  for (const link of doc.querySelectorAll(BUY_NOW_LINKS)) {
    link.removeAttribute("target");
    // Its screen-reader hint says "in a new tab", no longer true here.
    link.querySelector(".sr-only")?.remove();
  }
}
