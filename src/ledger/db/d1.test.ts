// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openLedgerDb } from "./ledger-db.mjs";
import { d1Db, type D1 } from "./d1";
import type { SqlValue } from "./store";

/** D1's binding over node:sqlite, counting the round trips it is asked for. */
function countedD1() {
  const { sqlite } = openLedgerDb(":memory:");
  const trips: number[] = [];
  const statement = (sql: string, params: SqlValue[] = []) => ({
    bind: (...values: SqlValue[]) => statement(sql, values),
    all: async () => ({ results: sqlite.prepare(sql).all(...params) }),
    run: async () => ({
      meta: { changes: Number(sqlite.prepare(sql).run(...params).changes) },
    }),
  });
  const d1 = {
    prepare: (sql: string) => statement(sql),
    async batch(statements: ReturnType<typeof statement>[]) {
      trips.push(statements.length);
      const answers = [];
      // One transaction: the first statement that fails fails them all.
      for (const each of statements) answers.push(await each.all());
      return answers;
    },
  } as unknown as D1;
  return { d1, trips };
}

describe("D1 as the ledger's database", () => {
  it("sends reads asked for together as one batch, each answered with its own rows", async () => {
    const { d1, trips } = countedD1();
    const db = d1Db(d1);
    const answers = await Promise.all([
      db.all<{ n: number }>("SELECT ? AS n", [1]),
      db.all<{ n: number }>("SELECT ? AS n", [2]),
      db.all<{ n: number }>("SELECT ? AS n", [3]),
    ]);
    expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    expect(trips).toEqual([3]);
    expect(await db.all<{ n: number }>("SELECT 4 AS n")).toEqual([{ n: 4 }]);
    expect(trips).toEqual([3]);
  });

  it("fails only the read that fails when their batch does", async () => {
    const { d1 } = countedD1();
    const db = d1Db(d1);
    const [good, bad] = await Promise.allSettled([
      db.all<{ n: number }>("SELECT 1 AS n"),
      db.all("SELECT * FROM no_such_table"),
    ]);
    expect(good).toEqual({ status: "fulfilled", value: [{ n: 1 }] });
    expect(bad).toMatchObject({
      status: "rejected",
      reason: expect.objectContaining({
        message: expect.stringMatching(/no_such_table/),
      }),
    });
  });
});
