import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { autonym, LanguageLinks } from "./language-links";

describe("LanguageLinks", () => {
  it("names each language in itself", () => {
    expect(["en", "de", "fr", "es"].map(autonym)).toEqual([
      "English",
      "Deutsch",
      "Français",
      "Español",
    ]);
  });

  it("links the page in each language, marking the page's own", () => {
    render(
      <LanguageLinks
        label="Sprache"
        current="de"
        pages={[
          { locale: "en", href: "/about" },
          { locale: "de", href: "/de/about" },
          { locale: "fr", href: "/fr/about" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Sprache" });
    const links = within(nav).getAllByRole("link");
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute("href"),
        link.getAttribute("hreflang"),
        link.getAttribute("lang"),
      ]),
    ).toEqual([
      ["English", "/about", "en", "en"],
      ["Deutsch", "/de/about", "de", "de"],
      ["Français", "/fr/about", "fr", "fr"],
    ]);
    expect(links[1]).toHaveAttribute("aria-current", "true");
    expect(links[0]).not.toHaveAttribute("aria-current");
  });
});
