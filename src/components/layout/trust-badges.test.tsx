import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TrustBadges } from "./trust-badges";

describe("TrustBadges", () => {
  it("shows each promise under a heading for screen readers", () => {
    render(
      <TrustBadges
        heading="Why shop with us"
        items={[
          { icon: "truck", title: "Free shipping", text: "Always." },
          { icon: "shield", title: "Secure payment", text: "Encrypted." },
        ]}
      />,
    );
    expect(
      screen.getByRole("region", { name: "Why shop with us" }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent),
    ).toEqual(["Free shipping", "Secure payment"]);
    expect(screen.getByText("Encrypted.")).toBeInTheDocument();
  });
});
