/**
 * `<store-tabs>`, the behaviour of DescriptionTabs' markup
 * (description-tabs.tsx): the WAI-ARIA tabs pattern with automatic
 * activation. A tab or the previous/next buttons (`value` is the step,
 * wrapping around) select, the arrow keys move with a roving tabindex, Home
 * and End jump to the ends. The selected tab is what the DOM says, so
 * nothing is kept here; the stylesheet shows the panel marked `data-active`.
 */
import { WiredElement, eventTarget } from "@/components/element-base";

class StoreTabsElement extends WiredElement {
  protected start(): void {
    this.addEventListener("click", (event) => {
      const control = eventTarget<HTMLButtonElement>(
        event,
        "[role=tab], button[value]",
      );
      if (!control) return;
      const tabs = this.#tabs();
      this.#select(
        control.value
          ? this.#selectedIndex(tabs) + Number(control.value)
          : tabs.indexOf(control),
        false,
      );
    });
    this.addEventListener("keydown", (event) => {
      const tab = eventTarget<HTMLElement>(event, "[role=tab]");
      if (!tab) return;
      const tabs = this.#tabs();
      const active = tabs.indexOf(tab);
      const moves: Record<string, number> = {
        ArrowRight: active + 1,
        ArrowLeft: active - 1,
        Home: 0,
        End: tabs.length - 1,
      };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      this.#select(target, true);
    });
  }

  #tabs(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>("[role=tab]")];
  }

  #selectedIndex(tabs: readonly HTMLElement[]): number {
    return Math.max(
      0,
      tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true"),
    );
  }

  /** Selects tab `index` (wrapping) and shows its panel; moves focus to it if asked. */
  #select(index: number, focus: boolean): void {
    const tabs = this.#tabs();
    const chosen = (index + tabs.length) % tabs.length;
    tabs.forEach((tab, n) => {
      const selected = n === chosen;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = this.ownerDocument.getElementById(
        tab.getAttribute("aria-controls") ?? "",
      );
      panel?.toggleAttribute("data-active", selected);
    });
    if (focus) tabs[chosen]?.focus();
  }
}

customElements.define("store-tabs", StoreTabsElement);
