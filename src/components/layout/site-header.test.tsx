import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { SiteHeader } from "./site-header";

const links = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Order Track", href: "/order-track" },
  { label: "Contact", href: "/contact" },
];

function renderHeader(currentPath: string) {
  render(
    <SiteHeader
      storeName="Shop"
      logo={{ src: "/logo.svg", alt: "", width: 64, height: 64 }}
      links={links}
      currentPath={currentPath}
      navigationLabel="Main"
      menuLabel="Menu"
    />,
  );
  // Without the stylesheet the menu is the phone's closed popover, which the
  // DOM hides, and a hidden element has no accessible name: check the label.
  const nav = screen.getByRole("navigation", { hidden: true });
  expect(nav).toHaveAttribute("aria-label", "Main");
  return nav;
}

const current = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole("link", { hidden: true })
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);

describe("SiteHeader", () => {
  it("links the store name home", () => {
    renderHeader("/about");
    expect(screen.getByRole("link", { name: "Shop" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it.each([
    ["/", ["Home"]],
    ["/about", ["About"]],
    ["/about/", ["About"]],
    ["/order-track", ["Order Track"]],
    ["/contact", ["Contact"]],
    ["/contact-information", []],
    ["/refund-policy", []],
    ["/no-such-page", []],
  ])("on %s marks %j as the current page", (path, expected) => {
    expect(current(renderHeader(path))).toEqual(expected);
  });

  it("lists every link in order", () => {
    const nav = renderHeader("/");
    expect(
      within(nav)
        .getAllByRole("link", { hidden: true })
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(links.map((link) => [link.label, link.href]));
  });

  it("opens the navigation as a popover from the menu button", () => {
    const nav = renderHeader("/");
    const button = screen.getByRole("button", { name: "Menu" });
    expect(nav).toHaveAttribute("popover", "auto");
    expect(button).toHaveAttribute("popovertarget", nav.id);
    expect(button).toHaveAttribute("aria-controls", nav.id);
    // HTML forbids aria-expanded beside popovertarget; the browser maps it.
    expect(button).not.toHaveAttribute("aria-expanded");
    // Without JavaScript the button hides and the links show.
    expect(button).toHaveClass("nojs:hidden");
    expect(nav).toHaveClass("site-menu");
    const headerCss = readFileSync(
      "src/components/layout/site-header.css",
      "utf8",
    );
    const menuRule = /\.site-menu \{\s*@apply ([^;]+);/.exec(headerCss)?.[1];
    expect(menuRule?.split(" ")).toEqual(
      expect.arrayContaining(["nojs:block", "md:block"]),
    );
  });
});
