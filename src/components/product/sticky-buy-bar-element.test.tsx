import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { StickyBuyBar } from "./sticky-buy-bar";
import "./sticky-buy-bar-element";

/** The bar as the page renders it, standing in for #buy-now. */
const BAR = renderToStaticMarkup(
  <StickyBuyBar targetId="buy-now">
    <span>$14.95</span>
  </StickyBuyBar>,
);

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
    ${BAR}
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

describe("<sticky-bar>", () => {
  it("shows the bar once the main BUY NOW is out of view, and steps aside for the footer", () => {
    const bar = document.querySelector<HTMLElement>("sticky-bar")!;
    expect(observers.map((observer) => observer.target)).toEqual([
      document.querySelector("#buy-now"),
      document.querySelector("footer"),
    ]);
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
    observers.length = 0;
    document.body.innerHTML = `${BAR}<footer>Footer</footer>`;
    expect(observers).toEqual([]);
    expect(document.querySelector("sticky-bar")).toHaveProperty("hidden", true);
  });
});
