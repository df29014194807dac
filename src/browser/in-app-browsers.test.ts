import { describe, expect, it, vi } from "vitest";
import { BUY_NOW_LINKS } from "./buy-now-link";
import {
  dropNewTabHint,
  isInAppBrowser,
  openBuyNowInPlace,
} from "./in-app-browsers";
import { USER_AGENTS } from "./in-app-browsers-fixture";

describe("isInAppBrowser", () => {
  it.each([
    ["facebookIos", true],
    ["instagramIos", true],
    ["tiktokIos", true],
    ["facebookAndroid", true],
    ["safariIos", false],
    ["chromeAndroid", false],
  ] as const)("%s: %s", (name, expected) => {
    expect(isInAppBrowser(USER_AGENTS[name])).toBe(expected);
  });
});

const page = () => {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `
    <a href="https://partner.test/" target="_blank" rel="sponsored noopener" data-partner-link="main">BUY NOW<span class="sr-only"> (opens in a new tab)</span></a>
    <a href="https://partner.test/" target="_blank" rel="sponsored noopener" data-partner-link="sticky">BUY NOW</a>
    <a href="https://elsewhere.test/" target="_blank">Elsewhere</a>`;
  return doc;
};
const targets = (doc: Document) =>
  [...doc.querySelectorAll("a")].map((link) => link.getAttribute("target"));

describe("openBuyNowInPlace", () => {
  /** The click listener it installs for `userAgent`, if any, with its capture flag. */
  function installed(userAgent: string) {
    const listen = vi
      .spyOn(window, "addEventListener")
      .mockImplementation(() => {});
    openBuyNowInPlace(userAgent);
    return listen.mock.calls.map(([type, listener, capture]) => ({
      type,
      tap: (target: EventTarget) =>
        (listener as (event: Event) => void)({ target } as unknown as Event),
      capture,
    }));
  }

  it("in an app's browser, opens BUY NOW in the same view as a tap reaches it, and leaves other links alone", () => {
    const [listener, ...more] = installed(USER_AGENTS.tiktokIos);
    expect(more).toEqual([]);
    // Before the page's own listeners, and before the link follows itself.
    expect(listener).toMatchObject({ type: "click", capture: true });
    const doc = page();
    const [main, sticky, elsewhere] = doc.querySelectorAll("a");
    // A tap on an element inside the link, as on its hint.
    listener!.tap(main!.querySelector("span")!);
    expect(targets(doc)).toEqual([null, "_blank", "_blank"]);
    listener!.tap(sticky!);
    listener!.tap(elsewhere!);
    listener!.tap(doc);
    expect(targets(doc)).toEqual([null, null, "_blank"]);
  });

  it("installs nothing in a browser, where BUY NOW keeps its new tab", () => {
    expect(installed(USER_AGENTS.safariIos)).toEqual([]);
  });
});

describe("dropNewTabHint", () => {
  it("drops BUY NOW's new-tab hint in an app's browser", () => {
    const doc = page();
    dropNewTabHint(doc, USER_AGENTS.tiktokIos);
    expect(doc.querySelectorAll(BUY_NOW_LINKS)).toHaveLength(2);
    expect(doc.querySelector(BUY_NOW_LINKS)?.textContent).toBe("BUY NOW");
    expect(targets(doc)).toEqual(["_blank", "_blank", "_blank"]);
  });

  it("keeps it in a browser", () => {
    const doc = page();
    dropNewTabHint(doc, USER_AGENTS.safariIos);
    expect(doc.querySelector(BUY_NOW_LINKS)?.textContent).toBe(
      "BUY NOW (opens in a new tab)",
    );
  });
});
