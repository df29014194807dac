import { describe, expect, it, vi } from "vitest";
import { followPopovers } from "./menu";

/** A fresh document with a menu button and its popover. */
function page() {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `
    <button popovertarget="menu">Menu</button>
    <nav id="menu" popover><a href="/about">About</a></nav>`;
  const menu = doc.getElementById("menu")!;
  // jsdom has no popover: model :popover-open and hidePopover.
  let isOpen = false;
  const matches = menu.matches.bind(menu);
  vi.spyOn(menu, "matches").mockImplementation((selector: string) =>
    selector === ":popover-open" ? isOpen : matches(selector),
  );
  menu.hidePopover = vi.fn(() => {
    isOpen = false;
  });
  const toggle = (newState: "open" | "closed") => {
    isOpen = newState === "open";
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState }));
  };
  return { doc, menu, toggle };
}

describe("followPopovers", () => {
  it("closes the menu when one of its links is chosen", () => {
    const { doc, menu, toggle } = page();
    followPopovers(doc);
    toggle("open");
    doc
      .querySelector("a")!
      .dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      );
    expect(menu.hidePopover).toHaveBeenCalledOnce();
  });

  it("leaves a closed menu alone", () => {
    const { doc, menu } = page();
    followPopovers(doc);
    doc
      .querySelector("a")!
      .dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      );
    expect(menu.hidePopover).not.toHaveBeenCalled();
  });
});
