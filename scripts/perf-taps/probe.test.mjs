import { describe, expect, it, vi } from "vitest";
import { armProbe, centreOf, cssPath, finishedProbe } from "./probe.mjs";

/** A widget whose state the test sets. */
function widget(initial = "closed") {
  let now = initial;
  return {
    state: { read: () => now, after: () => null },
    set: (/** @type {string} */ value) => {
      now = value;
    },
  };
}

const frames = (/** @type {number} */ count) =>
  new Promise((resolve) => {
    const next = (/** @type {number} */ left) =>
      left === 0
        ? resolve(undefined)
        : requestAnimationFrame(() => next(left - 1));
    next(count);
  });

describe("armProbe", () => {
  it("times the tap to the first frame that shows its result", async () => {
    const { state, set } = widget();
    armProbe(state);
    dispatchEvent(new PointerEvent("pointerdown"));
    await frames(3);
    expect(finishedProbe()).toBeNull();
    set("open");
    await frames(3);
    expect(finishedProbe()?.frame).toEqual(expect.any(Number));
  });

  it("waits for the state the tap must lead to, not any change", async () => {
    let now = "2";
    armProbe({ read: () => now, after: () => "1" });
    dispatchEvent(new PointerEvent("pointerdown"));
    now = "3";
    await frames(3);
    expect(finishedProbe()).toBeNull();
    now = "1";
    await frames(3);
    expect(finishedProbe()?.frame).toEqual(expect.any(Number));
  });
});

describe("cssPath", () => {
  it("finds the same element again, from its nearest ancestor with an id", () => {
    document.body.innerHTML = `<main><section id="faq"><details><summary>A</summary></details><details><summary>B</summary></details></section></main>
      <div><p>One</p><p>Two <b>bold</b></p></div>`;
    const second = document.querySelectorAll("summary")[1];
    expect(cssPath(second)).toBe(
      "#faq > details:nth-of-type(2) > summary:nth-of-type(1)",
    );
    const bold = document.querySelector("b");
    expect(cssPath(bold)).toBe(
      "body > div:nth-of-type(1) > p:nth-of-type(2) > b:nth-of-type(1)",
    );
    for (const element of [second, bold])
      expect(document.querySelector(cssPath(element))).toBe(element);
  });

  it("gives the centre of what it finds, and fails on nothing", () => {
    document.body.innerHTML = `<button id="go">Go</button>`;
    const button = document.querySelector("#go");
    button.getBoundingClientRect = () =>
      /** @type {DOMRect} */ ({ x: 10, y: 20, width: 40, height: 20 });
    expect(centreOf("#go")).toEqual({ x: 30, y: 30 });
    expect(() => centreOf("#gone")).toThrow("Nothing at #gone");
  });

  it("gives the centre where a touch lands when the phone has scrolled the visual viewport within a wider page", () => {
    document.body.innerHTML = `<input type="radio" id="r">`;
    const radio = document.querySelector("#r");
    radio.getBoundingClientRect = () =>
      /** @type {DOMRect} */ ({ x: 53, y: 1928, width: 13, height: 13 });
    vi.stubGlobal("visualViewport", {
      offsetLeft: 0,
      offsetTop: 1513,
      scale: 1,
    });
    expect(centreOf("#r")).toEqual({ x: 59.5, y: 421.5 });
  });
});
