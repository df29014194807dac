import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumb } from "./breadcrumb";

describe("Breadcrumb", () => {
  it("leads from Home to the current page", () => {
    render(
      <Breadcrumb
        label="Breadcrumb"
        homeLabel="Home"
        current="About us"
        path="/about"
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/about",
    ]);
    expect(links[0]).toHaveTextContent("Home");
    expect(links[0]).not.toHaveAttribute("aria-current");
    expect(links[1]).toHaveTextContent("About us");
    expect(links[1]).toHaveAttribute("aria-current", "page");
    expect(within(nav).getAllByRole("listitem")).toHaveLength(2);
  });
});
