import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button";

const classes = (className: string) => className.split(" ");

describe("buttonClass", () => {
  it("adds the caller's classes to the variant's", () => {
    const joined = classes(buttonClass("outline", "mt-8 w-full"));
    expect(joined).toEqual(
      expect.arrayContaining(["mt-8", "w-full", "min-h-11", "border"]),
    );
  });

  it("makes BUY NOW's size a variant, not an override", () => {
    const joined = classes(buttonClass("accent", "w-full", "large"));
    expect(joined).toEqual(
      expect.arrayContaining(["min-h-13", "text-lg", "bg-accent", "w-full"]),
    );
    expect(joined).not.toContain("min-h-11");
    expect(joined).not.toContain("text-base");
  });

  it("refuses a caller's class that would restyle it", () => {
    expect(() => buttonClass("primary", "rounded-full")).toThrow(
      "rounded-control would be overridden",
    );
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
