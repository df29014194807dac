import { describe, expect, it } from "vitest";
import { armProbe, finishedProbe } from "./probe.mjs";

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
