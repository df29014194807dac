import { chromium } from "@playwright/test";
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [390, 1280]) {
  for (const js of [true, false]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: js });
    await page.route((url) => url.hostname !== "localhost", (r) => r.request().url().includes("json") ? r.fulfill({ json: { country_code: "US" } }) : r.abort());
    await page.goto(`${base}/`, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    const section = page.locator("#reviews");
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `/tmp/shots/reviews-${width}-${js ? "js" : "nojs"}.png` });
    if (js) {
      await section.getByRole("button", { name: "Show more", exact: true }).first().click();
      await section.getByRole("button", { name: /Show more reviews/ }).click();
      await page.waitForTimeout(300);
      await section.screenshot({ path: `/tmp/shots/reviews-${width}-more.png` });
      await section.locator("label").filter({ has: page.getByRole("radio", { name: "2 stars", exact: true }) }).click();
      await page.waitForTimeout(300);
      await section.screenshot({ path: `/tmp/shots/reviews-${width}-empty.png` });
    }
    await page.close();
  }
}
await browser.close();
