import type { ClientDirective } from "astro";

/** Events that show a shopper is about to use the island. */
const WAKE_EVENTS = ["pointerdown", "focusin", "keydown", "click"] as const;

/** `client:intent={{ on: "visible" }}` for islands below the fold. */
type IntentOptions = { on?: "idle" | "visible"; timeout?: number };

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

/**
 * `client:intent`: hydrates after the first paint, when the browser is idle
 * (or, with `{ on: "visible" }`, when the island nears the viewport), or at
 * once when the shopper reaches for it, whichever comes first. A click on a
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

  const { on = "idle", timeout } =
    typeof options.value === "object" && options.value !== null
      ? (options.value as IntentOptions)
      : {};
  if (on === "visible")
    afterFirstPaint(() => {
      if (!started) stopWatching = whenVisible(el, () => void start());
    });
  else whenIdle(() => void start(), timeout);
};

export default intent;
