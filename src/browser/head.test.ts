import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENCY_STORAGE_KEY } from "@/lib/currency";
// The scripts as the layout writes them: bundled and minified.
import CLICK_LOG from "./click-log.ts?inline-script";
import HEAD_SCRIPT from "./head.ts?inline-script";

const root = document.documentElement;
const run = (code: string) => new Function(code)();

type Listener = Parameters<typeof window.addEventListener>;
let added: Listener[] = [];

beforeEach(() => {
  // Each run's listeners, removed after its test.
  const add = window.addEventListener.bind(window);
  added = [];
  vi.spyOn(window, "addEventListener").mockImplementation((...args) => {
    added.push(args as Listener);
    add(...(args as Listener));
  });
  delete root.dataset.js;
  delete root.dataset.currency;
  delete root.dataset.islands;
  delete root.dataset.pageScript;
  delete window.earlyTap;
  delete window.pageReady;
  // No paint entries here: the scripts come on `load`, which jsdom has had.
  vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: [] });
});

afterEach(() => {
  for (const args of added) window.removeEventListener(...args);
  window.localStorage.clear();
  document.body.innerHTML = "";
});

describe("the head script", () => {
  it("is one classic script that leaves no globals behind", () => {
    expect(HEAD_SCRIPT).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(HEAD_SCRIPT).not.toMatch(/\bimport\b|\bexport\b/);
  });

  it("marks the page as scripted and shows a stored currency at once", () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "GBP");
    run(HEAD_SCRIPT);
    expect(root.dataset.js).toBe("");
    expect(root.dataset.currency).toBe("GBP");
  });

  it("ignores a stored value that is no currency of the store", () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "<b>XYZ</b>");
    run(HEAD_SCRIPT);
    expect(root.dataset.currency).toBeUndefined();
  });

  it("holds a tap inside a store element until it is defined, then replays it", async () => {
    document.body.innerHTML =
      "<test-held><button type=button><span>Next tab</span></button></test-held>";
    run(HEAD_SCRIPT);
    const tap = () => {
      const click = new MouseEvent("click", {
        bubbles: true,
        cancelable: true,
      });
      document.querySelector("span")!.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(tap()).toBe(true);
    const seen: string[] = [];
    customElements.define(
      "test-held",
      class extends HTMLElement {
        connectedCallback() {
          this.addEventListener("click", () => seen.push("click"));
        }
      },
    );
    await vi.waitFor(() => expect(seen).toEqual(["click"]));
    // Defined now: a tap goes straight through.
    expect(tap()).toBe(false);
    expect(seen).toEqual(["click", "click"]);
    expect(window.earlyTap).toBeUndefined();
  });

  it("never holds an invoker button, Astro's elements' buttons, or a tap on a page without script", () => {
    document.body.innerHTML = [
      "<test-later><button type=button commandfor=d command=show-modal>Write</button></test-later>",
      "<astro-slot><button type=button>Astro</button></astro-slot>",
      "<test-later><button type=button>Later</button></test-later>",
    ].join("");
    run(HEAD_SCRIPT);
    const held = () =>
      [...document.querySelectorAll("button")].map((button) => {
        const click = new MouseEvent("click", {
          bubbles: true,
          cancelable: true,
        });
        button.dispatchEvent(click);
        return click.defaultPrevented;
      });
    expect(held()).toEqual([false, false, true]);
    delete root.dataset.js;
    expect(held()).toEqual([false, false, false]);
  });

  describe("a tap on an invoker button before any other script", () => {
    // As the zoom view and the review form are in the page: the opening
    // button in an island not awake yet, the closing one in the dialog.
    beforeEach(() => {
      // jsdom has no modal dialogs either.
      HTMLDialogElement.prototype.showModal = vi.fn(function (
        this: HTMLDialogElement,
      ) {
        this.open = true;
      });
      HTMLDialogElement.prototype.close = vi.fn(function (
        this: HTMLDialogElement,
      ) {
        this.open = false;
      });
      document.body.innerHTML = [
        "<astro-island><button type=button commandfor=d command=show-modal><span>Zoom</span></button></astro-island>",
        "<dialog id=d><button type=button commandfor=d command=close>Close</button></dialog>",
      ].join("");
    });
    afterEach(() => {
      const dialogs = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
      delete dialogs.showModal;
      delete dialogs.close;
    });
    const dialog = () => document.querySelector("dialog")!;
    const tap = (selector: string) =>
      document.querySelector<HTMLElement>(selector)!.click();

    it("opens and closes its dialog where the browser lacks invokers (WebKit before Safari 26.2, jsdom)", () => {
      expect("command" in HTMLButtonElement.prototype).toBe(false);
      run(HEAD_SCRIPT);
      tap("span");
      expect(dialog().open).toBe(true);
      expect(window.earlyTap).toBeUndefined();
      tap("dialog button");
      expect(dialog().open).toBe(false);
    });

    it("is left to the browser where it has invokers", () => {
      Object.defineProperty(HTMLButtonElement.prototype, "command", {
        value: "",
        configurable: true,
      });
      try {
        run(HEAD_SCRIPT);
        tap("span");
        expect(dialog().open).toBe(false);
        expect(HTMLDialogElement.prototype.showModal).not.toHaveBeenCalled();
      } finally {
        delete (HTMLButtonElement.prototype as { command?: string }).command;
      }
    });
  });

  it("shows the page without scripts when an island fails to hydrate", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "EUR");
    run(HEAD_SCRIPT);
    const failure = new CustomEvent("astro:hydration-error", {
      cancelable: true,
      detail: { error: new Error("boom") },
    });
    window.dispatchEvent(failure);
    expect(failure.defaultPrevented).toBe(true);
    expect(root.dataset.js).toBeUndefined();
    expect(root.dataset.currency).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(
      "Showing the page without scripts:",
      expect.any(Error),
    );
  });

  it("loads the island runtime and the page script named on <html> after load", () => {
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => callback());
    root.dataset.islands = "/_astro/islands.x.js";
    root.dataset.pageScript = "/_astro/page.y.js";
    run(HEAD_SCRIPT);
    window.dispatchEvent(new Event("load"));
    const sources = [...document.head.querySelectorAll("script[src]")].map(
      (script) => script.getAttribute("src"),
    );
    expect(sources).toEqual(
      expect.arrayContaining(["/_astro/islands.x.js", "/_astro/page.y.js"]),
    );
  });
});

describe("the click log", () => {
  it("notes BUY NOW clicks and middle-clicks, nothing else", () => {
    document.body.innerHTML =
      '<a href="https://partner.test/" data-partner-link><b>BUY NOW</b></a><a href="/about">About</a>';
    run(CLICK_LOG);
    const [buy, about] = document.querySelectorAll("a");
    const click = (target: Element, type: string, button: number) =>
      target.dispatchEvent(
        new MouseEvent(type, { bubbles: true, cancelable: true, button }),
      );
    // jsdom would follow the link: stop it after the log has seen the click.
    document.addEventListener("click", (event) => event.preventDefault());
    click(buy!.querySelector("b")!, "click", 0);
    click(buy!, "auxclick", 1);
    click(buy!, "auxclick", 2);
    click(about!, "click", 0);
    expect(window.storeClicks).toEqual([buy, buy]);
  });
});
