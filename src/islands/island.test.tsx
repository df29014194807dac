import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { island } from "./island";

function Greeting({ name }: { name: string }) {
  if (!name) throw new Error("no name");
  return <p>Hello, {name}</p>;
}

const GreetingIsland = island(Greeting);

describe("island", () => {
  it("renders the component with its props", () => {
    render(
      <GreetingIsland
        name="Ada"
        errorHeading="Unexpected Application Error!"
      />,
    );
    expect(screen.getByText("Hello, Ada")).toBeInTheDocument();
    expect(GreetingIsland.displayName).toBe("GreetingIsland");
  });

  it("shows the error screen with its heading when the component throws", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <GreetingIsland name="" errorHeading="Unexpected Application Error!" />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Unexpected Application Error!no name",
    );
  });
});
