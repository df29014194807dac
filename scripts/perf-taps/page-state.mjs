// What a tap changes, read in the page. A scenario describes the state its
// tap changes as data (parts, below); `pageState` turns that into a reader.
// Playwright sends `pageState` to the page as it is written, so it uses
// nothing from outside its own body.

/**
 * @typedef {object} StatePart one thing a tap changes, within a container
 * @property {string} [within] the container's accessible name, or its
 *   start (its aria-label, the text its aria-labelledby names, or its
 *   legend); the whole document without it
 * @property {"alts" | "text" | "count" | "ids" | "index" | "shows" | "checked" | "clicks"} read
 *   alts: the alt texts of the large images shown (a gallery's photo);
 *   text: the text of the shown elements `of` names (the container without it);
 *   count: how many elements `of` names are shown;
 *   ids: the ids of the shown elements `of` names;
 *   index: the position of the first shown one among them;
 *   shows: whether the rendered text of the container, or of a shown
 *   element `of` names, includes `text`;
 *   checked: the values of the checked inputs `of` names, shown or not;
 *   clicks: how many clicks the page has had since the reader was made
 *   (a floor page with no script has no other state a tap changes; a
 *   form's submission is held there, so the page stays to be measured)
 * @property {string} [of] a CSS selector, within the container
 * @property {boolean} [first] text of the first match only
 * @property {string} [text] for `shows`
 * @property {number} [step] for `index`: the tap moves the shown one by
 *   this many, round the end (a carousel that also turns by itself)
 */

/**
 * The reader of a widget's state, for the tap probe: `read()` gives the
 * state as a string; `after(before)` gives the state the tap must lead to
 * when a change alone could be something else (a part with a `step`), else
 * null (any change is the tap's).
 * @param {StatePart[]} parts
 * @returns {{ read: () => string, after: (before: string) => string | null }}
 */
export function pageState(parts) {
  /** @param {Element} element */
  const shown = (element) =>
    element.checkVisibility({
      visibilityProperty: true,
      opacityProperty: true,
    });
  /** @param {Element} element */
  const nameOf = (element) => {
    const label = element.getAttribute("aria-label");
    if (label) return label;
    const ids = element.getAttribute("aria-labelledby");
    if (ids)
      return ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
    if (element.localName === "fieldset")
      return element.querySelector("legend")?.textContent ?? "";
    return "";
  };
  /**
   * Found once, at the first read (before the tap), so the reads in the
   * tap's frames cost the page as little as they can.
   * @type {Map<string | undefined, Element>}
   */
  const containers = new Map();
  /** @param {string | undefined} name */
  const container = (name) => {
    const known = containers.get(name);
    if (known?.isConnected) return known;
    const found =
      name === undefined
        ? document.body
        : [
            ...document.querySelectorAll(
              "[aria-label], [aria-labelledby], fieldset",
            ),
          ].find((element) => nameOf(element).trim().startsWith(name));
    if (!found) throw new Error(`No container named "${name}"`);
    containers.set(name, found);
    return found;
  };
  let clicks = 0;
  if (parts.some((part) => part.read === "clicks")) {
    addEventListener("click", () => clicks++, { capture: true });
    addEventListener("submit", (event) => event.preventDefault(), {
      capture: true,
    });
  }
  /** @param {Element} element */
  const text = (element) =>
    /** @type {HTMLElement} */ (element).innerText ?? element.textContent;
  /** @param {StatePart} part */
  const readPart = (part) => {
    const root = container(part.within);
    const matches = part.of
      ? [...root.querySelectorAll(part.of)].filter(shown)
      : [root];
    switch (part.read) {
      case "alts":
        return [...root.querySelectorAll("img")]
          .filter(
            (img) => shown(img) && img.getBoundingClientRect().width > 200,
          )
          .map((img) => img.alt)
          .join("|");
      case "text":
        return (part.first ? matches.slice(0, 1) : matches).map(text).join("|");
      case "count":
        return String(matches.length);
      case "ids":
        return matches.map((element) => element.id).join(",");
      case "index":
        return String(
          [...root.querySelectorAll(part.of ?? "*")].findIndex(shown),
        );
      case "shows":
        return String(
          matches.some((element) => text(element).includes(part.text ?? "")),
        );
      case "checked":
        return [...root.querySelectorAll(part.of ?? "input")]
          .filter((input) => /** @type {HTMLInputElement} */ (input).checked)
          .map((input) => /** @type {HTMLInputElement} */ (input).value)
          .join(",");
      case "clicks":
        return String(clicks);
    }
  };
  /** @param {StatePart} part */
  const count = (part) =>
    container(part.within).querySelectorAll(part.of ?? "*").length;
  return {
    read: () => parts.map(readPart).join("\n"),
    after: (before) => {
      if (!parts.some((part) => part.step)) return null;
      const values = before.split("\n");
      return parts
        .map((part, i) => {
          const value = values[i] ?? "";
          if (!part.step) return value;
          const n = count(part);
          return String((((Number(value) + part.step) % n) + n) % n);
        })
        .join("\n");
    },
  };
}
