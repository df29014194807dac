-- What the ads cost (docs/sales-ledger.md, "Spend"): a day's spend per ad,
-- ad set or campaign, as a platform's reporting API or its export gives
-- it, in the ad account's currency; and the campaign id a click's landing
-- address carried, which spend is joined on.

-- The campaign's id (utm_id). utm_term and utm_content hold the ad set's
-- and the ad's ids under the documented mapping.
ALTER TABLE clicks ADD COLUMN utm_id TEXT;

-- One row per platform, ad account, day and ad (or ad set, or campaign,
-- when that is all the source breaks spend down to). A pull or an import
-- replaces every row of its platform, account and days: platforms restate
-- recent days, and an ad that no longer spends must not keep its old row.
-- Empty text, not NULL, for what the source does not give, so the key holds.
CREATE TABLE spend (
  platform TEXT NOT NULL,
  account TEXT NOT NULL DEFAULT '',
  day TEXT NOT NULL,
  campaign_id TEXT NOT NULL DEFAULT '',
  campaign_name TEXT NOT NULL DEFAULT '',
  adset_id TEXT NOT NULL DEFAULT '',
  adset_name TEXT NOT NULL DEFAULT '',
  ad_id TEXT NOT NULL DEFAULT '',
  ad_name TEXT NOT NULL DEFAULT '',
  currency TEXT NOT NULL,
  spend_micros INTEGER NOT NULL CHECK (spend_micros >= 0),
  imported_at INTEGER NOT NULL,
  PRIMARY KEY (platform, account, day, campaign_id, campaign_name, adset_id, ad_id)
) STRICT;

-- When each platform's account was last pulled, and how it went.
CREATE TABLE spend_pulls (
  platform TEXT NOT NULL,
  account TEXT NOT NULL,
  pulled_at INTEGER NOT NULL,
  ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
  detail TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (platform, account)
) STRICT;

-- The report reads a period's clicks by day, variant and ad from an index
-- alone, already in the order it groups them (lib/ledger/report.ts writes
-- the same expressions: a day is the whole days since 1970); spend by day
-- likewise; and approved sales by their click. (clicked_at itself ends the
-- first so that SQLite reads it as covering: the expression needs the column.)
CREATE INDEX clicks_by_day ON clicks (clicked_at / 86400000, variant, utm_campaign, utm_id, utm_content, clicked_at);
CREATE INDEX spend_by_day ON spend (day, campaign_id, campaign_name, ad_id, currency, ad_name, spend_micros);
CREATE INDEX sales_approved ON sales (status, click_key, currency, value_micros);
