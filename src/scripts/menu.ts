/**
 * A popover menu's button tells assistive technology whether the menu is
 * open (aria-expanded), and choosing one of the menu's links closes it, so
 * Back shows the page with the menu closed. The popover itself opens and
 * closes with no script (popovertarget), so a tap made before this runs is
 * kept; its state is read here when the page script starts.
 */
export function followPopovers(doc: Document = document): void {
  const sync = (popover: Element, open: boolean) => {
    if (!popover.id) return;
    for (const button of doc.querySelectorAll(
      `[popovertarget="${CSS.escape(popover.id)}"]`,
    ))
      button.setAttribute("aria-expanded", String(open));
  };
  for (const popover of doc.querySelectorAll("[popover]"))
    sync(popover, popover.matches(":popover-open"));
  doc.addEventListener(
    "toggle",
    (event) => {
      if (event.target instanceof Element)
        sync(event.target, (event as ToggleEvent).newState === "open");
    },
    { capture: true },
  );
  doc.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest("[popover] a[href]")
        : null;
    const popover = link?.closest<HTMLElement>("[popover]");
    if (popover?.matches(":popover-open")) popover.hidePopover();
  });
}
