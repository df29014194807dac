// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { elementOf, storeElements } from "./elements.mjs";
import { scenarios } from "./scenarios.mjs";
import { readStoreText } from "./store.mjs";

/** Appended to every text of the store, to tell content from literals. */
const EDIT = "Zq";

/** @param {any} value */
const edited = (value) =>
  typeof value === "string"
    ? value + EDIT
    : Array.isArray(value)
      ? value.map(edited)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value).map(([key, inner]) => [key, edited(inner)]),
          )
        : value;

/**
 * A stand-in for Playwright's page that records every call a target makes
 * (getByRole, locator, filter, ...), in order, nested ones included.
 */
function recordingPage() {
  /** @type {[string, ...unknown[]][]} */
  const calls = [];
  /** @type {any} */
  const page = new Proxy(
    {},
    {
      get:
        (_, method) =>
        (/** @type {unknown[]} */ ...args) => {
          calls.push([String(method), ...args]);
          return page;
        },
    },
  );
  return { page, calls };
}

/**
 * The names a target looks its element up by: accessible names, titles,
 * text it must have.
 * @param {[string, ...unknown[]][]} calls
 */
function namesIn(calls) {
  return calls.flatMap(([method, first, options]) => {
    const opts = /** @type {any} */ (options ?? first);
    if (method === "getByTitle") return [first];
    if (method === "getByRole") return opts?.name ? [opts.name] : [];
    if (method === "filter" && opts?.hasText) return [opts.hasText];
    return [];
  });
}

/** @type {import("./store.mjs").StoreText} */
let store;
beforeAll(async () => {
  store = edited(await readStoreText("src/content"));
});

const ROUTES = ["/", "/about"];

describe("scenarios", () => {
  it("names every target as the store's content does, with no text of its own", () => {
    for (const scenario of scenarios(store, ROUTES)) {
      const { page, calls } = recordingPage();
      scenario.target(page);
      const names = namesIn(calls);
      expect(names.length, scenario.id).toBeGreaterThan(0);
      for (const name of names) {
        const text = name instanceof RegExp ? name.source : String(name);
        expect(text, scenario.id).toContain(EDIT);
      }
    }
  });

  it("reads each widget's state in containers the content names", () => {
    for (const scenario of scenarios(store, ROUTES))
      for (const part of scenario.state) {
        if (part.within) expect(part.within, scenario.id).toMatch(/Zq$/);
        if (part.text) expect(part.text, scenario.id).toMatch(/Zq$/);
      }
  });

  it("taps the first colour a page does not show at load", () => {
    const colour = scenarios(store, ROUTES).find(
      (scenario) => scenario.id === "colour",
    );
    const { page, calls } = recordingPage();
    colour?.target(page);
    expect(namesIn(calls)).toContain(store.product.colours[1].name);
    const oneColour = {
      ...store,
      product: { ...store.product, colours: [store.product.colours[0]] },
    };
    expect(
      scenarios(oneColour, ROUTES).map((scenario) => scenario.id),
    ).not.toContain("colour");
  });

  it("looks a page-script widget's target up inside its custom element", () => {
    const byId = Object.fromEntries(
      scenarios(store, ROUTES).map((scenario) => {
        const { page, calls } = recordingPage();
        scenario.target(page);
        return [scenario.id, calls[0]];
      }),
    );
    const elements = storeElements();
    for (const [id, file] of [
      ["tabs-next", "product/description-tabs-element.ts"],
      ["reviews-filter", "reviews/reviews-section-element.ts"],
      ["reviews-more", "reviews/reviews-section-element.ts"],
      ["review-text", "reviews/reviews-section-element.ts"],
      ["order-form", "layout/order-track-form-element.ts"],
      ["banner-previous/about", "layout/promo-banner-element.ts"],
    ])
      expect(byId[id], id).toEqual(["locator", elementOf(elements, file)]);
    // A widget the platform answers has no element of the store's.
    expect(byId["zoom"]).not.toEqual(["locator", expect.stringMatching(/-/)]);
  });

  it("taps the banner and the menu on every route, each once", () => {
    const ids = scenarios(store, ROUTES).map((scenario) => scenario.id);
    for (const route of ROUTES) {
      expect(ids.filter((id) => id === `menu${route}`)).toHaveLength(1);
      expect(ids.filter((id) => id === `banner-previous${route}`)).toHaveLength(
        1,
      );
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("taps a language's product page and its order form at that language's addresses", () => {
    const routes = scenarios(store, ["/de", "/de/about"], "/de").map(
      (scenario) => scenario.route,
    );
    expect(new Set(routes)).toEqual(
      new Set(["/de", "/de/order-track", "/de/about"]),
    );
  });
});
