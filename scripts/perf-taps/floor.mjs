// A widget's floor: the same control and what it acts on, alone on a blank
// page with the browser's own styles and no script, built from the page's
// own markup as the build serves it. Tapped with the same probe in the same
// run, it is what the platform alone costs on that host at that moment, so
// a widget's time minus its floor is the store's part, and a budget on that
// difference holds on a busy host as on a quiet one.
//
// A widget whose behaviour is a custom element's script has no platform
// control to tap: its floor is the element's markup as the tap finds it,
// and the tap's own changes to that markup (`recordTap`, on the live page),
// written back by the floor page's one listener, so the floor shows what
// the widget shows (the cards, the panel) with nothing of the store's
// script deciding it.
//
// `floorMarkup` and `recordTap` run in a page (they need DOMParser and the
// live DOM), so each uses nothing from outside its own body; `floorPage`
// writes the page.

/**
 * @typedef {import("./page-state.mjs").StatePart} StatePart
 * @typedef {{ n: string, name: string, value: string | null } | { n: string, html: string }} Change
 *   one change a tap made to a widget's markup: an attribute's new value
 *   (null: removed), or an element's new content, on the element numbered
 *   `n` (its FLOOR_NUMBER attribute)
 * @typedef {object} Floor
 * @property {"dialog" | "popover" | "details" | "radios" | "radio-widget" | "markup"} kind
 *   what answers the tap: a dialog or a popover shown by its invoker, a
 *   `<details>` (with the others of its name), a radio of a group; or, for
 *   a widget whose behaviour is a custom element's script (a radio group
 *   inside one, or any other control), its markup and the changes the tap
 *   made to it, written back on the click (`replay`)
 * @property {string} body the floor page's body: the control and its targets
 * @property {string} tap a selector for what to tap on the floor page
 * @property {Change[]} replay what the floor page writes on the tap's click
 *   (a script widget's floor's, replaysTap; none for the others)
 * @property {StatePart[]} state what the tap changes there, for the probe
 * @property {string} lang the page's language
 * @property {string} viewport the page's viewport meta
 */

/**
 * The floor of the control `path` selects in `html` (a page as the build
 * serves it). Its targets, by what the platform does with the control:
 * - a `commandfor` or `popovertarget` invoker: the element it names;
 * - a `<summary>`: its `<details>` and every other of the same `name`;
 * - a radio or the label of one: the smallest element holding the control
 *   and every radio of its group (the group's fieldset, when it has one),
 *   or, inside one of the store's custom elements, that element;
 * - else, inside one of the store's custom elements (`elements`), that
 *   element: the markup its script would act on, with no script.
 * Everything keeps its ids and attributes, so invokers, popovers, `<details
 * name>` and radios work natively; scripts, stylesheets, `<style>`, style
 * attributes and event-handler attributes are left out. A label with
 * nothing in it (drawn by the stylesheet alone) has no box on a page with
 * no stylesheet: the floor taps the radio it labels instead.
 * @param {{ html: string, path: string, elements: string[], localName?: string, changes?: Change[] }} input
 *   `localName`: the control's, as the live page has it, to check the
 *   served markup holds the same element at `path`; `changes`: what the
 *   tap changed in a custom element's markup (`recordTap`, whose snapshot
 *   is then `html`)
 * @returns {Floor}
 */
export function floorMarkup({ html, path, elements, localName, changes }) {
  const source = new DOMParser().parseFromString(html, "text/html");
  const control = source.querySelector(path);
  if (!control) throw new Error(`Nothing at ${path} in the served markup`);
  if (localName && control.localName !== localName)
    throw new Error(
      `At ${path} the served markup has <${control.localName}>, the page <${localName}>`,
    );
  const byId = (/** @type {string | null} */ id) =>
    id ? source.getElementById(id) : null;
  /** @param {string} value */
  const quoted = (value) => `"${value.replace(/["\\]/g, "\\$&")}"`;

  /** @type {Floor["kind"]} */
  let kind;
  /** @type {Element[]} */
  let targets;
  /** @type {StatePart[]} */
  let state;
  let tapped = control;
  /** @type {Change[]} */
  let replay = [];
  const invoker = control.closest("[commandfor], [popovertarget]");
  const summary = control.closest("summary");
  const label = control.closest("label");
  const labelled = /** @type {HTMLLabelElement | null} */ (label)?.control;
  const radio = control.localName === "input" ? control : (labelled ?? null);
  const widget =
    elements.length > 0 ? control.closest(elements.join(",")) : null;
  if (invoker) {
    const name =
      invoker.getAttribute("commandfor") ??
      invoker.getAttribute("popovertarget");
    const target = byId(name);
    if (!target) throw new Error(`${path} invokes #${name}, not in the page`);
    kind = target.hasAttribute("popover") ? "popover" : "dialog";
    targets = [invoker, target];
    state = [
      kind === "popover"
        ? { read: "count", of: ":popover-open" }
        : { read: "count", of: "dialog[open]" },
    ];
  } else if (summary?.parentElement?.localName === "details") {
    const details = summary.parentElement;
    const name = details.getAttribute("name");
    kind = "details";
    targets = name
      ? [...source.querySelectorAll(`details[name=${quoted(name)}]`)]
      : [details];
    state = [{ read: "text", of: "details[open] > summary" }];
  } else if (radio?.getAttribute("type") === "radio") {
    const name = radio.getAttribute("name") ?? "";
    const of = `input[type=radio][name=${quoted(name)}]`;
    const group = name ? [...source.querySelectorAll(of)] : [radio];
    /** @type {Element | null} */
    let box = control.parentElement;
    while (box && !group.every((input) => box?.contains(input)))
      box = box.parentElement;
    if (!box) throw new Error(`No element holds ${path} and its radios`);
    // A group inside a store element is that element's: its script acts on
    // the element when the radio changes.
    kind = widget ? "radio-widget" : "radios";
    targets = [widget ?? box.closest("fieldset") ?? box];
    state = [{ read: "checked", of }];
    if (widget) replay = changes ?? [];
    const drawnOnly =
      label &&
      !label.textContent?.trim() &&
      !label.querySelector("img, svg, picture, input, video, canvas");
    if (drawnOnly) tapped = radio;
  } else if (widget) {
    kind = "markup";
    targets = [widget];
    state = [{ read: "clicks" }];
    replay = changes ?? [];
  } else {
    throw new Error(
      `${path}: no invoker, <details>, radio or store element to build a floor of`,
    );
  }

  // One copy of each target, in the page's order: none inside another.
  const parts = targets
    .filter(
      (part, i) =>
        targets.indexOf(part) === i &&
        !targets.some((other) => other !== part && other.contains(part)),
    )
    .sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  if (!parts.some((part) => part.contains(tapped)))
    throw new Error(`${path}: what the floor taps is not in its markup`);
  const mark = "data-floor-tap";
  tapped.setAttribute(mark, "");
  const floor = source.implementation.createHTMLDocument("");
  for (const part of parts) floor.body.append(floor.importNode(part, true));
  tapped.removeAttribute(mark);
  for (const element of floor.body.querySelectorAll(
    "script, style, link, noscript",
  ))
    element.remove();
  for (const element of floor.body.querySelectorAll("*"))
    for (const { name } of [...element.attributes])
      if (name === "style" || name.startsWith("on"))
        element.removeAttribute(name);
  return {
    kind,
    body: floor.body.innerHTML,
    // The copy keeps the mark: an attribute no style or script reads.
    tap: `[${mark}]`,
    state,
    replay,
    lang: source.documentElement.lang,
    viewport:
      source.querySelector("meta[name=viewport]")?.getAttribute("content") ??
      "width=device-width, initial-scale=1",
  };
}

/**
 * In the live page, with its scripts: numbers every element of the custom
 * element (`elements`) holding the control at `path` (FLOOR_NUMBER, an
 * attribute no style or script reads), takes the page's markup, then clicks
 * the control and, 500 ms later, gives what the click changed in the
 * element: each attribute's new value, and the new content of an element
 * whose children or text changed (the outermost one). The submit a click
 * may start is stopped once the page's own listeners have had it.
 * @param {{ path: string, elements: string[], mark: string }} input `mark`:
 *   FLOOR_NUMBER
 * @returns {Promise<{ html: string, changes: Change[] }>}
 */
export async function recordTap({ path, elements, mark }) {
  const control = document.querySelector(path);
  const widget = control?.closest(elements.join(","));
  if (!(control instanceof HTMLElement) || !widget)
    throw new Error(`No store element holds ${path}`);
  [widget, ...widget.querySelectorAll("*")].forEach((element, i) =>
    element.setAttribute(mark, String(i)),
  );
  const html = `<!doctype html>${document.documentElement.outerHTML}`;
  /** @type {Map<Element, Set<string>>} */
  const attributes = new Map();
  /** @type {Set<Element>} */
  const contents = new Set();
  /** @param {Node} node */
  const numbered = (node) =>
    (node instanceof Element ? node : node.parentElement)?.closest(`[${mark}]`);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const element = numbered(record.target);
      if (!element) continue;
      if (record.type === "attributes" && element === record.target)
        attributes.set(
          element,
          (attributes.get(element) ?? new Set()).add(
            record.attributeName ?? "",
          ),
        );
      else contents.add(element);
    }
  });
  observer.observe(widget, {
    attributes: true,
    characterData: true,
    childList: true,
    subtree: true,
  });
  const stop = (/** @type {Event} */ event) => event.preventDefault();
  addEventListener("submit", stop);
  control.click();
  await new Promise((done) => setTimeout(done, 500));
  removeEventListener("submit", stop);
  observer.disconnect();
  const outer = [...contents].filter(
    (element) =>
      ![...contents].some(
        (other) => other !== element && other.contains(element),
      ),
  );
  const inside = (/** @type {Element} */ element) =>
    outer.some((other) => other !== element && other.contains(element));
  /** @type {Change[]} */
  const changes = outer.map((element) => ({
    n: element.getAttribute(mark) ?? "",
    html: element.innerHTML,
  }));
  for (const [element, names] of attributes)
    if (!inside(element))
      for (const name of names)
        changes.push({
          n: element.getAttribute(mark) ?? "",
          name,
          value: element.getAttribute(name),
        });
  return { html, changes };
}

/**
 * Whether a floor of this kind is a script widget's, built from the page as
 * the tap finds it with the tap's changes (recordTap).
 * @param {Floor["kind"]} kind
 */
export const replaysTap = (kind) =>
  kind === "markup" || kind === "radio-widget";

/** The attribute recordTap numbers a widget's elements by, kept on the floor. */
export const FLOOR_NUMBER = "data-floor-n";

/** @param {string} text */
const escapeAttribute = (text) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The floor page: a blank document, the page's language and viewport (a
 * phone waits for a double tap on a page without one), no stylesheet, the
 * floor's markup in its body, and no script but, when the floor has
 * changes to replay, one listener that writes them on the tap's click.
 * @param {Pick<Floor, "body" | "lang" | "viewport"> & Partial<Pick<Floor, "tap" | "replay">>} floor
 */
export function floorPage({ body, lang, viewport, tap, replay = [] }) {
  const script =
    tap && replay.length > 0
      ? `<script>${replayScript(tap, replay).replace(/<\//g, "<\\/")}</script>`
      : "";
  return [
    "<!doctype html>",
    `<html${lang ? ` lang="${escapeAttribute(lang)}"` : ""}>`,
    "<head>",
    '<meta charset="utf-8">',
    `<meta name="viewport" content="${escapeAttribute(viewport)}">`,
    "<title>Floor</title>",
    "</head>",
    `<body>${body}${script}</body>`,
    "</html>",
  ].join("\n");
}

/**
 * The floor page's listener: on the click of what `tap` selects, each
 * change written to the element of its number.
 * @param {string} tap
 * @param {Change[]} replay
 */
const replayScript = (
  tap,
  replay,
) => `const changes = ${JSON.stringify(replay)};
document.querySelector(${JSON.stringify(tap)}).addEventListener("click", () => {
  for (const change of changes) {
    const element = document.querySelector(\`[${FLOOR_NUMBER}="\${change.n}"]\`);
    if (!element) continue;
    if ("html" in change) element.innerHTML = change.html;
    else if (change.value === null) element.removeAttribute(change.name);
    else element.setAttribute(change.name, change.value);
  }
});`;

/** What a floor of each kind holds, for the table. */
export const FLOOR_KINDS = {
  dialog: "dialog",
  popover: "popover",
  details: "details",
  radios: "radios",
  "radio-widget": "radios, changes replayed",
  markup: "markup, changes replayed",
};
