import type { ClientDirective } from "astro";

/** Events that show a shopper is about to use the island. */
const WAKE_EVENTS = ["pointerdown", "focusin", "keydown", "click"] as const;

/**
 * `client:intent`: hydrates when the browser is idle, or at once when the
 * shopper reaches for the island, whichever comes first. A click that lands
 * before React is ready is held and replayed on the same element once the
 * island has hydrated, so a tap made before the island wakes is never lost.
 */
const intent: ClientDirective = (load, options, el) => {
  let started = false;
  let heldClick: HTMLElement | null = null;

  const onEvent = (event: Event) => {
    if (event.type === "click" && event.target instanceof HTMLElement) {
      // Links and form controls work natively; only hold what needs React.
      const control = event.target.closest("button, [role]");
      if (control instanceof HTMLElement && !control.closest("a[href]")) {
        event.preventDefault();
        event.stopPropagation();
        heldClick = control;
      }
    }
    void start();
  };

  const stop = () => {
    for (const type of WAKE_EVENTS)
      el.removeEventListener(type, onEvent, { capture: true });
  };

  async function start() {
    if (started) return;
    started = true;
    const hydrate = await load();
    await hydrate();
    stop();
    const target = heldClick;
    heldClick = null;
    if (target?.isConnected) target.click();
  }

  for (const type of WAKE_EVENTS)
    el.addEventListener(type, onEvent, { capture: true });

  const timeout =
    typeof options.value === "object" && options.value !== null
      ? (options.value as { timeout?: number }).timeout
      : undefined;
  if ("requestIdleCallback" in window)
    window.requestIdleCallback(() => void start(), { timeout });
  else setTimeout(() => void start(), timeout ?? 200);
};

export default intent;
