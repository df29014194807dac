import type { ClientDirective } from "astro";
import { ISLAND_SCRIPTS, MODULES_GLOBAL } from "@/lib/astro-island";
import { islandDataFile, type IslandDataName } from "@/lib/island-data";
import { afterLoad, afterNextPaint, whenIdle } from "@/lib/page-timing";

declare global {
  interface Window {
    /** A click on an island's button that came before the island runtime. */
    earlyTap?: HTMLElement;
    /**
     * Every island script with what it imports statically, which the build
     * puts in the runtime file (build-tools/island-runtime.ts).
     */
    [MODULES_GLOBAL]?: Record<string, readonly string[]>;
  }
}

/**
 * Events that show a shopper is using the island; `change` covers a native
 * control changed without a pointer or focus (a select picked by script or
 * assistive technology). Not `pointerdown`: the island would then wake
 * after the first frame following the touch, which on a slow phone comes
 * before the tap's click, and its hydration would hold that click's answer
 * back. A touch's `focusin` and `click` come together, after the finger
 * lifts.
 */
const WAKE_EVENTS = ["focusin", "keydown", "click", "change"] as const;

/**
 * True when the shopper used the island before this runtime came: focus is
 * in it, or one of its native controls no longer holds the state the page
 * was built with (a colour radio tapped, a currency picked).
 */
export function touchedAlready(el: HTMLElement): boolean {
  if (el.matches(":focus-within")) return true;
  for (const control of el.querySelectorAll("input, select, textarea")) {
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((o) => o.selected !== o.defaultSelected))
        return true;
    } else if (
      control instanceof HTMLInputElement &&
      (control.type === "radio" || control.type === "checkbox")
    ) {
      if (control.checked !== control.defaultChecked) return true;
    } else if (
      (control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement) &&
      control.value !== control.defaultValue
    )
      return true;
  }
  return false;
}

/**
 * An island sleeps until the shopper reaches for it: its code is fetched
 * after `load`, so waking at the touch needs no request, and a page nobody
 * touches runs no island code, which is what keeps the blocking time of a
 * load low. `param` wakes it at idle after the first paint when the address
 * carries that query parameter (an arriving `?color=`). `data` names the
 * island's data file (src/lib/island-data.ts), fetched after `load` with its
 * code. An island that must wake unasked takes Astro's own `client:idle` or
 * `client:visible` instead.
 */
export type IntentOptions = {
  param?: string;
  data?: IslandDataName;
};

/**
 * Fetches and compiles the island's code, without running any of it, once
 * the page has loaded and the browser is idle: its scripts with everything
 * they import statically (MODULES_GLOBAL; `modulepreload` does not
 * follow imports), and its data file if it has one, at low priority, so
 * nothing the page still needs waits for them. So when a shopper reaches
 * for the island, no network request sits between the tap and its answer.
 */
function prefetchCode(el: HTMLElement, data: IslandDataName | undefined): void {
  afterLoad(() => {
    // The island's module asks for the same promise when it runs.
    if (data) islandDataFile(data, { priority: "low" }).catch(() => {});
    for (const name of ISLAND_SCRIPTS) {
      const script = el.getAttribute(name);
      if (!script) continue;
      for (const path of window[MODULES_GLOBAL]?.[script] ?? [script]) {
        if (document.querySelector(`link[href="${CSS.escape(path)}"]`))
          continue;
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = path;
        link.fetchPriority = "low";
        document.head.append(link);
      }
    }
  });
}

/**
 * `client:intent`: hydrates when the shopper reaches for the island (a
 * tap or click, focus or a key: once the frame that answers it has
 * painted), or at idle when the address carries its `param`. Loading a
 * page runs no island code; after `load` the islands' code is fetched
 * (prefetchCode), so waking needs no request, and the platform answers a
 * first tap on native controls (radios, <dialog> invokers, popovers) before
 * any island wakes. A click on a button that lands before
 * React is ready is held and replayed on the same element once the island
 * has hydrated, so a tap made before the island wakes is never lost; so is
 * one the layout's head script held before this runtime had come. Links
 * and native form controls are left alone: they work without React, and
 * the island adopts their state.
 */
const intent: ClientDirective = (load, options, el) => {
  let started = false;
  let wakeQueued = false;
  let heldClick: HTMLElement | null = null;

  const onEvent = (event: Event) => {
    if (event.type === "click" && event.target instanceof Element) {
      // The target may be an icon's <svg> inside the button.
      const control = event.target.closest("button, [role]");
      if (
        control instanceof HTMLElement &&
        !control.closest("a[href]") &&
        !control.hasAttribute("commandfor")
      ) {
        event.preventDefault();
        event.stopPropagation();
        heldClick = control;
      }
    }
    // After the paint that answers this event: a dialog the tap opened, a
    // radio it checked. Running the island's modules and hydrating it
    // before that paint would delay it by as long as they take.
    if (!wakeQueued) {
      wakeQueued = true;
      afterNextPaint(() => void start());
    }
  };

  const stopListening = () => {
    for (const type of WAKE_EVENTS)
      el.removeEventListener(type, onEvent, { capture: true });
  };

  async function start() {
    if (started) return;
    started = true;
    const hydrate = await load();
    await hydrate();
    stopListening();
    const target = heldClick;
    heldClick = null;
    if (target?.isConnected) target.click();
  }

  for (const type of WAKE_EVENTS)
    el.addEventListener(type, onEvent, { capture: true });

  // A click the layout's head script held before this runtime had come.
  const early = window.earlyTap;
  if (early?.isConnected && el.contains(early)) {
    window.earlyTap = undefined;
    heldClick = early;
    void start();
  } else if (touchedAlready(el)) void start();

  const { param, data } =
    typeof options.value === "object" && options.value !== null
      ? (options.value as IntentOptions)
      : {};
  prefetchCode(el, data);
  if (param && hasParam(param)) whenIdle(() => void start(), undefined);
};

/** True when the page's address carries the query parameter `name`. */
function hasParam(name: string): boolean {
  return new URLSearchParams(window.location.search).has(name);
}

export default intent;
