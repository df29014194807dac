// What the WebKit tests (`npm run test:webkit`, tests/webkit/*.test.mjs)
// run on: WebKitGTK, the engine of Safari, driven by webdriverio through
// WebKitWebDriver (Debian's webkit2gtk-driver) under an Xvfb display, in a
// bare window whose page is exactly the width asked for (bare-window.py).
// Playwright's own WebKit build is not installable here (docs/browsers.md).
//
// The site is `dist/` served as `npm start` serves it
// (server/site-handler.mjs), behind a front server on a free port that can
// hold every `/_astro/*.js` request (the page script, the island runtime
// and the islands), as a slow connection would, and that points BUY NOW at
// a stand-in for the partner on localhost: no test leaves the machine.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { remote } from "webdriverio";
import { createSiteHandler } from "../../server/site-handler.mjs";

/** The build to serve: `dist/`, or the folder SITE_ROOT names. */
const DIST = resolve(
  process.env.SITE_ROOT ?? resolve(import.meta.dirname, "../../dist"),
);
/** The partner's address in the build (the default affiliate URL). */
const PARTNER = "https://partner.example.com";
const BARE_WINDOW = resolve(import.meta.dirname, "bare-window.py");

/** @param {import("node:net").Server} server */
const listen = (server) =>
  new Promise((done) =>
    server.listen(0, "127.0.0.1", () =>
      done(
        /** @type {import("node:net").AddressInfo} */ (server.address()).port,
      ),
    ),
  );

/** Waits until `check()` is true, or fails with `what`. */
export async function until(check, what, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`Timed out: ${what}`);
}

/** The site, with BUY NOW led to the stand-in and scripts held on demand. */
async function site() {
  const handler = await createSiteHandler(DIST, {
    // The handler listens on nothing: this module picks the ports.
    env: { ...process.env, PORT: "8080" },
  });
  const inner = createServer(handler);
  const innerPort = await listen(inner);
  /** The addresses the partner's stand-in was asked for. */
  const partnerVisits = [];
  const partner = createServer((request, response) => {
    partnerVisits.push(request.url ?? "");
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<title>Partner offer</title><h1>Partner offer</h1>");
  });
  const partnerOrigin = `http://127.0.0.1:${await listen(partner)}`;

  /** @type {string[]} */
  const held = [];
  /** @type {Promise<void> | null} */
  let holding = null;
  let release = () => {};
  const front = createServer(async (request, response) => {
    if (holding && /^\/_astro\/[^?]+\.js/.test(request.url ?? "")) {
      held.push(request.url ?? "");
      await holding;
    }
    // Uncompressed, so that a page's partner link can be rewritten.
    const headers = { ...request.headers };
    delete headers["accept-encoding"];
    const upstream = httpRequest(
      {
        port: innerPort,
        host: "127.0.0.1",
        path: request.url,
        method: request.method,
        headers,
      },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        if (!type.startsWith("text/html")) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          const html = Buffer.concat(chunks)
            .toString("utf8")
            .replaceAll(PARTNER, partnerOrigin);
          response.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            "content-length": Buffer.byteLength(html),
          });
          response.end(html);
        });
      },
    );
    request.pipe(upstream);
  });
  const port = await listen(front);
  return {
    origin: `http://127.0.0.1:${port}`,
    partnerOrigin,
    partnerVisits,
    held,
    /** Holds every script request until the returned function is called. */
    holdScripts() {
      held.length = 0;
      holding = new Promise((done) => {
        release = () => {
          holding = null;
          done();
        };
      });
      return () => release();
    },
    close() {
      release();
      for (const server of [front, inner, partner]) {
        server.closeAllConnections();
        server.close();
      }
    },
  };
}

/** A free port on 127.0.0.1. */
async function freePort() {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((done) => probe.close(done));
  return port;
}

/**
 * The display, the driver and the site, once for a test file; `session()`
 * opens a window at a width and `stop()` ends it all.
 */
export async function startWebKit() {
  if (!existsSync(`${DIST}/index.html`))
    throw new Error("No build: run `npm run build` first.");
  const children = [];
  const display = `:${100 + (process.pid % 400)}`;
  children.push(
    spawn(
      "Xvfb",
      [display, "-screen", "0", "1400x1000x24", "-nolisten", "tcp"],
      { stdio: "ignore" },
    ),
  );
  const driverPort = await freePort();
  children.push(
    spawn("WebKitWebDriver", [`--port=${driverPort}`], {
      stdio: "ignore",
      env: { ...process.env, DISPLAY: display },
    }),
  );
  const store = await site();
  await until(
    () =>
      fetch(`http://127.0.0.1:${driverPort}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    "WebKitWebDriver to start",
  );

  /** @type {WebdriverIO.Browser[]} */
  const browsers = [];
  return {
    store,
    /**
     * A window `width` × `height` px; `errors()` lists what its pages
     * reported (console errors, uncaught errors, CSP violations) since the
     * last call, and `logs()` their console messages.
     */
    async session(width, height) {
      const log = join(tmpdir(), `webkit-${process.pid}-${width}.log`);
      rmSync(log, { force: true });
      const browser = await remote({
        hostname: "127.0.0.1",
        port: driverPort,
        logLevel: "warn",
        capabilities: {
          // The tests wait for what they need themselves (`visit`): with
          // WebKitWebDriver waiting for a load, a script run just after it
          // took two minutes to answer.
          pageLoadStrategy: "none",
          // WebKitWebDriver speaks classic WebDriver only: no BiDi session.
          "wdio:enforceWebDriverClassic": true,
          "webkitgtk:browserOptions": {
            binary: BARE_WINDOW,
            args: [
              "--automation",
              `--width=${width}`,
              `--height=${height}`,
              `--log=${log}`,
            ],
          },
        },
      });
      browsers.push(browser);
      let read = 0;
      const entries = () => {
        const lines = existsSync(log)
          ? readFileSync(log, "utf8").split("\n").filter(Boolean)
          : [];
        const fresh = lines.slice(read).map((line) => JSON.parse(line));
        read = lines.length;
        return fresh;
      };
      let kept = [];
      const take = () => {
        kept.push(...entries());
        const all = kept;
        kept = [];
        return all;
      };
      return {
        browser,
        /** @returns {{ kind: string, text: string, url: string }[]} */
        errors: () =>
          take().filter(
            ({ kind }) =>
              kind === "console.error" ||
              kind === "pageerror" ||
              kind === "csp",
          ),
        /** Console messages of any level since the last call. */
        logs: () => take(),
      };
    },
    async stop() {
      for (const browser of browsers)
        await browser.deleteSession().catch(() => {});
      store.close();
      for (const child of children) child.kill();
    },
  };
}

/**
 * Opens `url` in `browser` and waits until the new document is parsed: the
 * page it leaves is marked, so that its state is not taken for the new one's.
 */
export async function visit(browser, url) {
  await browser.execute(() => {
    window.leftForNextPage = true;
  });
  await browser.url(url);
  await until(
    () =>
      browser.execute(
        () => !window.leftForNextPage && document.readyState !== "loading",
      ),
    `${url} to open`,
    30_000,
  );
}

/** The engine's version and what it lacks, for the run's log. */
export async function describeEngine(browser) {
  const { userAgent, invokers } = await browser.execute(() => ({
    userAgent: navigator.userAgent,
    invokers: "command" in HTMLButtonElement.prototype,
  }));
  return `WebKitGTK ${browser.capabilities.browserVersion}; invoker commands: ${invokers}; ${userAgent}`;
}
