import type { ClientDirective } from "astro";

/** Events that show a shopper is about to use the island. */
const WAKE_EVENTS = ["pointerdown", "focusin", "keydown", "click"] as const;

/**
 * When an island wakes before the shopper reaches for it (it always wakes on
 * a first touch): "touch" never earlier (the default), "visible" once it
 * nears the viewport, "scroll" on the page's first scroll, "idle" after the
 * first paint when the browser is idle. `param` wakes it at idle when the
 * address carries that query parameter (an arriving `?color=`).
 */
export type IntentOptions = {
  on?: "touch" | "idle" | "visible" | "scroll";
  param?: string;
  timeout?: number;
};

/**
 * Calls `callback` once the page has painted its first content. An island
 * script requested before that paint delays it (Lighthouse counts such a
 * request into first paint), and a bare idle callback can fire that early.
 */
export function afterFirstPaint(callback: () => void): void {
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // Buffered: a paint that already happened is reported at once.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: "paint", buffered: true });
    return;
  }
  // A task queued from a frame callback runs after that frame has painted.
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/** Calls `callback` when the browser is next idle after the first paint. */
function whenIdle(callback: () => void, timeout: number | undefined): void {
  afterFirstPaint(() => {
    if ("requestIdleCallback" in window)
      window.requestIdleCallback(callback, { timeout });
    else setTimeout(callback, timeout ?? 200);
  });
}

/** Calls `callback` once any child of `el` comes near the viewport. */
function whenVisible(el: HTMLElement, callback: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: "200px" },
  );
  // <astro-island> is display: contents, so its children are observed.
  for (const child of el.children) observer.observe(child);
  return () => observer.disconnect();
}

/** Calls `callback` on the page's first scroll. */
function whenScrolled(callback: () => void): () => void {
  const onScroll = () => {
    window.removeEventListener("scroll", onScroll);
    callback();
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => window.removeEventListener("scroll", onScroll);
}

/**
 * `client:intent`: hydrates when the shopper reaches for the island (a touch,
 * a click, focus or a key), or earlier as its options say. With no option
 * React stays unloaded until then, so loading a page runs no island script
 * at all: the page's own script (src/scripts/page.ts) does what must happen
 * unasked, such as detecting the currency and turning the banner. A click on a
 * button that lands before React is ready is held and replayed on the same
 * element once the island has hydrated, so a tap made before the island
 * wakes is never lost. Links and native form controls are left alone: they
 * work without React, and the island adopts their state.
 */
const intent: ClientDirective = (load, options, el) => {
  let started = false;
  let heldClick: HTMLElement | null = null;
  let stopWatching = () => {};

  const onEvent = (event: Event) => {
    if (event.type === "click" && event.target instanceof Element) {
      // The target may be an icon's <svg> inside the button.
      const control = event.target.closest("button, [role]");
      if (control instanceof HTMLElement && !control.closest("a[href]")) {
        event.preventDefault();
        event.stopPropagation();
        heldClick = control;
      }
    }
    void start();
  };

  const stopListening = () => {
    for (const type of WAKE_EVENTS)
      el.removeEventListener(type, onEvent, { capture: true });
  };

  async function start() {
    if (started) return;
    started = true;
    stopWatching();
    const hydrate = await load();
    await hydrate();
    stopListening();
    const target = heldClick;
    heldClick = null;
    if (target?.isConnected) target.click();
  }

  for (const type of WAKE_EVENTS)
    el.addEventListener(type, onEvent, { capture: true });

  const {
    on = "touch",
    param,
    timeout,
  } = typeof options.value === "object" && options.value !== null
    ? (options.value as IntentOptions)
    : {};
  const wake = () => void start();
  if (on === "idle" || (param && hasParam(param))) whenIdle(wake, timeout);
  else if (on === "visible")
    afterFirstPaint(() => {
      if (!started) stopWatching = whenVisible(el, wake);
    });
  else if (on === "scroll") stopWatching = whenScrolled(wake);
};

/** True when the page's address carries the query parameter `name`. */
function hasParam(name: string): boolean {
  return new URLSearchParams(window.location.search).has(name);
}

export default intent;
