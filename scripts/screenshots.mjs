// `npm run screenshots`: builds the site if there is no build yet, serves it,
// and writes full-page PNGs of every route, plus the product page with the
// zoom view, the review dialog, an empty review filter and the mobile menu
// open, into screenshots/ (git-ignored). WIDTHS=360,768 picks other widths.
import { chromium } from "@playwright/test";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { CHROMIUM_FLAGS } from "./chromium.mjs";
import { chromiumPath } from "./ensure-browser.mjs";

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4320);
const base = `http://localhost:${PORT}`;
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);

if (!existsSync("dist/index.html")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every page the sitemap lists, and one unknown path for the 404 page.
const sitemap = readFileSync("dist/sitemap-0.xml", "utf8");
const routes = [
  ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  ),
  "/this-page-does-not-exist",
];

const server = spawn("node", ["server/serve.mjs"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: "ignore",
  detached: true,
});
const stopServer = () => process.kill(-server.pid);

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server on ${base} did not start`);
}

/** Scrolls through the page so that lazy images load, then back to the top. */
async function loadLazyImages(page) {
  await page.evaluate(async () => {
    for (
      let y = 0;
      y < document.body.scrollHeight;
      y += window.innerHeight / 2
    ) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}

try {
  await waitForServer();
  mkdirSync("screenshots", { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  });
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
    });
    // No request leaves the machine: the geo-IP service answers "US".
    await context.route(/^https?:\/\/(?!localhost)/, (route) =>
      route.fulfill({ json: { country_code: "US" } }),
    );
    const page = await context.newPage();
    for (const path of routes) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      await loadLazyImages(page);
      const name = path === "/" ? "home" : path.slice(1);
      await page.screenshot({
        path: `screenshots/${name}-${width}.png`,
        fullPage: true,
      });
    }

    await page.goto(base + "/", { waitUntil: "networkidle" });
    await page.screenshot({ path: `screenshots/home-top-${width}.png` });
    await page.getByRole("button", { name: /^Zoom in/ }).click();
    await page.getByRole("dialog").waitFor();
    await page.screenshot({ path: `screenshots/home-zoom-${width}.png` });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Write a review" }).click();
    await page.getByRole("dialog").waitFor();
    await page.screenshot({
      path: `screenshots/home-review-dialog-${width}.png`,
    });
    await page.keyboard.press("Escape");
    await page
      .locator("label")
      .filter({
        has: page.getByRole("radio", { name: "2 stars", exact: true }),
      })
      .click();
    await page.getByText("No reviews found").scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `screenshots/home-filter-empty-${width}.png`,
    });

    const menu = page.getByRole("button", { name: "Menu" });
    if (await menu.isVisible()) {
      await page.goto(base + "/about", { waitUntil: "networkidle" });
      await menu.click();
      await page.screenshot({ path: `screenshots/menu-open-${width}.png` });
    }
    await context.close();
  }
  await browser.close();
  console.log(`Screenshots at ${widths.join(", ")} px written to screenshots/`);
} finally {
  stopServer();
}
