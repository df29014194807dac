import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import { FLOOR_NUMBER, floorMarkup, floorPage, recordTap } from "./floor.mjs";

/** A built page: a stylesheet, a script, and the widgets' markup. */
const page = (/** @type {string} */ body) => `<!doctype html>
<html lang="de"><head>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/_astro/base.css"><style>.a{color:red}</style>
<script type="module" src="/_astro/page.js"></script>
</head><body><header><a href="/">Shop</a></header><main>${body}</main>
<script>console.log("page")</script></body></html>`;

/** @param {string} path */
const floorOf = (/** @type {string} */ body, path, elements = ["shop-tabs"]) =>
  floorMarkup({ html: page(body), path, elements });

/**
 * The floor page as the browser gets it, and what its tap selector finds.
 * @param {import("./floor.mjs").Floor} floor
 */
function served(floor) {
  const html = floorPage(floor);
  const doc = new DOMParser().parseFromString(html, "text/html");
  return { html, doc, tapped: doc.querySelector(floor.tap) };
}

describe("floorMarkup", () => {
  it("puts a dialog's invoker and its dialog alone on the page, ids and commands kept, no style or script", () => {
    const floor = floorOf(
      `<section><p>Reviews</p>
        <button type="button" commandfor="write" command="show-modal" class="btn" style="color:red" onclick="go()">Write a review</button></section>
       <div><dialog id="write" aria-labelledby="h"><form><h2 id="h">Write</h2><script>x()</script><input name="n" style="width:1px"></form></dialog></div>`,
      "main > section:nth-of-type(1) > button:nth-of-type(1)",
    );
    expect(floor.kind).toBe("dialog");
    expect(floor.state).toEqual([{ read: "count", of: "dialog[open]" }]);
    const { html, doc, tapped } = served(floor);
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).not.toMatch(
      /<script|<style|<link|style=|onclick|Reviews|Shop/,
    );
    expect(tapped?.textContent).toBe("Write a review");
    expect(tapped?.getAttribute("commandfor")).toBe("write");
    expect(tapped?.getAttribute("command")).toBe("show-modal");
    expect(tapped?.className).toBe("btn");
    expect(doc.getElementById("write")?.localName).toBe("dialog");
    expect([...doc.body.children].map((child) => child.localName)).toEqual([
      "button",
      "dialog",
    ]);
  });

  it("shows a popover by its own state, and keeps the page's language and viewport", () => {
    const floor = floorOf(
      `<nav id="menu" popover="auto"><a href="/a">A</a></nav><button popovertarget="menu" aria-label="Menu"><span class="icon"></span></button>`,
      "main > button:nth-of-type(1)",
    );
    expect(floor.kind).toBe("popover");
    expect(floor.state).toEqual([{ read: "count", of: ":popover-open" }]);
    const { html, doc, tapped } = served(floor);
    // In the page's order: the popover first.
    expect([...doc.body.children].map((child) => child.localName)).toEqual([
      "nav",
      "button",
    ]);
    expect(tapped?.getAttribute("aria-label")).toBe("Menu");
    expect(doc.documentElement.lang).toBe("de");
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
  });

  it("takes a summary's details with every other of its name, and no other", () => {
    const floor = floorOf(
      `<div><details name="faq"><summary>One</summary><p>1</p></details>
        <details name="faq"><summary>Two</summary><p>2</p></details></div>
       <details name="other"><summary>Else</summary></details>
       <p><details name="faq"><summary>Three</summary></details></p>`,
      "main > div:nth-of-type(1) > details:nth-of-type(2) > summary:nth-of-type(1)",
    );
    expect(floor.kind).toBe("details");
    const { doc, tapped } = served(floor);
    expect(
      [...doc.querySelectorAll("summary")].map((s) => s.textContent),
    ).toEqual(["One", "Two", "Three"]);
    expect(tapped?.textContent).toBe("Two");
    expect(doc.querySelectorAll('details[name="faq"]')).toHaveLength(3);
  });

  it("takes a radio group's smallest holder, and taps the radio of a label the stylesheet alone draws", () => {
    const gallery = `<section aria-label="Product images">
        <input type="radio" name="image" value="colour" hidden checked>
        <div><img src="/a.webp" alt="Black" width="1600"><label for="img-1" title="Next image"></label></div>
        <ul><li><label><input type="radio" id="img-0" name="image" value="0"><img src="/t0.webp" alt=""></label></li>
            <li><label><input type="radio" id="img-1" name="image" value="1"><img src="/t1.webp" alt=""></label></li></ul>
      </section><fieldset><legend>Colour</legend><div><label><input type="radio" name="colour" value="black">Black</label><label><input type="radio" name="colour" value="grey">Grey</label></div></fieldset>`;
    const arrow = floorOf(
      gallery,
      "main > section:nth-of-type(1) > div:nth-of-type(1) > label:nth-of-type(1)",
    );
    expect(arrow.kind).toBe("radios");
    expect(arrow.state).toEqual([
      { read: "checked", of: 'input[type=radio][name="image"]' },
    ]);
    const shown = served(arrow);
    expect(shown.doc.body.children).toHaveLength(1);
    expect(shown.doc.body.firstElementChild?.getAttribute("aria-label")).toBe(
      "Product images",
    );
    expect(shown.doc.querySelector("fieldset")).toBeNull();
    expect(shown.tapped?.id).toBe("img-1");
    // A thumbnail's label holds its image: a finger hits the label.
    const thumbnail = floorOf(
      gallery,
      "main > section:nth-of-type(1) > ul:nth-of-type(1) > li:nth-of-type(2) > label:nth-of-type(1)",
    );
    expect(served(thumbnail).tapped?.localName).toBe("label");
    // A group with a fieldset: the fieldset, legend and all.
    const colour = floorOf(
      gallery,
      "main > fieldset:nth-of-type(1) > div:nth-of-type(1) > label:nth-of-type(2)",
    );
    const { doc, tapped } = served(colour);
    expect(doc.body.firstElementChild?.localName).toBe("fieldset");
    expect(doc.querySelector("legend")?.textContent).toBe("Colour");
    expect(tapped?.textContent).toBe("Grey");
  });

  it("takes a script widget's own element, with no script, and waits for the click alone", () => {
    const floor = floorOf(
      `<shop-tabs class="block"><section aria-label="Details"><button type="button" value="1" aria-label="Next tab"></button>
        <div role="tabpanel" id="p1">One</div></section></shop-tabs>`,
      "main > shop-tabs:nth-of-type(1) > section:nth-of-type(1) > button:nth-of-type(1)",
    );
    expect(floor.kind).toBe("markup");
    expect(floor.state).toEqual([{ read: "clicks" }]);
    expect(floor.replay).toEqual([]);
    const { doc, tapped } = served(floor);
    expect(doc.body.firstElementChild?.localName).toBe("shop-tabs");
    expect(tapped?.getAttribute("aria-label")).toBe("Next tab");
    expect(doc.getElementById("p1")).not.toBeNull();
  });

  it("refuses a control it cannot build a floor of, or one the served markup does not hold", () => {
    const markup = `<other-widget><button>Go</button></other-widget>`;
    expect(() =>
      floorOf(markup, "main > other-widget:nth-of-type(1) > button"),
    ).toThrow(/no invoker/);
    expect(() => floorOf(markup, "main > aside")).toThrow(
      "Nothing at main > aside",
    );
    expect(() =>
      floorMarkup({
        html: page(markup),
        path: "main > other-widget > button",
        elements: [],
        localName: "label",
      }),
    ).toThrow("the served markup has <button>, the page <label>");
    expect(() =>
      floorOf(`<button commandfor="gone">Open</button>`, "main > button"),
    ).toThrow("invokes #gone");
  });
});

describe("a script widget's floor", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  /** A tab widget whose script shows the next panel and renames its button. */
  function tabs() {
    document.body.innerHTML = `<main><shop-tabs><button type="button">Next tab</button>
      <div id="one">One</div><div id="two" hidden>Two</div></shop-tabs><p>Page</p></main>`;
    const button = /** @type {HTMLButtonElement} */ (
      document.querySelector("button")
    );
    button.addEventListener("click", () => {
      document.getElementById("one")?.setAttribute("hidden", "");
      document.getElementById("two")?.removeAttribute("hidden");
      button.textContent = "Back";
    });
  }
  const path = "main > shop-tabs > button";
  const input = { path, elements: ["shop-tabs"], mark: FLOOR_NUMBER };

  it("records what a tap changed in the widget's markup, numbered, with the markup as the tap found it", async () => {
    tabs();
    const { html, changes } = await recordTap(input);
    // shop-tabs is 0, the button 1, the panels 2 and 3.
    expect(html).toContain(`<div id="two" hidden="" ${FLOOR_NUMBER}="3">Two`);
    expect(html).not.toContain(`<p ${FLOOR_NUMBER}`);
    expect(changes).toEqual([
      { n: "1", html: "Back" },
      { n: "2", name: "hidden", value: "" },
      { n: "3", name: "hidden", value: null },
    ]);
  });

  it("refuses a control no store element holds", async () => {
    tabs();
    await expect(
      recordTap({ ...input, elements: ["other-tabs"] }),
    ).rejects.toThrow("No store element holds");
  });

  it("writes the recorded changes back on the floor's click, and only then", async () => {
    tabs();
    const { html, changes } = await recordTap(input);
    const floor = floorMarkup({
      html,
      path,
      elements: ["shop-tabs"],
      changes,
    });
    expect(floor.replay).toEqual(changes);
    const served = floorPage(floor);
    expect(served.match(/<script>/g)).toHaveLength(1);
    const { window } = new JSDOM(served, { runScripts: "dangerously" });
    const two = () => window.document.getElementById("two");
    expect(two()?.hidden).toBe(true);
    window.document
      .querySelector(floor.tap)
      ?.dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
    expect(two()?.hidden).toBe(false);
    expect(window.document.getElementById("one")?.hidden).toBe(true);
    expect(window.document.querySelector(floor.tap)?.textContent).toBe("Back");
  });

  it("keeps recorded markup from closing the floor's script", () => {
    const served = floorPage({
      body: `<button ${FLOOR_NUMBER}="0" data-floor-tap>Go</button>`,
      lang: "en",
      viewport: "width=device-width",
      tap: "[data-floor-tap]",
      replay: [{ n: "0", html: "</script><b>x</b>" }],
    });
    expect(served.match(/<\/script>/g)).toHaveLength(1);
  });

  it("takes a radio group inside a store element with that element, and replays the tap there", async () => {
    document.body.innerHTML = `<main><shop-list><fieldset><legend>Rating</legend>
      <label><input type="radio" name="r" value="all" checked>All</label>
      <label><input type="radio" name="r" value="5">5 stars</label></fieldset>
      <article data-rating="5">Great</article><article data-rating="3">Fine</article></shop-list></main>`;
    document.querySelector("shop-list")?.addEventListener("change", () => {
      document.querySelector('[data-rating="3"]')?.setAttribute("hidden", "");
    });
    const path = "main > shop-list > fieldset > label:nth-of-type(2)";
    const elements = ["shop-list"];
    const { html, changes } = await recordTap({
      path,
      elements,
      mark: FLOOR_NUMBER,
    });
    const floor = floorMarkup({ html, path, elements, changes });
    expect(floor.kind).toBe("radio-widget");
    expect(floor.state).toEqual([
      { read: "checked", of: 'input[type=radio][name="r"]' },
    ]);
    expect(floor.replay).toEqual([
      { n: expect.any(String), name: "hidden", value: "" },
    ]);
    const { doc, tapped } = served(floor);
    expect(doc.body.firstElementChild?.localName).toBe("shop-list");
    expect(doc.querySelectorAll("article")).toHaveLength(2);
    expect(tapped?.textContent).toBe("5 stars");
  });

  it("replays nothing for a platform control's floor", () => {
    const floor = floorMarkup({
      html: page(
        `<button commandfor="d" command="show-modal">Open</button><dialog id="d">Hi</dialog>`,
      ),
      path: "main > button",
      elements: [],
      changes: [{ n: "0", name: "hidden", value: "" }],
    });
    expect(floor.replay).toEqual([]);
    expect(floorPage(floor)).not.toContain("<script");
  });
});

describe("floorPage", () => {
  it("is a blank document with no stylesheet and no script, around the floor's markup", () => {
    const html = floorPage({
      body: "<button>Go</button>",
      lang: 'x"y',
      viewport: "width=device-width",
    });
    expect(html.split("\n")[0]).toBe("<!doctype html>");
    expect(html).toContain('<html lang="x&quot;y">');
    expect(html).toContain("<body><button>Go</button></body>");
    expect(html).not.toMatch(/<script|<style|<link/);
  });
});
