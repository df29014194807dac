import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { publicPaths } from "./routes";

/** The product page, the one page whose islands need React. */
const PRODUCT_PAGE = "/";
const NOT_FOUND = "/no-such-page";
/** Script a static page may fetch after `load`, as sent (1 KB = 1,000 bytes). */
const SCRIPT_BUDGET = 10_000;

/**
 * Text only React's own modules carry: the element type every React
 * element is tagged with, and the address of React's error decoder.
 */
const REACT_MARKERS = ["react.transitional.element", "react.dev/errors"];

type ScriptFile = {
  url: string;
  bytes: number;
  encoding: string;
  react: boolean;
};

/** Every script file the page fetches from now on, as sent over the wire. */
function recordScripts(page: Page) {
  const scripts: Promise<ScriptFile>[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (
      request.resourceType() !== "script" &&
      !/\.m?js$/.test(new URL(response.url()).pathname)
    )
      return;
    scripts.push(
      (async () => {
        const [sizes, body] = await Promise.all([
          request.sizes(),
          response.text(),
        ]);
        return {
          url: new URL(response.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding:
            (await response.allHeaders())["content-encoding"] ?? "identity",
          react: REACT_MARKERS.some((marker) => body.includes(marker)),
        };
      })(),
    );
  });
  return () => Promise.all(scripts);
}

/** Quiet: no request in flight, and none started or ended for this long. */
const QUIET_MS = 500;

/**
 * Opens `path` and waits past what it fetches unasked: `load`, the page
 * script (after first paint, at idle), then what islands preload when the
 * browser is next idle after `load`. Each of those waits for an idle
 * moment, which a busy host postpones, so it waits in rounds (the browser
 * idle, then the network quiet) until a round starts no request.
 */
async function openAndSettle(page: Page, path: string) {
  let started = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  const settled = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on("request", () => {
    started += 1;
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  await page.goto(path, { waitUntil: "load" });
  await page.waitForFunction(() => window.pageReady === true);
  for (let round = 0, before = -1; started !== before && round < 5; round++) {
    before = started;
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })),
    );
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)
      await page.waitForTimeout(100);
  }
}

for (const path of [
  ...publicPaths.filter((route) => route !== PRODUCT_PAGE),
  NOT_FOUND,
]) {
  test.describe(path, () => {
    if (path === NOT_FOUND) test.use({ allowedErrors: /404|Not Found/ });

    test(`loads no React and at most ${SCRIPT_BUDGET / 1000} KB of script once loaded and idle`, async ({
      page,
    }) => {
      const scripts = recordScripts(page);
      await openAndSettle(page, path);
      const files = await scripts();
      expect(files.length, "the page script at least").toBeGreaterThan(0);
      expect(
        files.filter((file) => file.react).map((file) => file.url),
        "scripts with React in them",
      ).toEqual([]);
      const total = files.reduce((sum, file) => sum + file.bytes, 0);
      test.info().annotations.push({
        type: "script after load",
        description: files
          .map((file) => `${file.url} ${file.bytes} B ${file.encoding}`)
          .join(", "),
      });
      expect(total, JSON.stringify(files)).toBeLessThanOrEqual(SCRIPT_BUDGET);
    });
  });
}

test(`${PRODUCT_PAGE} still fetches React after load, for its islands`, async ({
  page,
}) => {
  const scripts = recordScripts(page);
  // The same wait as above sees React here: it waits long enough.
  await openAndSettle(page, PRODUCT_PAGE);
  const files = await scripts();
  expect(
    files.some((file) => file.react),
    JSON.stringify(files),
  ).toBe(true);
});
