// `npm run perf`: the performance benchmark of the Astro site, with
// Lighthouse CI. Builds the site into .perf/build (the geo-IP service
// pointed at a local stub, so no request leaves the machine), serves it with
// the production server, then for the mobile and then the desktop preset
// runs `lhci collect` (RUNS runs per route, 3 by default), writes every
// report to .perf/<preset>/reports/ and runs `lhci assert` against the
// budgets of scripts/budgets.mjs. Then it measures the same pages with every
// script removed (.perf/build-noscript, mobile preset), since the host's own
// first style and layout block the main thread with no script at all: the
// store's share of Total Blocking Time is the difference, budgeted too.
// Prints the median run of every route and exits with 1 when a budget is
// missed.
//
// ROUTES=/,/about limits the routes; RUNS=1 makes a quick pass; SKIP_BUILD=1
// measures the last .perf/build again (or the build PERF_SITE_DIR names); PERF_PORT moves the servers
// (4400, and the next port for the geo-IP stub); CHROMIUM_PATH picks the
// browser (else as scripts/ensure-browser.mjs finds it).
import { spawn, spawnSync } from "node:child_process";
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { KB, LIGHTHOUSE_BUDGETS } from "./budgets.mjs";
import { DEFAULT_PORT, ROUTES } from "./lighthouse-config.mjs";

const PORT = Number(process.env.PERF_PORT ?? DEFAULT_PORT);
const GEO_PORT = PORT + 1;
const RUNS = Number(process.env.RUNS ?? 3);
const SERVER_START_TIMEOUT_MS = 15_000;
const repo = (/** @type {string} */ path) =>
  fileURLToPath(new URL(`../${path}`, import.meta.url));
const SITE_DIR = process.env.PERF_SITE_DIR ?? repo(".perf/build");
const NOSCRIPT_DIR = repo(".perf/build-noscript");
const NOSCRIPT_PORT = PORT + 2;
const GEO_URL = `http://localhost:${GEO_PORT}/json/`;

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

/** `npm start`'s server, on the build in `root`, once it answers on `port`. */
async function startSite(root = SITE_DIR, port = PORT) {
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

/**
 * One lhci command for a preset, run in .perf/<folder>/ (the preset's name
 * by default), where lhci keeps its runs (.lighthouseci/) and the
 * filesystem upload writes reports/.
 * @param {"mobile" | "desktop"} preset
 * @param {string} command
 * @param {Record<string, string>} env
 * @param {string} [folder]
 */
function lhci(preset, command, env, folder = preset) {
  const result = spawnSync(
    process.execPath,
    [LHCI, command, `--config=${repo(`lighthouserc.${preset}.cjs`)}`],
    {
      cwd: repo(`.perf/${folder}`),
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
 * manifest lhci's filesystem upload writes in .perf/<folder>/.
 * @param {"mobile" | "desktop"} preset
 * @param {string} [folder]
 */
async function medianRuns(preset, folder = preset) {
  const manifest = JSON.parse(
    await readFile(repo(`.perf/${folder}/reports/manifest.json`), "utf8"),
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

/** Script types a browser runs; JSON-LD and speculation rules are data. */
const RUN_TYPES = new Set(["", "module", "text/javascript"]);

/**
 * The page with every script element the browser would run taken out
 * (inline or not); data scripts (JSON-LD) stay.
 * @param {string} html
 */
export function withoutScripts(html) {
  return html.replace(
    /<script\b([^>]*)>[\s\S]*?<\/script>/gi,
    (script, attributes) => {
      const type = /\btype=["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
      return RUN_TYPES.has(type.toLowerCase()) ? "" : script;
    },
  );
}

/**
 * A copy of the build in `from` whose pages run no script, for the
 * baseline Total Blocking Time. The pages' precompressed twins are made
 * again from the edited pages, so both are sent alike.
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

/**
 * The mobile medians of the script-free copy, and each route's added
 * blocking time: its TBT with scripts minus without.
 * @param {Awaited<ReturnType<typeof medianRuns>>} withScripts
 * @param {Record<string, string>} env
 */
async function addedBlockingTime(withScripts, env) {
  await scriptFreeCopy(SITE_DIR, NOSCRIPT_DIR);
  const folder = "mobile-noscript";
  await rm(repo(`.perf/${folder}`), { recursive: true, force: true });
  await mkdir(repo(`.perf/${folder}`), { recursive: true });
  const site = await startSite(NOSCRIPT_DIR, NOSCRIPT_PORT);
  try {
    console.log("\nLighthouse, mobile preset, every script removed");
    const noScriptEnv = { ...env, PERF_PORT: String(NOSCRIPT_PORT) };
    if (lhci("mobile", "collect", noScriptEnv, folder) !== 0)
      throw new Error("lhci collect failed (mobile, no scripts)");
    if (lhci("mobile", "upload", noScriptEnv, folder) !== 0)
      throw new Error("lhci upload failed (mobile, no scripts)");
  } finally {
    site.kill();
  }
  const baseline = await medianRuns("mobile", folder);
  return withScripts
    .filter((run) => run.preset === "mobile")
    .map((run) => {
      const without = baseline.find((other) => other.route === run.route);
      const baselineMs = without?.tbtMs ?? Number.NaN;
      return {
        route: run.route,
        "TBT ms": Math.round(run.tbtMs),
        "TBT without scripts ms": Math.round(baselineMs),
        "added ms": Math.round(run.tbtMs - baselineMs),
      };
    });
}

async function main() {
  if (process.env.SKIP_BUILD) console.log(`Using the existing ${SITE_DIR}`);
  else {
    await rm(SITE_DIR, { recursive: true, force: true });
    build();
  }
  const env = { PERF_PORT: String(PORT) };
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
  const blocking = await addedBlockingTime(summary, env);
  const budget = LIGHTHOUSE_BUDGETS.mobile.addedBlockingTimeMs;
  if (blocking.some((route) => !(route["added ms"] <= budget)))
    failed.push(`mobile, blocking time the scripts add > ${budget} ms`);

  await writeFile(
    repo(".perf/summary.json"),
    JSON.stringify(
      { runs: RUNS, date: new Date().toISOString(), summary, blocking },
      null,
      2,
    ),
  );
  console.log(
    `\nMedian of ${RUNS} run(s) per route (reports in .perf/<preset>/reports/):`,
  );
  console.table(summary.map(row));
  console.log(
    `Total Blocking Time (mobile) with and without the pages' scripts; the scripts may add ${budget} ms:`,
  );
  console.table(blocking);
  if (failed.length > 0) {
    console.error(
      `Budgets missed (${failed.join(", ")}): see lhci assert above.`,
    );
    process.exit(1);
  }
  console.log(`Every budget met (median of ${RUNS}).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
