// @vitest-environment node
// The ledger's migrations on node:sqlite, as `npm start` applies them, and
// the store keyed by a sale's identity, (network, order id), on a real
// SQLite database.
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  claimDueForwards,
  findSale,
  forwardsOf,
  openForwards,
  purge,
  recordSale,
  settleForward,
} from "./store.ts";
import { SPEND_KEY } from "../spend/spend.ts";
import { MIGRATIONS, migrate, openLedgerDb } from "./ledger-db.mjs";
import {
  expectIdsMoved,
  OTHER_TABLES,
  SEED_AT_0003,
} from "./schema-0003-fixture.mjs";

const FIRST = "0001_ledger.sql";
const IDENTITY = "0002_sale_identity.sql";
const SPEND = "0003_spend.sql";
const PLATFORM_IDS = "0004_platform_ids.sql";
const FLAGS = "0005_click_flags.sql";
const SPLIT_SHARES = "0006_split_shares.sql";
const SIGNALS_INDEX = "0007_flagged_clicks_index.sql";

/** A folder holding the migrations up to and including `last`, for a database at that schema. */
async function migrationsUpTo(last) {
  const folder = await mkdtemp(join(tmpdir(), "ledger-upto-"));
  for (const name of [FIRST, IDENTITY, SPEND, PLATFORM_IDS, FLAGS]) {
    await copyFile(join(MIGRATIONS, name), join(folder, name));
    if (name === last) break;
  }
  return folder;
}

/** Every row of every table the ledger keeps but the clicks. */
const everyRow = (db) =>
  Object.fromEntries(
    OTHER_TABLES.map(([table, sql]) => [table, db.prepare(sql).all()]),
  );

/** The columns of a table's primary key, in the key's order. */
const primaryKey = (db, table) =>
  db
    .prepare("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk")
    .all(table)
    .map(({ name }) => name);

describe("the ledger's migrations on node:sqlite", () => {
  let only0001;

  beforeAll(async () => {
    only0001 = await mkdtemp(join(tmpdir(), "ledger-0001-"));
    await copyFile(join(MIGRATIONS, FIRST), join(only0001, FIRST));
  });

  afterAll(() => rm(only0001, { recursive: true, force: true }));

  it("apply in order on an empty database, each once, keying sales by network and order id and spend by platform, account, day and ad", () => {
    const db = new DatabaseSync(":memory:");
    migrate(db);
    migrate(db);
    expect(
      db
        .prepare("SELECT name FROM d1_migrations ORDER BY id")
        .all()
        .map(({ name }) => name),
    ).toEqual([
      FIRST,
      IDENTITY,
      SPEND,
      PLATFORM_IDS,
      FLAGS,
      SPLIT_SHARES,
      SIGNALS_INDEX,
    ]);
    expect(primaryKey(db, "split_shares")).toEqual(["day", "test", "variant"]);
    expect(primaryKey(db, "sales")).toEqual(["network", "order_id"]);
    expect(primaryKey(db, "spend")).toEqual(SPEND_KEY);
    expect(primaryKey(db, "forwards")).toEqual([
      "network",
      "order_id",
      "platform",
    ]);
    expect(
      db
        .prepare(
          "SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name",
        )
        .all()
        .map(({ name }) => name),
    ).toEqual([
      "clicks_by_day",
      "clicks_by_time",
      "clicks_signals",
      "forwards_due",
      "sales_approved",
      "sales_by_click",
      "sales_by_time",
      "spend_by_day",
    ]);
    db.close();
  });

  it("move the rows of a database at 0001, each forward taking its sale's network", () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, only0001);
    db.exec(`
      INSERT INTO sales (order_id, click_key, attributed, status, value_micros, currency, network, received_at, approved_at, reversed_at)
      VALUES ('INV-1', 'k1', 1, 'approved', 12500000, 'EUR', 'impact', 10, 11, NULL),
             ('INV-2', '', 0, 'reversed', 3000000, 'USD', '', 20, 21, 22);
      INSERT INTO forwards (order_id, platform, state, attempts, next_attempt_at, detail, created_at, updated_at)
      VALUES ('INV-1', 'meta', 'sent', 1, NULL, '200 {"events_received":1}', 11, 12),
             ('INV-1', 'google', 'pending', 0, 11, '', 11, 11),
             ('INV-2', 'tiktok', 'skipped', 0, NULL, 'reversed', 21, 22),
             ('GONE', 'meta', 'failed', 2, 99, '503', 5, 6);
    `);
    const before = {
      sales: db.prepare("SELECT * FROM sales ORDER BY order_id").all(),
      forwards: db
        .prepare("SELECT * FROM forwards ORDER BY order_id, platform")
        .all(),
    };
    migrate(db);
    expect(db.prepare("SELECT * FROM sales ORDER BY order_id").all()).toEqual(
      before.sales,
    );
    expect(
      db.prepare("SELECT * FROM forwards ORDER BY order_id, platform").all(),
    ).toEqual(
      before.forwards.map((forward) => ({
        ...forward,
        network: { "INV-1": "impact", "INV-2": "" }[forward.order_id] ?? "",
      })),
    );
    // The new key at work: another network's order INV-1 is another sale.
    db.exec(
      "INSERT INTO sales (order_id, attributed, status, value_micros, currency, network, received_at) VALUES ('INV-1', 0, 'pending', 1, 'EUR', 'awin', 30)",
    );
    expect(
      db
        .prepare("SELECT COUNT(*) AS n FROM sales WHERE order_id = 'INV-1'")
        .get().n,
    ).toBe(2);
    db.close();
  });

  it("keep a database's clicks through 0003, with no campaign id, and its covering index read by the report", async () => {
    const upTo0002 = await mkdtemp(join(tmpdir(), "ledger-0002-"));
    for (const name of [FIRST, IDENTITY])
      await copyFile(join(MIGRATIONS, name), join(upTo0002, name));
    const db = new DatabaseSync(":memory:");
    migrate(db, upTo0002);
    await rm(upTo0002, { recursive: true, force: true });
    db.exec(
      "INSERT INTO clicks (click_key, clicked_at, utm_campaign, ad_consent) VALUES ('k1', 1, 'spring', 0)",
    );
    migrate(db);
    expect(
      db.prepare("SELECT click_key, utm_campaign, utm_id FROM clicks").all(),
    ).toEqual([{ click_key: "k1", utm_campaign: "spring", utm_id: null }]);
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT clicked_at / 86400000, variant, utm_campaign, utm_id, utm_content, COUNT(*) FROM clicks WHERE clicked_at / 86400000 >= 0 GROUP BY clicked_at / 86400000, variant, utm_campaign, utm_id, utm_content",
      )
      .all()
      .map(({ detail }) => detail)
      .join("; ");
    expect(plan).toContain("USING COVERING INDEX clicks_by_day");
    expect(plan).not.toContain("TEMP B-TREE");
    db.close();
  });

  it("read the report's clicks, flags and page views from the covering index alone, in its order", () => {
    const db = new DatabaseSync(":memory:");
    migrate(db);
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT clicked_at / 86400000, variant, utm_campaign, utm_id, utm_content, flags, SUM(no_page_view), COUNT(*) FROM clicks WHERE clicked_at / 86400000 >= 0 GROUP BY clicked_at / 86400000, variant, utm_campaign, utm_id, utm_content, flags",
      )
      .all()
      .map(({ detail }) => detail)
      .join("; ");
    expect(plan).toContain("USING COVERING INDEX clicks_by_day");
    expect(plan).not.toContain("TEMP B-TREE");
    db.close();
  });

  it("still refuse a page-view signal other than 0 or 1", () => {
    const db = new DatabaseSync(":memory:");
    migrate(db);
    expect(() =>
      db.exec(
        "INSERT INTO clicks (click_key, clicked_at, ad_consent, no_page_view) VALUES ('k', 1, 0, 2)",
      ),
    ).toThrow(/constraint failed/);
    db.close();
  });

  it("keep every row of a database at 0003, each click's platform ids moved into ad_ids", async () => {
    const upTo0003 = await migrationsUpTo(SPEND);
    const db = new DatabaseSync(":memory:");
    migrate(db, upTo0003);
    await rm(upTo0003, { recursive: true, force: true });
    db.exec(SEED_AT_0003);
    const before = everyRow(db);
    const clicksBefore = db
      .prepare("SELECT * FROM clicks ORDER BY click_key")
      .all();
    migrate(db);
    expect(everyRow(db)).toEqual(before);
    const clicksAfter = db
      .prepare("SELECT * FROM clicks ORDER BY click_key")
      .all();
    expectIdsMoved(clicksBefore, clicksAfter);

    db.close();
  });

  it.each([
    [
      "a status no sale has",
      "INSERT INTO sales (order_id, attributed, status, value_micros, currency, received_at) VALUES ('X', 0, 'maybe', 1, 'EUR', 1)",
    ],
    [
      "a negative value",
      "INSERT INTO sales (order_id, attributed, status, value_micros, currency, received_at) VALUES ('X', 0, 'approved', -1, 'EUR', 1)",
    ],
    [
      "a value that is text (STRICT)",
      "INSERT INTO sales (order_id, attributed, status, value_micros, currency, received_at) VALUES ('X', 0, 'approved', 'lots', 'EUR', 1)",
    ],
    [
      "the same network and order id twice",
      "INSERT INTO sales (order_id, attributed, status, value_micros, currency, network, received_at) VALUES ('X', 0, 'approved', 1, 'EUR', 'impact', 1), ('X', 0, 'approved', 1, 'EUR', 'impact', 1)",
    ],
    [
      "a forward in no known state",
      "INSERT INTO forwards (network, order_id, platform, state, created_at, updated_at) VALUES ('', 'X', 'meta', 'lost', 1, 1)",
    ],
    [
      "a forward with no network",
      "INSERT INTO forwards (network, order_id, platform, state, created_at, updated_at) VALUES (NULL, 'X', 'meta', 'pending', 1, 1)",
    ],
  ])("still refuse %s", (_, sql) => {
    const db = new DatabaseSync(":memory:");
    migrate(db);
    expect(() => db.exec(sql)).toThrow(/constraint failed|cannot store/);
    db.close();
  });
});

describe("a sale's identity in the store: two networks, one order id", () => {
  const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
  const sale = (network, over = {}) => ({
    orderId: "INV-1042",
    clickKey: "",
    status: "approved",
    valueMicros: network === "impact" ? 12_500_000 : 9_000_000,
    currency: "EUR",
    network,
    ...over,
  });
  const impact = { network: "impact", order_id: "INV-1042" };
  const awin = { network: "awin", order_id: "INV-1042" };
  let ledger;

  beforeAll(async () => {
    ledger = openLedgerDb(":memory:");
    const { db } = ledger;
    for (const network of ["impact", "awin"]) {
      expect(await recordSale(db, sale(network), NOW)).toBe("stored");
      await openForwards(db, { network, order_id: "INV-1042" }, ["meta"], NOW);
    }
  });

  afterAll(() => ledger.close());

  it("finds each network's sale as it was reported", async () => {
    expect(await findSale(ledger.db, impact)).toMatchObject({
      network: "impact",
      value_micros: 12_500_000,
    });
    expect(await findSale(ledger.db, awin)).toMatchObject({
      network: "awin",
      value_micros: 9_000_000,
    });
    expect(
      await findSale(ledger.db, { network: "", order_id: "INV-1042" }),
    ).toBeUndefined();
  });

  it("claims and settles one sale's forward, leaving the other's waiting", async () => {
    const { db } = ledger;
    const claimed = await claimDueForwards(
      db,
      { dueBy: NOW, now: NOW },
      ["meta"],
      20,
      impact,
    );
    expect(claimed.map(({ network }) => network)).toEqual(["impact"]);
    await settleForward(db, claimed[0], { state: "sent", detail: "200" }, NOW);
    expect((await forwardsOf(db, impact)).map(({ state }) => state)).toEqual([
      "sent",
    ]);
    expect(await forwardsOf(db, awin)).toMatchObject([
      { network: "awin", state: "pending", next_attempt_at: NOW },
    ]);
  });

  it("deletes an expired sale's forwards only, not another network's with its order id", async () => {
    const { db } = ledger;
    await db.run("UPDATE sales SET received_at = 0 WHERE network = 'awin'");
    expect(await purge(db, NOW, 90)).toEqual({ clicks: 0, sales: 1 });
    expect(await forwardsOf(db, awin)).toEqual([]);
    expect(await forwardsOf(db, impact)).toHaveLength(1);
  });
});
