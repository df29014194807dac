// @ts-check
// No click lost under `npm start`: BUY NOW's record is written to SQLite
// before the redirect is sent (a synchronous insert, microseconds in WAL
// mode: docs/performance.md). When the database refuses it (busy, full,
// locked by a migration, not opened at all), the record is appended to a
// journal file beside the database first, and a flush moves the journal
// into the ledger later: every few seconds, at start and at stop. The
// insert ignores a key it has, so a record flushed twice is one click.
//
// The journal is as durable as the database's own commits: SQLite runs
// with `synchronous = NORMAL`, which survives a crash of the process, not
// of the machine, and so does an append the kernel has taken.
import {
  appendFileSync,
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { recordClick } from "../src/lib/ledger/store.ts";

/** @typedef {import("../src/lib/ledger/click.ts").ClickRecord} ClickRecord */
/** @typedef {import("../src/lib/ledger/store.ts").LedgerDb} LedgerDb */

/** How often the journal is moved into the ledger while it holds clicks. */
export const FLUSH_EVERY_MS = 5_000;

/** The journal of a database file: data/ledger.sqlite.clicks.jsonl. */
export const journalOf = (/** @type {string} */ file) => `${file}.clicks.jsonl`;

/**
 * The keeper of BUY NOW's records for one database.
 * @param {LedgerDb | undefined} db undefined when it could not be opened
 * @param {string} file the journal's path
 */
export function clickKeeper(db, file) {
  /** Records neither the database nor the journal took; flushed first. */
  /** @type {ClickRecord[]} */
  const unwritten = [];
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  /** @param {ClickRecord[]} records */
  function journal(records) {
    try {
      appendFileSync(
        file,
        records.map((record) => `${JSON.stringify(record)}\n`).join(""),
      );
    } catch (error) {
      console.error(
        `The sales ledger's journal ${file} refused ${records.length} clicks; they are kept in memory until a flush:`,
        error,
      );
      unwritten.push(...records);
    }
    timer ??= setTimeout(() => {
      timer = undefined;
      void flush();
    }, FLUSH_EVERY_MS).unref();
  }

  /**
   * Keeps one record: in the database before the answer, else in the journal.
   * @param {ClickRecord} record
   */
  async function keep(record) {
    if (db)
      try {
        await recordClick(db, record);
        return;
      } catch (error) {
        console.error(
          "The sales ledger's database refused a click; it is journaled:",
          error,
        );
      }
    journal([record]);
  }

  /** @type {Promise<number> | undefined} */
  let flushing;

  /**
   * Moves what the journal holds into the database. What the database still
   * refuses goes back to the journal. Returns how many records are left.
   * One flush at a time.
   */
  function flush() {
    flushing ??= move().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  async function move() {
    const flushing = `${file}.flushing`;
    // A flush that a crash cut short left its file: it goes first.
    if (!existsSync(flushing)) {
      if (!existsSync(file) && unwritten.length === 0) return 0;
      if (existsSync(file)) renameSync(file, flushing);
    }
    /** @type {ClickRecord[]} */
    const records = [...unwritten.splice(0)];
    if (existsSync(flushing))
      for (const line of readFileSync(flushing, "utf8").split("\n"))
        if (line.trim()) records.push(JSON.parse(line));
    /** @type {ClickRecord[]} */
    const refused = [];
    for (const record of records) {
      if (!db) {
        refused.push(record);
        continue;
      }
      try {
        await recordClick(db, record);
      } catch {
        refused.push(record);
      }
    }
    if (refused.length > 0) journal(refused);
    rmSync(flushing, { force: true });
    if (records.length > refused.length)
      console.log(
        `Sales ledger: ${records.length - refused.length} journaled clicks moved into the database, ${refused.length} still waiting.`,
      );
    return refused.length;
  }

  return { keep, flush };
}
