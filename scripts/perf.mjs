// `npm run perf`: the performance benchmark of the Astro site, with
// Lighthouse CI. Builds the site into .perf/build (the geo-IP service
// pointed at a local stub, so no request leaves the machine), serves it with
// the production server, then for the mobile and then the desktop preset
// runs `lhci collect` (RUNS runs per route, 3 by default), writes every
// report to .perf/<preset>/reports/ and runs `lhci assert` against the
// budgets of scripts/budgets.mjs. Prints the median run of every route and
// exits with 1 when an assertion fails.
//
// ROUTES=/,/about limits the routes; RUNS=1 makes a quick pass; SKIP_BUILD=1
// measures the last .perf/build again; PERF_PORT moves the servers
// (4400, and the next port for the geo-IP stub); CHROMIUM_PATH picks the
// browser (else /usr/bin/chromium, else Playwright's).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { KB } from "./budgets.mjs";
import { DEFAULT_PORT, ROUTES } from "./lighthouse-config.mjs";

const PORT = Number(process.env.PERF_PORT ?? DEFAULT_PORT);
const GEO_PORT = PORT + 1;
const RUNS = Number(process.env.RUNS ?? 3);
const SERVER_START_TIMEOUT_MS = 15_000;
const repo = (/** @type {string} */ path) =>
  fileURLToPath(new URL(`../${path}`, import.meta.url));
const SITE_DIR = repo(".perf/build");
const GEO_URL = `http://localhost:${GEO_PORT}/json/`;

/** CHROMIUM_PATH, else Debian's Chromium (README's figures), else Playwright's. */
async function chromePath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { chromium } = await import("@playwright/test");
  return chromium.executablePath();
}

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
    server.listen(GEO_PORT, () => resolve(server));
  });
}

/** `npm start`'s server, on the build in SITE_DIR, once it answers. */
async function startSite() {
  const child = spawn(process.execPath, [repo("server/serve.mjs")], {
    env: { ...process.env, SITE_ROOT: SITE_DIR, PORT: String(PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server stopped with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://localhost:${PORT}/`);
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

/**
 * One lhci command for a preset, run in .perf/<preset>/, where lhci keeps
 * its runs (.lighthouseci/) and the filesystem upload writes reports/.
 * @param {"mobile" | "desktop"} preset
 * @param {string} command
 * @param {Record<string, string>} env
 */
function lhci(preset, command, env) {
  const result = spawnSync(
    process.execPath,
    [LHCI, command, `--config=${repo(`lighthouserc.${preset}.cjs`)}`],
    {
      cwd: repo(`.perf/${preset}`),
      stdio: "inherit",
      env: { ...process.env, ...env },
    },
  );
  return result.status ?? 1;
}

/**
 * The figures the table shows, from one Lighthouse result.
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
  };
}

/**
 * The median run of every route, in the order of the routes, from the
 * manifest lhci's filesystem upload writes.
 * @param {"mobile" | "desktop"} preset
 */
async function medianRuns(preset) {
  const manifest = JSON.parse(
    await readFile(repo(`.perf/${preset}/reports/manifest.json`), "utf8"),
  );
  const medians = [];
  for (const entry of manifest.filter(
    (/** @type {any} */ entry) => entry.isRepresentativeRun,
  )) {
    const lhr = JSON.parse(await readFile(entry.jsonPath, "utf8"));
    medians.push({
      preset,
      route: new URL(entry.url).pathname,
      ...figures(lhr),
    });
  }
  const order = (/** @type {string} */ route) => ROUTES.indexOf(route);
  return medians.sort((a, b) => order(a.route) - order(b.route));
}

/** @param {ReturnType<typeof figures> & { preset: string, route: string }} f */
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

async function main() {
  if (process.env.SKIP_BUILD) console.log(`Using the existing ${SITE_DIR}`);
  else {
    await rm(SITE_DIR, { recursive: true, force: true });
    build();
  }
  const env = { CHROMIUM_PATH: await chromePath(), PERF_PORT: String(PORT) };
  const geoStub = await startGeoStub();
  const failed = [];
  const summary = [];
  let site;
  try {
    site = await startSite();
    for (const preset of /** @type {const} */ (["mobile", "desktop"])) {
      await rm(repo(`.perf/${preset}`), { recursive: true, force: true });
      await mkdir(repo(`.perf/${preset}`), { recursive: true });
      console.log(`\nLighthouse, ${preset} preset, ${RUNS} run(s) per route`);
      if (lhci(preset, "collect", env) !== 0)
        throw new Error(`lhci collect failed (${preset})`);
      if (lhci(preset, "upload", env) !== 0)
        throw new Error(`lhci upload failed (${preset})`);
      if (lhci(preset, "assert", env) !== 0) failed.push(preset);
      summary.push(...(await medianRuns(preset)));
    }
  } finally {
    site?.kill();
    geoStub.close();
  }

  await writeFile(
    repo(".perf/summary.json"),
    JSON.stringify(
      { runs: RUNS, date: new Date().toISOString(), summary },
      null,
      2,
    ),
  );
  console.log(
    `\nMedian of ${RUNS} run(s) per route (reports in .perf/<preset>/reports/):`,
  );
  console.table(summary.map(row));
  if (failed.length > 0) {
    console.error(
      `Budgets missed (${failed.join(", ")}): see lhci assert above.`,
    );
    process.exit(1);
  }
  console.log(`Every budget met (median of ${RUNS}).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
