// @vitest-environment node
/**
 * The spool where a click waits on Cloudflare when D1 refuses it past the
 * retries: a fake KV namespace, and the ledger's own SQLite for the
 * database, made to refuse where a case needs it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openLedgerDb } from "../db/ledger-db.mjs";
import { findClick, recordClick, type LedgerDb } from "../db/store";
import { CLICK, KEY } from "../fixtures";
import {
  DRAIN_LIMIT,
  kvSpool,
  SPOOL_DAYS,
  SPOOL_PREFIX,
  spooledRecord,
  type Kv,
} from "./click-spool";
import type { ClickRecord } from "./click";

/** A KV namespace in memory: its values, and each key's time to live. */
function fakeKv() {
  const values = new Map<string, string>();
  const ttls = new Map<string, number>();
  const kv: Kv = {
    async get(key) {
      return values.get(key) ?? null;
    },
    async put(key, value, { expirationTtl }) {
      values.set(key, value);
      ttls.set(key, expirationTtl);
    },
    async delete(key) {
      values.delete(key);
    },
    async list({ prefix, limit }) {
      const names = [...values.keys()].filter((name) =>
        name.startsWith(prefix),
      );
      return {
        keys: names
          .sort()
          .slice(0, limit)
          .map((name) => ({ name })),
      };
    },
  };
  return { kv, values, ttls };
}

/** `db`, refusing every click insert while `down()` says so. */
const refusingWhile = (db: LedgerDb, down: () => boolean): LedgerDb => ({
  ...db,
  async run(sql, params) {
    if (down() && sql.includes("INTO clicks"))
      throw new Error("D1_ERROR: Network connection lost.");
    return db.run(sql, params);
  },
});

const clickNo = (n: number): ClickRecord => ({
  ...CLICK,
  click_key: `k${String(n).padStart(19, "0")}`,
});

const countClicks = async (db: LedgerDb) =>
  (await db.all<{ n: number }>("SELECT COUNT(*) AS n FROM clicks"))[0]?.n;

let db: LedgerDb;
let close: () => void;
beforeEach(() => ({ db, close } = openLedgerDb(":memory:")));
afterEach(() => {
  close();
  vi.restoreAllMocks();
});

describe("keeping a click D1 refused", () => {
  it("holds the record the database would have taken, under its key", async () => {
    const { kv, values, ttls } = fakeKv();
    await kvSpool(kv, 90).keep(CLICK);
    expect([...values.keys()]).toEqual([`${SPOOL_PREFIX}${KEY}`]);
    expect(JSON.parse(values.get(`${SPOOL_PREFIX}${KEY}`) ?? "")).toEqual(
      CLICK,
    );
    expect(ttls.get(`${SPOOL_PREFIX}${KEY}`)).toBe(SPOOL_DAYS * 86_400);
  });

  it("never keeps a copy longer than the ledger keeps the click", async () => {
    const { kv, ttls } = fakeKv();
    await kvSpool(kv, 1).keep(CLICK);
    expect(ttls.get(`${SPOOL_PREFIX}${KEY}`)).toBe(86_400);
  });
});

describe("draining the spool into the database", () => {
  it("writes every waiting click and deletes its copy", async () => {
    const { kv, values } = fakeKv();
    const spool = kvSpool(kv, 90);
    const clicks = [1, 2, 3].map(clickNo);
    for (const click of clicks) await spool.keep(click);
    expect(await spool.drain(db)).toEqual({ written: 3, refused: 0 });
    for (const click of clicks)
      expect(await findClick(db, click.click_key)).toEqual(click);
    expect(values.size).toBe(0);
    expect(await spool.drain(db)).toEqual({ written: 0, refused: 0 });
  });

  it("leaves a click already in the ledger as one click", async () => {
    const { kv, values } = fakeKv();
    const spool = kvSpool(kv, 90);
    // The last try did land, though D1 answered it with an error.
    await recordClick(db, CLICK);
    await spool.keep({ ...CLICK, page: "/other" });
    expect(await spool.drain(db)).toEqual({ written: 1, refused: 0 });
    expect(await countClicks(db)).toBe(1);
    expect((await findClick(db, KEY))?.page).toBe(CLICK.page);
    expect(values.size).toBe(0);
  });

  it("keeps what the database still refuses for the next drain", async () => {
    const { kv, values } = fakeKv();
    const spool = kvSpool(kv, 90);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let down = true;
    const flaky = refusingWhile(db, () => down);
    await spool.keep(clickNo(1));
    await spool.keep(clickNo(2));
    expect(await spool.drain(flaky)).toEqual({ written: 0, refused: 2 });
    expect(values.size).toBe(2);
    expect(await countClicks(db)).toBe(0);
    expect(String(error.mock.calls[0]?.[0])).toContain("refused 2 of");
    down = false;
    expect(await spool.drain(flaky)).toEqual({ written: 2, refused: 0 });
    expect(values.size).toBe(0);
    expect(await countClicks(db)).toBe(2);
  });

  it(`writes at most ${DRAIN_LIMIT} clicks a drain`, async () => {
    const { kv, values } = fakeKv();
    const spool = kvSpool(kv, 90);
    for (let n = 0; n < DRAIN_LIMIT + 5; n++) await spool.keep(clickNo(n));
    expect(await spool.drain(db)).toEqual({ written: DRAIN_LIMIT, refused: 0 });
    expect(values.size).toBe(5);
    expect(await spool.drain(db)).toEqual({ written: 5, refused: 0 });
  });

  it("skips a key listed after its delete", async () => {
    const { kv } = fakeKv();
    const lagging: Kv = {
      ...kv,
      list: async () => ({ keys: [{ name: `${SPOOL_PREFIX}${KEY}` }] }),
    };
    expect(await kvSpool(lagging, 90).drain(db)).toEqual({
      written: 0,
      refused: 0,
    });
  });

  it("deletes a value it did not write, and says so", async () => {
    const { kv, values } = fakeKv();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await kv.put(`${SPOOL_PREFIX}${KEY}`, "not json", { expirationTtl: 60 });
    expect(await kvSpool(kv, 90).drain(db)).toEqual({
      written: 0,
      refused: 0,
    });
    expect(values.size).toBe(0);
    expect(String(error.mock.calls[0]?.[0])).toContain("not json");
  });
});

describe("reading a spooled record", () => {
  const text = JSON.stringify(CLICK);
  it.each([
    ["the record written", KEY, text, true],
    ["another key's record", "a".repeat(20), text, false],
    ["a key that is no click key", "short", text, false],
    ["text that is not JSON", KEY, "{", false],
    ["JSON that is no object", KEY, "42", false],
    [
      "a record missing a column",
      KEY,
      JSON.stringify({ click_key: KEY }),
      false,
    ],
    [
      "a record with a column no database takes",
      KEY,
      JSON.stringify({ ...CLICK, ip: { v: 4 } }),
      false,
    ],
  ])("%s", (_, key, value, taken) => {
    expect(spooledRecord(key, value) !== undefined).toBe(taken);
  });
});
