// Writes full-page screenshots of every route at 390 and 1280 px into
// screenshots/ (git-ignored), for people to look at. Expects the production
// build to be served: `npm start` in another terminal, or BASE_URL.
import { chromium } from "@playwright/test";
import { existsSync, mkdirSync } from "node:fs";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const routes = [
  "/",
  "/about",
  "/contact",
  "/contact-information",
  "/order-track",
  "/privacy-policy",
  "/refund-policy",
  "/shipping-policy",
  "/terms-of-service",
  "/this-page-does-not-exist",
];
const executablePath =
  process.env.CHROMIUM_PATH ??
  (existsSync(chromium.executablePath()) ? undefined : "/usr/bin/chromium");

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

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox"],
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
  });
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
    .filter({ has: page.getByRole("radio", { name: "2 stars", exact: true }) })
    .click();
  await page.getByText("No reviews found").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `screenshots/home-filter-empty-${width}.png` });
  if (width === 390) {
    await page.goto(base + "/about", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Menu" }).click();
    await page.screenshot({ path: "screenshots/menu-open-390.png" });
  }
  await context.close();
}
await browser.close();
console.log("Screenshots written to screenshots/");
