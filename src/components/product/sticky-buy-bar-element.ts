/**
 * `<sticky-bar>`, the behaviour of StickyBuyBar's markup
 * (sticky-buy-bar.tsx, `data-button` naming the main BUY NOW's id): it shows
 * itself once that button has scrolled up out of view, and hides while the
 * footer is in view, so it never covers the footer's content. Each
 * observer's root is stretched far past one edge of the viewport, so that
 * a jump straight across it (a link to #reviews, the End key) still counts.
 */

import { WiredElement } from "@/components/element-base";

/** Far enough past an edge of any screen to count as "beyond it". */
const FAR = 1_000_000;

class StickyBarElement extends WiredElement {
  protected start(): boolean | void {
    if (typeof IntersectionObserver === "undefined") return false;
    const button = this.ownerDocument.getElementById(this.dataset.button ?? "");
    if (!button) return false;
    const footer = this.ownerDocument.querySelector("footer");
    let buttonAbove = false;
    let footerInView = false;
    const update = () => {
      this.hidden = !buttonAbove || footerInView;
    };
    new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        buttonAbove = !entry.isIntersecting;
        update();
      },
      { rootMargin: `0px 0px ${FAR}px 0px` },
    ).observe(button);
    if (!footer) return;
    new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        footerInView = entry.isIntersecting;
        update();
      },
      { rootMargin: `${FAR}px 0px 0px 0px` },
    ).observe(footer);
  }
}

customElements.define("sticky-bar", StickyBarElement);
