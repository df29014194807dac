/** Far enough past an edge of any screen to count as "beyond it". */
const FAR = 1_000_000;

/**
 * Shows each sticky buy bar (StickyBuyBar's markup, `data-sticky-bar`
 * naming the main BUY NOW's id) once that button has scrolled up out of
 * view, and hides it while the footer is in view, so it never covers the
 * footer's content. Each observer's root is stretched far past one edge of
 * the viewport, so that a jump straight across it (a link to #reviews, the
 * End key) still counts.
 */
export function followStickyBars(doc: Document = document): void {
  if (typeof IntersectionObserver === "undefined") return;
  const footer = doc.querySelector("footer");
  for (const bar of doc.querySelectorAll<HTMLElement>("[data-sticky-bar]")) {
    const button = doc.getElementById(bar.dataset.stickyBar ?? "");
    if (!button) continue;
    let buttonAbove = false;
    let footerInView = false;
    const update = () => {
      bar.hidden = !buttonAbove || footerInView;
    };
    new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        buttonAbove = !entry.isIntersecting;
        update();
      },
      { rootMargin: `0px 0px ${FAR}px 0px` },
    ).observe(button);
    if (!footer) continue;
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
