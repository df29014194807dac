// The split-test build for the end-to-end tests (split-test-build.ts):
// copies the store's content with its split test turned on, builds it,
// then serves it with `npm start`'s server and with `wrangler pages dev`
// (the Pages middleware in functions/), until stopped. playwright.config.ts
// runs this as one web server and waits for the second address.
import { spawnSync } from "node:child_process";
import { contentWithTestOn, serveOnBothHosts } from "./site-copies.mjs";

const [content, root, nodePort, cloudflarePort, test] = process.argv.slice(2);
if (!content || !root || !nodePort || !cloudflarePort || !test)
  throw new Error(
    "usage: split-test-site.mjs <content> <root> <node port> <cloudflare port> <test>",
  );

await contentWithTestOn(content, test);
const build = spawnSync("npx", ["astro", "build", "--outDir", root], {
  stdio: ["ignore", "ignore", "inherit"],
});
if (build.status !== 0) throw new Error("The split-test build failed");

serveOnBothHosts({
  root,
  nodePort,
  cloudflarePort,
  env: process.env,
  // The tests' visitors arrive through this machine, as through a proxy.
  nodeEnv: { TRUST_PROXY: "loopback" },
  bindings: { SPLIT_TEST_SECRET: String(process.env.SPLIT_TEST_SECRET) },
});
