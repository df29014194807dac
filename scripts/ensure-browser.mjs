// `node scripts/ensure-browser.mjs`: makes sure the end-to-end tests have a
// Chromium, so that `npm ci && npm test` is the whole set-up, and says how
// to get one when it cannot. It looks where playwright.config.ts looks:
// 1. CHROMIUM_PATH, when set;
// 2. Playwright's own Chromium, when installed;
// 3. else it installs that one (`playwright install chromium`), where the
//    download host answers; offline it gives up in seconds, never hangs;
// 4. else the system's /usr/bin/chromium.
// PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 skips step 3.
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** Playwright's download host; PLAYWRIGHT_DOWNLOAD_HOST replaces it. */
const DOWNLOAD_HOST = "https://cdn.playwright.dev";

/** How long the download host may take to accept a connection. */
const PROBE_TIMEOUT_MS = 3_000;

/**
 * Playwright's own limit for a stalled download connection; the whole
 * install (two builds, about 280 MB) gets INSTALL_TIMEOUT_MS.
 */
const CONNECTION_TIMEOUT_MS = 10_000;
const INSTALL_TIMEOUT_MS = 5 * 60_000;

export const HOW_TO_GET_ONE = `No Chromium for the end-to-end tests, and none could be downloaded. Any one of these gives the tests a browser:
  - npx playwright install chromium      where ${DOWNLOAD_HOST} is reachable
  - apt-get install chromium             on Debian or Ubuntu (the tests then use ${SYSTEM_CHROMIUM})
  - CHROMIUM_PATH=/path/to/chrome npm test   for a Chromium or Chrome installed elsewhere`;

/**
 * @typedef {object} BrowserLookup
 * @property {Record<string, string | undefined>} env
 * @property {(path: string) => boolean} isExecutable
 * @property {() => string} bundledPath where Playwright's Chromium lives once installed
 * @property {() => Promise<boolean>} install Playwright's install; true when it worked
 * @property {(message: string) => void} log
 */

/**
 * The Chromium the end-to-end tests will launch, installing Playwright's
 * when none is there and the download works.
 * @param {BrowserLookup} lookup
 * @returns {Promise<{ path: string, source: string } | { error: string }>}
 */
export async function ensureBrowser({
  env,
  isExecutable,
  bundledPath,
  install,
  log,
}) {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    return isExecutable(chosen)
      ? { path: chosen, source: "CHROMIUM_PATH" }
      : { error: `CHROMIUM_PATH is ${chosen}, which is not an executable.` };
  }
  const bundled = { path: bundledPath(), source: "Playwright's Chromium" };
  if (isExecutable(bundled.path)) return bundled;
  if (!env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD) {
    log("Playwright's Chromium is not installed: trying to download it");
    if ((await install()) && isExecutable(bundled.path)) return bundled;
  }
  if (isExecutable(SYSTEM_CHROMIUM))
    return { path: SYSTEM_CHROMIUM, source: "the system's Chromium" };
  return { error: HOW_TO_GET_ONE };
}

/**
 * The Chromium every tool here launches (the end-to-end tests, Lighthouse
 * CI, the first-tap benchmark, the screenshots), in ensureBrowser's order
 * without the download: CHROMIUM_PATH, else Playwright's Chromium when
 * installed, else the system's; undefined when there is none (Playwright
 * then says how to get one).
 * @param {Record<string, string | undefined>} [env]
 * @param {(path: string) => boolean} [executable]
 * @param {() => string} [bundledPath]
 * @returns {string | undefined}
 */
export function chromiumPath(
  env = process.env,
  executable = isExecutable,
  bundledPath = playwrightChromium,
) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const bundled = bundledPath();
  if (executable(bundled)) return bundled;
  if (executable(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return undefined;
}

/**
 * What the Gecko journeys launch (playwright.gecko.config.ts): Debian's
 * Firefox ESR through scripts/firefox-bidi.mjs, which chooses it
 * (FIREFOX_PATH, else /usr/bin/firefox-esr) and fills in what its WebDriver
 * BiDi lacks.
 */
export const firefoxPath = () => "scripts/firefox-bidi.mjs";

/** Where Playwright's own Chromium is, installed or not. */
function playwrightChromium() {
  // Required, not imported, so that lhci can require() the configs that
  // ask for the path.
  const { chromium } = createRequire(import.meta.url)("@playwright/test");
  return chromium.executablePath();
}

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the download host accepts a TCP connection: offline, DNS fails at
 * once and a dropped connection after PROBE_TIMEOUT_MS, where Playwright
 * would retry each for much longer. Behind a proxy the host cannot be
 * reached directly, so Playwright is left to try.
 * @param {Record<string, string | undefined>} env
 */
export function downloadHostAnswers(env) {
  if (env.HTTPS_PROXY || env.https_proxy || env.ALL_PROXY || env.all_proxy)
    return Promise.resolve(true);
  const host = new URL(env.PLAYWRIGHT_DOWNLOAD_HOST || DOWNLOAD_HOST);
  const port = Number(host.port || (host.protocol === "http:" ? 80 : 443));
  return new Promise((resolve) => {
    const socket = connect({ host: host.hostname, port });
    const done = (/** @type {boolean} */ answered) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** `playwright install chromium`, in its own process group, with a time limit. */
async function installChromium() {
  if (!(await downloadHostAnswers(process.env))) {
    console.log("The download host does not answer: skipping the download.");
    return false;
  }
  const cli = createRequire(import.meta.url).resolve("@playwright/test/cli");
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, "install", "chromium"], {
      stdio: "inherit",
      // A group, so that a timeout also stops the downloader it starts.
      detached: true,
      env: {
        ...process.env,
        PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: String(CONNECTION_TIMEOUT_MS),
      },
    });
    const stop = () => {
      if (child.pid && child.exitCode === null)
        process.kill(-child.pid, "SIGKILL");
    };
    const timer = setTimeout(() => {
      console.log(`The download took over ${INSTALL_TIMEOUT_MS / 60_000} min.`);
      stop();
    }, INSTALL_TIMEOUT_MS);
    // Ctrl-C reaches our group only; the download's group stops with us.
    process.once("SIGINT", () => {
      stop();
      process.exit(130);
    });
    child.once("error", () => resolve(false));
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

async function main() {
  const result = await ensureBrowser({
    env: process.env,
    isExecutable,
    bundledPath: playwrightChromium,
    install: installChromium,
    log: console.log,
  });
  if ("error" in result) {
    console.error(result.error);
    process.exit(1);
  }
  console.log(`Browser for the tests: ${result.source} (${result.path})`);
}

// Not awaited: lhci's configs require() this module, and a module with a
// top-level await cannot be required.
if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
