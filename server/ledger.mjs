// @ts-check
// `npm start`'s side of the sales ledger (src/ledger/handler.ts, the
// same code the Pages Functions run): the build's `_ledger.json` says
// whether the ledger is on; LEDGER_DB names the SQLite file. A build with
// the ledger off answers none of its addresses.
import { resolve } from "node:path";
import { Readable } from "node:stream";
import {
  bodyLimit,
  handleLedger,
  isLedgerPath,
} from "../src/ledger/handler.ts";
import { LEDGER_FILE } from "../src/ledger/manifest.ts";
import { clickKeeper, journalOf } from "../src/ledger/clicks/click-journal.mjs";
import { siteBuildFiles } from "./site-build-files.mjs";
import { openLedgerDb } from "../src/ledger/db/ledger-db.mjs";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {import("../src/schemas/host-env.ts").HostEnv} HostEnv */
/** @typedef {import("./client-address.mjs").Client} Client */

/**
 * The request as a web Request, its body read up to one byte past what its
 * address takes (the shared code refuses what is over).
 * @param {Request} request
 */
async function webRequest(request) {
  const url = `http://${request.headers.host ?? "localhost"}${request.url ?? "/"}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined)
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  if (request.method !== "POST")
    return new Request(url, { method: request.method, headers });
  const limit = bodyLimit(new URL(url).pathname);
  const chunks = [];
  let size = 0;
  // The rest of an oversized body is read and dropped, so the answer still
  // reaches the sender; what is kept is enough to tell that it is too long.
  for await (const chunk of request) {
    if (size <= limit) chunks.push(chunk);
    size += chunk.length;
  }
  headers.delete("content-length");
  return new Request(url, {
    method: "POST",
    headers,
    body: Buffer.concat(chunks).subarray(0, limit + 1),
  });
}

/**
 * The ledger's request handler for a build folder, with `flush` (the click
 * journal into the database, for a stop), its database and its build file
 * (for the split tests' auto-distribution), or undefined when the build
 * has the ledger off.
 * @param {string} root the build folder
 * @param {{ host: HostEnv, clientOf: (request: Request) => Client, now?: () => number, fetch?: typeof fetch }} options
 * @returns {Promise<{ handle: (request: Request, response: Response) => Promise<boolean>, flush: () => Promise<number>, db: import("../src/ledger/db/store.ts").LedgerDb | undefined, manifest: import("../src/ledger/manifest.ts").LedgerManifest } | undefined>}
 */
export async function ledgerHandler(root, options) {
  /** @type {import("../src/ledger/manifest.ts").LedgerManifest | undefined} */
  const manifest = await siteBuildFiles(root)(LEDGER_FILE);
  if (!manifest) return undefined;
  const { host, clientOf } = options;
  const file = resolve(host.LEDGER_DB);
  /** @type {ReturnType<typeof openLedgerDb> | undefined} */
  let opened;
  try {
    opened = openLedgerDb(file);
    console.log(`Sales ledger: ${file}`);
  } catch (error) {
    console.error(
      "The sales ledger's database cannot be opened; BUY NOW still redirects, and its clicks are journaled:",
      error,
    );
  }
  const db = opened?.db;
  const keeper = clickKeeper(opened?.sqlite, journalOf(file));
  const state = { lastMaintenance: 0 };
  /** @type {(request: Request, response: Response) => Promise<boolean>} */
  const handle = async (request, response) => {
    const path = (request.url ?? "/").split(/[?#]/)[0] ?? "/";
    if (!isLedgerPath(path)) return false;
    const { ip, country } = clientOf(request);
    const answer = await handleLedger(await webRequest(request), {
      db,
      manifest,
      host,
      defer: (task) =>
        // After the answer has gone: the shopper's redirect never waits for it.
        response.once("finish", () =>
          setImmediate(() => {
            task().catch((error) => console.error("Sales ledger:", error));
          }),
        ),
      keepClick: keeper.keep,
      fetch: options.fetch ?? fetch,
      now: options.now ?? Date.now,
      ip,
      country,
      state,
    });
    if (!answer) return false;
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    if (answer.body && request.method !== "HEAD")
      Readable.fromWeb(/** @type {any} */ (answer.body)).pipe(response);
    else response.end();
    return true;
  };
  return { handle, flush: keeper.flush, db, manifest };
}
