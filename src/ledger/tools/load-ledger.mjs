// `npm run load:ledger`: BUY NOW's hop through the sales ledger under load,
// on `npm start`'s server (a process of its own) with SQLite, on localhost.
// 200 shoppers (CONNECTIONS) follow BUY NOW again and again for 15 s
// (DURATION), each with a campaign, click ids and ad consent; then the
// server stops and every redirect answered is looked for in the ledger.
// Two runs, each on a new database: a healthy one, and one that refuses 1 %
// of the click writes (FAULT_PERCENT, by a trigger in that database alone)
// until the load ends. Prints the hop's latency percentiles beside those
// of /robots.txt under the same load (the floor), the clicks lost in each
// run, and what one click's write costs on its own. Fails if any click is
// lost or any request fails.
//
// SITE_ROOT is a build with the ledger on: `.e2e/ledger`, which the
// end-to-end tests build, by default.
//
// `npm run load:ledger -- --filter`: the click filter's cost instead
// (docs/sales-ledger.md, "Flagged clicks"): the same build with the filter
// on and with `ledger.filter.on: false` (a twin of the build folder whose
// `_ledger.json` says so, every other file linked), healthy database,
// interleaved ROUNDS times (3 by default), each run's p95 printed and the
// median of each side's p95s compared.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import {
  mkdir,
  mkdtemp,
  readdir,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { Agent, request } from "node:http";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { CONSENT_COOKIE } from "../../lib/consent-cookie.ts";
import { CLICK } from "../fixtures.ts";
import { LEDGER_FILE } from "../manifest.ts";
import { DEFAULT_FILTER } from "../settings.ts";
import { recordClick } from "../db/store.ts";
import { openLedgerDb } from "../db/ledger-db.mjs";
import { siteBuildFiles } from "../../../server/site-build-files.mjs";

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const DURATION = Number(process.env.DURATION ?? 15) * 1000;
const FAULT_PERCENT = Number(process.env.FAULT_PERCENT ?? 1);
const ROOT = process.env.SITE_ROOT ?? ".e2e/ledger";
const PORT = Number(process.env.PORT ?? 4399);

if (!existsSync(join(ROOT, LEDGER_FILE)))
  throw new Error(
    `${ROOT} is not a build with the ledger on: run the end-to-end tests (they build .e2e/ledger), or build with ledger.on: true and set SITE_ROOT.`,
  );

const CONSENT = `${CONSENT_COOKIE}=${encodeURIComponent('{"categories":["necessary","marketing"]}')}`;
const CLICK_HEADERS = {
  Cookie: CONSENT,
  "User-Agent": "Mozilla/5.0 (load test)",
  Referer: `http://127.0.0.1:${PORT}/`,
};
const CLICK_PATH = "/go?utm_campaign=load&gclid=Cj0KCQ-load&fbclid=IwAR-load";

/** A trigger that refuses `percent` % of the click writes at random, and counts them. */
const faults = (percent) => `
  CREATE TABLE load_refusals (n INTEGER NOT NULL);
  INSERT INTO load_refusals VALUES (0);
  CREATE TRIGGER load_faults BEFORE INSERT ON clicks
  WHEN abs(random()) % 10000 < ${Math.round(percent * 100)}
  BEGIN
    UPDATE load_refusals SET n = n + 1;
    SELECT RAISE(FAIL, 'injected fault');
  END;`;

/** One GET; resolves with its status and milliseconds. */
function get(agent, path, headers = {}) {
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
async function load(path, headers, duration = DURATION) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const samples = [];
  const end = performance.now() + duration;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end)
        samples.push(await get(agent, path, headers));
    }),
  );
  agent.destroy();
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

/** The server on a new database, `percent` % of whose click writes fail, serving `root`. */
async function serverWith(state, percent, root = ROOT) {
  const file = join(state, `ledger-${percent}-${Date.now()}.sqlite`);
  const { sqlite, close } = openLedgerDb(file);
  if (percent > 0) sqlite.exec(faults(percent));
  close();
  const server = spawn(process.execPath, ["server/serve.mjs"], {
    env: {
      ...process.env,
      SITE_ROOT: root,
      PORT: String(PORT),
      LEDGER_DB: file,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stderr.resume();
  await new Promise((resolve) =>
    server.stdout.on(
      "data",
      (data) => String(data).includes("Serving") && resolve(),
    ),
  );
  return {
    file,
    /** The database well again, as after a restart or a busy spell. */
    heal() {
      const db = new DatabaseSync(file);
      db.exec("PRAGMA busy_timeout = 5000; DROP TRIGGER IF EXISTS load_faults");
      db.close();
    },
    /** SIGTERM: answers in flight finish, the journal is moved in, it ends. */
    stop: () =>
      new Promise((resolve) => {
        server.once("exit", resolve);
        server.kill("SIGTERM");
      }),
  };
}

/** A run of BUY NOWs; the clicks answered and recorded. */
async function run(state, percent, root = ROOT) {
  const server = await serverWith(state, percent, root);
  // A new process answers its first connections slowly; the floor's was warm.
  await load("/robots.txt", {}, 3_000);
  const clicks = await load(CLICK_PATH, CLICK_HEADERS);
  server.heal();
  await server.stop();
  const db = new DatabaseSync(server.file);
  const recorded = Number(
    db.prepare("SELECT COUNT(*) AS n FROM clicks").get().n,
  );
  const refused =
    percent > 0 ? Number(db.prepare("SELECT n FROM load_refusals").get().n) : 0;
  db.close();
  const redirected = clicks.filter(({ status }) => status === 302).length;
  return {
    clicks,
    redirected,
    recorded,
    refused,
    failed: clicks.length - redirected,
  };
}

/** What one click's insert costs on its own: median and p99 of 5,000, in µs. */
function writeCost(state) {
  const { db, close } = openLedgerDb(join(state, "write.sqlite"));
  const times = [];
  for (let n = 0; n < 5_000; n++) {
    const start = performance.now();
    void recordClick(db, { ...CLICK, click_key: `k${n}` });
    times.push((performance.now() - start) * 1000);
  }
  close();
  times.sort((a, b) => a - b);
  return `one click's write on its own (WAL, synchronous=NORMAL): median ${percentile(times, 50).toFixed(0)} µs, p99 ${percentile(times, 99).toFixed(0)} µs (5,000 inserts)`;
}

/** A twin of the build in `state` with the click filter on or off: its own `_ledger.json`, every other file linked. */
async function filterTwin(state, on) {
  const twin = join(state, `filter-${on ? "on" : "off"}`);
  await mkdir(twin);
  for (const name of await readdir(ROOT))
    if (name !== LEDGER_FILE)
      await symlink(resolve(ROOT, name), join(twin, name));
  const manifest = await siteBuildFiles(ROOT)(LEDGER_FILE);
  await writeFile(
    join(twin, LEDGER_FILE),
    JSON.stringify({
      ...manifest,
      filter: { ...DEFAULT_FILTER, ...manifest.filter, on },
    }),
  );
  return twin;
}

const p95 = (samples) =>
  percentile(
    samples.map(({ ms }) => ms).sort((a, b) => a - b),
    95,
  );
const median = (values) => values.toSorted((a, b) => a - b)[values.length >> 1];

if (process.argv.includes("--filter")) {
  const rounds = Number(process.env.ROUNDS ?? 3);
  const state = await mkdtemp(join(tmpdir(), "ledger-load-"));
  const roots = {
    on: await filterTwin(state, true),
    off: await filterTwin(state, false),
  };
  const sides = { on: [], off: [] };
  const lines = [
    `${CONNECTIONS} concurrent shoppers for ${DURATION / 1000} s a run, on ${ROOT}, the filter on and off interleaved ${rounds} times; ${cpus().length} cores, Node ${process.version}`,
  ];
  let failed = false;
  for (let round = 1; round <= rounds; round++)
    for (const side of round % 2 ? ["off", "on"] : ["on", "off"]) {
      const result = await run(state, 0, roots[side]);
      failed ||= result.redirected !== result.recorded || result.failed > 0;
      sides[side].push(p95(result.clicks));
      lines.push(summary(`round ${round}, filter ${side}`, result.clicks));
    }
  await rm(state, { recursive: true, force: true });
  const [on, offP95] = [median(sides.on), median(sides.off)];
  lines.push(
    `median p95: filter on ${on.toFixed(1)} ms, off ${offP95.toFixed(1)} ms, on/off ${((on / offP95 - 1) * 100).toFixed(1)} %`,
  );
  console.log(lines.join("\n"));
  process.exit(failed ? 1 : 0);
}

const state = await mkdtemp(join(tmpdir(), "ledger-load-"));
const floorServer = await serverWith(state, 0);
const floor = await load("/robots.txt");
await floorServer.stop();
const healthy = await run(state, 0);
const faulty = await run(state, FAULT_PERCENT);
const write = writeCost(state);
await rm(state, { recursive: true, force: true });

const outcome = (name, result) =>
  `${name}: redirects answered ${result.redirected}, clicks recorded ${result.recorded}, lost ${result.redirected - result.recorded}, writes refused ${result.refused}, failed requests ${result.failed}`;
console.log(
  [
    `${CONNECTIONS} concurrent shoppers for ${DURATION / 1000} s each, on ${ROOT}; ${cpus().length} cores, Node ${process.version}`,
    summary("/robots.txt (the floor)", floor),
    summary("/go, healthy database", healthy.clicks),
    summary(`/go, ${FAULT_PERCENT} % of writes refused`, faulty.clicks),
    outcome("healthy", healthy),
    outcome(`${FAULT_PERCENT} % refused`, faulty),
    write,
  ].join("\n"),
);
const lost = [healthy, faulty].some(
  (result) => result.redirected !== result.recorded || result.failed > 0,
);
if (lost || floor.some(({ status }) => status !== 200)) process.exit(1);
