-- The click ledger (docs/sales-ledger.md): one schema for Cloudflare D1
-- (`wrangler d1 migrations apply`) and for node:sqlite under `npm start`
-- (server/ledger-db.mjs applies the same files, recorded in the same
-- d1_migrations table). Times are milliseconds since 1970 (UTC).

-- One row per followed BUY NOW. The click ids, the pixels' cookies, the
-- address and the browser are kept only when the visitor gave ad consent.
CREATE TABLE clicks (
  click_key TEXT PRIMARY KEY,
  clicked_at INTEGER NOT NULL,
  page TEXT NOT NULL DEFAULT '',
  variant TEXT NOT NULL DEFAULT '',
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  utm_term TEXT,
  utm_content TEXT,
  colour TEXT NOT NULL DEFAULT '',
  currency TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  ad_consent INTEGER NOT NULL CHECK (ad_consent IN (0, 1)),
  gclid TEXT,
  gbraid TEXT,
  wbraid TEXT,
  fbclid TEXT,
  fbclid_seen_at INTEGER,
  ttclid TEXT,
  fbp TEXT,
  ttp TEXT,
  ip TEXT,
  user_agent TEXT
) STRICT;
CREATE INDEX clicks_by_time ON clicks (clicked_at);

-- One row per order, as the network's postbacks last described it. A
-- replay changes nothing; a later status is recorded with its time.
CREATE TABLE sales (
  order_id TEXT PRIMARY KEY,
  click_key TEXT NOT NULL DEFAULT '',
  attributed INTEGER NOT NULL CHECK (attributed IN (0, 1)),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'reversed')),
  value_micros INTEGER NOT NULL CHECK (value_micros >= 0),
  currency TEXT NOT NULL,
  network TEXT NOT NULL DEFAULT '',
  received_at INTEGER NOT NULL,
  approved_at INTEGER,
  reversed_at INTEGER
) STRICT;
CREATE INDEX sales_by_time ON sales (received_at);
CREATE INDEX sales_by_click ON sales (click_key);

-- One row per approved sale and platform: sent once, retried until sent.
CREATE TABLE forwards (
  order_id TEXT NOT NULL,
  platform TEXT NOT NULL CHECK (platform IN ('meta', 'tiktok', 'google')),
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'failed', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  detail TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (order_id, platform)
) STRICT;
CREATE INDEX forwards_due ON forwards (state, next_attempt_at);
