import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shippingPolicy } from "~/content/policies";
import { PolicyDocument } from "./policy-document";

describe("PolicyDocument", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("dates the policy today, as the visitor's browser sees it", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2031, 2, 7, 12));
    render(
      <PolicyDocument
        lastUpdatedLabel="Last updated"
        sections={shippingPolicy.sections}
      />,
    );
    expect(screen.getByText(/Last updated/)).toHaveTextContent(
      "Last updated: March 7, 2031",
    );
  });

  it("renders tables with row headers and money in US dollars", () => {
    render(
      <PolicyDocument
        lastUpdatedLabel="Last updated"
        sections={shippingPolicy.sections}
      />,
    );
    const express = screen.getByRole("row", { name: /Express/ });
    expect(express).toHaveTextContent("Express2-3 days$9.99");
    expect(
      screen.getByRole("rowheader", { name: "Overnight" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "$19.99" })).toBeInTheDocument();
    expect(
      screen.getByRole("table", { name: /Standard delivery windows/ }),
    ).toBeInTheDocument();
  });
});
