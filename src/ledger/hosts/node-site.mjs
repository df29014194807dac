// The sales ledger under `npm start`, for its tests (node.test.mjs,
// node-operator.test.mjs): the site handler with a build whose
// `_ledger.json` turns it on, a real SQLite file, the ad platforms as a
// fake fetch and a clock the tests move. Importing it registers the hooks
// that start the server before a file's tests and stop it after.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { CONSENT_COOKIE } from "../../lib/consent-cookie.ts";
import { MANIFEST } from "../fixtures.ts";
import { createSiteHandler } from "../../../server/site-handler.mjs";
import { close, listen, writeLedgerSite } from "../../../server/test-site.mjs";

export const SECRET = "postback-secret-0123456789";
export const PASSWORD = "report-password-42";
export const ACCEPTED = `${CONSENT_COOKIE}=${encodeURIComponent('{"categories":["necessary","marketing"]}')}`;

export let root;
export let server;
export let base;
export let sqlite;
export const clock = { now: Date.UTC(2026, 10, 27, 10, 0, 0) };
/** @type {{ url: string, body: any }[]} */
export const sent = [];
/** @type {Record<string, number>} */
export const failing = {};

/** What Meta and TikTok answer, or a failure while they are told to fail. */
export async function platformFetch(input, init) {
  const url = String(input);
  const platform = url.includes("graph.facebook.com") ? "meta" : "tiktok";
  sent.push({ url, body: JSON.parse(String(init?.body)) });
  if ((failing[platform] ?? 0) > 0) {
    failing[platform] -= 1;
    return new Response('{"error":{"message":"down"}}', { status: 503 });
  }
  return Response.json(
    platform === "meta" ? { events_received: 1 } : { code: 0, message: "OK" },
  );
}

beforeAll(async () => {
  root = await writeLedgerSite("ledger-", MANIFEST);
  const file = join(root, "state", "ledger.sqlite");
  const handler = await createSiteHandler(root, {
    env: {
      LEDGER_DB: file,
      LEDGER_SECRET: SECRET,
      LEDGER_REPORT_PASSWORD: PASSWORD,
      META_CAPI_TOKEN: "meta-token",
      TIKTOK_EVENTS_TOKEN: "tiktok-token",
    },
    ledger: { now: () => clock.now, fetch: platformFetch },
  });
  let port;
  ({ server, port } = await listen(handler));
  base = `http://127.0.0.1:${port}`;
  sqlite = new DatabaseSync(file);
});

afterAll(async () => {
  sqlite?.close();
  await close(server);
  await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  sent.length = 0;
  // Past the once-a-minute upkeep of the test before.
  clock.now += 5 * 60_000;
});

export const rows = (sql, ...params) => sqlite.prepare(sql).all(...params);

/** Waits until `sql` finds `count` rows. */
export const rowsSettle = (count, sql, ...params) =>
  settled(() => rows(sql, ...params).length === count);

/** Waits until `count` forwards of a sale (to `platform`, if named) are in `state`. */
export const forwardsSettle = (count, orderId, state, platform = "%") =>
  rowsSettle(
    count,
    "SELECT * FROM forwards WHERE order_id = ? AND state = ? AND platform LIKE ?",
    orderId,
    state,
    platform,
  );

/** `columns` of a sale's forwards (to `platform`, if named), by network and platform. */
export const forwards = (orderId, columns, platform = "%") =>
  rows(
    `SELECT ${columns} FROM forwards WHERE order_id = ? AND platform LIKE ? ORDER BY network, platform`,
    orderId,
    platform,
  );

/** Waits for the work the server does after answering. */
export async function settled(check) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("The server's deferred work did not finish");
}

export async function click({ cookie = ACCEPTED, query = "" } = {}) {
  const response = await fetch(`${base}/go${query}`, {
    redirect: "manual",
    headers: {
      Referer: `${base}/?utm_campaign=spring&gclid=Cj0-g_1&fbclid=IwAR-f_2&color=grey`,
      Cookie: cookie,
      "User-Agent": "Mozilla/5.0 (Linux; Android 14)",
    },
  });
  const location = new URL(response.headers.get("location") ?? "");
  const key = location.searchParams.get("sub1") ?? "";
  await rowsSettle(1, "SELECT 1 FROM clicks WHERE click_key = ?", key);
  return { response, key, location };
}

export const postback = (query, init) =>
  fetch(`${base}/ledger/postback?${query}`, init);
