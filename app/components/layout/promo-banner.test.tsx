import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PromoBanner } from "./promo-banner";

const messages = ["ONE", "TWO", "THREE"];

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

function renderBanner() {
  render(
    <PromoBanner label="Promotions" messages={messages} intervalMs={3000} />,
  );
  return {
    message: () => screen.getByRole("group").textContent,
    live: () =>
      screen.getByRole("group").parentElement?.getAttribute("aria-live"),
  };
}

describe("PromoBanner", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("advances every 3000 ms and wraps around", () => {
    const banner = renderBanner();
    expect(banner.message()).toBe("ONE");
    act(() => vi.advanceTimersByTime(2999));
    expect(banner.message()).toBe("ONE");
    act(() => vi.advanceTimersByTime(1));
    expect(banner.message()).toBe("TWO");
    act(() => vi.advanceTimersByTime(6000));
    expect(banner.message()).toBe("ONE");
    expect(banner.live()).toBe("off");
  });

  it("steps with previous and next, wrapping both ways, and announces the change", () => {
    const banner = renderBanner();
    fireEvent.click(screen.getByRole("button", { name: "Previous message" }));
    expect(banner.message()).toBe("THREE");
    fireEvent.click(screen.getByRole("button", { name: "Next message" }));
    fireEvent.click(screen.getByRole("button", { name: "Next message" }));
    expect(banner.message()).toBe("TWO");
    // The buttons hold focus, so rotation is paused and the region speaks.
    fireEvent.focus(screen.getByRole("button", { name: "Next message" }));
    expect(banner.live()).toBe("polite");
  });

  it("stops and restarts with the pause/play button", () => {
    const banner = renderBanner();
    fireEvent.click(
      screen.getByRole("button", { name: "Stop automatic slide show" }),
    );
    act(() => vi.advanceTimersByTime(9000));
    expect(banner.message()).toBe("ONE");
    expect(banner.live()).toBe("polite");
    fireEvent.click(
      screen.getByRole("button", { name: "Start automatic slide show" }),
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(banner.message()).toBe("TWO");
  });

  it("pauses while hovered", () => {
    const banner = renderBanner();
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Promotions" }));
    act(() => vi.advanceTimersByTime(9000));
    expect(banner.message()).toBe("ONE");
    fireEvent.mouseLeave(screen.getByRole("region", { name: "Promotions" }));
    act(() => vi.advanceTimersByTime(3000));
    expect(banner.message()).toBe("TWO");
  });

  it("pauses while it holds keyboard focus", () => {
    const banner = renderBanner();
    fireEvent.focus(screen.getByRole("button", { name: "Next message" }));
    act(() => vi.advanceTimersByTime(9000));
    expect(banner.message()).toBe("ONE");
  });

  it("does not rotate when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    const banner = renderBanner();
    expect(
      screen.getByRole("button", { name: "Start automatic slide show" }),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9000));
    expect(banner.message()).toBe("ONE");
  });
});
