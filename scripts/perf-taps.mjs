// `npm run perf:taps`: the first-tap benchmark. For every interactive
// widget it opens the page cold (a new browser context, so an empty cache)
// under Lighthouse's mobile conditions (CPU 4x slower, 150 ms latency,
// 1.6 Mbps down, 750 Kbps up), waits for `load`, taps the widget once with
// a touch (scrolled to it first, and once the page has caught up with that
// scroll), and records two figures:
// - frame: from the tap's `pointerdown` to the end of the main thread's
//   work on the first frame in which the tap's result is in the DOM (its
//   style, layout and paint included: what the shopper sees);
// - event: the longest Event Timing duration of the tap's events (what INP
//   would count).
// Each widget runs RUNS times (5) throttled and as many unthrottled; the
// table gives medians. Not a test: timings on a shared machine are noisy, so
// compare figures from one run after the other. The CPU slowdown is
// relative to the host, so the run ends with the host's benchmark index
// (on Lighthouse's scale) and the phone that 4x emulates on it.
//
// Serves dist/ (run `npm run build` first), or the build SITE_ROOT names,
// with the production server on PERF_TAPS_PORT (4410). The geo-IP service is answered here; nothing
// leaves the machine. WIDGETS=gallery,zoom limits the widgets (by id
// prefix); OUT=file.json also writes every sample; the tap comes 3 s after
// `load` (a shopper looks before tapping; the "before" figures in
// docs/performance.md were taken so), and DELAY_MS=0 taps at
// `load` itself, before the islands' code has been fetched. CPU_RATE=6
// slows the CPU 6x instead of 4x (see MOBILE).
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PUBLIC_PATHS } from "./routes.mjs";
import { CHROMIUM_FLAGS } from "./chromium.mjs";

const repo = (/** @type {string} */ path) =>
  fileURLToPath(new URL(`../${path}`, import.meta.url));
const PORT = Number(process.env.PERF_TAPS_PORT ?? 4410);
const RUNS = Number(process.env.RUNS ?? 5);
const DELAY_MS = Number(process.env.DELAY_MS ?? 3000);
const ONLY = process.env.WIDGETS?.split(",").filter(Boolean) ?? [];
const BASE = `http://localhost:${PORT}`;
const SITE_ROOT = process.env.SITE_ROOT ?? repo("dist");
/** Longest wait for a tap's result before the sample counts as failed. */
const RESULT_TIMEOUT_MS = 15_000;
/** Longest wait for each step of the page catching up with a scroll. */
const SETTLE_TIMEOUT_MS = 3_000;

/**
 * Lighthouse's mobile preset, as CDP takes it (bytes per second). CPU_RATE
 * changes the CPU slowdown alone, to emulate a slower phone on a fast host
 * (or the phone an earlier run emulated on a slower one).
 */
const MOBILE = {
  cpu: Number(process.env.CPU_RATE ?? 4),
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

/**
 * @typedef {object} Widget
 * @property {string} id
 * @property {string} route
 * @property {string} label what the table in docs/performance.md calls it
 * @property {(page: import("@playwright/test").Page) => import("@playwright/test").Locator} target
 * @property {string} state a function body run in the page; returns the
 *   widget's visible state as a string. The tap's result is in the DOM once
 *   it differs from the state at the tap (or equals `expect`'s answer).
 * @property {string} [expect] a function body taking `before`; returns the
 *   state the tap must lead to, when a change alone could be something else
 *   (the banner turns by itself).
 */

const shown = `const shown = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });`;
const galleryState = `${shown}
  const section = document.querySelector('section[aria-label="Product images"]');
  return [...section.querySelectorAll("img")]
    .filter((img) => shown(img) && img.getBoundingClientRect().width > 200)
    .map((img) => img.alt).join("|");`;
const bannerSlides = `[...document.querySelectorAll('section[aria-label="Store promotions"] [aria-roledescription="slide"]')]`;
const bannerState = `return String(${bannerSlides}.findIndex((slide) => !slide.hidden));`;
const openDialogs = `return String(document.querySelectorAll("dialog[open]").length);`;

/** @type {Widget[]} */
const PRODUCT_WIDGETS = [
  {
    id: "gallery-next",
    route: "/",
    label: 'gallery "Next image"',
    // A button, or a label of the next image's radio.
    target: (page) =>
      page
        .getByRole("region", { name: "Product images" })
        .locator('[aria-label="Next image"], label[title="Next image"]')
        .filter({ visible: true })
        .first(),
    state: galleryState,
  },
  {
    id: "gallery-thumbnail",
    route: "/",
    label: "a thumbnail",
    // A button, or the label around the image's radio: what a finger hits.
    target: (page) =>
      page.locator(
        'button[aria-label="View image 4 of 8"], label:has(> input[aria-label="View image 4 of 8"])',
      ),
    state: galleryState,
  },
  {
    id: "colour",
    route: "/",
    label: "colour Grey",
    target: (page) =>
      page
        .getByRole("group", { name: /Colour/ })
        .locator("label")
        .filter({ hasText: "Grey" }),
    state: `${galleryState.replace("return", "const images =")}
      const legend = document.querySelector('input[name="colour"]')?.closest("fieldset")?.querySelector("legend");
      return images + "|" + legend?.innerText;`,
  },
  {
    id: "zoom",
    route: "/",
    label: "zoom (open the dialog)",
    target: (page) =>
      page.getByRole("button", { name: /^Zoom in:/ }).filter({ visible: true }),
    state: openDialogs,
  },
  {
    id: "tabs-next",
    route: "/",
    label: 'description "Next tab"',
    target: (page) => page.getByRole("button", { name: "Next tab" }),
    state: `${shown}
      const tab = document.querySelector('[role="tab"][aria-selected="true"]');
      const panels = [...document.querySelectorAll('[role="tabpanel"]')].filter(shown);
      return tab?.textContent + "|" + panels.map((p) => p.id).join(",");`,
  },
  {
    id: "write-review",
    route: "/",
    label: "Write a review",
    target: (page) => page.getByRole("button", { name: "Write a review" }),
    state: openDialogs,
  },
  {
    id: "reviews-filter",
    route: "/",
    label: "reviews filter 5 ★",
    target: (page) =>
      page
        .getByRole("group", { name: "Filter by rating" })
        .locator("label")
        .filter({ hasText: "5 ★" }),
    state: `${shown}
      const section = document.getElementById("reviews");
      return [...section.querySelectorAll("article h3")].filter(shown).map((h) => h.textContent).join(",") +
        "|" + [...section.querySelectorAll("button")].filter(shown).map((b) => b.textContent).join(",");`,
  },
  {
    id: "reviews-more",
    route: "/",
    label: '"Show more reviews"',
    target: (page) => page.getByRole("button", { name: /^Show more reviews/ }),
    state: `${shown}
      return String([...document.querySelectorAll("#reviews article")].filter(shown).length);`,
  },
  {
    id: "review-text",
    route: "/",
    label: 'a long review\'s "Show more"',
    target: (page) =>
      page
        .getByRole("region", { name: "Customer reviews" })
        .getByRole("button", { name: "Show more", exact: true })
        .first(),
    state: `return document.querySelector("#reviews article")?.innerText ?? "";`,
  },
  {
    id: "faq",
    route: "/",
    label: "an FAQ question",
    target: (page) => page.locator("summary").first(),
    state: `return String(document.querySelectorAll("details[open]").length);`,
  },
];

/** The banner and the menu, on every route. */
const ROUTES = [...PUBLIC_PATHS, "/404"];

/** @type {Widget[]} */
const CHROME_WIDGETS = ROUTES.flatMap((route) => [
  {
    id: `banner-previous${route}`,
    route,
    label: `banner "Previous message" (${route})`,
    target: (page) => page.getByRole("button", { name: "Previous message" }),
    state: bannerState,
    expect: `return String((Number(before) + ${bannerSlides}.length - 1) % ${bannerSlides}.length);`,
  },
  {
    id: `menu${route}`,
    route,
    label: `menu (${route})`,
    target: (page) => page.getByRole("button", { name: "Menu" }),
    state: `return String(document.querySelectorAll(":popover-open").length);`,
  },
]);

/** @type {Widget[]} */
const FORM_WIDGETS = [
  {
    id: "order-track",
    route: "/order-track",
    label: "Track order, empty (/order-track)",
    target: (page) => page.getByRole("button", { name: "Track order" }),
    state: `return String(document.body.innerText.includes("Please enter a tracking number"));`,
  },
];

const WIDGETS = [...PRODUCT_WIDGETS, ...FORM_WIDGETS, ...CHROME_WIDGETS].filter(
  (widget) => ONLY.length === 0 || ONLY.some((id) => widget.id.startsWith(id)),
);

/** `npm start`'s server on dist/, once it answers. */
async function startSite() {
  if (!existsSync(`${SITE_ROOT}/index.html`))
    throw new Error(`No build in ${SITE_ROOT}: run \`npm run build\` first.`);
  const child = spawn(process.execPath, [repo("server/serve.mjs")], {
    env: { ...process.env, SITE_ROOT, PORT: String(PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let tries = 0; tries < 150; tries++) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The server did not answer on ${BASE}`);
}

/** CHROMIUM_PATH, else Debian's Chromium, else Playwright's. */
function chromePath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}

/**
 * Runs in the page before the tap: on `pointerdown`, notes the time and
 * checks the widget's state at every animation frame until the result is
 * there; keeps every Event Timing entry from then on.
 */
function armProbe({ stateBody, expectBody }) {
  const state = new Function(stateBody);
  const expected = expectBody ? new Function("before", expectBody) : null;
  const before = state();
  const target = expected ? expected(before) : null;
  const probe = { start: null, frame: null, events: [] };
  window.__tapProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
      });
  }).observe({ type: "event", durationThreshold: 16 });
  const done = () => {
    const now = state();
    return target === null ? now !== before : now === target;
  };
  addEventListener(
    "pointerdown",
    (event) => {
      probe.start = event.timeStamp;
      // A frame's style, layout and paint run right after its animation
      // frame callbacks, in the same task; a message posted from a callback
      // arrives once they are done. (The callback's own timestamp is the
      // frame's start, which can come before a long click has even ended.)
      const check = () => {
        if (!done()) return requestAnimationFrame(check);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          probe.frame = performance.now() - probe.start;
        };
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
  return before;
}

/**
 * Runs in the page: resolves once a frame has painted the scroll, every
 * image then on screen has loaded (the lazy ones the scroll asked for), and
 * the browser has been idle; each wait gives up after `timeout` ms.
 */
async function scrollSettled(timeout) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await frame();
  await frame();
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
 * Runs in a blank page: how fast this host runs script, on the scale of
 * Lighthouse's benchmark index (copies of a 100,000-integer array per
 * second, divided by 10, over half a second). A Pixel 5 scores about
 * 1,000; with the CPU 4x slower the benchmark emulates a phone scoring a
 * quarter of this host's figure.
 */
function benchmarkIndex() {
  const a = Array.from({ length: 100_000 }, (_, i) => i);
  const b = [...a];
  const start = performance.now();
  let copies = 0;
  while (copies % 10 !== 0 || performance.now() - start < 500) {
    const [from, to] = copies % 2 ? [b, a] : [a, b];
    for (let i = 0; i < from.length; i++) to[i] = from[i];
    copies++;
  }
  return Math.round(copies / 10 / ((performance.now() - start) / 1000));
}

/**
 * This host's benchmark index, in a page of its own, unthrottled: the
 * median of three runs after one that warms the script engine up.
 */
async function hostIndex(browser) {
  const page = await browser.newPage();
  try {
    await page.evaluate(benchmarkIndex);
    const runs = [];
    for (let run = 0; run < 3; run++)
      runs.push(await page.evaluate(benchmarkIndex));
    return median(runs);
  } finally {
    await page.close();
  }
}

/**
 * One cold sample of `widget`: the frame and event figures in ms, or null
 * when the result never came.
 */
async function sample(browser, widget, throttled) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.route(
    (url) => url.hostname !== "localhost",
    (route) =>
      route.request().url().includes("json")
        ? route.fulfill({ json: { country_code: "US" } })
        : route.abort(),
  );
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    if (throttled) {
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", MOBILE.network);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpu });
    }
    await page.goto(`${BASE}${widget.route}`, { waitUntil: "load" });
    if (DELAY_MS > 0) await page.waitForTimeout(DELAY_MS);
    const target = widget.target(page);
    // Scrolled to the widget first, as a shopper's thumb would, and tapped
    // once the page has caught up with the scroll: a shopper sees the
    // control before tapping it, and the scroll's own work (the sticky bar
    // appearing, the images it brought in, the new part of the page
    // painted) is not the tap's.
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(scrollSettled, SETTLE_TIMEOUT_MS);
    const box = await target.boundingBox();
    if (!box) throw new Error(`${widget.id}: nothing to tap`);
    await page.evaluate(armProbe, {
      stateBody: widget.state,
      expectBody: widget.expect ?? null,
    });
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const probe = await page
      .waitForFunction(
        () => (window.__tapProbe.frame === null ? null : window.__tapProbe),
        null,
        { timeout: RESULT_TIMEOUT_MS, polling: 50 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    if (!probe) return null;
    const events = probe.events.filter(
      (entry) => entry.start >= probe.start - 1,
    );
    return {
      frame: probe.frame,
      event: Math.max(0, ...events.map((entry) => entry.duration)),
    };
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ values) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
};

const site = await startSite();
const browser = await chromium.launch({
  executablePath: chromePath(),
  args: CHROMIUM_FLAGS,
});
const rows = [];
const samples = {};
const indexes = [await hostIndex(browser)];
try {
  for (const widget of WIDGETS) {
    const runs = { throttled: [], unthrottled: [] };
    for (const throttled of [true, false])
      for (let run = 0; run < RUNS; run++) {
        const result = await sample(browser, widget, throttled);
        runs[throttled ? "throttled" : "unthrottled"].push(result);
      }
    samples[widget.id] = runs;
    const figures = (list) => ({
      frame: median(list.filter(Boolean).map((r) => r.frame)),
      event: median(list.filter(Boolean).map((r) => r.event)),
      failed: list.filter((r) => r === null).length,
    });
    const mobile = figures(runs.throttled);
    const desk = figures(runs.unthrottled);
    const row = {
      widget: widget.label,
      "mobile frame ms": Math.round(mobile.frame),
      "mobile event ms": Math.round(mobile.event),
      "unthrottled frame ms": Math.round(desk.frame),
      "unthrottled event ms": Math.round(desk.event),
      "no result": mobile.failed + desk.failed,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  indexes.push(await hostIndex(browser));
} finally {
  await browser.close();
  site.kill();
}
console.table(rows);
console.log(
  `Host benchmark index ${indexes.join(" at the start, ")} at the end: ` +
    `at CPU ${MOBILE.cpu}x, a phone scoring about ` +
    indexes.map((index) => Math.round(index / MOBILE.cpu)).join(" and ") +
    " (a Pixel 5 scores about 1,000).",
);
if (process.env.OUT)
  await writeFile(
    process.env.OUT,
    JSON.stringify({ rows, samples, benchmarkIndex: indexes }, null, 2),
  );
