import { beforeEach, describe, expect, it, vi } from "vitest";
import { followPopovers } from "./menu";

/** A fresh document with a menu button and its popover. */
function page({ open = false } = {}) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `
    <button popovertarget="menu" aria-expanded="false">Menu</button>
    <nav id="menu" popover><a href="/about">About</a></nav>`;
  const menu = doc.getElementById("menu")!;
  // jsdom has no popover: model :popover-open and hidePopover.
  let isOpen = open;
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
  const button = doc.querySelector("button")!;
  return { doc, menu, button, toggle };
}

beforeEach(() => {
  vi.stubGlobal("CSS", { escape: (value: string) => value });
});

describe("followPopovers", () => {
  it("keeps the button's aria-expanded in step with the menu", () => {
    const { doc, button, toggle } = page();
    followPopovers(doc);
    toggle("open");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    toggle("closed");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("reads a menu opened before the script ran", () => {
    const { doc, button } = page({ open: true });
    followPopovers(doc);
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });

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
});
