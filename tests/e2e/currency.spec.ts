import { expect, storedCurrency, test } from "./fixtures";
import { currencyFrom, FALLBACK_CURRENCY } from "./store";

// A country of each of the demo's currencies, and whichever the store gives them.
for (const [country, currency] of ["GB", "FR", "US"].map(
  (country) => [country, currencyFrom(country)] as const,
)) {
  test.describe(`a visitor from ${country}`, () => {
    test.use({ geoIp: { country_code: country } });

    test(`gets ${currency}, stored for later visits`, async ({
      page,
      geoIpRequests,
    }) => {
      await page.goto("/about");
      await expect.poll(() => storedCurrency(page)).toBe(currency);
      expect(geoIpRequests.count).toBe(1);
      await page.goto("/contact");
      await page.waitForLoadState("networkidle");
      expect(geoIpRequests.count).toBe(1);
    });
  });
}

test.describe("a failing geo-IP service", () => {
  // The browser itself reports the failed request; the store adds one warning.
  test.use({
    geoIp: { status: 500, body: "Internal Server Error" },
    allowedErrors: /status of 500/,
  });

  test(`ends in ${FALLBACK_CURRENCY}, stored`, async ({ page }) => {
    const warning = page.waitForEvent(
      "console",
      (message) => message.type() === "warning",
    );
    await page.goto("/about");
    expect((await warning).text()).toContain("Currency detection failed");
    await expect.poll(() => storedCurrency(page)).toBe(FALLBACK_CURRENCY);
  });
});

test.describe("an unreachable geo-IP service", () => {
  test.use({
    geoIp: "network-error",
    allowedErrors: /ERR_INTERNET_DISCONNECTED/,
  });

  test(`ends in ${FALLBACK_CURRENCY}, stored`, async ({ page }) => {
    await page.goto("/about");
    await expect.poll(() => storedCurrency(page)).toBe(FALLBACK_CURRENCY);
  });
});
