import { describe, expect, it, vi } from "vitest";
import { CLICK } from "../fixtures";
import { RETRY_DELAYS_MS, withRetries, writeClickRetrying } from "./keep-click";
import type { LedgerDb } from "../db/store";
import type { ClickRecord } from "./click";
import type { ClickSpool } from "./click-spool";

/** A database that refuses the first `n` writes, and what it took. */
function refusing(n: number) {
  const written: unknown[][] = [];
  let refusals = n;
  const db: LedgerDb = {
    async run(_sql, params = []) {
      if (refusals > 0) {
        refusals -= 1;
        throw new Error("D1_ERROR: Network connection lost.");
      }
      written.push([...params]);
      return { changes: 1 };
    },
    async all() {
      return [];
    },
    async batch() {},
  };
  return { db, written };
}

describe("the click write after the answer", () => {
  it.each([0, 1, 3, RETRY_DELAYS_MS.length])(
    "lands when the database refuses the first %i tries",
    async (n) => {
      const { db, written } = refusing(n);
      const waits: number[] = [];
      await writeClickRetrying(db, CLICK, {
        sleep: async (ms) => waits.push(ms),
      });
      expect(written).toHaveLength(1);
      expect(written[0]).toContain(CLICK.click_key);
      expect(waits).toHaveLength(n);
      // Backoff with jitter: each wait between half and all of its step.
      waits.forEach((ms, i) => {
        expect(ms).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[i]! / 2);
        expect(ms).toBeLessThanOrEqual(RETRY_DELAYS_MS[i]!);
      });
    },
  );

  it("logs the whole record when every try fails and there is no spool", async () => {
    const { db, written } = refusing(RETRY_DELAYS_MS.length + 1);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await writeClickRetrying(db, CLICK, { sleep: async () => {} });
    expect(written).toHaveLength(0);
    expect(String(error.mock.calls[0]?.[0])).toContain(JSON.stringify(CLICK));
    error.mockRestore();
  });

  it("keeps the click in the spool when every try fails, and logs only its key", async () => {
    const { db, written } = refusing(RETRY_DELAYS_MS.length + 1);
    const kept: ClickRecord[] = [];
    const spool: ClickSpool = {
      keep: async (record) => void kept.push(record),
      drain: async () => ({ written: 0, refused: 0 }),
    };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await writeClickRetrying(db, CLICK, { spool, sleep: async () => {} });
    expect(written).toHaveLength(0);
    expect(kept).toEqual([CLICK]);
    const logged = error.mock.calls.map(([line]) => String(line)).join("\n");
    expect(logged).toContain(CLICK.click_key);
    expect(logged).not.toContain(CLICK.ip);
    error.mockRestore();
  });

  it("does not spool a click the retries landed", async () => {
    const { db, written } = refusing(2);
    const keep = vi.fn(async () => {});
    await writeClickRetrying(db, CLICK, {
      spool: { keep, drain: async () => ({ written: 0, refused: 0 }) },
      sleep: async () => {},
    });
    expect(written).toHaveLength(1);
    expect(keep).not.toHaveBeenCalled();
  });

  it("logs the whole record when the spool refuses it too", async () => {
    const { db } = refusing(RETRY_DELAYS_MS.length + 1);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await writeClickRetrying(db, CLICK, {
      spool: {
        keep: async () => {
          throw new Error("KV PUT failed: 503");
        },
        drain: async () => ({ written: 0, refused: 0 }),
      },
      sleep: async () => {},
    });
    const logged = error.mock.calls.map(([line]) => String(line)).join("\n");
    expect(logged).toContain(JSON.stringify(CLICK));
    error.mockRestore();
  });

  it("gives up with the last failure", async () => {
    await expect(
      withRetries(
        async () => {
          throw new Error("still down");
        },
        [1, 1],
        async () => {},
      ),
    ).rejects.toThrow("still down");
  });

  it("spends less than Cloudflare's 30 s after the answer", () => {
    expect(RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(
      25_000,
    );
  });
});
