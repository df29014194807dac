// @vitest-environment node
// BUY NOW's hop with the click filter: every click goes to the partner, a
// flagged one is kept with its reasons (click-flags.ts).
import { describe, expect, it } from "vitest";
import { go } from "./go";
import type { ClickRecord } from "./click";
import type { LedgerContext } from "../context";
import { MANIFEST } from "../fixtures";

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const SHOPPER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A context that keeps each click it is handed, on one clock. */
function contextOf(over: Partial<LedgerContext> = {}) {
  const kept: ClickRecord[] = [];
  const context: LedgerContext = {
    db: undefined,
    manifest: MANIFEST,
    host: undefined,
    defer: () => {},
    keepClick: (record) => {
      kept.push(record);
    },
    fetch,
    now: () => NOW,
    ip: "203.0.113.7",
    country: "DE",
    state: { lastMaintenance: NOW },
    ...over,
  };
  return { context, kept };
}

const click = (context: LedgerContext, headers: Record<string, string>) =>
  go(
    new Request("https://shop.test/go?utm_campaign=spring", { headers }),
    context,
  );

describe("/go with the click filter", () => {
  it("sends a crawler to the partner, and keeps its click flagged", async () => {
    const { context, kept } = contextOf();
    const answer = await click(context, { "User-Agent": "curl/8.5.0" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(
      /^https:\/\/partner\.test\//,
    );
    expect(
      kept.map(({ flags, no_page_view }) => [flags, no_page_view]),
    ).toEqual([["crawler", 1]]);
  });

  it("counts a shopper from the store's page, and flags a burst past the limit", async () => {
    const { context, kept } = contextOf();
    const limit = MANIFEST.filter.clicksPerMinute;
    for (let i = 0; i < limit + 2; i++)
      expect(
        (
          await click(context, {
            "User-Agent": SHOPPER,
            Referer: "https://shop.test/",
          })
        ).status,
      ).toBe(302);
    expect(kept.map(({ flags }) => flags)).toEqual([
      ...Array<string>(limit).fill(""),
      "rate",
      "rate",
    ]);
    expect(kept.every(({ no_page_view }) => no_page_view === 0)).toBe(true);
  });

  it("takes the edge's word on a bot, and flags nothing with the filter off", async () => {
    const edge = { botManagement: { verifiedBot: true } };
    const on = contextOf({ edge: { verifiedBot: true, asn: 13335 } });
    await click(on.context, { "User-Agent": SHOPPER });
    expect(on.kept[0]?.flags).toBe("verified_bot");
    const off = contextOf({
      manifest: { ...MANIFEST, filter: { ...MANIFEST.filter, on: false } },
      edge: { verifiedBot: edge.botManagement.verifiedBot },
    });
    await click(off.context, { "User-Agent": "curl/8.5.0" });
    expect(off.kept[0]?.flags).toBe("");
  });
});
