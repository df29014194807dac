// `npm run load:ledger`: BUY NOW's hop through the click ledger under load,
// on `npm start`'s server (a process of its own) with SQLite, on localhost.
// 200 shoppers (CONNECTIONS) follow BUY NOW again and again for 15 s
// (DURATION), each with a campaign, click ids and ad consent; then the
// server stops, its deferred writes done, and every redirect answered is
// looked for in the ledger. Prints the hop's latency percentiles, beside
// those of /robots.txt under the same load as the floor, and the clicks
// lost. Fails if any is lost or any request fails.
//
// SITE_ROOT is a build with the ledger on: `.e2e/ledger`, which the
// end-to-end tests build, by default.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const DURATION = Number(process.env.DURATION ?? 15) * 1000;
const ROOT = process.env.SITE_ROOT ?? ".e2e/ledger";
const PORT = Number(process.env.PORT ?? 4399);

if (!existsSync(join(ROOT, "_ledger.json")))
  throw new Error(
    `${ROOT} is not a build with the ledger on: run the end-to-end tests (they build .e2e/ledger), or build with ledger.on: true and set SITE_ROOT.`,
  );

const state = await mkdtemp(join(tmpdir(), "ledger-load-"));
const file = join(state, "ledger.sqlite");
const server = spawn(process.execPath, ["server/serve.mjs"], {
  env: { ...process.env, SITE_ROOT: ROOT, PORT: String(PORT), LEDGER_DB: file },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) =>
  server.stdout.on(
    "data",
    (data) => String(data).includes("Serving") && resolve(),
  ),
);

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const CONSENT = `cc_cookie=${encodeURIComponent('{"categories":["necessary","marketing"]}')}`;

/** One GET; resolves with its status and milliseconds. */
function get(path, headers = {}) {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { host: "127.0.0.1", port: PORT, path, agent, headers },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode, ms: performance.now() - start }),
        );
      },
    );
    req.on("error", () =>
      resolve({ status: 0, ms: performance.now() - start }),
    );
    req.end();
  });
}

/** CONNECTIONS shoppers asking for `path` back to back until the time is up. */
async function load(path, headers) {
  const samples = [];
  const end = performance.now() + DURATION;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) samples.push(await get(path, headers));
    }),
  );
  return samples;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function summary(name, samples) {
  const times = samples.map(({ ms }) => ms).sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) =>
    percentile(times, p).toFixed(1),
  );
  return `${name}: ${samples.length} requests (${Math.round(samples.length / (DURATION / 1000))}/s), p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, max ${times.at(-1).toFixed(1)} ms`;
}

const floor = await load("/robots.txt");
const clicks = await load(
  "/go?utm_campaign=load&gclid=Cj0KCQ-load&fbclid=IwAR-load",
  {
    Cookie: CONSENT,
    "User-Agent": "Mozilla/5.0 (load test)",
    Referer: `http://127.0.0.1:${PORT}/`,
  },
);
agent.destroy();
// SIGTERM closes the server once its answers are sent and their writes done.
await new Promise((resolve) => {
  server.once("exit", resolve);
  server.kill("SIGTERM");
});

const redirected = clicks.filter(({ status }) => status === 302).length;
const failed =
  clicks.length -
  redirected +
  floor.filter(({ status }) => status !== 200).length;
const db = new DatabaseSync(file);
const recorded = Number(db.prepare("SELECT COUNT(*) AS n FROM clicks").get().n);
db.close();
await rm(state, { recursive: true, force: true });

console.log(
  [
    `${CONNECTIONS} concurrent shoppers for ${DURATION / 1000} s each, on ${ROOT}`,
    summary("/robots.txt (the floor)", floor),
    summary("/go (BUY NOW through the ledger)", clicks),
    `redirects answered: ${redirected}, clicks recorded: ${recorded}, lost: ${redirected - recorded}, failed requests: ${failed}`,
  ].join("\n"),
);
if (redirected !== recorded || failed > 0) process.exit(1);
