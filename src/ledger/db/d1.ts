/**
 * Cloudflare D1, bound as LEDGER in wrangler.toml, as the LedgerDb the
 * ledger's code reads and writes through (store.ts); node:sqlite is the
 * other (ledger-db.mjs).
 */
import type { LedgerDb, SqlValue } from "./store.ts";

/** The little of D1's binding the ledger uses. */
type D1Statement = {
  bind(...values: SqlValue[]): D1Statement;
  run(): Promise<{ meta: { changes: number } }>;
  all<Row>(): Promise<{ results: Row[] }>;
};
export type D1 = {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown>;
};

/** D1 as the shared code's LedgerDb. */
export function d1Db(d1: D1): LedgerDb {
  return {
    async run(sql, params = []) {
      const { meta } = await d1
        .prepare(sql)
        .bind(...params)
        .run();
      return { changes: meta.changes };
    },
    async all<Row>(sql: string, params: readonly SqlValue[] = []) {
      const { results } = await d1
        .prepare(sql)
        .bind(...params)
        .all<Row>();
      return results;
    },
    async batch(statements) {
      if (statements.length === 0) return;
      await d1.batch(
        statements.map(({ sql, params = [] }) =>
          d1.prepare(sql).bind(...params),
        ),
      );
    },
  };
}
