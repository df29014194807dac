// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openLedgerDb } from "../db/ledger-db.mjs";
import { recordClick, recordSale, type LedgerDb } from "../db/store.ts";
import { CLICK, MANIFEST } from "../fixtures.ts";
import { CONTROL } from "../../schemas/experiment-names.ts";
import { AUTO_DISTRIBUTION_DEFAULTS } from "./auto-distribution.ts";
import { countArms, dayShares, storedShares } from "./auto-shares.ts";
import { edgeShares } from "./edge-shares.ts";
import { buildReport } from "../report/report.ts";

const DAY = "2026-11-25";
const MIDNIGHT = Date.parse(`${DAY}T00:00:00Z`);
const SETTINGS = { ...AUTO_DISTRIBUTION_DEFAULTS, on: true };
const TEST = {
  name: "buy-now-wording",
  control: { share: 50 },
  variants: [{ name: "get-yours", share: 50 }],
};
const RATES = MANIFEST.report;
const WITH_TEST = {
  ...MANIFEST,
  autoDistribution: { [TEST.name]: SETTINGS },
};

let db: LedgerDb;
let close: () => void;

beforeEach(() => ({ db, close } = openLedgerDb(":memory:")));
afterEach(() => close());

let next = 0;
/** `clicks` clicks of `variant` on the day before DAY, the first `sales` sold at `value` (in `currency`). */
async function seed(
  variant: string,
  clicks: number,
  sales: number,
  value: number,
  { at = MIDNIGHT - 3_600_000, currency = "USD", flags = "" } = {},
) {
  for (let i = 0; i < clicks; i++) {
    const key = `k${String(next++).padStart(19, "0")}`;
    await recordClick(db, {
      ...CLICK,
      click_key: key,
      clicked_at: at,
      variant,
      flags,
    });
    if (i < sales)
      await recordSale(
        db,
        {
          orderId: `o-${key}`,
          clickKey: key,
          valueMicros: value * 1_000_000,
          currency,
          status: "approved",
          network: "",
        },
        at,
      );
  }
}

describe("the day's shares in the ledger", () => {
  it("counts each arm's unflagged clicks and sold clicks of the window, in the report's currency", async () => {
    await seed(CONTROL, 10, 2, 20);
    await seed("get-yours", 8, 1, 10, { currency: "EUR" });
    // Today's clicks and those before the window do not count.
    await seed(CONTROL, 5, 5, 20, { at: MIDNIGHT + 60_000 });
    await seed(CONTROL, 5, 5, 20, { at: MIDNIGHT - 31 * 86_400_000 });
    await seed("other", 5, 0, 0);
    // Nor do flagged ones (a bot's), sold or not.
    await seed(CONTROL, 5, 5, 20, { flags: "crawler" });
    const [variant, control] = await countArms(
      db,
      ["get-yours", CONTROL],
      { since: MIDNIGHT - 30 * 86_400_000, until: MIDNIGHT },
      RATES,
    );
    expect(control).toEqual({
      name: CONTROL,
      clicks: 10,
      sales: 2,
      sum: 40,
      sumOfSquares: 800,
    });
    expect(variant).toMatchObject({ clicks: 8, sales: 1 });
    expect(variant!.sum).toBeCloseTo(11, 10);
  });

  it("stores the configured shares with the reason while an arm has too few clicks", async () => {
    await seed(CONTROL, 120, 3, 20);
    await seed("get-yours", 40, 1, 20);
    const shares = await dayShares(db, {
      test: TEST,
      day: DAY,
      settings: SETTINGS,
      rates: RATES,
      now: MIDNIGHT + 1,
    });
    expect(shares).toEqual({ [CONTROL]: 50, "get-yours": 50 });
    const rows = await storedShares(db, TEST.name, DAY);
    expect(rows.find((row) => row.variant === "get-yours")).toMatchObject({
      clicks: 40,
      sales: 1,
      probability_best: null,
      reason: expect.stringContaining("get-yours has 40"),
    });
  });

  it("computes a day once: later clicks and a second edge read the first computation", async () => {
    await seed(CONTROL, 300, 9, 20);
    await seed("get-yours", 300, 15, 26);
    const compute = () =>
      dayShares(db, {
        test: TEST,
        day: DAY,
        settings: SETTINGS,
        rates: RATES,
        now: MIDNIGHT + 1,
      });
    const [first, second] = await Promise.all([compute(), compute()]);
    expect(second).toEqual(first);
    expect(first["get-yours"]).toBeGreaterThan(50);
    expect(first[CONTROL]).toBeGreaterThanOrEqual(SETTINGS.controlFloor);
    expect(first[CONTROL]! + first["get-yours"]!).toBe(100);
    await seed(CONTROL, 300, 300, 50);
    expect(await compute()).toEqual(first);
    expect(await storedShares(db, TEST.name, DAY)).toHaveLength(2);
    const { shares } = await buildReport(db, MIDNIGHT + 1, 30, RATES);
    expect(shares.map(({ variant, share }) => [variant, share])).toEqual([
      ["get-yours", first["get-yours"]],
      [CONTROL, first[CONTROL]],
    ]);
  });
});

describe("the edge's shares", () => {
  it("reads the ledger's shares at most once a minute, again on a new day", async () => {
    await seed(CONTROL, 300, 9, 20);
    await seed("get-yours", 300, 15, 26);
    const clock = { now: MIDNIGHT + 1 };
    const all = vi.spyOn(db, "all");
    const sharesOf = edgeShares({
      db,
      manifest: WITH_TEST,
      now: () => clock.now,
    });
    const first = await sharesOf(TEST, DAY);
    expect(first?.["get-yours"]).toBeGreaterThan(50);
    const reads = all.mock.calls.length;
    clock.now += 59_000;
    expect(await sharesOf(TEST, DAY)).toEqual(first);
    expect(all.mock.calls.length).toBe(reads);
    clock.now += 2_000;
    expect(await sharesOf(TEST, DAY)).toEqual(first);
    expect(all.mock.calls.length).toBeGreaterThan(reads);
    expect(await sharesOf(TEST, "2026-11-26")).toBeDefined();
    expect(await storedShares(db, TEST.name, "2026-11-26")).toHaveLength(2);
  });

  it("gives the configured shares (undefined) when the test is off, there is no database, or the database fails", async () => {
    expect(await edgeShares({ db, manifest: MANIFEST })(TEST, DAY)).toBe(
      undefined,
    );
    expect(
      await edgeShares({ db: undefined, manifest: WITH_TEST })(TEST, DAY),
    ).toBe(undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing: LedgerDb = {
      ...db,
      all: () => Promise.reject(new Error("D1_ERROR: overloaded")),
    };
    expect(
      await edgeShares({ db: failing, manifest: WITH_TEST })(TEST, DAY),
    ).toBe(undefined);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it("ignores a day's rows that do not give every arm a share adding up to 100", async () => {
    await db.run(
      `INSERT INTO split_shares (day, test, variant, share, clicks, sales, epc, probability_best, reason, computed_at)
       VALUES (?, ?, 'get-yours', 70, 0, 0, 0, NULL, '', 0)`,
      [DAY, TEST.name],
    );
    expect(await edgeShares({ db, manifest: WITH_TEST })(TEST, DAY)).toBe(
      undefined,
    );
  });
});
