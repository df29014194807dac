import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PromoBanner, type PromoBannerProps } from "./promo-banner";
import "./promo-banner-element";

const props: PromoBannerProps = {
  label: "Promotions",
  messages: ["ONE", "TWO", "THREE"],
  intervalMs: 3000,
  pauseLabel: "Stop automatic slide show",
  playLabel: "Start automatic slide show",
  previousLabel: "Previous message",
  nextLabel: "Next message",
  slideLabel: "{n} of {total}",
  locale: "en",
};

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

/** The banner's static markup, turned by its element. */
function renderBanner() {
  render(<PromoBanner {...props} />);
  const slide = () => screen.getByRole("group");
  return {
    message: () => slide().textContent,
    live: () => slide().parentElement?.getAttribute("aria-live"),
    // mouseenter does not bubble: a pointer entering fires it on the element.
    element: () =>
      screen
        .getByRole("region", { name: "Promotions" })
        .closest("promo-banner")!,
    button: (name: string) => screen.getByRole("button", { name }),
  };
}

type Banner = ReturnType<typeof renderBanner>;

describe("<promo-banner>", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is pre-rendered with every message, the first one shown, and its controls", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<PromoBanner {...props} />);
    const slides = [
      ...container.querySelectorAll('[aria-roledescription="slide"]'),
    ];
    expect(slides.map((slide) => slide.textContent)).toEqual(props.messages);
    expect(slides.map((slide) => slide.hasAttribute("hidden"))).toEqual([
      false,
      true,
      true,
    ]);
    const region = container.querySelector("section");
    expect(region?.getAttribute("aria-roledescription")).toBe("carousel");
    expect(
      container.querySelector('[aria-label="Stop automatic slide show"]'),
    ).not.toBeNull();
  });

  it("advances every 3000 ms and wraps around", () => {
    const banner = renderBanner();
    expect(banner.message()).toBe("ONE");
    expect(screen.getByRole("group", { name: "1 of 3" })).toBeInTheDocument();
    vi.advanceTimersByTime(2999);
    expect(banner.message()).toBe("ONE");
    vi.advanceTimersByTime(1);
    expect(banner.message()).toBe("TWO");
    expect(screen.getByRole("group", { name: "2 of 3" })).toBeInTheDocument();
    vi.advanceTimersByTime(3000);
    expect(banner.message()).toBe("THREE");
    vi.advanceTimersByTime(3000);
    expect(banner.message()).toBe("ONE");
    expect(banner.live()).toBe("off");
  });

  it("steps with previous and next, wrapping both ways, and announces the change", () => {
    const banner = renderBanner();
    fireEvent.click(banner.button("Previous message"));
    expect(banner.message()).toBe("THREE");
    fireEvent.click(banner.button("Next message"));
    expect(banner.message()).toBe("ONE");
    fireEvent.click(banner.button("Next message"));
    fireEvent.click(banner.button("Next message"));
    fireEvent.click(banner.button("Next message"));
    expect(banner.message()).toBe("ONE");
    // The buttons hold focus, so rotation is paused and the region speaks.
    fireEvent.focusIn(banner.button("Next message"));
    expect(banner.live()).toBe("polite");
  });

  it.each([
    [
      "stops and restarts with the pause/play button",
      (banner: Banner) =>
        fireEvent.click(banner.button("Stop automatic slide show")),
      (banner: Banner) =>
        fireEvent.click(banner.button("Start automatic slide show")),
    ],
    [
      "pauses while hovered, and resumes when the pointer leaves",
      (banner: Banner) => fireEvent.mouseEnter(banner.element()),
      (banner: Banner) => fireEvent.mouseLeave(banner.element()),
    ],
    [
      "pauses while it holds keyboard focus, and resumes when focus leaves",
      (banner: Banner) => fireEvent.focusIn(banner.button("Next message")),
      (banner: Banner) =>
        fireEvent.focusOut(banner.button("Next message"), {
          relatedTarget: document.body,
        }),
    ],
  ])("%s", (_, pause, resume) => {
    const banner = renderBanner();
    pause(banner);
    vi.advanceTimersByTime(9000);
    expect(banner.message()).toBe("ONE");
    expect(banner.live()).toBe("polite");
    resume(banner);
    vi.advanceTimersByTime(3000);
    expect(banner.message()).toBe("TWO");
    expect(banner.button("Stop automatic slide show")).toBeInTheDocument();
  });

  it("does not rotate when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    const banner = renderBanner();
    expect(banner.button("Start automatic slide show")).toBeInTheDocument();
    vi.advanceTimersByTime(9000);
    expect(banner.message()).toBe("ONE");
  });
});
