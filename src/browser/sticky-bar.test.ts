import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followStickyBars } from "./sticky-bar";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { target?: Element; callback: Callback }[] = [];

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      record: { target?: Element; callback: Callback };
      constructor(callback: Callback) {
        this.record = { callback };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.target = target;
      }
      disconnect() {}
    },
  );
  document.body.innerHTML = `
    <a id="buy-now" href="/">BUY NOW</a>
    <div hidden data-sticky-bar="buy-now"><span>$14.95</span></div>
    <footer>Footer</footer>`;
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const report = (selector: string, isIntersecting: boolean) => {
  const target = document.querySelector(selector);
  const observer = observers.find((entry) => entry.target === target);
  observer?.callback([{ isIntersecting }]);
};

describe("followStickyBars", () => {
  it("shows the bar once the main BUY NOW is out of view, and steps aside for the footer", () => {
    followStickyBars();
    const bar = document.querySelector<HTMLElement>("[data-sticky-bar]")!;
    expect(bar.hidden).toBe(true);
    report("#buy-now", true);
    expect(bar.hidden).toBe(true);
    report("#buy-now", false);
    expect(bar.hidden).toBe(false);
    report("footer", true);
    expect(bar.hidden).toBe(true);
    report("footer", false);
    expect(bar.hidden).toBe(false);
    report("#buy-now", true);
    expect(bar.hidden).toBe(true);
  });

  it("leaves a bar whose button is missing hidden, and watches nothing for it", () => {
    document.querySelector("#buy-now")!.remove();
    followStickyBars();
    expect(observers).toEqual([]);
    expect(
      document.querySelector<HTMLElement>("[data-sticky-bar]")!.hidden,
    ).toBe(true);
  });
});
