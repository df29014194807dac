// `npm run perf:taps`: the first-tap benchmark, on a pinned phone. For every
// widget a shopper taps (scripts/perf-taps/scenarios.mjs) it opens the page
// cold (a new browser context, so an empty cache) on the emulated phone,
// waits for `load` and DELAY_MS more, scrolls the widget to the middle of
// the screen (found by a selector, so Playwright's own script is never in
// the timed page), waits for the page to catch up with the scroll, taps
// once with a touch, and measures from the tap's `pointerdown` to the end
// of the main thread's work on the first frame that shows the result (its style, layout and paint included:
// what the shopper sees). Each widget runs TAP_BUDGET.runs times, and as
// many times its floor (scripts/perf-taps/floor.mjs): the same control and
// what it acts on, taken from the served page's markup (a script widget's
// from the page as the tap finds it, with the tap's changes written back)
// and put alone on a blank page with no stylesheet, tapped the same way,
// widget and floor in turn. The widget's median must be within its floor's
// plus TAP_FLOOR_MARGIN_MS (scripts/budgets.mjs); TAP_BUDGET.firstTapMs,
// the target on a quiet host, is printed beside it.
//
// The phone: Lighthouse's mobile network (150 ms latency, 1.6 Mbps down,
// 750 Kbps up) and a CPU slowed by this host's benchmark index (measured
// with Lighthouse's own benchmark) divided by the phone's
// (PHONE_BENCHMARK_INDEX), so that the budget holds the same on a
// fast host and a slow one. The host is measured again at the end: a run
// whose index moved more than TAP_HOST_DRIFT_MAX is NOT TRUSTED.
//
// Serves dist/ (run `npm run build` first), or the build SITE_ROOT names,
// with the production server on PERF_TAPS_PORT (4410); the targets are
// named as the content in CONTENT_DIR (src/content) names them. The geo-IP
// service is answered here; nothing leaves the machine. WIDGETS=gallery,zoom
// limits the widgets (by id prefix); RUNS=3 changes the runs; DELAY_MS=0
// taps at `load` (3000 by default: a shopper looks before tapping);
// PHONE_INDEX=1000 emulates another phone; LOCALE=de taps the German
// pages; OUT=file.json also writes every sample. Prints a Markdown table;
// exits with 1 when a widget is over its floor plus the margin, with 2 when
// the run is not trusted (verdict.mjs exitCode).
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  PHONE_BENCHMARK_INDEX,
  TAP_BUDGET,
  TAP_FLOOR_MARGIN_MS,
  TAP_HOST_DRIFT_MAX,
} from "./budgets.mjs";
import { CHROMIUM_FLAGS } from "./chromium.mjs";
import { chromiumPath } from "./ensure-browser.mjs";
import {
  MOBILE_NETWORK,
  cpuRate,
  hostBenchmarkIndex,
} from "./perf-taps/phone.mjs";
import { storeElements } from "./perf-taps/elements.mjs";
import {
  FLOOR_KINDS,
  FLOOR_NUMBER,
  floorMarkup,
  floorPage,
  recordTap,
  replaysTap,
} from "./perf-taps/floor.mjs";
import { pageState } from "./perf-taps/page-state.mjs";
import {
  armProbe,
  centreInView,
  centreOf,
  cssPath,
  finishedProbe,
  scrollSettled,
} from "./perf-taps/probe.mjs";
import { markdownTable } from "./perf-taps/report.mjs";
import { scenarios } from "./perf-taps/scenarios.mjs";
import { readStoreText } from "./perf-taps/store.mjs";
import {
  exitCode,
  floorRow,
  hostDrift,
  interleaved,
} from "./perf-taps/verdict.mjs";
import { PUBLIC_PATHS } from "./routes.mjs";

const repo = (/** @type {string} */ path) =>
  fileURLToPath(new URL(`../${path}`, import.meta.url));
const PORT = Number(process.env.PERF_TAPS_PORT ?? 4410);
const RUNS = Number(process.env.RUNS ?? TAP_BUDGET.runs);
const DELAY_MS = Number(process.env.DELAY_MS ?? 3000);
const PHONE_INDEX = Number(process.env.PHONE_INDEX ?? PHONE_BENCHMARK_INDEX);
const ONLY = process.env.WIDGETS?.split(",").filter(Boolean) ?? [];
const BASE = `http://localhost:${PORT}`;
const SITE_ROOT = process.env.SITE_ROOT ?? repo("dist");
const CONTENT_DIR = process.env.CONTENT_DIR ?? repo("src/content");
/** LOCALE=de taps the German pages, their targets named in German. */
const LOCALE = process.env.LOCALE;
const HOME = LOCALE ? `/${LOCALE}` : "/";
/** The banner and the menu are on every page, the 404 page's included. */
const ROUTES = [...PUBLIC_PATHS, "/404"].map((path) =>
  LOCALE ? `${HOME}${path === "/" ? "" : path}` : path,
);
/** The phone's screen, for the timed pages and the one that finds targets. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
/** Longest wait for a tap's result before the sample counts as failed. */
const RESULT_TIMEOUT_MS = 15_000;
/** Longest wait for each step of the page catching up with a scroll. */
const SETTLE_TIMEOUT_MS = 3_000;
/**
 * Where a floor page is served, on the site's origin, so that its images
 * come from the server over the same emulated network as the widget's.
 */
const FLOOR_URL = `${BASE}/perf-taps-floor`;

/**
 * @typedef {object} Target what one kind of sample taps
 * @property {string} url
 * @property {string} path the selector of what to tap
 * @property {import("./perf-taps/page-state.mjs").StatePart[]} state
 * @property {string} [html] a floor page, served at `url` in place of the site's
 */

/** `npm start`'s server on the build, once it answers. */
async function startSite() {
  if (!existsSync(join(SITE_ROOT, "index.html")))
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

/**
 * Finds every scenario's target on its page, as the timed samples will see
 * it (after `load` and DELAY_MS), and gives a selector for each (cssPath),
 * so the timed pages need no locator; and builds its floor from the same
 * element in the page's markup as the server sends it (floorMarkup), or,
 * for a script widget, as the tap finds it (scriptFloor). Fails
 * at once, naming them, when some targets are not on their pages (a label
 * changed, a widget moved), before the long timed runs.
 * @param {import("@playwright/test").Browser} browser
 * @param {import("./perf-taps/scenarios.mjs").Scenario[]} list
 * @returns {Promise<Map<string, { widget: Target, floor: Target, kind: string }>>}
 *   each scenario's page and floor, by id
 */
async function findTargets(browser, list) {
  const page = await browser.newPage(PHONE);
  const elements = Object.values(storeElements());
  /** @type {Map<string, { widget: Target, floor: Target, kind: string }>} */
  const targets = new Map();
  const missing = [];
  try {
    for (const route of new Set(list.map((scenario) => scenario.route))) {
      const html = await (await fetch(`${BASE}${route}`)).text();
      await page.goto(`${BASE}${route}`, { waitUntil: "load" });
      if (DELAY_MS > 0) await page.waitForTimeout(DELAY_MS);
      for (const scenario of list.filter((s) => s.route === route)) {
        const target = scenario.target(page).first();
        if ((await target.count()) === 0) {
          missing.push(scenario.id);
          continue;
        }
        const path = await target.evaluate(cssPath);
        const localName = await target.evaluate((element) => element.localName);
        const floor = await page
          .evaluate(floorMarkup, { html, path, elements, localName })
          .then((served) =>
            replaysTap(served.kind)
              ? scriptFloor(browser, route, { path, elements, localName })
              : served,
          )
          .catch((/** @type {Error} */ error) => {
            throw new Error(`${scenario.id}'s floor: ${error.message}`);
          });
        targets.set(scenario.id, {
          widget: { url: `${BASE}${route}`, path, state: scenario.state },
          floor: {
            url: FLOOR_URL,
            path: floor.tap,
            state: floor.state,
            html: floorPage(floor),
          },
          kind: FLOOR_KINDS[floor.kind],
        });
      }
    }
  } finally {
    await page.close();
  }
  if (missing.length > 0)
    throw new Error(`Nothing to tap for ${missing.join(", ")}`);
  return targets;
}

/**
 * The floor of a widget whose behaviour is its custom element's script: its
 * markup as the tap finds it, and what the tap changes there (recordTap),
 * on a fresh page at the host's own speed, after `load` and DELAY_MS.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} route
 * @param {{ path: string, elements: string[], localName: string }} control
 */
async function scriptFloor(browser, route, { path, elements, localName }) {
  const page = await browser.newPage(PHONE);
  try {
    await page.goto(`${BASE}${route}`, { waitUntil: "load" });
    if (DELAY_MS > 0) await page.waitForTimeout(DELAY_MS);
    const { html, changes } = await page.evaluate(recordTap, {
      path,
      elements,
      mark: FLOOR_NUMBER,
    });
    if (changes.length === 0)
      throw new Error(`a tap on ${path} changed nothing in its element`);
    return await page.evaluate(floorMarkup, {
      html,
      path,
      elements,
      localName,
      changes,
    });
  } finally {
    await page.close();
  }
}

/**
 * One cold tap on `target` on the phone: ms from the tap to the frame that
 * shows its result, or null when the result never came.
 * @param {import("@playwright/test").Browser} browser
 * @param {Target} target a widget's page or its floor (findTargets)
 * @param {number} rate the CPU slowdown
 */
async function sample(browser, target, rate) {
  const { url, path, html } = target;
  const context = await browser.newContext(PHONE);
  await context.route(
    (url) => url.hostname !== "localhost",
    (route) =>
      route.request().url().includes("json")
        ? route.fulfill({ json: { country_code: "US" } })
        : route.abort(),
  );
  if (html)
    await context.route(url, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
    );
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", MOBILE_NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto(url, { waitUntil: "load" });
    if (DELAY_MS > 0) await page.waitForTimeout(DELAY_MS);
    // Scrolled to first, as a shopper's thumb would, and tapped once the
    // page has caught up: the scroll's own work (the sticky bar appearing,
    // the images it brought in) is not the tap's. Found by its selector,
    // not a locator: see cssPath.
    await page.evaluate(centreInView, path);
    await page.evaluate(scrollSettled, SETTLE_TIMEOUT_MS);
    const { x, y } = await page.evaluate(centreOf, path);
    const state = await page.evaluateHandle(pageState, target.state);
    await page.evaluate(armProbe, state);
    await page.touchscreen.tap(x, y);
    const probe = await page
      .waitForFunction(finishedProbe, null, {
        timeout: RESULT_TIMEOUT_MS,
        polling: 50,
      })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    return probe?.frame ?? null;
  } finally {
    await context.close();
  }
}

/**
 * The host's index, then every scenario's samples on the phone, each
 * widget's interleaved with its floor's, then the host's index again.
 * @param {import("@playwright/test").Browser} browser
 * @param {import("./perf-taps/scenarios.mjs").Scenario[]} list
 */
async function measure(browser, list) {
  const targets = await findTargets(browser, list);
  const startIndex = await hostBenchmarkIndex(browser);
  const rate = cpuRate(startIndex, PHONE_INDEX);
  console.log(
    `Host benchmark index ${startIndex}; phone ${PHONE_INDEX}: CPU ${rate}x slower.`,
  );
  const rows = [];
  /** @type {Record<string, { widget: (number | null)[], floor: (number | null)[] }>} */
  const samples = {};
  for (const scenario of list) {
    const found = targets.get(scenario.id);
    if (!found) throw new Error(`No target for ${scenario.id}`);
    /** @type {{ widget: (number | null)[], floor: (number | null)[] }} */
    const taps = { widget: [], floor: [] };
    for (const { page } of interleaved(RUNS))
      taps[page].push(await sample(browser, found[page], rate));
    samples[scenario.id] = taps;
    const row = floorRow(scenario.label, found.kind, taps.widget, taps.floor, {
      margin: TAP_FLOOR_MARGIN_MS,
      target: TAP_BUDGET.firstTapMs,
    });
    rows.push(row);
    console.log(JSON.stringify({ ...row, samples: taps }));
  }
  const endIndex = await hostBenchmarkIndex(browser);
  return { startIndex, endIndex, rate, rows, samples };
}

async function main() {
  const store = await readStoreText(CONTENT_DIR, LOCALE);
  const list = scenarios(store, ROUTES, HOME).filter(
    (scenario) =>
      ONLY.length === 0 || ONLY.some((id) => scenario.id.startsWith(id)),
  );
  const site = await startSite();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  });
  let run;
  try {
    run = await measure(browser, list);
  } finally {
    await browser.close();
    site.kill();
  }
  const { startIndex, endIndex, rate, rows, samples } = run;
  const { drift, trusted } = hostDrift(
    startIndex,
    endIndex,
    TAP_HOST_DRIFT_MAX,
  );
  console.log(
    `\nFirst tap on a phone of benchmark index ${PHONE_INDEX}, median of ${RUNS} cold taps, each widget's interleaved with its floor's:\n`,
  );
  console.log(markdownTable(rows, TAP_FLOOR_MARGIN_MS));
  const replayed = Object.entries(FLOOR_KINDS)
    .filter(([kind]) =>
      replaysTap(
        /** @type {import("./perf-taps/floor.mjs").Floor["kind"]} */ (kind),
      ),
    )
    .map(([, label]) => label);
  if (rows.some((row) => replayed.includes(row.kind)))
    console.log(
      `\n${replayed.map((kind) => `"${kind}"`).join(", ")}: the widget's behaviour is its custom element's script; its floor is the element's markup as the tap finds it, with no stylesheet, and the changes the tap made there written back on the click: the platform's part of the tap (the touch, the click, the same DOM changes and their frame).`,
    );
  console.log(
    `\nHost benchmark index (Lighthouse's benchmark, median of 3): ${startIndex} before, ${endIndex} after (${Math.round(drift * 100)} % apart); ` +
      `CPU slowed ${rate}x (${startIndex} ÷ ${PHONE_INDEX}); at the end's index the same rate emulates a phone of ${Math.round(endIndex / rate)}.`,
  );
  if (startIndex < PHONE_INDEX)
    console.log(
      `This host is slower than the phone (${startIndex} < ${PHONE_INDEX}): the figures are those of a slower phone, so they overstate the times.`,
    );
  if (process.env.OUT)
    await writeFile(
      process.env.OUT,
      JSON.stringify(
        {
          phoneIndex: PHONE_INDEX,
          hostIndex: [startIndex, endIndex],
          trusted,
          rate,
          margin: TAP_FLOOR_MARGIN_MS,
          rows,
          samples,
        },
        null,
        2,
      ),
    );
  const over = rows.filter((row) => !row.within);
  if (!trusted)
    console.error(
      `NOT TRUSTED: the host's benchmark index moved ${Math.round(drift * 100)} % during the run (${startIndex} → ${endIndex}; at most ${TAP_HOST_DRIFT_MAX * 100} %). Run it again on a quieter host.`,
    );
  if (over.length > 0)
    console.error(
      `Over its floor + ${TAP_FLOOR_MARGIN_MS} ms: ${over.map((row) => row.widget).join(", ")}`,
    );
  process.exitCode = exitCode(rows, trusted);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
