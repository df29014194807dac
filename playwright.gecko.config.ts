// `npm run test:gecko`: the shopper's journeys on Gecko, the engine of
// Firefox, at a phone's width and a desktop's. They are the tests of
// tests/e2e tagged @journey, on the same build as playwright.config.ts
// serves; the checks an engine cannot change (headers, sizes, the HTML,
// the other builds) stay with the Chromium run. A test that needs an API
// only Chromium has says so in a tag, @chromium-<what it needs>, and is
// left out here.
//
// Playwright drives the system's Firefox (Debian's firefox-esr) over
// WebDriver BiDi with its `moz-firefox` channel and `executablePath`
// (https://github.com/microsoft/playwright/pull/41126), through
// scripts/firefox-bidi.mjs, which fills in what this release's BiDi lacks.
import { defineConfig, type Project } from "@playwright/test";
import base from "./playwright.config";
import { NODE_PORT } from "./tests/e2e/hosts";
import { firefoxPath } from "./scripts/ensure-browser.mjs";

/** How the tests start Firefox. */
const launchOptions = {
  channel: "moz-firefox",
  executablePath: firefoxPath(),
  firefoxUserPrefs: {
    // A phone's scrollbars, which take no width from the page: with the
    // desktop's, a 390 px window lays the page out at 378 px.
    "ui.useOverlayScrollbars": 1,
    // Touch events, as on a phone (the gallery's swipe).
    "dom.w3c_touch_events.enabled": 1,
  },
};

/** The store's server; the other builds are the Chromium run's. */
const [storeServer] = [base.webServer].flat();

/** Journeys only, at one width, without what only Chromium can do. */
const gecko = (
  name: string,
  width: number,
  height: number,
  otherWidth: RegExp,
): Project => ({
  name,
  grep: /@journey/,
  grepInvert: [otherWidth, /@chromium-/],
  use: {
    browserName: "firefox",
    viewport: { width, height },
    launchOptions,
  },
});

export default defineConfig({
  ...base,
  testMatch: /tests\/e2e\/[^/]+\.spec\.ts$/,
  projects: [
    gecko("firefox-phone", 390, 844, /@desktop/),
    gecko("firefox-desktop", 1280, 800, /@phone/),
  ],
  use: {
    ...base.use,
    baseURL: `http://localhost:${NODE_PORT}`,
    launchOptions,
  },
  webServer: storeServer,
});
