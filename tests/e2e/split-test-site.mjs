// The split-test build for the end-to-end tests (split-test-build.ts):
// copies the store's content with its split test turned on, builds it,
// then serves it with `npm start`'s server and with `wrangler pages dev`
// (the Pages middleware in functions/), until stopped. playwright.config.ts
// runs this as one web server and waits for the second address.
import { spawn, spawnSync } from "node:child_process";
import { cp, readFile, rm, writeFile } from "node:fs/promises";

const [content, root, nodePort, cloudflarePort, test] = process.argv.slice(2);
if (!content || !root || !nodePort || !cloudflarePort || !test)
  throw new Error(
    "usage: split-test-site.mjs <content> <root> <node port> <cloudflare port> <test>",
  );

await rm(content, { recursive: true, force: true });
await cp("src/content", content, { recursive: true });
const file = `${content}/experiments/${test}.yaml`;
await writeFile(
  file,
  (await readFile(file, "utf8")).replace(/^on: false$/m, "on: true"),
);
const build = spawnSync("npx", ["astro", "build", "--outDir", root], {
  stdio: ["ignore", "ignore", "inherit"],
});
if (build.status !== 0) throw new Error("The split-test build failed");

const servers = [
  spawn(process.execPath, ["server/serve.mjs"], {
    env: { ...process.env, SITE_ROOT: root, PORT: nodePort },
    stdio: "inherit",
  }),
  spawn(
    "npx",
    [
      "wrangler",
      "pages",
      "dev",
      root,
      "--port",
      cloudflarePort,
      "--ip",
      "127.0.0.1",
      "--log-level",
      "warn",
      "--binding",
      `SPLIT_TEST_SECRET=${process.env.SPLIT_TEST_SECRET}`,
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      stdio: "inherit",
    },
  ),
];
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    for (const server of servers) server.kill(signal);
    process.exit(0);
  });
