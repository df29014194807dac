/**
 * With analytics configured, the head notes each BUY NOW click (or
 * middle-click) from the start, until the analytics script takes the log
 * over (src/browser/analytics.ts): a click made while the page loads still
 * counts. Inline before the head script, bundled like it
 * (build-tools/inline-scripts.ts).
 */
import { buyNowLink } from "./buy-now-link";

window.storeClicks = [];

function note(event: MouseEvent) {
  const link = buyNowLink(event);
  if (link) window.storeClicks?.push(link);
}

addEventListener("click", note, true);
addEventListener("auxclick", note, true);
