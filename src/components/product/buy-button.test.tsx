import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BuyButton } from "./buy-button";

const renderButton = (
  className?: string,
  placement: "main" | "sticky" = "main",
) =>
  render(
    <BuyButton
      placement={placement}
      href="https://partner.test/offer?product=Bag"
      label="BUY NOW"
      hint="Opens our partner's offer page in a new tab"
      className={className}
    />,
  );

describe("BuyButton", () => {
  it("is a real link to the partner, opening a new tab, marked as sponsored", () => {
    renderButton();
    const link = screen.getByRole("link", { name: /^BUY NOW/ });
    expect(link).toHaveAttribute(
      "href",
      "https://partner.test/offer?product=Bag",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "sponsored noopener");
    expect(link).toHaveAccessibleName(
      /^BUY NOW ?\(Opens our partner's offer page in a new tab\)$/,
    );
  });

  it.each(["main", "sticky"] as const)(
    "names its placement (%s) for the click count",
    (placement) => {
      renderButton(undefined, placement);
      expect(screen.getByRole("link")).toHaveAttribute(
        "data-partner-link",
        placement,
      );
    },
  );

  it("is the large accent button, placed by the caller's classes", () => {
    renderButton("flex-1");
    const classes = screen.getByRole("link").classList;
    for (const name of ["min-h-13", "text-lg", "bg-accent", "flex-1"])
      expect(classes).toContain(name);
    for (const name of ["min-h-11", "text-base"])
      expect(classes).not.toContain(name);
  });

  it("refuses a caller's class that would restyle it", () => {
    expect(() => renderButton("text-base")).toThrow(
      "text-lg would be overridden",
    );
  });
});
