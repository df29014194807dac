import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

describe("the root error boundary", () => {
  it("shows the router's error heading with the error's text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => {
          throw new Error("The gallery could not be drawn");
        },
        ErrorBoundary: ErrorBoundary as unknown as React.ComponentType,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(
      await screen.findByRole("heading", {
        name: "Unexpected Application Error!",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The gallery could not be drawn"),
    ).toBeInTheDocument();
  });
});
