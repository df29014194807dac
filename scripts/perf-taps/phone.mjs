// The phone the first-tap benchmark emulates: Lighthouse's mobile network,
// and a CPU slowed so that this host runs script as fast as a phone of a
// given benchmark index (PHONE_BENCHMARK_INDEX, scripts/budgets.mjs).
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { median } from "./report.mjs";

/** Lighthouse's mobile network, as CDP takes it (bytes per second). */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * The CPU slowdown that makes a host of `hostIndex` run script like a phone
 * of `phoneIndex`: Lighthouse's benchmark index counts work per second, so
 * the ratio of the two. Never below 1: a host slower than the phone cannot
 * be sped up, and the figures then flatter the store.
 * @param {number} hostIndex
 * @param {number} phoneIndex
 */
export function cpuRate(hostIndex, phoneIndex) {
  if (!(hostIndex > 0) || !(phoneIndex > 0))
    throw new Error(
      `Benchmark indexes must be positive: host ${hostIndex}, phone ${phoneIndex}`,
    );
  return Math.max(1, Math.round((hostIndex / phoneIndex) * 100) / 100);
}

/**
 * Lighthouse's own `computeBenchmarkIndex`, the function it runs in the
 * page to fill `environment.benchmarkIndex`: the lhci that `npm run perf`
 * runs carries it, so both benchmarks share one scale.
 * @returns {Promise<() => number>}
 */
export async function lighthouseBenchmark() {
  const lhci = createRequire(import.meta.url).resolve("@lhci/cli/package.json");
  const file = createRequire(lhci).resolve(
    "lighthouse/core/lib/page-functions.js",
  );
  const { pageFunctions } = await import(pathToFileURL(file).href);
  return pageFunctions.computeBenchmarkIndex;
}

/**
 * This host's benchmark index, in a blank page with no throttling: the
 * median of `runs` runs of Lighthouse's benchmark after one that warms the
 * script engine up (Lighthouse runs it once, in the page it audits).
 * @param {import("@playwright/test").Browser} browser
 * @param {number} [runs]
 */
export async function hostBenchmarkIndex(browser, runs = 3) {
  const benchmark = await lighthouseBenchmark();
  const page = await browser.newPage();
  try {
    await page.evaluate(benchmark);
    const indexes = [];
    for (let run = 0; run < runs; run++)
      indexes.push(await page.evaluate(benchmark));
    return Math.round(median(indexes));
  } finally {
    await page.close();
  }
}
