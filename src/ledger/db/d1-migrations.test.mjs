// @vitest-environment node
// The ledger's migrations on Cloudflare D1, as `wrangler d1 migrations
// apply` runs them (local D1, the same engine as workerd's): a database at
// 0003 keeps every row through 0004 and 0005, each click's ids moved into
// ad_ids, and no click flagged.
import { spawnSync } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS } from "./ledger-db.mjs";
import {
  IDS_AFTER_0004,
  expectIdsMoved,
  OTHER_TABLES,
  SEED_AT_0003,
} from "./schema-0003-fixture.mjs";

const UP_TO_0003 = [
  "0001_ledger.sql",
  "0002_sale_identity.sql",
  "0003_spend.sql",
];
const AFTER_0003 = ["0004_platform_ids.sql", "0005_click_flags.sql"];

let folder;

/** Runs wrangler's D1 command on the test's own local database; its JSON answer. */
function d1(...args) {
  const result = spawnSync(
    "npx",
    [
      "wrangler",
      "d1",
      ...args,
      "ledger-test",
      "--local",
      "--persist-to",
      join(folder, "state"),
      "--config",
      join(folder, "wrangler.toml"),
    ],
    {
      encoding: "utf8",
      env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false" },
    },
  );
  if (result.status !== 0) throw new Error(result.stdout + result.stderr);
  return result.stdout;
}

const CLICKS = "SELECT * FROM clicks ORDER BY click_key";

/** Every row of every table, each wrangler call being slow: the clicks, then the rest. */
function everyRow() {
  const sql = [CLICKS, ...OTHER_TABLES.map(([, query]) => query)].join("; ");
  const [clicks, ...others] = JSON.parse(
    d1("execute", "--json", "--command", sql),
  ).map(({ results }) => results);
  return { clicks, others };
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "ledger-d1-"));
  await mkdir(join(folder, "migrations"));
  for (const name of UP_TO_0003)
    await copyFile(join(MIGRATIONS, name), join(folder, "migrations", name));
  await writeFile(
    join(folder, "wrangler.toml"),
    `name = "ledger-test"
compatibility_date = "2026-11-01"

[[d1_databases]]
binding = "LEDGER"
database_name = "ledger-test"
database_id = "00000000-0000-4000-8000-000000000001"
migrations_dir = "migrations"
`,
  );
  await writeFile(join(folder, "seed.sql"), SEED_AT_0003);
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe("the ledger's migrations on D1", () => {
  it(
    "keep every row of a database at 0003, each click's platform ids moved into ad_ids, none flagged",
    { timeout: 180_000 },
    async () => {
      d1("migrations", "apply");
      d1("execute", "--file", join(folder, "seed.sql"));
      const { clicks: clicksBefore, others: before } = everyRow();
      expect(clicksBefore).toHaveLength(Object.keys(IDS_AFTER_0004).length);
      for (const name of AFTER_0003)
        await copyFile(
          join(MIGRATIONS, name),
          join(folder, "migrations", name),
        );
      d1("migrations", "apply");
      const { clicks: clicksAfter, others: after } = everyRow();
      expect(after).toEqual(before);
      expectIdsMoved(clicksBefore, clicksAfter);
    },
  );
});
