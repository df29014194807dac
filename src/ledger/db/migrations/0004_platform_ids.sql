-- A click's ad platforms' ids in one JSON object, keyed by the names the
-- platforms' modules give them (src/ledger/platforms/), so that a new
-- platform needs no migration: the click ids as they arrived, the pixels'
-- cookies, and Meta's fbclid_seen_at. Empty ({}) without ad consent.
--
-- Every row keeps its ids: each column that holds one moves into the
-- object under its own name, then the columns are dropped. No
-- BEGIN/COMMIT: D1 runs a migration in a transaction of its own, and
-- src/ledger/db/ledger-db.mjs wraps each file in one.

ALTER TABLE clicks ADD COLUMN ad_ids TEXT NOT NULL DEFAULT '{}';

-- A merge patch onto {} leaves out each id the click does not have
-- (json_patch drops a key whose value is null).
UPDATE clicks SET ad_ids = json_patch('{}', json_object(
  'gclid', gclid,
  'gbraid', gbraid,
  'wbraid', wbraid,
  'fbclid', fbclid,
  'fbclid_seen_at', fbclid_seen_at,
  'ttclid', ttclid,
  'fbp', fbp,
  'ttp', ttp
));

ALTER TABLE clicks DROP COLUMN gclid;
ALTER TABLE clicks DROP COLUMN gbraid;
ALTER TABLE clicks DROP COLUMN wbraid;
ALTER TABLE clicks DROP COLUMN fbclid;
ALTER TABLE clicks DROP COLUMN fbclid_seen_at;
ALTER TABLE clicks DROP COLUMN ttclid;
ALTER TABLE clicks DROP COLUMN fbp;
ALTER TABLE clicks DROP COLUMN ttp;
