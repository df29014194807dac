// The sales ledger's build for the end-to-end tests (ledger-build.ts):
// copies the store's content with its split test and the ledger on, builds
// it, starts the ad platforms' stub, then serves the build with `npm
// start`'s server (SQLite) and with `wrangler pages dev` (local D1, its
// migrations applied first), each from an empty database, until stopped.
// playwright.config.ts runs this as one web server.
import { spawnSync } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import yaml from "js-yaml";
import {
  LEDGER_BUILD,
  LEDGER_BUILD_ENV,
  LEDGER_D1_STATE,
  LEDGER_HOST_ENV,
  LEDGER_SETTINGS,
  LEDGER_SQLITE,
  LEDGER_STUB_PORT,
} from "./ledger-build.ts";
import { startPlatformStub } from "./platform-stub.mjs";
import {
  contentWithTestOn,
  serveOnBothHosts,
} from "../../../tests/e2e/site-copies.mjs";

const { root, content, nodePort, cloudflarePort } = LEDGER_BUILD;
await contentWithTestOn(content, "buy-now-wording");
// The content's own `ledger` (its native networks) gives way to the test's.
const settingsFile = `${content}/settings.yaml`;
const file = yaml.load(await readFile(settingsFile, "utf8"));
file.settings.ledger = yaml.load(
  `settings:\n${LEDGER_SETTINGS}`,
).settings.ledger;
await writeFile(settingsFile, yaml.dump(file, { lineWidth: -1 }));

const env = {
  ...process.env,
  ...LEDGER_BUILD_ENV,
  WRANGLER_SEND_METRICS: "false",
};
const build = spawnSync("npx", ["astro", "build", "--outDir", root], {
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
serveOnBothHosts({
  root,
  nodePort: String(nodePort),
  cloudflarePort: String(cloudflarePort),
  env,
  nodeEnv: { ...LEDGER_HOST_ENV, LEDGER_DB: LEDGER_SQLITE },
  bindings: LEDGER_HOST_ENV,
  wranglerArgs: ["--persist-to", LEDGER_D1_STATE],
  onStop: () => stub.close(),
});
