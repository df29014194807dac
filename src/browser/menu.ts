/**
 * Choosing one of a popover menu's links closes the menu, so Back shows the
 * page with the menu closed. The popover itself opens and closes with no
 * script (popovertarget), and the browser tells assistive technology whether
 * it is open: a `popovertarget` button is exposed as expanded or collapsed
 * with no `aria-expanded` (which HTML forbids beside `popovertarget`).
 */
export function followPopovers(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest("[popover] a[href]")
        : null;
    const popover = link?.closest<HTMLElement>("[popover]");
    if (popover?.matches(":popover-open")) popover.hidePopover();
  });
}
