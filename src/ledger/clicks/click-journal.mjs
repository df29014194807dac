// @ts-check
// No click lost under `npm start`. Before BUY NOW's redirect is sent, its
// record is appended to a journal file beside the database (one write to
// the kernel, a few microseconds); right after, in the same turn of the
// event loop as the other clicks that came in with it, the journal's new
// records go into SQLite in one transaction, and the journal is emptied.
// A record the database refuses (busy, full, locked by a migration, not
// opened at all) stays in the journal and is tried again, a little later
// each time, and at the next start. The insert ignores a key it has, so a
// record written twice is one click.
//
// Why not one insert per click before the answer: under 200 concurrent
// clicks on two cores, an insert of its own per request cost about 10 % of
// the hop's throughput, where a transaction per batch costs a few
// microseconds a click (docs/performance.md). The journal is as durable as
// the database's commits: both survive a crash of the process, not of the
// machine (SQLite runs with `synchronous = NORMAL`).
import {
  closeSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { clickValues, INSERT_CLICK } from "../db/store.ts";

/** @typedef {import("./click.ts").ClickRecord} ClickRecord */
/** @typedef {import("node:sqlite").DatabaseSync} DatabaseSync */

/** The longest wait between tries while the database refuses. */
const MAX_RETRY_MS = 5_000;

/** The journal of a database file: data/ledger.sqlite.clicks.jsonl. */
export const journalOf = (/** @type {string} */ file) => `${file}.clicks.jsonl`;

/** @param {ClickRecord[]} records */
const lines = (records) =>
  records.map((record) => `${JSON.stringify(record)}\n`).join("");

/**
 * The keeper of BUY NOW's records for one database.
 * @param {DatabaseSync | undefined} sqlite undefined when it could not be opened
 * @param {string} file the journal's path
 */
export function clickKeeper(sqlite, file) {
  /** @type {number | undefined} */
  let fd;
  /** Records in the journal and not yet in the database, oldest first. */
  /** @type {ClickRecord[]} */
  let pending = [];
  try {
    // What a stop or a crash left in the journal goes first.
    pending = readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line));
  } catch {
    // No journal yet.
  }
  try {
    fd = openSync(file, "a");
  } catch (error) {
    console.error(
      `The sales ledger's journal ${file} cannot be opened; clicks the database refuses are kept in memory until it takes them:`,
      error,
    );
  }
  const insert = sqlite?.prepare(INSERT_CLICK);
  let scheduled = false;
  /** @type {NodeJS.Timeout | undefined} */
  let retry;
  let failures = 0;
  /** Whether the database is refusing: its first refusal is logged, and its end. */
  let outage = false;
  // What a stop or a crash left goes in as soon as the server is up.
  if (pending.length > 0) {
    scheduled = true;
    setImmediate(flush);
  }

  /**
   * Keeps one record: in the journal before the answer, in the database
   * right after.
   * @param {ClickRecord} record
   */
  function keep(record) {
    if (fd !== undefined)
      try {
        writeSync(fd, lines([record]));
      } catch (error) {
        console.error(
          "The sales ledger's journal refused a click; it is kept in memory until the database takes it:",
          error,
        );
      }
    pending.push(record);
    if (!scheduled && !retry) {
      scheduled = true;
      setImmediate(flush);
    }
  }

  /**
   * Moves the pending records into the database in one transaction; what
   * it refuses stays in the journal, alone, for a later try. Synchronous,
   * so no click is journaled while the journal is rewritten. Returns how
   * many are left.
   */
  function flush() {
    scheduled = false;
    if (pending.length === 0) return 0;
    /** @type {ClickRecord[]} */
    let left = [];
    /** @type {unknown} */
    let problem;
    if (!sqlite || !insert) left = pending;
    else
      try {
        sqlite.exec("BEGIN IMMEDIATE");
        for (const record of pending)
          try {
            insert.run(...clickValues(record));
          } catch (error) {
            problem ??= error;
            left.push(record);
          }
        sqlite.exec("COMMIT");
      } catch (error) {
        // The transaction is gone: every record is tried again (a second
        // insert of one that did land changes nothing).
        if (sqlite.isTransaction) sqlite.exec("ROLLBACK");
        problem ??= error;
        left = pending;
      }
    pending = left;
    if (left.length === 0) {
      if (fd !== undefined) ftruncateSync(fd, 0);
      if (outage)
        console.log(
          "Sales ledger: the database takes clicks again; every journaled click is in it.",
        );
      outage = false;
      failures = 0;
      return 0;
    }
    if (!outage)
      console.error(
        "The sales ledger's database refused clicks; they stay in the journal and are tried again:",
        problem ?? "the database could not be opened",
      );
    outage = true;
    rewrite(left);
    failures += 1;
    retry ??= setTimeout(
      () => {
        retry = undefined;
        flush();
      },
      Math.min(50 * 2 ** failures, MAX_RETRY_MS),
    ).unref();
    return left.length;
  }

  /**
   * The journal with `records` alone, replaced whole (a new file renamed
   * over it), so a crash leaves either the old journal or the new one.
   * @param {ClickRecord[]} records
   */
  function rewrite(records) {
    if (fd === undefined) return;
    try {
      writeFileSync(`${file}.next`, lines(records));
      renameSync(`${file}.next`, file);
      closeSync(fd);
      fd = openSync(file, "a");
    } catch (error) {
      console.error(
        "The sales ledger's journal could not be rewritten:",
        error,
      );
    }
  }

  return {
    keep,
    /**
     * For a stop: a few last tries while the database refuses (about 1.5 s
     * in all). What it still refuses stays in the journal for the next
     * start. Returns how many records are left there.
     */
    async flush() {
      clearTimeout(retry);
      retry = undefined;
      let left = flush();
      for (let wait = 50; left > 0 && wait <= 800; wait *= 2) {
        await new Promise((done) => setTimeout(done, wait));
        left = flush();
      }
      clearTimeout(retry);
      retry = undefined;
      return left;
    },
  };
}
