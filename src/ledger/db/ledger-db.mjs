// @ts-check
// The sales ledger's database under `npm start`: a SQLite file through
// Node's built-in node:sqlite, no service to install. The migrations are
// the ones Cloudflare D1 applies (src/ledger/db/migrations/), recorded in the same
// d1_migrations table that `wrangler d1 migrations apply` keeps.
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

/** @typedef {import("./store.ts").LedgerDb} LedgerDb */

export const MIGRATIONS = fileURLToPath(
  new URL("./migrations", import.meta.url),
);

/**
 * Applies the migrations not yet applied, in the order of their names.
 * @param {DatabaseSync} db
 * @param {string} folder
 */
export function migrate(db, folder = MIGRATIONS) {
  db.exec(`CREATE TABLE IF NOT EXISTS d1_migrations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT UNIQUE,
    applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)`);
  const applied = new Set(
    db
      .prepare("SELECT name FROM d1_migrations")
      .all()
      .map((row) => String(row.name)),
  );
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith(".sql"))
    .sort()) {
    if (applied.has(name)) continue;
    db.exec("BEGIN");
    try {
      db.exec(readFileSync(join(folder, name), "utf8"));
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").run(name);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw new Error(`Migration ${name} failed`, { cause: error });
    }
  }
}

/**
 * The ledger's database in `file` (created with its folder if need be), as
 * the LedgerDb the shared code uses. WAL lets the report read while a
 * click is written.
 * @param {string} file
 * @returns {{ db: LedgerDb, close: () => void, sqlite: DatabaseSync }}
 */
export function openLedgerDb(file) {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new DatabaseSync(file);
  sqlite.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;",
  );
  migrate(sqlite);
  /** @type {Map<string, import("node:sqlite").StatementSync>} */
  const statements = new Map();
  /** @param {string} sql */
  const statement = (sql) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = sqlite.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };
  /** @type {LedgerDb} */
  const db = {
    async run(sql, params = []) {
      const { changes } = statement(sql).run(...params);
      return { changes: Number(changes) };
    },
    async all(sql, params = []) {
      return /** @type {any[]} */ (statement(sql).all(...params));
    },
    async batch(statements) {
      sqlite.exec("BEGIN IMMEDIATE");
      try {
        for (const { sql, params = [] } of statements)
          statement(sql).run(...params);
        sqlite.exec("COMMIT");
      } catch (error) {
        sqlite.exec("ROLLBACK");
        throw error;
      }
    },
  };
  return { db, close: () => sqlite.close(), sqlite };
}
