// The functions the first-tap benchmark runs in the page. Playwright sends
// each to the page as it is written, so each uses nothing from outside its
// own body.

/**
 * @typedef {object} TapProbe
 * @property {number | null} frame ms from the tap's `pointerdown` to the end of the main
 *   thread's work on the first frame that shows the result
 */

/**
 * Before the tap: from `pointerdown` on, reads the widget's state at every
 * animation frame until the tap's result is there, then sets
 * `window.tapProbe.frame` to the time that frame took to come.
 * @param {{ read: () => string, after: (before: string) => string | null }} state
 */
export function armProbe(state) {
  const before = state.read();
  const target = state.after(before);
  /** @type {TapProbe} */
  const probe = { frame: null };
  Object.assign(window, { tapProbe: probe });
  const done = () => {
    const now = state.read();
    return target === null ? now !== before : now === target;
  };
  addEventListener(
    "pointerdown",
    (event) => {
      const start = event.timeStamp;
      // A frame's style, layout and paint run right after its animation
      // frame callbacks, in the same task; a message posted from a callback
      // arrives once they are done. (The callback's own timestamp is the
      // frame's start, which can come before a long click has even ended.)
      const check = () => {
        if (!done()) return requestAnimationFrame(check);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          probe.frame = performance.now() - start;
        };
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
}

/** The probe, once the tap's frame is measured; null until then. */
export function finishedProbe() {
  const { tapProbe } = /** @type {{ tapProbe?: TapProbe }} */ (
    /** @type {unknown} */ (window)
  );
  return tapProbe?.frame == null ? null : tapProbe;
}

/**
 * Resolves once a frame has painted the scroll, every image then on screen
 * has loaded (the lazy ones the scroll asked for), and the browser has been
 * idle; each wait gives up after `timeout` ms.
 * @param {number} timeout
 */
export async function scrollSettled(timeout) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await frame();
  await frame();
  /** @param {HTMLImageElement} img */
  const onScreen = (img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width > 0;
  };
  const start = performance.now();
  while (
    performance.now() - start < timeout &&
    [...document.images].some((img) => onScreen(img) && !img.complete)
  )
    await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout }));
}

/**
 * A selector that finds `element` again in a fresh load of the same page:
 * from its nearest ancestor with an id (or the body), each step by tag and
 * position among its siblings of that tag. The timed page then finds its
 * target with this alone, so Playwright's own script, which a locator
 * brings into the page and which listens to every pointer and mouse event,
 * never runs in the tap being timed.
 * @param {Element} element
 */
export function cssPath(element) {
  const steps = [];
  let node = element;
  while (node.parentElement && node !== document.body && !node.id) {
    const tag = node.localName;
    const same = [...node.parentElement.children].filter(
      (sibling) => sibling.localName === tag,
    );
    steps.unshift(`${tag}:nth-of-type(${same.indexOf(node) + 1})`);
    node = node.parentElement;
  }
  const start = node.id ? `#${CSS.escape(node.id)}` : node.localName;
  return [start, ...steps].join(" > ");
}

/**
 * Scrolls the element `selector` finds to the middle of the screen, as a
 * shopper's thumb would bring it.
 * @param {string} selector
 */
export function centreInView(selector) {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`Nothing at ${selector}`);
  element.scrollIntoView({ block: "center", inline: "center" });
  return null;
}

/**
 * The centre of the element `selector` finds, in the pixels of the visual
 * viewport, where a touch lands. They are the layout viewport's on a page
 * that fits the phone's width; on one wider (a floor page's images, with no
 * stylesheet to size them), the phone widens the layout viewport and
 * scrolls the visual one within it.
 * @param {string} selector
 */
export function centreOf(selector) {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`Nothing at ${selector}`);
  const box = element.getBoundingClientRect();
  const {
    offsetLeft = 0,
    offsetTop = 0,
    scale = 1,
  } = window.visualViewport ?? {};
  return {
    x: (box.x + box.width / 2 - offsetLeft) * scale,
    y: (box.y + box.height / 2 - offsetTop) * scale,
  };
}
