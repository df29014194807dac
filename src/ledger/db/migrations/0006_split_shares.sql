-- Auto-distribution of a split test (docs/split-tests.md): each UTC day's
-- share of each arm, and why it moved, computed once a day by the first
-- request for the tested page. The day, test and arm are the key, so two
-- edges computing the same day at once keep the first one's rows (an
-- insert that ignores a key it has). The counts are the window's that the
-- shares came from; epc is in the report's currency; probability_best is
-- NULL on a day that kept the configured shares.
CREATE TABLE split_shares (
  day TEXT NOT NULL,
  test TEXT NOT NULL,
  variant TEXT NOT NULL,
  share INTEGER NOT NULL CHECK (share BETWEEN 0 AND 100),
  clicks INTEGER NOT NULL CHECK (clicks >= 0),
  sales INTEGER NOT NULL CHECK (sales >= 0),
  epc REAL NOT NULL,
  probability_best REAL,
  reason TEXT NOT NULL DEFAULT '',
  computed_at INTEGER NOT NULL,
  PRIMARY KEY (day, test, variant)
) STRICT;
