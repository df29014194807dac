// `npm run load`: a load test of the production server, on localhost only.
// Serves the existing build (run `npm run build` first) and sends it 100
// concurrent connections for 20 s, cycling through the product page, a static
// page, a script and an unknown path. Fails on any error, timeout or wrong
// status code; prints requests per second and latency percentiles.
//
// CONNECTIONS and DURATION (seconds) override the defaults.
import autocannon from "autocannon";
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createSiteHandler } from "../server/site-handler.mjs";

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const DURATION = Number(process.env.DURATION ?? 20);

const root = fileURLToPath(new URL("../dist", import.meta.url));
const script = readdirSync(`${root}/_astro`).find(
  (file) => file.startsWith("client.") && file.endsWith(".js"),
);
if (!script) throw new Error("No build found: run `npm run build` first.");

/** What each request asks for, and the status the server must answer with. */
const targets = [
  { path: "/", status: 200 },
  { path: "/about", status: 200 },
  { path: `/_astro/${script}`, status: 200 },
  { path: "/no-such-page", status: 404 },
];

const server = createServer(await createSiteHandler(root));
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address();

const wrongStatus = new Map();
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: CONNECTIONS,
  duration: DURATION,
  // Browsers ask for compressed files; so does this test.
  headers: { "accept-encoding": "br, gzip" },
  requests: targets.map(({ path, status }) => ({
    method: "GET",
    path,
    onResponse(code) {
      if (code !== status) {
        const key = `${path} answered ${code}, not ${status}`;
        wrongStatus.set(key, (wrongStatus.get(key) ?? 0) + 1);
      }
    },
  })),
});
server.close();

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  [
    `${CONNECTIONS} connections for ${DURATION} s against ${targets
      .map(({ path }) => path)
      .join(", ")}`,
    `requests: ${result.requests.total} (${Math.round(result.requests.average)} per second on average)`,
    `latency: p50 ${ms(result.latency.p50)}, p90 ${ms(result.latency.p90)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}`,
    `throughput: ${(result.throughput.average / 1e6).toFixed(1)} MB/s`,
    `errors: ${result.errors}, timeouts: ${result.timeouts}`,
  ].join("\n"),
);

const problems = [
  ...(result.errors > 0 ? [`${result.errors} connection errors`] : []),
  ...(result.timeouts > 0 ? [`${result.timeouts} timeouts`] : []),
  ...[...wrongStatus].map(([text, count]) => `${count} × ${text}`),
];
if (problems.length > 0) {
  console.error(`Load test failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("No errors, and every status code as expected.");
