// A ledger database at migration 0003, the schema before the platforms'
// ids moved into one column, for the tests that migrate it on node:sqlite
// (ledger-db.test.mjs) and on D1 (d1-migrations.test.mjs): clicks with
// every kind of id and none, sales, forwards, spend and a pull. Through
// 0005 every click keeps counting: no flags, and a page view assumed.
import { expect } from "vitest";

/** The rows, as SQL statements. */
export const SEED_AT_0003 = `      INSERT INTO clicks (click_key, clicked_at, page, variant, utm_campaign, utm_id, colour, currency, country, ad_consent,
                          gclid, gbraid, wbraid, fbclid, fbclid_seen_at, ttclid, fbp, ttp, ip, user_agent)
      VALUES ('k1', 10, '/', 'control', 'spring', '120', 'grey', 'EUR', 'DE', 1,
              'Cj0-g', NULL, NULL, 'IwAR-f', 9, NULL, 'fb.1.1795000000000.1', NULL, '203.0.113.7', 'Mozilla/5.0'),
             ('k2', 20, '/', '', 'spring', NULL, 'black', 'USD', 'US', 1,
              NULL, 'gb-1', 'wb-1', NULL, NULL, 'E.C.P.t', NULL, 'ttp-0123456789', '2001:db8::1', 'Mozilla/5.0'),
             ('k3', 30, '', '', NULL, NULL, '', '', '', 0,
              NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
      INSERT INTO sales (order_id, click_key, attributed, status, value_micros, currency, network, received_at, approved_at)
      VALUES ('INV-1', 'k1', 1, 'approved', 12500000, 'EUR', 'impact', 11, 12),
             ('INV-2', 'k2', 1, 'pending', 3000000, 'USD', '', 21, NULL);
      INSERT INTO forwards (network, order_id, platform, state, attempts, next_attempt_at, detail, created_at, updated_at)
      VALUES ('impact', 'INV-1', 'meta', 'sent', 1, NULL, '200', 12, 13),
             ('impact', 'INV-1', 'google', 'pending', 0, 12, '', 12, 12);
      INSERT INTO spend (platform, account, day, campaign_id, campaign_name, ad_id, ad_name, currency, spend_micros, imported_at)
      VALUES ('meta', '1234567890', '2026-11-20', '120', 'spring', '9', 'ad', 'EUR', 4000000, 30);
      INSERT INTO spend_pulls (platform, account, pulled_at, ok, detail) VALUES ('meta', '1234567890', 30, 1, '1 row');
    
`;

/** The columns 0004 moves into ad_ids. */
export const ID_COLUMNS = [
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "fbclid_seen_at",
  "ttclid",
  "fbp",
  "ttp",
];

/** Each click's ad_ids once 0004 has run. */
export const IDS_AFTER_0004 = {
  k1: {
    gclid: "Cj0-g",
    fbclid: "IwAR-f",
    fbclid_seen_at: 9,
    fbp: "fb.1.1795000000000.1",
  },
  k2: {
    gbraid: "gb-1",
    wbraid: "wb-1",
    ttclid: "E.C.P.t",
    ttp: "ttp-0123456789",
  },
  k3: {},
};

/** What 0005 gives every click that was there before it: it counts, as it did. */
export const FLAGS_AFTER_0005 = { flags: "", no_page_view: 0 };

/** Every row of every table the ledger keeps but the clicks, each in a stable order, as SQL. */
export const OTHER_TABLES = ["sales", "forwards", "spend", "spend_pulls"].map(
  (table) => [table, `SELECT * FROM ${table} ORDER BY 1, 2, 3`],
);

/**
 * That 0004 and 0005 kept each click as it was but for its ids, which
 * moved into ad_ids as IDS_AFTER_0004 says, and its flags, none
 * (FLAGS_AFTER_0005): the clicks read before and after them.
 */
export function expectIdsMoved(before, after) {
  const otherColumns = (click) =>
    Object.fromEntries(
      Object.entries(click).filter(
        ([column]) =>
          !ID_COLUMNS.includes(column) &&
          column !== "ad_ids" &&
          !(column in FLAGS_AFTER_0005),
      ),
    );
  expect(after.map(otherColumns)).toEqual(before.map(otherColumns));
  for (const click of after) expect(click).toMatchObject(FLAGS_AFTER_0005);
  expect(
    Object.fromEntries(
      after.map(({ click_key, ad_ids }) => [click_key, JSON.parse(ad_ids)]),
    ),
  ).toEqual(IDS_AFTER_0004);
}
