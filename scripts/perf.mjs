// `npm run perf`: the performance benchmark of the Astro site, with
// Lighthouse CI. Builds the site into .perf/build (the geo-IP service
// pointed at a local stub, so no request leaves the machine) and a copy of
// it with every script removed (.perf/build-noscript), serves both with the
// production server, then for the mobile and then the desktop preset runs
// `lhci collect` on each route beside its copy, in turn (the route, its
// copy, the route, its copy…; RUNS of each, 3 by default), writes every
// report to .perf/<preset>/reports/ and runs `lhci assert` against the
// budgets of scripts/budgets.mjs.
//
// The verdict is side by side: what the store's scripts add to Total
// Blocking Time and what they cost of the performance score, each route's
// median against its copy's. The host's own first style and layout block
// the main thread with no script at all, so on a shared host the absolute
// scores and timings miss their budgets whatever the store does: lhci
// reports those (warnings) and this script lists them, but they do not
// decide the exit code. Accessibility, best practices, SEO and layout shift
// do not depend on the host and still fail the run. Lighthouse's benchmark
// index of the host, at the first run and the last, is printed with them.
// Exits with 1 when a budget is missed.
//
// The mobile preset emulates one phone on any host: its CPU slowdown is the
// host's benchmark index (Lighthouse's own benchmark, measured in a blank
// page before the mobile runs) divided by PHONE_BENCHMARK_INDEX, as
// `npm run perf:taps` slows its phone. Lighthouse's default slowdown of 4
// would double every task on a host at half speed, and TBT counts only each
// task's part over 50 ms, so an unpinned difference grows with the host's
// slowness. PERF_CPU_SLOWDOWN=4 sets the slowdown by hand.
//
// ROUTES=/,/about limits the routes; RUNS=1 makes a quick pass; SKIP_BUILD=1
// measures the last .perf/build again (or the build PERF_SITE_DIR names);
// PERF_PORT moves the servers (4400, the next port for the geo-IP stub and
// the one after for the copy); CHROMIUM_PATH picks the browser (else as
// scripts/ensure-browser.mjs finds it).
import { spawn, spawnSync } from "node:child_process";
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { htmlElements } from "../build-tools/html.ts";
import { KB, LIGHTHOUSE_BUDGETS, PHONE_BENCHMARK_INDEX } from "./budgets.mjs";
import { CHROMIUM_FLAGS } from "./chromium.mjs";
import { chromiumPath } from "./ensure-browser.mjs";
import { perfPorts, perfRoutes } from "./lighthouse-config.mjs";
import { cpuRate, hostBenchmarkIndex } from "./perf-taps/phone.mjs";

const PORTS = perfPorts();
const RUNS = Number(process.env.RUNS ?? 3);
const SERVER_START_TIMEOUT_MS = 15_000;
const repo = (/** @type {string} */ path) =>
  fileURLToPath(new URL(`../${path}`, import.meta.url));
const SITE_DIR = process.env.PERF_SITE_DIR ?? repo(".perf/build");
const COPY_DIR = repo(".perf/build-noscript");
const ORIGINS = {
  site: `http://localhost:${PORTS.site}`,
  copy: `http://localhost:${PORTS.copy}`,
};
const GEO_URL = `http://localhost:${PORTS.geo}/json/`;
const PRESETS = /** @type {const} */ (["mobile", "desktop"]);

function build() {
  console.log(`Building into ${SITE_DIR} …`);
  const result = spawnSync("npx", ["astro", "build", "--outDir", SITE_DIR], {
    stdio: ["ignore", "ignore", "inherit"],
    cwd: repo(""),
    // The pages' geo-IP address and the CSP's connect-src both follow it.
    env: { ...process.env, VITE_GEOIP_URL: GEO_URL },
  });
  if (result.status !== 0) throw new Error("The build failed");
}

/** Answers like the geo-IP service, for a visitor in Germany. */
function startGeoStub() {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      "Content-Type": "application/json",
      "Access-Control-Allow-Origin": "*",
    });
    response.end(JSON.stringify({ country_code: "DE" }));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(PORTS.geo, () => resolve(server));
  });
}

/**
 * `npm start`'s server, on the build in `root`, once it answers on `port`.
 * @param {string} root
 * @param {number} port
 */
async function startSite(root, port) {
  const child = spawn(process.execPath, [repo("server/serve.mjs")], {
    env: { ...process.env, SITE_ROOT: root, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server stopped with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://localhost:${port}/`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(
    `The server did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s`,
  );
}

const LHCI = createRequire(import.meta.url).resolve("@lhci/cli/src/cli.js");

/** This host's benchmark index, in a Chromium of its own (scripts/perf-taps/phone.mjs). */
async function measureHost() {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  });
  try {
    return await hostBenchmarkIndex(browser);
  } finally {
    await browser.close();
  }
}

/**
 * One lhci command for a preset, run in .perf/<preset>/, where lhci keeps
 * its runs and assertion results (.lighthouseci/) and the filesystem
 * upload writes reports/.
 * @param {"mobile" | "desktop"} preset
 * @param {string} command
 * @param {Record<string, string>} [env] more of lhci's environment
 */
function lhci(preset, command, env = {}) {
  const result = spawnSync(
    process.execPath,
    [LHCI, command, `--config=${repo(`lighthouserc.${preset}.cjs`)}`],
    {
      cwd: repo(`.perf/${preset}`),
      stdio: "inherit",
      env: { ...process.env, PERF_PORT: String(PORTS.site), ...env },
    },
  );
  return result.status ?? 1;
}

/**
 * The figures the tables show, from one Lighthouse result.
 * @param {any} lhr
 */
export function figures(lhr) {
  const score = (/** @type {string} */ id) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (/** @type {string} */ id) =>
    lhr.audits[id]?.numericValue ?? Number.NaN;
  const transfer = (/** @type {string} */ type) =>
    lhr.audits["resource-summary"]?.details?.items?.find(
      (/** @type {any} */ item) => item.resourceType === type,
    )?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    scriptBytes: transfer("script"),
    totalBytes: transfer("total"),
    fetchTime: String(lhr.fetchTime ?? ""),
    benchmarkIndex: Number(lhr.environment?.benchmarkIndex ?? Number.NaN),
  };
}

/** @typedef {ReturnType<typeof figures> & { url: string }} Run */

/**
 * Every run of a preset, the store's and its copy's, from the manifest
 * lhci's filesystem upload writes in .perf/<preset>/reports/.
 * @param {"mobile" | "desktop"} preset
 * @returns {Promise<Run[]>}
 */
async function presetRuns(preset) {
  const manifest = JSON.parse(
    await readFile(repo(`.perf/${preset}/reports/manifest.json`), "utf8"),
  );
  const runs = [];
  for (const entry of manifest) {
    const lhr = JSON.parse(await readFile(entry.jsonPath, "utf8"));
    runs.push({
      url: String(entry.url),
      ...figures(lhr),
    });
  }
  return runs;
}

/**
 * The absolute budgets the medians missed, as `lhci assert` saved them:
 * a quiet host's figures (warnings) and the others (failures).
 * @param {"mobile" | "desktop"} preset
 */
async function assertionMisses(preset) {
  const file = repo(`.perf/${preset}/.lighthouseci/assertion-results.json`);
  /** @type {any[]} */
  const results = JSON.parse(await readFile(file, "utf8").catch(() => "[]"));
  return results
    .filter((result) => !result.passed)
    .map((result) => {
      const route = new URL(result.url).pathname;
      const what = result.auditProperty
        ? `${result.auditId}:${result.auditProperty}`
        : result.auditId;
      return `${preset} ${route}: ${what} ${result.actual} (budget ${result.operator} ${result.expected}, ${result.level})`;
    });
}

/** @param {ReturnType<typeof routeMedians>[number] & { preset: string }} f */
function row(f) {
  return {
    preset: f.preset,
    route: f.route,
    perf: f.performance,
    a11y: f.accessibility,
    bp: f.bestPractices,
    seo: f.seo,
    "FCP s": (f.fcpMs / 1000).toFixed(2),
    "LCP s": (f.lcpMs / 1000).toFixed(2),
    "TBT ms": Math.round(f.tbtMs),
    CLS: f.cls.toFixed(3),
    "JS KB": (f.scriptBytes / KB).toFixed(1),
    "total KB": (f.totalBytes / KB).toFixed(1),
  };
}

/**
 * The middle value, or the mean of the two middle ones; NaN for none.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? Number.NaN;
  return (lower + upper) / 2;
}

/**
 * The runs on `origin`, by route (the address's path), in the order met.
 * @template {Pick<Run, "url">} T
 * @param {T[]} runs
 * @param {string} origin
 */
function byRoute(runs, origin) {
  /** @type {Map<string, T[]>} */
  const routes = new Map();
  for (const run of runs) {
    const url = new URL(run.url);
    if (url.origin !== origin) continue;
    routes.set(url.pathname, [...(routes.get(url.pathname) ?? []), run]);
  }
  return routes;
}

/** The figures a route's table gives, each the median of its runs. */
const MEDIAN_FIGURES = /** @type {const} */ ([
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "scriptBytes",
  "totalBytes",
]);

/**
 * Each route's figures on `origin`, each the median of its runs (so one
 * route's figures may come from different runs).
 * @param {Run[]} runs
 * @param {string} origin
 */
export function routeMedians(runs, origin) {
  return [...byRoute(runs, origin)].map(([route, list]) => ({
    route,
    runs: list.length,
    .../** @type {Record<(typeof MEDIAN_FIGURES)[number], number>} */ (
      Object.fromEntries(
        MEDIAN_FIGURES.map((key) => [key, median(list.map((run) => run[key]))]),
      )
    ),
  }));
}

/**
 * Each route against its script-free copy: the medians of their runs (the
 * performance score, Total Blocking Time in whole ms), the difference, the
 * budgets it misses, and the host's benchmark index over the pair's runs.
 * A route with no run on either side misses them all.
 * @param {Pick<Run, "url" | "performance" | "tbtMs" | "fetchTime" | "benchmarkIndex">[]} runs
 * @param {{ site: string, copy: string }} origins
 * @param {{ addedBlockingTimeMs?: number, lostPerformancePoints: number }} budget
 */
export function sideBySide(runs, origins, budget) {
  const sites = byRoute(runs, origins.site);
  const copies = byRoute(runs, origins.copy);
  const routes = new Set([...sites.keys(), ...copies.keys()]);
  return [...routes].map((route) => {
    const site = sites.get(route) ?? [];
    const copy = copies.get(route) ?? [];
    const score = median(site.map((run) => run.performance));
    const copyScore = median(copy.map((run) => run.performance));
    const tbtMs = Math.round(median(site.map((run) => run.tbtMs)));
    const copyTbtMs = Math.round(median(copy.map((run) => run.tbtMs)));
    const addedMs = tbtMs - copyTbtMs;
    const lostPoints = copyScore - score;
    /** @type {string[]} */
    const missed = [];
    if (!(lostPoints <= budget.lostPerformancePoints))
      missed.push(`performance ${score} against ${copyScore}`);
    if (
      budget.addedBlockingTimeMs !== undefined &&
      !(addedMs <= budget.addedBlockingTimeMs)
    )
      missed.push(`TBT +${addedMs} ms > ${budget.addedBlockingTimeMs} ms`);
    const { min, max } = hostIndex([...site, ...copy]);
    return {
      route,
      runs: Math.min(site.length, copy.length),
      score,
      copyScore,
      tbtMs,
      copyTbtMs,
      addedMs,
      missed,
      hostIndex: { min, max },
    };
  });
}

/**
 * Lighthouse's benchmark index of the host (each run measures it before it
 * loads the page): at the first run, at the last, and the range between.
 * @param {Pick<Run, "fetchTime" | "benchmarkIndex">[]} runs
 */
export function hostIndex(runs) {
  const measured = runs
    .filter((run) => Number.isFinite(run.benchmarkIndex))
    .toSorted((a, b) => a.fetchTime.localeCompare(b.fetchTime))
    .map((run) => run.benchmarkIndex);
  return {
    start: measured[0] ?? Number.NaN,
    end: measured.at(-1) ?? Number.NaN,
    min: measured.length > 0 ? Math.min(...measured) : Number.NaN,
    max: measured.length > 0 ? Math.max(...measured) : Number.NaN,
    runs: measured.length,
  };
}

/**
 * Script types a browser runs, as the HTML Standard lists them (its
 * "JavaScript MIME type essence" strings); any other type is data, such as
 * JSON-LD, speculation rules or an import map.
 */
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * Whether the browser runs a script element with these attributes, as the
 * HTML Standard's "prepare the script element" decides it from `type` (and
 * the old `language`): a classic script or a module.
 * @param {Map<string, string>} attributes
 */
export function runsAsScript(attributes) {
  const type = attributes.get("type");
  const language = attributes.get("language");
  if (type === "" || (type === undefined && !language)) return true;
  const kind = (
    type === undefined ? `text/${language}` : type.trim()
  ).toLowerCase();
  return kind === "module" || JAVASCRIPT_TYPES.has(kind);
}

/**
 * The page with every script element the browser would run taken out,
 * inline or not, found by the HTML parser the build's checks share
 * (build-tools/html.ts); data scripts (JSON-LD, speculation rules) stay,
 * and the rest of the page is left byte for byte.
 * @param {string} html
 */
export function withoutScripts(html) {
  const scripts = htmlElements(html)
    .filter(
      ({ name, attributes }) => name === "script" && runsAsScript(attributes),
    )
    .flatMap(({ source }) => source ?? [])
    .toSorted((a, b) => b.start - a.start);
  let page = html;
  for (const { start, end } of scripts)
    page = page.slice(0, start) + page.slice(end);
  return page;
}

/**
 * A copy of the build in `from` whose pages run no script, to set each
 * route beside. The pages' precompressed twins are made again from the
 * edited pages, so both are sent alike.
 * @param {string} from
 * @param {string} to
 */
async function scriptFreeCopy(from, to) {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  const entries = await readdir(to, { recursive: true });
  for (const entry of entries.filter((name) => name.endsWith(".html"))) {
    const file = `${to}/${entry}`;
    const html = withoutScripts(await readFile(file, "utf8"));
    await writeFile(file, html);
    await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
    await writeFile(`${file}.br`, brotliCompressSync(html));
  }
}

/** @param {number} value */
const thousands = (value) =>
  Number.isFinite(value) ? Math.round(value).toLocaleString("en") : "?";

/**
 * In the order of the routes a run measures.
 * @template {{ route: string }} T
 * @param {T[]} items
 */
function inRouteOrder(items) {
  const order = perfRoutes();
  return items.toSorted(
    (a, b) => order.indexOf(a.route) - order.indexOf(b.route),
  );
}

/**
 * The side-by-side table of a preset, in the order of the routes.
 * @param {ReturnType<typeof sideBySide>} pairs
 */
function sideBySideRows(pairs) {
  return inRouteOrder(pairs).map((pair) => ({
    route: pair.route,
    perf: pair.score,
    "perf, no scripts": pair.copyScore,
    "TBT ms": pair.tbtMs,
    "TBT, no scripts ms": pair.copyTbtMs,
    "added ms": pair.addedMs,
    "host index": `${thousands(pair.hostIndex.min)}–${thousands(pair.hostIndex.max)}`,
    verdict:
      pair.missed.length === 0 ? "pass" : `FAIL: ${pair.missed.join("; ")}`,
  }));
}

/**
 * The mobile runs' CPU slowdown: PERF_CPU_SLOWDOWN, else this host's index
 * over the phone's, with the host's index measured now.
 */
async function pinnedPhone() {
  const hostIndex = await measureHost();
  const slowdown = process.env.PERF_CPU_SLOWDOWN
    ? Number(process.env.PERF_CPU_SLOWDOWN)
    : cpuRate(hostIndex, PHONE_BENCHMARK_INDEX);
  console.log(
    `\nHost benchmark index ${thousands(hostIndex)}; the phone's ${thousands(PHONE_BENCHMARK_INDEX)}: CPU slowdown ${slowdown}×${process.env.PERF_CPU_SLOWDOWN ? " (PERF_CPU_SLOWDOWN)" : ""}.`,
  );
  if (hostIndex < PHONE_BENCHMARK_INDEX)
    console.warn(
      "This host is slower than the phone: the runs cannot be slowed less than 1×, and read slower than the phone.",
    );
  return { hostIndex, slowdown };
}

async function main() {
  if (process.env.SKIP_BUILD) console.log(`Using the existing ${SITE_DIR}`);
  else {
    await rm(SITE_DIR, { recursive: true, force: true });
    build();
  }
  await scriptFreeCopy(SITE_DIR, COPY_DIR);
  const geoStub = await startGeoStub();
  /** @type {string[]} */
  const failed = [];
  /** @type {Record<string, Run[]>} */
  const runs = {};
  const servers = [];
  /** @type {{ hostIndex: number, slowdown: number } | undefined} */
  let phone;
  try {
    servers.push(await startSite(SITE_DIR, PORTS.site));
    servers.push(await startSite(COPY_DIR, PORTS.copy));
    for (const preset of PRESETS) {
      await rm(repo(`.perf/${preset}`), { recursive: true, force: true });
      await mkdir(repo(`.perf/${preset}`), { recursive: true });
      /** @type {Record<string, string>} */
      const env = {};
      if (preset === "mobile") {
        phone = await pinnedPhone();
        env.PERF_CPU_SLOWDOWN = String(phone.slowdown);
      }
      console.log(
        `\nLighthouse, ${preset} preset: each route, then its copy with no script, ${RUNS} time(s)`,
      );
      if (lhci(preset, "collect", env) !== 0)
        throw new Error(`lhci collect failed (${preset})`);
      if (lhci(preset, "upload") !== 0)
        throw new Error(`lhci upload failed (${preset})`);
      // Exits with 1 only on a budget that does not depend on the host.
      if (lhci(preset, "assert") !== 0)
        failed.push(`${preset}: accessibility, best practices, SEO or CLS`);
      runs[preset] = await presetRuns(preset);
    }
  } finally {
    for (const server of servers) server.kill();
    geoStub.close();
  }

  const absolute = PRESETS.flatMap((preset) =>
    inRouteOrder(routeMedians(runs[preset] ?? [], ORIGINS.site)).map(
      (figures) => ({ ...figures, preset }),
    ),
  );
  const pairs = Object.fromEntries(
    PRESETS.map((preset) => [
      preset,
      sideBySide(
        runs[preset] ?? [],
        ORIGINS,
        LIGHTHOUSE_BUDGETS[preset].sideBySide,
      ),
    ]),
  );
  for (const preset of PRESETS)
    for (const pair of pairs[preset] ?? [])
      if (pair.missed.length > 0)
        failed.push(`${preset} ${pair.route}: ${pair.missed.join("; ")}`);
  const index = hostIndex(PRESETS.flatMap((preset) => runs[preset] ?? []));
  const misses = (
    await Promise.all(PRESETS.map((preset) => assertionMisses(preset)))
  ).flat();

  await writeFile(
    repo(".perf/summary.json"),
    JSON.stringify(
      {
        runs: RUNS,
        date: new Date().toISOString(),
        hostIndex: index,
        phone: { benchmarkIndex: PHONE_BENCHMARK_INDEX, ...phone },
        sideBySide: pairs,
        absolute,
        absoluteMisses: misses,
      },
      null,
      2,
    ),
  );
  console.log(
    `\nEvery route, each figure the median of ${RUNS} run(s) (reports in .perf/<preset>/reports/):`,
  );
  console.table(absolute.map(row));
  console.log(
    misses.length === 0
      ? "Every absolute budget met."
      : `Absolute budgets missed (a quiet host's; warnings do not fail the run):\n  ${misses.join("\n  ")}`,
  );
  const { addedBlockingTimeMs } = LIGHTHOUSE_BUDGETS.mobile.sideBySide;
  for (const preset of PRESETS) {
    console.log(
      `\nSide by side, ${preset}, median of ${RUNS}: each route against its copy with every script removed; the scripts may cost no performance point${preset === "mobile" ? ` and add ≤ ${addedBlockingTimeMs} ms of TBT` : ""}.`,
    );
    console.table(sideBySideRows(pairs[preset] ?? []));
  }
  if (phone)
    console.log(
      `Mobile: a phone of benchmark index ${thousands(PHONE_BENCHMARK_INDEX)}, the host's ${thousands(phone.hostIndex)} before the runs, so a CPU slowdown of ${phone.slowdown}×.`,
    );
  console.log(
    `Host benchmark index (Lighthouse's, each run): ${thousands(index.start)} at the first run, ${thousands(index.end)} at the last; ${thousands(index.min)}–${thousands(index.max)} over ${index.runs} runs.`,
  );
  if (failed.length > 0) {
    console.error(`Budgets missed:\n  ${failed.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`Every budget met (median of ${RUNS}).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
