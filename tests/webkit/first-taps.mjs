// `npm run test:webkit`: the first tap on each dialog's invoker button on
// WebKit, made before any script but the inline head script has come. It
// drives WebKitGTK (Debian's webkit2gtk-driver, under Xvfb) with
// webdriverio: Playwright's own WebKit build is not installable here
// (docs/testing.md). WebKitGTK, like Safari before 26.2, lacks invoker
// commands, so the head script's fallback (src/browser/invokers.ts) is what
// opens the dialog.
//
// It serves `dist/` as `npm start` does (server/site-handler.mjs) on a free
// port, holding every `/_astro/*.js` request (the page script, the island
// runtime and the islands) until the taps are made, as a slow connection
// would. Then it releases them, waits for the page script and taps again:
// each tap has one answer. Exits with 1 on a failure.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { remote } from "webdriverio";
import { createSiteHandler } from "../../server/site-handler.mjs";
import { rootAttribute } from "../../src/lib/root-data.ts";

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** The build to serve: `dist/`, or the folder SITE_ROOT names. */
const DIST = resolve(
  process.env.SITE_ROOT ?? resolve(import.meta.dirname, "../../dist"),
);

/** @param {import("node:net").Server} server */
const listen = (server) =>
  new Promise((done) =>
    server.listen(0, "127.0.0.1", () =>
      done(
        /** @type {import("node:net").AddressInfo} */ (server.address()).port,
      ),
    ),
  );

/** A free port on 127.0.0.1. */
async function freePort() {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((done) => probe.close(done));
  return port;
}

/** The site, with the scripts held until `release()`. */
async function heldSite() {
  const handler = await createSiteHandler(DIST, {
    // The handler listens on nothing: this script picks the port.
    env: { ...process.env, PORT: "8080" },
  });
  /** @type {string[]} */
  const held = [];
  let release = () => {};
  const released = new Promise((done) => {
    release = () => done(undefined);
  });
  const server = createServer(async (request, response) => {
    if (/^\/_astro\/[^?]+\.js/.test(request.url ?? "")) {
      held.push(request.url ?? "");
      await released;
    }
    handler(request, response);
  });
  const port = await listen(server);
  return { server, port, held, release };
}

/** Waits until `check()` is true, or fails with `what`. */
async function until(check, what, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`Timed out: ${what}`);
}

const failures = [];
/** @param {boolean} ok @param {string} what */
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

if (!existsSync(`${DIST}/index.html`)) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

const children = [];
const site = await heldSite();
const display = `:${90 + (process.pid % 100)}`;
children.push(
  spawn("Xvfb", [display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: "ignore",
  }),
);
const driverPort = await freePort();
children.push(
  spawn("WebKitWebDriver", [`--port=${driverPort}`], {
    stdio: "ignore",
    env: { ...process.env, DISPLAY: display },
  }),
);

let browser;
try {
  await until(
    () =>
      fetch(`http://127.0.0.1:${driverPort}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    "WebKitWebDriver to start",
  );
  browser = await remote({
    hostname: "127.0.0.1",
    port: driverPort,
    logLevel: "warn",
    capabilities: {
      browserName: "MiniBrowser",
      // The held scripts delay `load`: the test goes on at DOMContentLoaded.
      pageLoadStrategy: "eager",
      // WebKitWebDriver speaks classic WebDriver only: no BiDi session.
      "wdio:enforceWebDriverClassic": true,
      "webkitgtk:browserOptions": {
        binary: MINIBROWSER,
        args: ["--automation"],
      },
    },
  });
  const origin = `http://127.0.0.1:${site.port}`;
  await browser.url(`${origin}/`);

  const engine = await browser.execute(() => ({
    invokers: "command" in HTMLButtonElement.prototype,
    userAgent: navigator.userAgent,
  }));
  console.log(`# ${engine.userAgent}`);
  console.log(`# invoker commands in this engine: ${engine.invokers}`);

  // The page script is requested after first paint: the taps land while it
  // is on its way.
  const pageScript = await browser.execute(
    (name) => document.documentElement.getAttribute(name) ?? "",
    rootAttribute("pageScript"),
  );
  await until(
    () => site.held.some((url) => url.startsWith(pageScript)),
    "the page script's request",
  );

  /** Each dialog an invoker opens, by id, with the name of its opener. */
  const dialogIds = await browser.execute(() => [
    ...new Set(
      [...document.querySelectorAll('button[command="show-modal"]')].map(
        (button) => button.getAttribute("commandfor") ?? "",
      ),
    ),
  ]);
  check(
    dialogIds.length > 0,
    `dialogs opened by invokers: ${dialogIds.join(", ")}`,
  );

  const isOpen = (id) =>
    browser.execute(
      (id) => document.getElementById(id)?.hasAttribute("open"),
      id,
    );

  /** Taps the first shown opener of `id`, then its close button. */
  async function tapOpenAndClose(id, when) {
    let opener;
    for (const button of await browser.$$(
      `button[command="show-modal"][commandfor="${id}"]`,
    ))
      if (await button.isDisplayed()) {
        opener = button;
        break;
      }
    if (!opener) return check(false, `${when}: a shown opener of #${id}`);
    const name =
      (await opener.getAttribute("aria-label")) || (await opener.getText());
    await opener.click();
    await until(() => isOpen(id), `#${id} to open`, 5000).catch(() => {});
    const opened = await isOpen(id);
    check(opened, `${when}: "${name.trim()}" opens #${id}`);
    if (!opened) return;
    const close = await browser.$(
      `#${id} button[command="close"][commandfor="${id}"]`,
    );
    await close.click();
    await until(async () => !(await isOpen(id)), `#${id} to close`, 5000).catch(
      () => {},
    );
    check(!(await isOpen(id)), `${when}: its close button closes #${id}`);
  }

  for (const id of dialogIds)
    await tapOpenAndClose(id, "before the page script");
  check(
    (await browser.execute(() => window.pageReady)) !== true,
    "the page script had not run during those taps",
  );
  check(
    (await browser.execute(
      (name) => document.documentElement.getAttribute(name),
      rootAttribute("js"),
    )) === "",
    "the page is still the scripted one (no fallback to the script-free form)",
  );

  site.release();
  await until(
    () => browser.execute(() => window.pageReady === true),
    "the page script to run",
  );
  for (const id of dialogIds)
    await tapOpenAndClose(id, "after the page script");
} catch (error) {
  check(false, String(error));
} finally {
  site.release();
  await browser?.deleteSession().catch(() => {});
  for (const child of children) child.kill();
  site.server.close();
}

console.log(
  failures.length === 0
    ? "WebKit: every dialog opens at the first tap, before and after the page script."
    : `WebKit: ${failures.length} failure(s).`,
);
process.exit(failures.length === 0 ? 0 : 1);
