import { defineConfig, devices } from "@playwright/test";
import {
  OPERATOR_ENV,
  OPERATOR_PORT,
  OPERATOR_ROOT,
} from "./tests/e2e/operator-build";
import {
  REBRAND_ENV,
  REBRAND_PORT,
  REBRAND_ROOT,
} from "./tests/e2e/rebrand-build";
import {
  SPLIT_BUILD,
  SPLIT_ENV,
  SPLIT_TEST,
} from "./tests/e2e/split-test-build";
import { LEDGER_HOSTS } from "./src/ledger/e2e/ledger-build";
import { CHROMIUM_FLAGS } from "./scripts/chromium.mjs";
import { chromiumPath } from "./scripts/ensure-browser.mjs";
import {
  CLOUDFLARE_PORT,
  CLOUDFLARE_SERVER,
  NODE_PORT as PORT,
} from "./tests/e2e/hosts";

/** The end-to-end specs: the store's, and the sales ledger's in its home. */
const E2E_SPEC = /(?:tests\/e2e|src\/ledger\/e2e)\/[^/]+\.spec\.ts$/;
/** The file that tests the build on Cloudflare's runtime, alone in its project. */
const CLOUDFLARE_SPEC = /cloudflare\.spec\.ts$/;
/** The split test's build, at phone width only: it serves its own hosts. */
const SPLIT_SPEC = /split-tests\.spec\.ts$/;
/** The sales ledger's build, at phone width only: one journey per host. */
const LEDGER_SPEC = /ledger(?:-[a-z]+)?\.spec\.ts$/;
/**
 * Specs whose checks the width cannot change (responses, text, behaviour
 * behind one implementation at any width): they run once, at phone width,
 * where most shoppers are. A single test of that kind in another spec is
 * tagged @any-width.
 */
const WIDTH_FREE_SPECS =
  /(?:attribution|currency|editor|failing-services|feeds|hostile-input|islands|measurement|static-pages)\.spec\.ts$/;
/** The built site to serve: dist/, or a copy of it (E2E_SITE_ROOT). */
const SITE_ROOT = process.env.E2E_SITE_ROOT ?? "dist";

/**
 * A build of this code with other settings or content (`env`), made here
 * into `root` and served on `port` the way `npm start` serves it.
 */
const builtAndServed = (
  root: string,
  port: number,
  env: Record<string, string>,
) => ({
  command: `npx astro build --outDir ${root} > /dev/null && SITE_ROOT=${root} PORT=${port} node server/serve.mjs`,
  env,
  url: `http://localhost:${port}/`,
  reuseExistingServer: false,
  timeout: 240_000,
});

const launchOptions = {
  executablePath: chromiumPath(),
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  // The store's journeys, and the sales ledger's beside its code.
  testDir: ".",
  testMatch: E2E_SPEC,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions,
  },
  // Tests tagged @phone or @desktop run at that width only; @any-width
  // ones, and the width-free specs, at phone width.
  projects: [
    {
      name: "phone",
      grepInvert: /@desktop/,
      testIgnore: CLOUDFLARE_SPEC,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
    {
      name: "desktop",
      grepInvert: /@phone|@any-width/,
      testIgnore: [CLOUDFLARE_SPEC, SPLIT_SPEC, LEDGER_SPEC, WIDTH_FREE_SPECS],
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
    {
      // The same build on Cloudflare's runtime: responses only, no browser.
      name: "cloudflare",
      testMatch: CLOUDFLARE_SPEC,
      use: { baseURL: CLOUDFLARE_SERVER },
    },
  ],
  // The Astro build in dist/, served the way `npm start` serves it. The
  // build itself is `npm test`'s job, so this only serves what is there.
  // A server already on the port (another checkout's, or one left by an
  // aborted run) could serve another build, so the run refuses to reuse it.
  webServer: [
    {
      command: `SITE_ROOT=${SITE_ROOT} PORT=${PORT} node server/serve.mjs`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same folder on workerd, Cloudflare's runtime, as
      // `npm run preview:cloudflare` serves it (docs/deploying.md).
      command: `npx wrangler pages dev ${SITE_ROOT} --port ${CLOUDFLARE_PORT} --ip 127.0.0.1 --log-level warn`,
      env: { WRANGLER_SEND_METRICS: "false" },
      url: `${CLOUDFLARE_SERVER}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // Built here, as the build is the operator's settings at work.
    builtAndServed(OPERATOR_ROOT, OPERATOR_PORT, OPERATOR_ENV),
    {
      // The store with its split test on, on `npm start`'s server and on
      // workerd with the Pages middleware (functions/).
      command: `node tests/e2e/split-test-site.mjs ${SPLIT_BUILD.content} ${SPLIT_BUILD.root} ${SPLIT_BUILD.nodePort} ${SPLIT_BUILD.cloudflarePort} ${SPLIT_TEST}`,
      env: SPLIT_ENV,
      url: `${SPLIT_BUILD.hosts.cloudflare}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      // The store with the sales ledger on, on `npm start`'s server with
      // SQLite and on workerd with local D1, the ad platforms stubbed.
      command: "node src/ledger/e2e/ledger-site.mjs",
      url: `${LEDGER_HOSTS.cloudflare}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    // Another store's content, built by the same code.
    builtAndServed(REBRAND_ROOT, REBRAND_PORT, REBRAND_ENV),
  ],
});
