/**
 * How every tool here starts Chromium: the e2e tests (playwright.config.ts),
 * Lighthouse CI (lighthouse-config.mjs) and the first-tap benchmark
 * (perf-taps.mjs). No sandbox, since CI containers run as root, and none of
 * Chrome's own background traffic in the tests or the measurements.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
