// The click ledger's build for the end-to-end tests (ledger-build.ts):
// copies the store's content with its split test and the ledger on, builds
// it, starts the ad platforms' stub, then serves the build with `npm
// start`'s server (SQLite) and with `wrangler pages dev` (local D1, its
// migrations applied first), each from an empty database, until stopped.
// playwright.config.ts runs this as one web server.
import { spawn, spawnSync } from "node:child_process";
import { appendFile, cp, readFile, rm, writeFile } from "node:fs/promises";
import {
  LEDGER_BUILD_ENV,
  LEDGER_CLOUDFLARE_PORT,
  LEDGER_CONTENT,
  LEDGER_D1_STATE,
  LEDGER_HOST_ENV,
  LEDGER_NODE_PORT,
  LEDGER_ROOT,
  LEDGER_SETTINGS,
  LEDGER_SQLITE,
  LEDGER_STUB_PORT,
} from "./ledger-build.ts";
import { startPlatformStub } from "./platform-stub.mjs";

const SPLIT_TEST = "buy-now-wording";

await rm(LEDGER_CONTENT, { recursive: true, force: true });
await cp("src/content", LEDGER_CONTENT, { recursive: true });
const experiment = `${LEDGER_CONTENT}/experiments/${SPLIT_TEST}.yaml`;
await writeFile(
  experiment,
  (await readFile(experiment, "utf8")).replace(/^on: false$/m, "on: true"),
);
await appendFile(`${LEDGER_CONTENT}/settings.yaml`, LEDGER_SETTINGS);

const env = {
  ...process.env,
  ...LEDGER_BUILD_ENV,
  WRANGLER_SEND_METRICS: "false",
};
const build = spawnSync("npx", ["astro", "build", "--outDir", LEDGER_ROOT], {
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
if (build.status !== 0) throw new Error("The ledger build failed");

await rm(".e2e/ledger-state", { recursive: true, force: true });
const migrations = spawnSync(
  "npx",
  [
    "wrangler",
    "d1",
    "migrations",
    "apply",
    "storefront-ledger",
    "--local",
    "--persist-to",
    LEDGER_D1_STATE,
  ],
  { env, stdio: ["ignore", "ignore", "inherit"] },
);
if (migrations.status !== 0) throw new Error("The D1 migrations failed");

const stub = await startPlatformStub(LEDGER_STUB_PORT);
const servers = [
  spawn(process.execPath, ["server/serve.mjs"], {
    env: {
      ...env,
      ...LEDGER_HOST_ENV,
      SITE_ROOT: LEDGER_ROOT,
      PORT: String(LEDGER_NODE_PORT),
      LEDGER_DB: LEDGER_SQLITE,
    },
    stdio: "inherit",
  }),
  spawn(
    "npx",
    [
      "wrangler",
      "pages",
      "dev",
      LEDGER_ROOT,
      "--port",
      String(LEDGER_CLOUDFLARE_PORT),
      "--ip",
      "127.0.0.1",
      "--log-level",
      "warn",
      "--persist-to",
      LEDGER_D1_STATE,
      ...Object.entries(LEDGER_HOST_ENV).flatMap(([name, value]) => [
        "--binding",
        `${name}=${value}`,
      ]),
    ],
    { env, stdio: "inherit" },
  ),
];
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    for (const server of servers) server.kill(signal);
    stub.close();
    process.exit(0);
  });
