import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODULES_GLOBAL } from "@/lib/astro-island";
import type Intent from "./intent";

type Load = Parameters<typeof Intent>[0];
type Options = Parameters<typeof Intent>[1];

/** A fresh copy of the directive per test: its queue of islands is module state. */
let intent: typeof Intent;

/** Where the page is in loading; "interactive" (before `load`) unless a test moves it on. */
function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", {
    value: state,
    configurable: true,
  });
}

/** The page's `load` event. */
function finishLoading() {
  setReadyState("complete");
  window.dispatchEvent(new Event("load"));
}

/** Whether the page has painted, and the paint observers waiting for it. */
let painted = false;
let paintObservers: (() => void)[] = [];

function paint() {
  painted = true;
  for (const notify of paintObservers) notify();
}

/** Frame callbacks waiting for the next frame to paint. */
let frames: FrameRequestCallback[] = [];

/**
 * The next frame paints, and the tasks queued after it run: what an event
 * that wakes an island waits for.
 */
async function nextPaint() {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
  else await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The paint entries an observer is given. */
const paintList = () => ({
  getEntriesByName: (name: string) =>
    painted && name === "first-contentful-paint" ? [{ name }] : [],
});

beforeEach(async () => {
  vi.resetModules();
  intent = (await import("./intent")).default;
  setReadyState("interactive");
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
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) =>
    frames.push(callback),
  );
});

afterEach(() => {
  document.body.replaceChildren();
  setReadyState("complete");
});

/** An island holding a button with an icon, a link, and `extra`. */
function island(extra = "") {
  const el = document.createElement("astro-island");
  el.innerHTML = `<button type="button"><svg><path/></svg></button><a href="#x">x</a>${extra}`;
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

/** Clicks `target` as a shopper does; whether its default action was prevented. */
function clickPrevented(target: Element) {
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  target.dispatchEvent(click);
  return click.defaultPrevented;
}

/** Fake timers for the idle callback. */
const useTimers = () =>
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

const options = (value: unknown) =>
  ({ name: "intent", value }) as unknown as Options;

/** Puts `el` under client:intent with `value`; returns its load, never released. */
async function watch(el: HTMLElement, value: unknown = true) {
  const { load } = deferredLoad(el, () => {});
  await intent(load, options(value), el);
  return load;
}

describe("client:intent", () => {
  it("by default sleeps until the shopper reaches for it, even after load", async () => {
    useTimers();
    paint();
    const el = island();
    const load = await watch(el);
    finishLoading();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();

    el.querySelector("button")!.dispatchEvent(
      new MouseEvent("click", { bubbles: true }),
    );
    await nextPaint();
    expect(load).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it("stays asleep while a finger is only down: the tap's click comes first", async () => {
    const el = island();
    const load = await watch(el);
    el.querySelector("button")!.dispatchEvent(
      new PointerEvent("pointerdown", { bubbles: true }),
    );
    await nextPaint();
    expect(load).not.toHaveBeenCalled();
  });

  it("wakes only once the frame that answers the shopper's event has painted", async () => {
    const el = island();
    const load = await watch(el);
    const button = el.querySelector("button")!;
    button.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    // The tap's own answer (a checked radio, an open dialog) paints first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);

    await nextPaint();
    expect(load).toHaveBeenCalledOnce();
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await nextPaint();
    expect(load).toHaveBeenCalledOnce();
  });

  it("wakes at once when a native control in it changed before the runtime came", async () => {
    const el = island(
      '<input type="radio" name="c" value="black" checked><input type="radio" name="c" value="grey">',
    );
    el.querySelector<HTMLInputElement>('input[value="grey"]')!.checked = true;
    const load = await watch(el);
    expect(load).toHaveBeenCalledOnce();
  });

  it("stays asleep when its controls hold the state the page was built with", async () => {
    const el = island(
      '<select><option>USD</option><option selected>EUR</option></select><input value="x">',
    );
    const load = await watch(el);
    expect(load).not.toHaveBeenCalled();
    // A pick with no pointer or focus still wakes it.
    const select = el.querySelector("select")!;
    select.value = "USD";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await nextPaint();
    expect(load).toHaveBeenCalledOnce();
  });

  it("wakes at once when the shopper reaches for it before load", async () => {
    const el = island();
    const load = await watch(el);
    expect(load).not.toHaveBeenCalled();
    el.querySelector("button")!.dispatchEvent(
      new FocusEvent("focusin", { bubbles: true }),
    );
    await nextPaint();
    expect(load).toHaveBeenCalledOnce();
  });

  it("fetches each island's code after load, at low priority, each file once, before any island runs", async () => {
    useTimers();
    paint();
    window[MODULES_GLOBAL] = {
      "/_astro/a.js": ["/_astro/a.js", "/_astro/react.js"],
      "/_astro/b.js": ["/_astro/b.js", "/_astro/react.js"],
      "/_astro/client.js": ["/_astro/client.js", "/_astro/react.js"],
    };
    const first = island();
    first.setAttribute("component-url", "/_astro/a.js");
    first.setAttribute("renderer-url", "/_astro/client.js");
    const second = island();
    second.setAttribute("component-url", "/_astro/b.js");
    second.setAttribute("renderer-url", "/_astro/client.js");
    const one = deferredLoad(first, () => {});
    const two = deferredLoad(second, () => {});
    await intent(one.load, options(true), first);
    await intent(two.load, options(true), second);
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => [
          link.getAttribute("href"),
          (link as HTMLLinkElement).fetchPriority,
        ],
      );
    let idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) =>
      idle.push(callback),
    );
    await vi.runAllTimersAsync();
    expect(preloads()).toEqual([]);

    finishLoading();
    // The first idle period after load: the code, and nothing run.
    const due = idle;
    idle = [];
    for (const callback of due) callback();
    expect(preloads()).toEqual([
      ["/_astro/a.js", "low"],
      ["/_astro/react.js", "low"],
      ["/_astro/client.js", "low"],
      ["/_astro/b.js", "low"],
    ]);
    expect(one.load).not.toHaveBeenCalled();
    expect(two.load).not.toHaveBeenCalled();
    document.head.replaceChildren();
    delete window[MODULES_GLOBAL];
    vi.useRealTimers();
  });

  it("fetches the island's data file after load, once, at low priority, and runs nothing", async () => {
    useTimers();
    paint();
    delete window.islandDataFiles;
    const fetch = vi.fn(async () => Response.json({ reviews: [] }));
    vi.stubGlobal("fetch", fetch);
    const el = island();
    const load = await watch(el, { data: "reviews" });
    await vi.runAllTimersAsync();
    expect(fetch).not.toHaveBeenCalled();

    finishLoading();
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/data/reviews.json", {
      priority: "low",
    });
    expect(Object.keys(window.islandDataFiles ?? {})).toEqual([
      "/data/reviews.json",
    ]);
    expect(load).not.toHaveBeenCalled();
    delete window.islandDataFiles;
    vi.useRealTimers();
  });

  it("replays a click the head script held before the runtime came", async () => {
    const el = island();
    const onClick = vi.fn();
    const { load, release } = deferredLoad(el, onClick);
    window.earlyTap = el.querySelector("button")!;
    await intent(load, options(true), el);
    expect(load).toHaveBeenCalledOnce();
    expect(window.earlyTap).toBeUndefined();
    release();
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledOnce());
  });

  it("leaves an invoker button's click to the browser, and wakes", async () => {
    const el = island();
    el.innerHTML = '<button commandfor="d" command="show-modal">Zoom</button>';
    const load = await watch(el);
    expect(clickPrevented(el.querySelector("button")!)).toBe(false);
    await nextPaint();
    expect(load).toHaveBeenCalledOnce();
  });

  it("replays a click on a sleeping button, even on its icon, once awake", async () => {
    const el = island();
    const onClick = vi.fn();
    const { load, release } = deferredLoad(el, onClick);
    await intent(load, options(true), el);

    expect(clickPrevented(el.querySelector("path")!)).toBe(true);
    await nextPaint();
    expect(load).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();

    release();
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledOnce());
  });

  it("leaves a link's click to the browser", async () => {
    const el = island();
    const load = await watch(el);

    expect(clickPrevented(el.querySelector("a")!)).toBe(false);
    await nextPaint();
    expect(load).toHaveBeenCalledOnce();
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
      const load = await watch(el, { param: "color" });
      await vi.runAllTimersAsync();
      expect(load).toHaveBeenCalledTimes(times);
      vi.useRealTimers();
      window.history.replaceState(null, "", "/");
    },
  );
});
