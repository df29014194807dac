// @vitest-environment node
/** The upkeep the requests trigger: the spool drained, at most once a minute. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openLedgerDb } from "./db/ledger-db.mjs";
import { findClick, recordClick, type LedgerDb } from "./db/store";
import { CLICK, MANIFEST } from "./fixtures";
import { maintainSometimes, type LedgerContext } from "./context";
import type { ClickSpool } from "./clicks/click-spool";

let db: LedgerDb;
let close: () => void;
beforeEach(() => ({ db, close } = openLedgerDb(":memory:")));
afterEach(() => close());

/** A context at `now()` whose deferred tasks run when `settle()` is awaited. */
function contextWith(spool: ClickSpool, now: () => number) {
  const tasks: Promise<unknown>[] = [];
  const context: LedgerContext = {
    db,
    manifest: MANIFEST,
    host: undefined,
    defer: (task) => void tasks.push(task().catch(() => {})),
    keepClick: () => {},
    spool,
    fetch: () => Promise.reject(new Error("no network in this test")),
    now,
    ip: "",
    country: null,
    state: { lastMaintenance: 0 },
  };
  return { context, settle: () => Promise.all(tasks) };
}

describe("the ledger's upkeep", () => {
  it("drains the spool into the database, at most once a minute", async () => {
    const drain = vi.fn(async (into: LedgerDb) => {
      await recordClick(into, CLICK);
      return { written: 1, refused: 0 };
    });
    let now = Date.UTC(2026, 10, 27, 12, 0, 0);
    const { context, settle } = contextWith(
      { keep: async () => {}, drain },
      () => now,
    );
    maintainSometimes(context);
    await settle();
    expect(await findClick(db, CLICK.click_key)).toEqual(CLICK);
    now += 30_000;
    maintainSometimes(context);
    expect(drain).toHaveBeenCalledTimes(1);
    now += 30_000;
    maintainSometimes(context);
    expect(drain).toHaveBeenCalledTimes(2);
  });

  it("still deletes expired clicks while the spool cannot be drained", async () => {
    const now = Date.UTC(2026, 10, 27, 12, 0, 0);
    const old = now - (MANIFEST.retentionDays + 1) * 86_400_000;
    await recordClick(db, { ...CLICK, clicked_at: old });
    const { context, settle } = contextWith(
      {
        keep: async () => {},
        drain: async () => {
          throw new Error("KV list failed");
        },
      },
      () => now,
    );
    maintainSometimes(context);
    await settle();
    expect(await findClick(db, CLICK.click_key)).toBeUndefined();
  });
});
