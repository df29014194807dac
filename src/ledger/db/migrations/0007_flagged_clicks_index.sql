-- The report's second look at the clicks (src/ledger/report/report.ts):
-- the flagged ones and those with no page view, few among many. A partial
-- index holds only those, so the report reads them without walking the
-- window's clicks a second time. Its WHERE is the report's, word for word,
-- which is what lets SQLite (and D1) choose it.
CREATE INDEX clicks_signals ON clicks (clicked_at / 86400000, variant, utm_campaign, utm_id, utm_content, flags, no_page_view)
  WHERE flags <> '' OR no_page_view = 1;
