// @vitest-environment node
// No click lost under `npm start`: `server/serve.mjs` runs as its own
// process on a build with the sales ledger on, its SQLite file refusing
// the first writes of a campaign (a trigger, as a busy or broken database
// would), and gets SIGTERM in the middle of a burst of BUY NOWs. Every
// click it answered is in the ledger afterwards, with no other.
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createServer, Agent, request } from "node:http";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANIFEST } from "../fixtures.ts";
import { journalOf } from "../clicks/click-journal.mjs";
import { openLedgerDb } from "../db/ledger-db.mjs";
import { writeLedgerSite } from "../../../server/test-site.mjs";

const CAMPAIGN = "fault";
/** How many of the campaign's writes the database refuses. */
const REFUSALS = 25;
const BURST = 150;

/** SQL that makes the ledger refuse the next `n` clicks of `campaign`. */
const refuseClicks = (campaign, n) => `
  CREATE TABLE IF NOT EXISTS test_faults (campaign TEXT PRIMARY KEY, refusals INTEGER NOT NULL);
  INSERT OR REPLACE INTO test_faults VALUES ('${campaign}', ${n});
  CREATE TRIGGER IF NOT EXISTS test_refuse_clicks BEFORE INSERT ON clicks
  WHEN (SELECT refusals FROM test_faults WHERE campaign = NEW.utm_campaign) > 0
  BEGIN
    UPDATE test_faults SET refusals = refusals - 1 WHERE campaign = NEW.utm_campaign;
    SELECT RAISE(FAIL, 'injected fault: the database refuses this click');
  END;`;

let root;
let file;

beforeAll(async () => {
  root = await writeLedgerSite("ledger-faults-", MANIFEST);
  file = join(root, "state", "ledger.sqlite");
  const { sqlite, close } = openLedgerDb(file);
  sqlite.exec(refuseClicks(CAMPAIGN, REFUSALS));
  close();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A port no one listens on. */
async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const { port } = /** @type {import("node:net").AddressInfo} */ (
    server.address()
  );
  await new Promise((done) => server.close(done));
  return port;
}

/** One BUY NOW; its click key when it was answered, else undefined. */
function buyNow(port, agent) {
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        agent,
        path: `/go?utm_campaign=${CAMPAIGN}`,
      },
      (response) => {
        response.resume();
        const location = response.headers.location;
        resolve(
          response.statusCode === 302 && location
            ? (new URL(location).searchParams.get("sub1") ?? undefined)
            : undefined,
        );
      },
    );
    req.on("error", () => resolve(undefined));
    req.end();
  });
}

describe("npm start under faults", () => {
  it("keeps every click it answered when the database refuses writes and SIGTERM comes mid-burst", async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ["server/serve.mjs"], {
      env: {
        ...process.env,
        SITE_ROOT: root,
        PORT: String(port),
        LEDGER_DB: file,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = [];
    server.stderr.on("data", (data) => output.push(String(data)));
    await new Promise((resolve, reject) => {
      server.once("exit", () => reject(new Error(output.join(""))));
      server.stdout.on(
        "data",
        (data) => String(data).includes("Serving") && resolve(undefined),
      );
    });
    const exited = new Promise((done) => server.once("exit", done));
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    let answered = 0;
    const clicks = Array.from({ length: BURST }, () =>
      buyNow(port, agent).then((key) => {
        answered += 1;
        if (answered === BURST / 3) server.kill("SIGTERM");
        return key;
      }),
    );
    const keys = (await Promise.all(clicks)).filter(Boolean);
    agent.destroy();
    expect(await exited).toBe(0);

    const db = new DatabaseSync(file);
    const stored = new Set(
      db
        .prepare("SELECT click_key FROM clicks WHERE utm_campaign = ?")
        .all(CAMPAIGN)
        .map((row) => row.click_key),
    );
    const refusalsLeft = db
      .prepare("SELECT refusals FROM test_faults WHERE campaign = ?")
      .get(CAMPAIGN).refusals;
    db.close();
    // The faults happened, the stop came before the burst ended...
    expect(refusalsLeft).toBe(0);
    expect(output.join("")).toContain(
      "database refused clicks; they stay in the journal",
    );
    expect(keys.length).toBeGreaterThan(REFUSALS);
    // ...and every answered click is there, and nothing else.
    expect([...stored].sort()).toEqual([...new Set(keys)].sort());
    expect(stored.size).toBe(keys.length);
    // The journal holds nothing more.
    expect(statSync(journalOf(file)).size).toBe(0);
  }, 30_000);
});
