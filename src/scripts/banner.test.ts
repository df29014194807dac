import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { turnBanner } from "./banner";

function banner(interval = "3000") {
  const root = document.createElement("section");
  root.dataset.rotator = "page";
  root.dataset.interval = interval;
  root.innerHTML =
    '<p data-slide="">ONE</p><p data-slide="" hidden>TWO</p><p data-slide="" hidden>THREE</p>';
  document.body.append(root);
  const shown = () =>
    [...root.querySelectorAll<HTMLElement>("[data-slide]")]
      .filter((slide) => !slide.hidden)
      .map((slide) => slide.textContent);
  return { root, shown };
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("turnBanner", () => {
  it("shows the next message every interval, one at a time, wrapping around", () => {
    const { root, shown } = banner();
    turnBanner(root);
    vi.advanceTimersByTime(2999);
    expect(shown()).toEqual(["ONE"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(["TWO"]);
    vi.advanceTimersByTime(6000);
    expect(shown()).toEqual(["ONE"]);
  });

  it("stops for good once the island has taken over", () => {
    const { root, shown } = banner();
    turnBanner(root);
    root.dataset.rotator = "island";
    vi.advanceTimersByTime(9000);
    expect(shown()).toEqual(["ONE"]);
    root.dataset.rotator = "page";
    vi.advanceTimersByTime(9000);
    expect(shown()).toEqual(["ONE"]);
  });

  it("rests under reduced motion", () => {
    reducedMotion(true);
    const { root, shown } = banner();
    turnBanner(root);
    vi.advanceTimersByTime(9000);
    expect(shown()).toEqual(["ONE"]);
  });

  it("rests while it holds focus", () => {
    const { root, shown } = banner();
    const button = document.createElement("button");
    root.append(button);
    turnBanner(root);
    button.focus();
    vi.advanceTimersByTime(9000);
    expect(shown()).toEqual(["ONE"]);
    button.blur();
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual(["TWO"]);
  });

  it.each(["", "0", "-5", "soon"])(
    "does nothing with an interval of %j",
    (interval) => {
      const { root, shown } = banner(interval);
      turnBanner(root);
      vi.advanceTimersByTime(60_000);
      expect(shown()).toEqual(["ONE"]);
    },
  );
});
