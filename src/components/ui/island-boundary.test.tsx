import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { IslandBoundary } from "./island-boundary";

function Broken(): never {
  throw new Error("summary.breakdown is null");
}

describe("IslandBoundary", () => {
  it("shows the island while it renders", () => {
    render(
      <IslandBoundary heading="Unexpected Application Error!">
        <p>12 reviews</p>
      </IslandBoundary>,
    );
    expect(screen.getByText("12 reviews")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the error screen in the island's place when it cannot render, and logs why", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <IslandBoundary heading="Unexpected Application Error!">
          <Broken />
        </IslandBoundary>
        <p>The rest of the page</p>
      </>,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Unexpected Application Error!");
    expect(alert).toHaveTextContent("summary.breakdown is null");
    expect(screen.getByText("The rest of the page")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ message: "summary.breakdown is null" }),
      expect.any(String),
    );
  });
});
