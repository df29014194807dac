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
    const name = path === "/" ? "home" : path.slice(1);
    await page.screenshot({
      path: `screenshots/${name}-${width}.png`,
      fullPage: true,
    });
  }
  if (width === 390) {
    await page.goto(base + "/about", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Menu" }).click();
    await page.screenshot({ path: "screenshots/menu-open-390.png" });
  }
  await context.close();
}
await browser.close();
console.log("Screenshots written to screenshots/");
