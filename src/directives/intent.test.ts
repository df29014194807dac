import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import intent from "./intent";

type Load = Parameters<typeof intent>[0];
type Options = Parameters<typeof intent>[1];

/** Whether the page has painted, and the paint observers waiting for it. */
let painted = false;
let paintObservers: (() => void)[] = [];

function paint() {
  painted = true;
  for (const notify of paintObservers) notify();
}

/** The paint entries an observer is given. */
const paintList = () => ({
  getEntriesByName: (name: string) =>
    painted && name === "first-contentful-paint" ? [{ name }] : [],
});

beforeEach(() => {
  painted = false;
  paintObservers = [];
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = ["paint"];
      private notify: () => void;
      constructor(callback: (list: ReturnType<typeof paintList>) => void) {
        this.notify = () => callback(paintList());
      }
      observe({ buffered }: { buffered?: boolean }) {
        paintObservers.push(this.notify);
        if (buffered && painted) this.notify();
      }
      disconnect() {
        paintObservers = paintObservers.filter((n) => n !== this.notify);
      }
    },
  );
  vi.stubGlobal("requestIdleCallback", (callback: () => void) =>
    setTimeout(callback, 0),
  );
});

afterEach(() => {
  document.body.replaceChildren();
});

/** An island holding a button with an icon, and a link. */
function island() {
  const el = document.createElement("astro-island");
  el.innerHTML =
    '<button type="button"><svg><path/></svg></button><a href="#x">x</a>';
  document.body.append(el);
  return el;
}

/** A load() whose hydration adds `onClick` to the button, when released. */
function deferredLoad(el: HTMLElement, onClick: () => void) {
  let release = () => {};
  const ready = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn<Load>(async () => {
    await ready;
    return async () => {
      el.querySelector("button")!.addEventListener("click", onClick);
    };
  });
  return { load, release };
}

/** Fake timers for the idle callback. */
const useTimers = () =>
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

const options = (value: unknown) =>
  ({ name: "intent", value }) as unknown as Options;

describe("client:intent", () => {
  it("by default stays asleep, however long the page stands idle", async () => {
    useTimers();
    paint();
    const el = island();
    const { load } = deferredLoad(el, () => {});
    await intent(load, options(true), el);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();

    el.querySelector("button")!.dispatchEvent(
      new FocusEvent("focusin", { bubbles: true }),
    );
    expect(load).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it("with on: idle, waits for the first paint before it hydrates", async () => {
    useTimers();
    const el = island();
    const { load } = deferredLoad(el, () => {});
    await intent(load, options({ on: "idle" }), el);

    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();

    paint();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it("with on: idle, hydrates at once after a paint that already happened", async () => {
    useTimers();
    paint();
    const el = island();
    const { load } = deferredLoad(el, () => {});
    await intent(load, options({ on: "idle" }), el);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it("replays a click on a sleeping button, even on its icon, once awake", async () => {
    const el = island();
    const onClick = vi.fn();
    const { load, release } = deferredLoad(el, onClick);
    await intent(load, options(true), el);

    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    el.querySelector("path")!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();

    release();
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledOnce());
  });

  it("leaves a link's click to the browser", async () => {
    const el = island();
    const { load } = deferredLoad(el, () => {});
    await intent(load, options(true), el);

    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    el.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(load).toHaveBeenCalledOnce();
  });

  it("with on: visible, waits for the island to near the viewport", async () => {
    let reveal = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(
          callback: (entries: { isIntersecting: boolean }[]) => void,
        ) {
          reveal = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    paint();
    useTimers();
    const el = island();
    const { load } = deferredLoad(el, () => {});
    await intent(load, options({ on: "visible" }), el);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();

    reveal();
    expect(load).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it.each([
    ["/?color=grey", 1],
    ["/?colour=grey", 0],
    ["/", 0],
  ])(
    "with param: color, at %s wakes at idle %i times",
    async (address, times) => {
      window.history.replaceState(null, "", address);
      useTimers();
      paint();
      const el = island();
      const { load } = deferredLoad(el, () => {});
      await intent(load, options({ param: "color" }), el);
      await vi.runAllTimersAsync();
      expect(load).toHaveBeenCalledTimes(times);
      vi.useRealTimers();
      window.history.replaceState(null, "", "/");
    },
  );

  it("with on: scroll, wakes on the page's first scroll", async () => {
    paint();
    const el = island();
    const { load } = deferredLoad(el, () => {});
    await intent(load, options({ on: "scroll" }), el);
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    expect(load).toHaveBeenCalledOnce();
  });
});
