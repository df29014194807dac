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
  batch(statements: D1Statement[]): Promise<{ results: unknown[] }[]>;
};

type Read = {
  statement: D1Statement;
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
};

/**
 * D1 as the shared code's LedgerDb. Reads asked for together (in one
 * Promise.all, as the report asks for its nine) go to D1 as one batch:
 * one round trip in place of one each. Should the batch fail, each read
 * runs alone, so one bad query fails only its own caller.
 */
export function d1Db(d1: D1): LedgerDb {
  let reads: Read[] = [];
  const alone = (read: Read) =>
    read.statement
      .all()
      .then(({ results }) => read.resolve(results), read.reject);
  const flush = async () => {
    const batch = reads;
    reads = [];
    if (batch.length === 1) return alone(batch[0]!);
    try {
      const answers = await d1.batch(batch.map(({ statement }) => statement));
      batch.forEach((read, i) => read.resolve(answers[i]!.results));
    } catch {
      for (const read of batch) await alone(read);
    }
  };
  return {
    async run(sql, params = []) {
      const { meta } = await d1
        .prepare(sql)
        .bind(...params)
        .run();
      return { changes: meta.changes };
    },
    all<Row>(sql: string, params: readonly SqlValue[] = []) {
      const statement = d1.prepare(sql).bind(...params);
      return new Promise<Row[]>((resolve, reject) => {
        if (reads.length === 0) queueMicrotask(() => void flush());
        reads.push({
          statement,
          resolve: resolve as (rows: unknown[]) => void,
          reject,
        });
      });
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
