import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageState } from "./page-state.mjs";

// jsdom lays nothing out: an element counts as shown unless it or an
// ancestor is hidden, and an image is as wide as its width attribute.
beforeEach(() => {
  Element.prototype.checkVisibility = function () {
    return !this.closest("[hidden]");
  };
  vi.spyOn(
    HTMLImageElement.prototype,
    "getBoundingClientRect",
  ).mockImplementation(function () {
    return /** @type {DOMRect} */ ({ width: this.width });
  });
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("pageState", () => {
  it("reads the slide shown, and expects the one before it after a step back, round the start", () => {
    document.body.innerHTML = `
      <section aria-label="Store promotions">
        <div aria-roledescription="slide">One</div>
        <div aria-roledescription="slide" hidden>Two</div>
        <div aria-roledescription="slide" hidden>Three</div>
      </section>`;
    const state = pageState([
      {
        within: "Store promotions",
        read: "index",
        of: '[aria-roledescription="slide"]',
        step: -1,
      },
    ]);
    expect(state.read()).toBe("0");
    expect(state.after("0")).toBe("2");
    expect(state.after("2")).toBe("1");
  });

  it("expects nothing in particular when no part has a step", () => {
    document.body.innerHTML = `<dialog open></dialog>`;
    const state = pageState([{ read: "count", of: "dialog[open]" }]);
    expect(state.read()).toBe("1");
    expect(state.after("1")).toBeNull();
  });

  it("finds a container by its label, the heading that labels it, or its legend, by the start of the name", () => {
    document.body.innerHTML = `
      <section aria-labelledby="h"><h2 id="h">Customer reviews</h2>
        <article><h3>Great</h3></article>
        <article hidden><h3>Fine</h3></article>
      </section>
      <fieldset><legend>Colour: <span>Black</span><span hidden>Grey</span></legend></fieldset>`;
    const reviews = pageState([
      { within: "Customer reviews", read: "count", of: "article" },
      { within: "Customer reviews", read: "text", of: "article h3" },
    ]);
    expect(reviews.read()).toBe("1\nGreat");
    const colour = pageState([{ within: "Colour", read: "ids", of: "span" }]);
    expect(colour.read()).toBe("");
    document.querySelector("span")?.setAttribute("id", "black");
    expect(colour.read()).toBe("black");
  });

  it("reads the alt texts of the large images shown, not the thumbnails", () => {
    document.body.innerHTML = `
      <section aria-label="Product images">
        <img alt="Black" width="390"><img alt="Grey" width="390" hidden>
        <img alt="thumbnail" width="64">
      </section>`;
    expect(pageState([{ within: "Product images", read: "alts" }]).read()).toBe(
      "Black",
    );
  });

  it("tells whether a text is shown, and reads only the first match when asked", () => {
    document.body.innerHTML = `<form><p>Hint</p><p hidden>Please enter a tracking number</p></form>
      <article>First</article><article>Second</article>`;
    const error = pageState([
      { read: "shows", text: "Please enter a tracking number" },
    ]);
    // jsdom has no innerText: the reader falls back to textContent, which
    // counts hidden text, so the rendered text is given here.
    Object.defineProperty(document.body, "innerText", {
      configurable: true,
      get: () => "Hint",
    });
    expect(error.read()).toBe("false");
    Object.defineProperty(document.body, "innerText", {
      configurable: true,
      get: () => "Hint\nPlease enter a tracking number",
    });
    expect(error.read()).toBe("true");
    // Within the elements `of` names: the form's text, not the page's.
    const form = /** @type {HTMLElement} */ (document.querySelector("form"));
    const inForm = pageState([
      { read: "shows", of: "form", text: "Please enter a tracking number" },
    ]);
    Object.defineProperty(form, "innerText", {
      configurable: true,
      get: () => "Hint",
    });
    expect(inForm.read()).toBe("false");
    Object.defineProperty(form, "innerText", {
      configurable: true,
      get: () => "Hint\nPlease enter a tracking number",
    });
    expect(inForm.read()).toBe("true");
    expect(
      pageState([{ read: "text", of: "article", first: true }]).read(),
    ).toBe("First");
  });

  it("reads the checked radio of a group, hidden or not", () => {
    document.body.innerHTML = `
      <input type="radio" name="image" value="colour" hidden checked>
      <label for="i1"></label><input type="radio" id="i1" name="image" value="1">
      <input type="radio" name="other" value="x" checked>`;
    const state = pageState([{ read: "checked", of: "[name=image]" }]);
    expect(state.read()).toBe("colour");
    document.querySelector("label")?.click();
    expect(state.read()).toBe("1");
  });

  it("counts clicks, and holds a form's submission so the page stays", () => {
    document.body.innerHTML = `<form action="/elsewhere"><button>Track</button></form>`;
    const state = pageState([{ read: "clicks" }]);
    expect(state.read()).toBe("0");
    const submit = new Event("submit", { cancelable: true, bubbles: true });
    document.querySelector("form")?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    document.querySelector("button")?.click();
    expect(state.read()).toBe("1");
  });

  it("listens to nothing when no part counts clicks", () => {
    const listen = vi.spyOn(window, "addEventListener");
    pageState([{ read: "count", of: "form" }]);
    expect(listen).not.toHaveBeenCalled();
  });

  it("throws when the container is not on the page", () => {
    expect(() =>
      pageState([{ within: "Product details", read: "count" }]).read(),
    ).toThrow('No container named "Product details"');
  });
});
