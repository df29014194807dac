import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OriginalPrice, SavingsBadge } from "./prices";

const price = {
  currencies: ["EUR", "USD", "GBP"] as const,
  loadingLabel: "Loading...",
  locale: "en",
};

describe("OriginalPrice", () => {
  it("is crossed out and announced as the original price, in every currency", () => {
    const { container } = render(
      <OriginalPrice amount={70} label="Original price:" {...price} />,
    );
    const struck = container.querySelector("s")!;
    expect(struck.querySelector(".sr-only")).toHaveTextContent(
      "Original price:",
    );
    expect(struck).toHaveTextContent("€70.00");
    expect(struck).toHaveTextContent("$70.00");
    expect(struck).toHaveTextContent("£70.00");
  });
});

describe("a price per currency", () => {
  it("shows each currency's own figure", () => {
    const { container } = render(
      <OriginalPrice
        amount={{ EUR: 65, USD: 70, GBP: 60 }}
        label="Original price:"
        {...price}
      />,
    );
    const figures = [...container.querySelectorAll("[data-for]")].map(
      (figure) => [figure.getAttribute("data-for"), figure.textContent],
    );
    expect(figures).toEqual([
      ["EUR", "€65.00"],
      ["USD", "$70.00"],
      ["GBP", "£60.00"],
      ["loading", "Loading..."],
    ]);
  });
});

describe("SavingsBadge", () => {
  it("reads Save and the amount", () => {
    const { container } = render(
      <SavingsBadge amount={55.05} prefix="Save" className="px-3" {...price} />,
    );
    const badge = container.firstElementChild!;
    expect(badge).toHaveClass("bg-accent", "px-3");
    expect(badge.textContent).toMatch(/^Save €55\.05\$55\.05£55\.05/);
  });
});
