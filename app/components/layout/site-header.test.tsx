import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

const links = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Order Track", href: "/order-track" },
  { label: "Contact", href: "/contact" },
];

function renderHeader(path = "/about") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader
        storeName="Shop"
        logo={{ src: "/logo.svg", alt: "", width: 64, height: 64 }}
        links={links}
      />
    </MemoryRouter>,
  );
  return screen.getByRole("button", { name: "Menu" });
}

describe("SiteHeader", () => {
  it("links the store name home and marks the current page", () => {
    renderHeader("/order-track");
    expect(screen.getByRole("link", { name: "Shop" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(screen.getByRole("link", { name: "Order Track" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("opens and closes the navigation from the menu button", async () => {
    const button = renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", nav.id);
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when a link is chosen", async () => {
    const button = renderHeader();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("link", { name: "Contact" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the button", async () => {
    const button = renderHeader();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });
});
