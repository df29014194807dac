// @vitest-environment node
// A sale on a flagged click (clicks/click-flags.ts) is kept, and sent to no
// ad platform: neither posted to Meta and TikTok nor listed in Google's file.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLedgerDb } from "../db/ledger-db.mjs";
import { CLICK, MANIFEST } from "../fixtures";
import {
  findSale,
  forwardsOf,
  openForwards,
  recordClick,
  recordSale,
  type LedgerDb,
} from "../db/store";
import { readHostEnv } from "../../schemas/host-env";
import { FLAGGED_DETAIL, forwardDue } from "./forward";
import { handleLedger, type LedgerContext } from "../handler";

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const SECRET = "a-ledger-secret-of-length";
const parsed = readHostEnv({
  META_CAPI_TOKEN: "meta-token",
  TIKTOK_EVENTS_TOKEN: "tiktok-token",
  LEDGER_META_API: "http://localhost:9/meta",
  LEDGER_TIKTOK_API: "http://localhost:9/tiktok",
  LEDGER_SECRET: SECRET,
});
if (!parsed.ok) throw new Error(parsed.problems.join("; "));
const host = parsed.env;

let db: LedgerDb;
let close: () => void;
let posted: string[];
beforeEach(() => {
  ({ db, close } = openLedgerDb(":memory:"));
  posted = [];
});
afterEach(() => close());

const fetchStub: typeof fetch = async (input) => {
  posted.push(String(input));
  return Response.json(
    String(input).includes("/meta/")
      ? { events_received: 1 }
      : { code: 0, message: "OK" },
  );
};

/** A consented click with a gclid, flagged or not, and its approved sale, forwards opened. */
async function soldClick(key: string, flags: string) {
  await recordClick(db, {
    ...CLICK,
    click_key: key,
    flags,
    ad_ids: { ...CLICK.ad_ids, gclid: `Cj0-${key}` },
  });
  await recordSale(
    db,
    {
      orderId: `O-${key}`,
      clickKey: key,
      status: "approved",
      valueMicros: 20_000_000,
      currency: "EUR",
      network: "",
    },
    NOW,
  );
  await openForwards(
    db,
    { network: "", order_id: `O-${key}` },
    ["meta", "tiktok", "google"],
    NOW,
  );
}

describe("a sale on a flagged click", () => {
  it("is kept, and skipped by every platform with its reasons, while a shopper's is sent", async () => {
    await soldClick("kflaggedflaggedflag1", "crawler,rate");
    await soldClick("kshoppershoppershop1", "");
    const outcomes = await forwardDue({
      db,
      manifest: MANIFEST,
      host,
      fetch: fetchStub,
      now: () => NOW,
    });
    const of = (order: string) =>
      outcomes
        .filter(({ order_id }) => order_id === order)
        .map(({ platform, state, detail }) => [platform, state, detail]);
    expect(of("O-kflaggedflaggedflag1")).toEqual([
      ["meta", "skipped", `${FLAGGED_DETAIL}: crawler,rate`],
      ["tiktok", "skipped", `${FLAGGED_DETAIL}: crawler,rate`],
    ]);
    expect(of("O-kshoppershoppershop1").map(([, state]) => state)).toEqual([
      "sent",
      "sent",
    ]);
    expect(posted).toHaveLength(2);
    expect(
      await findSale(db, { network: "", order_id: "O-kflaggedflaggedflag1" }),
    ).toMatchObject({ status: "approved", attributed: 1 });

    // Google's file lists the shopper's sale alone, and skips the other's forward.
    const context: LedgerContext = {
      db,
      manifest: MANIFEST,
      host,
      defer: () => {},
      keepClick: () => {},
      fetch: fetchStub,
      now: () => NOW,
      ip: "127.0.0.1",
      country: null,
      state: { lastMaintenance: NOW },
    };
    const file = await (
      await handleLedger(
        new Request(`https://shop.test/ledger/google-ads.csv?secret=${SECRET}`),
        context,
      )
    )?.text();
    expect(file).toContain("Cj0-kshoppershoppershop1");
    expect(file).not.toContain("Cj0-kflaggedflaggedflag1");
    expect(
      (
        await forwardsOf(db, {
          network: "",
          order_id: "O-kflaggedflaggedflag1",
        })
      )
        .filter(({ platform }) => platform === "google")
        .map(({ state, detail }) => [state, detail]),
    ).toEqual([["skipped", FLAGGED_DETAIL]]);
  });
});
