import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StepButton } from "./step-button";

describe("StepButton", () => {
  it("points its chevron the way its step goes", () => {
    render(
      <>
        <StepButton value="-1" aria-label="Previous" iconClassName="size-4" />
        <StepButton value="1" aria-label="Next" iconClassName="size-4" />
      </>,
    );
    const previous = screen.getByRole("button", { name: "Previous" });
    const next = screen.getByRole("button", { name: "Next" });
    expect(previous).toHaveAttribute("value", "-1");
    expect(next).toHaveAttribute("value", "1");
    expect(previous.querySelector("span")).toHaveClass(
      "icon-[lucide--chevron-left]",
      "size-4",
    );
    expect(next.querySelector("span")).toHaveClass(
      "icon-[lucide--chevron-right]",
    );
  });

  it("is a plain button that keeps the caller's attributes", () => {
    render(
      <StepButton
        value="1"
        aria-label="Next"
        className="size-8"
        iconClassName="size-5"
      />,
    );
    const button = screen.getByRole("button", { name: "Next" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("size-8");
    expect(button.querySelector("span")).toHaveAttribute("aria-hidden", "true");
  });
});
