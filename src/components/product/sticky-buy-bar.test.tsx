import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StickyBuyBar } from "./sticky-buy-bar";

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
  document.body.innerHTML =
    '<a id="buy-now" href="/">BUY NOW</a><footer>Footer</footer>';
});

afterEach(() => {
  document.body.innerHTML = "";
});

const report = (selector: string, isIntersecting: boolean) => {
  const target = document.querySelector(selector);
  const observer = observers.find((entry) => entry.target === target);
  act(() => observer?.callback([{ isIntersecting }]));
};

describe("StickyBuyBar", () => {
  it("shows once the main BUY NOW is out of view, and steps aside for the footer", () => {
    const { container } = render(
      <StickyBuyBar targetId="buy-now">
        <span>$14.95</span>
      </StickyBuyBar>,
    );
    const bar = container.querySelector("div.fixed")!;
    expect(bar).not.toBeVisible();
    report("#buy-now", false);
    expect(bar).toBeVisible();
    expect(screen.getByText("$14.95")).toBeVisible();
    report("footer", true);
    expect(bar).not.toBeVisible();
    report("footer", false);
    report("#buy-now", true);
    expect(bar).not.toBeVisible();
  });
});
