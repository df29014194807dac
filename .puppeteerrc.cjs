// Puppeteer (which pa11y drives) downloads no browser at install, so that
// `npm ci` works where only the npm registry answers: the accessibility
// checks launch the Chromium scripts/ensure-browser.mjs finds.
/* global module */
/** @type {import("puppeteer").Configuration} */
module.exports = {
  skipDownload: true,
};
