// @vitest-environment node
/**
 * The Pages middleware's side of auto-distribution (docs/split-tests.md):
 * the day's shares read from the ledger's D1 binding, here a stand-in
 * with D1's statement API over node:sqlite holding the same migrations,
 * and the build's files from a stand-in ASSETS. Seeded with an arm that
 * earns more per click on the day before.
 */
import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { migrate } from "../src/ledger/db/ledger-db.mjs";
import { clickValues, INSERT_CLICK } from "../src/ledger/db/store.ts";
import type { D1 } from "../src/ledger/db/d1.ts";
import { CLICK, MANIFEST } from "../src/ledger/fixtures.ts";
import { LEDGER_FILE } from "../src/ledger/manifest.ts";
import { AUTO_DISTRIBUTION_DEFAULTS } from "../src/ledger/split/auto-distribution.ts";
import { SPLIT_TESTS_FILE } from "../src/lib/internal-files.ts";
import { onRequest } from "./_middleware.ts";

const SETTINGS = { ...AUTO_DISTRIBUTION_DEFAULTS, on: true };
const NOW = Date.parse("2026-11-26T09:00:00Z");
const YESTERDAY = Date.parse("2026-11-25T12:00:00Z");

const page = (path: string, share: number) => ({
  path,
  share,
  headers: [["Cache-Control", "no-cache"]],
});
const FILES: Record<string, string> = {
  "/": "<h1>Control</h1>",
  "/variants/t/b": "<h1>Variant b</h1>",
  [`/${SPLIT_TESTS_FILE}`]: JSON.stringify({
    tests: [
      {
        name: "t",
        page: "/",
        control: page("/", 50),
        variants: [{ name: "b", ...page("/variants/t/b", 50) }],
      },
    ],
  }),
  [`/${LEDGER_FILE}`]: JSON.stringify({
    ...MANIFEST,
    autoDistribution: { t: SETTINGS },
  }),
};

const ASSETS = {
  fetch: async (request: Request) => {
    const body = FILES[new URL(request.url).pathname];
    return body === undefined
      ? new Response("Not found", { status: 404 })
      : new Response(body, { status: 200 });
  },
};

/** D1's statement API over a node:sqlite database. */
function d1Over(sqlite: DatabaseSync): D1 {
  type Values = (string | number | null)[];
  const statement = (sql: string, values: Values = []) => ({
    bind: (...more: Values) => statement(sql, more),
    run: async () => ({
      meta: { changes: Number(sqlite.prepare(sql).run(...values).changes) },
    }),
    all: async <Row>() => ({
      results: sqlite.prepare(sql).all(...values) as Row[],
    }),
  });
  return {
    prepare: (sql) => statement(sql),
    async batch(statements) {
      sqlite.exec("BEGIN IMMEDIATE");
      try {
        for (const one of statements) await one.run();
        sqlite.exec("COMMIT");
      } catch (error) {
        sqlite.exec("ROLLBACK");
        throw error;
      }
    },
  };
}

const sqlite = new DatabaseSync(":memory:");
const env = {
  ASSETS,
  LEDGER: d1Over(sqlite),
  SPLIT_TEST_SECRET: "split-test-secret-0123",
};

/** What visitor `n` is served at /. */
async function visit(n: number): Promise<string> {
  const request = new Request("https://shop.test/", {
    headers: {
      "CF-Connecting-IP": "203.0.113.9",
      "User-Agent": `Mozilla/5.0 (Linux; Android 14) Chrome/131.0.${n} Mobile Safari/537.36`,
    },
  });
  const response = await onRequest({
    request,
    env,
    next: async () => new Response("next"),
  });
  return response.text();
}

beforeAll(() => {
  migrate(sqlite);
  let key = 0;
  for (const [variant, payout] of [
    ["b", 26],
    ["control", 20],
  ] as const)
    for (let i = 0; i < 400; i++) {
      const clickKey = `k${String(key++).padStart(19, "0")}`;
      sqlite.prepare(INSERT_CLICK).run(
        ...clickValues({
          ...CLICK,
          click_key: clickKey,
          clicked_at: YESTERDAY + i,
          variant,
        }),
      );
      if (i % 25 === 0)
        sqlite
          .prepare(
            `INSERT INTO sales (order_id, click_key, attributed, status, value_micros, currency, network, received_at, approved_at)
             VALUES (?, ?, 1, 'approved', ?, 'USD', '', ?, ?)`,
          )
          .run(
            `o-${clickKey}`,
            clickKey,
            payout * 1_000_000,
            YESTERDAY,
            YESTERDAY,
          );
    }
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});

describe("auto-distribution in the Pages middleware", () => {
  it("serves the day's shares from D1, stores them once, and keeps each visitor's variant", async () => {
    const seen: string[] = [];
    for (let n = 0; n < 400; n++) seen.push(await visit(n));
    const rows = sqlite
      .prepare(
        "SELECT variant, share FROM split_shares WHERE day = '2026-11-26' ORDER BY variant",
      )
      .all() as { variant: string; share: number }[];
    expect(rows).toHaveLength(2);
    const [variant, control] = rows;
    expect(variant!.share).toBeGreaterThan(50);
    expect(control!.share).toBeGreaterThanOrEqual(SETTINGS.controlFloor);
    const served =
      (seen.filter((body) => body === "<h1>Variant b</h1>").length / 400) * 100;
    expect(Math.abs(served - variant!.share)).toBeLessThan(8);
    for (let n = 0; n < 40; n++) expect(await visit(n)).toBe(seen[n]);
  });
});
