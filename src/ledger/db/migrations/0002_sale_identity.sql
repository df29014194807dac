-- A sale's identity is (network, order_id): two networks may each have an
-- order 1042. A postback with no network label has network '', so its
-- sales keep the order id alone as their identity.
--
-- SQLite cannot change a primary key in place: each table is rebuilt,
-- its rows copied, the old one dropped and the new one renamed. No
-- BEGIN/COMMIT here: D1 runs a migration in a transaction of its own and
-- refuses them, and server/ledger-db.mjs wraps each file in one. There
-- are no foreign keys, so neither host needs PRAGMA foreign_keys.

CREATE TABLE new_sales (
  order_id TEXT NOT NULL,
  click_key TEXT NOT NULL DEFAULT '',
  attributed INTEGER NOT NULL CHECK (attributed IN (0, 1)),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'reversed')),
  value_micros INTEGER NOT NULL CHECK (value_micros >= 0),
  currency TEXT NOT NULL,
  network TEXT NOT NULL DEFAULT '',
  received_at INTEGER NOT NULL,
  approved_at INTEGER,
  reversed_at INTEGER,
  PRIMARY KEY (network, order_id)
) STRICT;
INSERT INTO new_sales (order_id, click_key, attributed, status, value_micros, currency, network, received_at, approved_at, reversed_at)
  SELECT order_id, click_key, attributed, status, value_micros, currency, network, received_at, approved_at, reversed_at
  FROM sales;

-- A forward takes its sale's network; one whose sale is already gone (the
-- retention's deletes run one after the other) keeps ''. Which platforms
-- there are is the code's to say (PLATFORM_NAMES), not a CHECK's.
CREATE TABLE new_forwards (
  network TEXT NOT NULL,
  order_id TEXT NOT NULL,
  platform TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'failed', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  detail TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (network, order_id, platform)
) STRICT;
INSERT INTO new_forwards (network, order_id, platform, state, attempts, next_attempt_at, detail, created_at, updated_at)
  SELECT COALESCE(s.network, ''), f.order_id, f.platform, f.state, f.attempts, f.next_attempt_at, f.detail, f.created_at, f.updated_at
  FROM forwards f LEFT JOIN sales s ON s.order_id = f.order_id;

DROP TABLE forwards;
DROP TABLE sales;
ALTER TABLE new_sales RENAME TO sales;
ALTER TABLE new_forwards RENAME TO forwards;
CREATE INDEX sales_by_time ON sales (received_at);
CREATE INDEX sales_by_click ON sales (click_key);
CREATE INDEX forwards_due ON forwards (state, next_attempt_at);
