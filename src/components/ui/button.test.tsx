import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button";

const classes = (className: string) => className.split(" ");

describe("buttonClass", () => {
  it("lets the caller's classes win over the variant's, token for token", () => {
    const merged = classes(
      buttonClass("primary", "bg-accent min-h-14 rounded-full px-3"),
    );
    expect(merged).toEqual(
      expect.arrayContaining(["bg-accent", "min-h-14", "rounded-full", "px-3"]),
    );
    expect(merged).not.toContain("bg-brand");
    expect(merged).not.toContain("min-h-11");
    expect(merged).not.toContain("rounded-control");
    expect(merged).not.toContain("px-5");
    // Only the property the caller set: the vertical padding stays.
    expect(merged).toContain("py-2.5");
  });

  it("tells the theme's text colours from text sizes", () => {
    const merged = classes(buttonClass("outline", "text-sm"));
    expect(merged).toContain("text-sm");
    expect(merged).not.toContain("text-base");
    expect(merged).toContain("text-ink");
  });
});

describe("Button", () => {
  it("is a plain button unless told otherwise, with the caller's class", () => {
    render(<Button className="w-full">Send</Button>);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toHaveAttribute("type", "button");
    expect(classes(button.className)).toContain("w-full");
  });
});
