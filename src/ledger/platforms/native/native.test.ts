// @vitest-environment node
/**
 * The native networks (docs/sales-ledger.md, "Native networks"): their
 * templates' rules in the build and the editor, the postback a sale makes,
 * the click ids a click keeps, and the forward: one GET, retried when it
 * fails, never sent twice.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLedgerDb } from "../../db/ledger-db.mjs";
import {
  findSale,
  forwardsOf,
  openForwards,
  recordClick,
  recordSale,
  type LedgerDb,
  type StoredSale,
} from "../../db/store";
import { forwardDue } from "../../forward/forward";
import { readClick } from "../../clicks/click";
import { CLICK, KEY, MANIFEST } from "../../fixtures";
import { CONSENT_COOKIE } from "../../../lib/consent-cookie";
import { readConfig } from "../../../lib/config";
import type { CmsField } from "../../../lib/cms-config";
import { editorConfig } from "../../../lib/editor-config";
import type { LedgerHost } from "../../settings";
import { nativePostback } from "./conversion";
import { nativeSettings, type NativeSettings } from "./sources";
import { renderPostback, templateProblems } from "./template";

/** The networks the store's content ships (settings.yaml). */
const SHIPPED = readConfig("src/content", {}).ledger.forward.native!;
const TABOOLA = SHIPPED.sources.find((source) => source.name === "taboola")!;

const APPROVED = Date.UTC(2026, 10, 21, 12, 0, 0);
const SALE: StoredSale = {
  order_id: "INV-1042",
  click_key: KEY,
  attributed: 1,
  status: "approved",
  value_micros: 12_500_000,
  currency: "EUR",
  network: "impact",
  received_at: APPROVED,
  approved_at: APPROVED,
  reversed_at: null,
};
const TBLCI =
  "GiDxLZcEVjwEqkGfKQMQndUYMIeZXFHmZ0DrHIJhGS6kKiDzkGUos9GzkpqG-YHQATCwxlQ";
const FROM_TABOOLA = { ...CLICK, ad_ids: { [TABOOLA.clickIdParam]: TBLCI } };

/** The editor's field for a source's postback (generated from the settings schema). */
function editorPostbackField(): CmsField {
  const config = editorConfig({ repo: "owner/store", branch: "main" });
  const settings = config.collections[0]?.files?.find(
    (file) => file.name === "settings",
  );
  let fields = (settings?.fields[0]?.fields ?? []) as CmsField[];
  for (const key of ["ledger", "forward", "native", "sources", "postback"]) {
    const field = fields.find((candidate) => candidate.name === key);
    if (!field) throw new Error(`The editor has no field ${key}`);
    if (key === "postback") return field;
    fields = (field.fields ?? []) as CmsField[];
  }
  throw new Error("unreachable");
}

describe("a postback template", () => {
  const usable = [
    ...SHIPPED.sources.map((source) => source.postback),
    "https://track.network.test/pb?cid={click_id}",
    "https://net.test:8443/p/{click_id}/{payout}?c={currency}&o={order_id}&e={event}",
    "http://127.0.0.1:4000/native/x?c={click_id}",
  ];
  const unusable: [string, RegExp][] = [
    ["http://track.network.test/pb?cid={click_id}", /must start with https/],
    [
      "https://track.network.test/pb?cid={clickid}",
      /\{clickid\}, which is not a placeholder/,
    ],
    [
      "https://track.network.test/pb?cid={click_id}&ip={ip}",
      /\{ip\}, which is not a placeholder/,
    ],
    ["https://track.network.test/pb?r={payout}", /must carry \{click_id\}/],
    [
      "https://track.network.test/pb?cid={click_id}&x={",
      /opens or closes no placeholder/,
    ],
    [
      "https://track.network.test/pb?cid={click_id} &r=1",
      /must not hold spaces/,
    ],
    ["https://track.network.test/pb?cid={click_id}#top", /must not hold a #/],
    ["https://{event}.network.test/?cid={click_id}", /must start with https/],
    ["track.network.test/pb?cid={click_id}", /must start with https/],
  ];

  it.each(usable)("%s is usable, in the build and the editor", (template) => {
    expect(templateProblems(template)).toEqual([]);
    const [pattern] = editorPostbackField().pattern as [string, string];
    expect(new RegExp(pattern).test(template)).toBe(true);
  });

  it.each(unusable)(
    "%s is refused: %s, in the build and the editor",
    (template, why) => {
      expect(templateProblems(template).join("\n")).toMatch(why);
      const [pattern] = editorPostbackField().pattern as [string, string];
      expect(new RegExp(pattern).test(template)).toBe(false);
    },
  );

  it("fails the build with the field and the reason", () => {
    const settings = {
      sources: [{ ...TABOOLA, postback: "https://x.test/?r={payout}" }],
    };
    const result = nativeSettings.safeParse(settings);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["sources", 0, "postback"],
        message: expect.stringMatching(/must carry \{click_id\}/),
      }),
    ]);
  });

  it("refuses two networks with one name or one click-id parameter, and a parameter the store reads", () => {
    const issues = (sources: object[]) =>
      nativeSettings
        .safeParse({ sources })
        .error?.issues.map(
          ({ path, message }) => `${path.join(".")}: ${message}`,
        );
    expect(issues([TABOOLA, TABOOLA])).toEqual([
      "sources.1.name: taboola is listed already",
      `sources.1.clickIdParam: ${TABOOLA.clickIdParam} is another network's parameter already`,
    ]);
    expect(issues([{ ...TABOOLA, clickIdParam: "gclid" }])?.[0]).toMatch(
      /^sources\.0\.clickIdParam: is a parameter the store reads already/,
    );
    expect(issues([])?.[0]).toMatch(/must list a network/);
  });

  it("puts each value in URL-encoded, and leaves the rest as written", () => {
    expect(
      renderPostback(
        "https://n.test/p?c={click_id}&e={event}&r={payout}&x=a%20b",
        {
          click_id: "a+b/c=d&e",
          payout: "12.5",
          currency: "EUR",
          order_id: "impact:INV 1",
          event: "Purchase Complete",
        },
      ),
    ).toBe(
      "https://n.test/p?c=a%2Bb%2Fc%3Dd%26e&e=Purchase%20Complete&r=12.5&x=a%20b",
    );
  });
});

describe("nativePostback", () => {
  it("is the template of the network whose click id the click carries, with the payout", () => {
    expect(nativePostback(SALE, FROM_TABOOLA, SHIPPED)).toEqual({
      send: true,
      payload: {
        source: "taboola",
        url: renderPostback(TABOOLA.postback, {
          click_id: TBLCI,
          payout: "12.5",
          currency: "EUR",
          order_id: "impact:INV-1042",
          event: TABOOLA.event,
        }),
      },
    });
  });

  it("carries nothing of the visitor's but the network's own click id", () => {
    const outgoing = nativePostback(SALE, FROM_TABOOLA, SHIPPED);
    const url = outgoing.send ? outgoing.payload.url : "";
    for (const personal of [CLICK.ip, CLICK.user_agent, CLICK.click_key])
      expect(decodeURIComponent(url)).not.toContain(personal);
  });

  it.each([
    ["no click", undefined, "no click has this sale's key"],
    [
      "a refused click",
      { ...FROM_TABOOLA, ad_consent: 0 as const },
      "the visitor did not accept advertising",
    ],
    [
      "a click from no native network",
      CLICK,
      "the click came from no native network",
    ],
  ])("sends nothing for %s", (_, click, reason) => {
    expect(nativePostback(SALE, click, SHIPPED)).toEqual({
      send: false,
      reason,
    });
  });
});

describe("a click from a native network", () => {
  const manifest = {
    ...MANIFEST,
    forward: { ...MANIFEST.forward, native: SHIPPED },
  };
  const consent = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ categories: ["necessary", "marketing"] }))}`;
  const click = (
    url: string,
    cookie: string | null,
    referer: string | null = null,
  ) =>
    readClick(
      {
        url: new URL(url),
        referer,
        fetchSite: null,
        cookie,
        ip: "203.0.113.7",
        userAgent: "Mozilla/5.0",
        country: "DE",
        now: APPROVED,
      },
      KEY,
      manifest,
    ).record.ad_ids;

  it("keeps its click id with ad consent, from BUY NOW's link or the page it was on", () => {
    expect(
      click(`https://shop.test/go?${TABOOLA.clickIdParam}=${TBLCI}`, consent),
    ).toEqual({
      [TABOOLA.clickIdParam]: TBLCI,
    });
    expect(
      click(
        "https://shop.test/go",
        consent,
        `https://shop.test/?${TABOOLA.clickIdParam}=${TBLCI}`,
      ),
    ).toEqual({ [TABOOLA.clickIdParam]: TBLCI });
  });

  it("keeps nothing without consent, or with native networks not set up", () => {
    expect(
      click(`https://shop.test/go?${TABOOLA.clickIdParam}=${TBLCI}`, null),
    ).toEqual({});
    expect(
      readClick(
        {
          url: new URL(`https://shop.test/go?${TABOOLA.clickIdParam}=${TBLCI}`),
          referer: null,
          fetchSite: null,
          cookie: consent,
          ip: "",
          userAgent: "",
          country: null,
          now: APPROVED,
        },
        KEY,
        MANIFEST,
      ).record.ad_ids,
    ).toEqual({});
  });
});

describe("the forward to a native network", () => {
  let db: LedgerDb;
  let close: () => void;
  beforeEach(() => ({ db, close } = openLedgerDb(":memory:")));
  afterEach(() => close());

  const manifest = {
    ...MANIFEST,
    forward: { native: SHIPPED as NativeSettings },
  };
  const sale = { network: "impact", order_id: "INV-1042" };

  async function approvedSale() {
    await recordClick(db, { ...FROM_TABOOLA, clicked_at: APPROVED - 60_000 });
    await recordSale(
      db,
      {
        orderId: "INV-1042",
        clickKey: KEY,
        status: "approved",
        valueMicros: 12_500_000,
        currency: "EUR",
        network: "impact",
      },
      APPROVED,
    );
    expect((await findSale(db, sale))?.status).toBe("approved");
    await openForwards(db, sale, ["native"], APPROVED);
  }

  it("is one GET of the template, retried after a failure, and never sent again once sent", async () => {
    await approvedSale();
    const requests: { url: string; method: string; body: unknown }[] = [];
    let answers = [503, 204];
    const fetcher = (async (url: string | URL, init?: RequestInit) => {
      requests.push({
        url: String(url),
        method: init?.method ?? "GET",
        body: init?.body,
      });
      const [status = 204, ...rest] = answers;
      answers = rest;
      return new Response(status === 204 ? null : "down", { status });
    }) as typeof fetch;
    let now = APPROVED;
    const context = {
      db,
      manifest,
      host: {} as LedgerHost,
      fetch: fetcher,
      now: () => now,
    };
    expect(await forwardDue(context)).toMatchObject([
      { platform: "native", state: "failed" },
    ]);
    now += 61_000;
    expect(await forwardDue(context)).toMatchObject([
      { platform: "native", state: "sent" },
    ]);
    now += 86_400_000;
    expect(await forwardDue(context, { asOf: now + 86_400_000 })).toEqual([]);
    const expected = renderPostback(TABOOLA.postback, {
      click_id: TBLCI,
      payout: "12.5",
      currency: "EUR",
      order_id: "impact:INV-1042",
      event: TABOOLA.event,
    });
    expect(requests).toEqual([
      { url: expected, method: "GET", body: undefined },
      { url: expected, method: "GET", body: undefined },
    ]);
    expect(await forwardsOf(db, sale)).toMatchObject([
      { platform: "native", state: "sent", attempts: 2 },
    ]);
  });
});
