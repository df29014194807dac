/**
 * The WAI-ARIA tabs pattern with automatic activation, for every tab set in
 * `root` (DescriptionTabs' markup, `data-tabs`): a tab or the previous/next
 * buttons (`data-step`, wrapping around) select, the arrow keys move with a
 * roving tabindex, Home and End jump to the ends. The selected tab is what
 * the DOM says, so nothing is kept here.
 */
export function followTabs(root: Document | HTMLElement = document): void {
  root.addEventListener("click", (event) => {
    const control =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("[role=tab], [data-step]")
        : null;
    const set = control?.closest<HTMLElement>("[data-tabs]");
    if (!control || !set) return;
    const tabs = tabsOf(set);
    const step = control.dataset.step;
    select(
      set,
      step ? selectedIndex(tabs) + Number(step) : tabs.indexOf(control),
      false,
    );
  });
  root.addEventListener("keydown", (event) => {
    const tab =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("[data-tabs] [role=tab]")
        : null;
    const set = tab?.closest<HTMLElement>("[data-tabs]");
    if (!tab || !set) return;
    const tabs = tabsOf(set);
    const active = tabs.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[(event as KeyboardEvent).key];
    if (target === undefined) return;
    event.preventDefault();
    select(set, target, true);
  });
}

function tabsOf(set: HTMLElement): HTMLElement[] {
  return [...set.querySelectorAll<HTMLElement>("[role=tab]")];
}

function selectedIndex(tabs: readonly HTMLElement[]): number {
  return Math.max(
    0,
    tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true"),
  );
}

/** Selects tab `index` (wrapping) and shows its panel; moves focus to it if asked. */
function select(set: HTMLElement, index: number, focus: boolean): void {
  const tabs = tabsOf(set);
  const chosen = (index + tabs.length) % tabs.length;
  tabs.forEach((tab, n) => {
    const selected = n === chosen;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = set.ownerDocument.getElementById(
      tab.getAttribute("aria-controls") ?? "",
    );
    panel?.toggleAttribute("data-active", selected);
  });
  if (focus) tabs[chosen]?.focus();
}
