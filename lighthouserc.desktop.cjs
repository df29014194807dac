// Lighthouse CI, desktop preset; `npm run perf` runs it (scripts/perf.mjs).
// The budgets live in scripts/budgets.mjs. lhci loads its config with
// require(), which reads an ES module since Node 22.12.
/* global module, require */
// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = require("./scripts/lighthouse-config.mjs").lighthouseRc(
  "desktop",
);
