-- Flagged clicks (docs/sales-ledger.md, "Flagged clicks"): a click from a
-- crawler, a headless browser, a bot by Cloudflare's word, a listed data
-- centre's network or a burst of one address is kept with its reasons, for
-- as long as any click, and left out of the report's clicks and verdicts.
-- Every row keeps what it has and counts as it did: no reasons, and a page
-- view assumed. No BEGIN/COMMIT: D1 runs a migration in a transaction of its
-- own, and src/ledger/db/ledger-db.mjs wraps each file in one.

-- The reasons, comma-separated ("crawler,rate"); '' for a click that counts.
ALTER TABLE clicks ADD COLUMN flags TEXT NOT NULL DEFAULT '';

-- 1 when the browser showed no sign of the store's page before the click
-- (no Referer from the store, no Sec-Fetch-Site: same-origin): reported, but
-- alone it flags nothing, as privacy tools strip the Referer.
ALTER TABLE clicks ADD COLUMN no_page_view INTEGER NOT NULL DEFAULT 0 CHECK (no_page_view IN (0, 1));

-- The report groups clicks by day, variant, campaign and ad, then by their
-- flags, from this index alone and in its order (src/ledger/report/report.ts).
DROP INDEX clicks_by_day;
CREATE INDEX clicks_by_day ON clicks (clicked_at / 86400000, variant, utm_campaign, utm_id, utm_content, flags, no_page_view, clicked_at);
