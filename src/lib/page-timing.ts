/**
 * When the browser scripts start work that must not delay the page: after
 * its first paint, when it is idle, after `load`, as a widget comes near. The island directive
 * (src/directives/intent.ts) and the page script (src/browser/) share them.
 */

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
  afterNextPaint(callback);
}

/**
 * Calls `callback` once the frame in progress has painted: a task queued
 * from a frame callback runs after that frame. Work a shopper's event sets
 * off (waking an island) then never holds back that event's own answer on
 * screen, which is what Interaction to Next Paint measures.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/** Calls `callback` when the browser is next idle after the first paint. */
export function whenIdle(
  callback: () => void,
  timeout: number | undefined,
): void {
  afterFirstPaint(() => {
    if ("requestIdleCallback" in window)
      window.requestIdleCallback(callback, { timeout });
    else setTimeout(callback, timeout ?? 200);
  });
}

/** Calls `callback` when the browser is idle after the page's `load` event. */
export function afterLoad(callback: () => void): void {
  const idle = () => whenIdle(callback, 2000);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/**
 * Calls `callback` once, when the browser is idle after `element` has come
 * within a screen's height of the viewport: work a widget's first tap
 * needs, done as the shopper scrolls towards it, and never during a load
 * that does not reach it.
 */
export function whenNear(element: Element, callback: () => void): void {
  // Without IntersectionObserver (jsdom), the work waits for what needs it.
  if (!("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      whenIdle(callback, 1000);
    },
    { rootMargin: "100% 0px" },
  );
  observer.observe(element);
}
