// The sales ledger's upkeep under `npm start`, on its SQLite file
// (docs/sales-ledger.md). On Cloudflare Pages the same is
// `POST /ledger/retry?secret=…` and `wrangler d1 execute`.
//
//   npm run ledger -- status          forwards by platform and state
//   npm run ledger -- retry           tries every failed or waiting forward now,
//                                     and deletes what is past its retention
//   npm run ledger -- forget <value>  deletes the clicks that hold <value> (a click
//                                     key, click id, pixel cookie or IP address)
//   npm run ledger -- spend pull      pulls the last 7 days of spend from Meta and
//                                     TikTok (ledger.spend, META_ADS_TOKEN, TIKTOK_ADS_TOKEN)
//   npm run ledger -- spend <file> [--platform google|microsoft|meta|tiktok] [--currency EUR]
//                                     imports a platform's spend export (CSV)
//
// LEDGER_DB names the file (data/ledger.sqlite by default), SITE_ROOT the
// build (dist/); the platforms' tokens come from the environment, as for
// `npm start`, checked by the same schema (src/schemas/host-env.ts).
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { forwardDue } from "../forward/forward.ts";
import { LEDGER_FILE } from "../manifest.ts";
import { readSpendCsv } from "../spend/spend-csv.ts";
import { pullSpend, pullSummary } from "../spend/spend-pull.ts";
import { importSummary, replaceSpend } from "../spend/spend.ts";
import { forgetVisitor, purge } from "../db/store.ts";
import { readHostEnv } from "../../schemas/host-env.ts";
import { openLedgerDb } from "../db/ledger-db.mjs";
import { siteBuildFiles } from "../../../server/site-build-files.mjs";

const [command, value, ...options] = process.argv.slice(2);
/** The value after `--name` among the options, if given. */
const option = (name) => {
  const at = options.indexOf(`--${name}`);
  return at >= 0 ? options[at + 1] : undefined;
};
const read = readHostEnv(process.env);
if (!read.ok) {
  console.error(
    `The host's settings cannot be used:\n  ${read.problems.join("\n  ")}`,
  );
  process.exit(1);
}
const host = read.env;
const root = resolve(host.SITE_ROOT ?? "dist");
const manifest = await siteBuildFiles(root)(LEDGER_FILE);
if (!manifest) {
  console.error(
    `${root} has no ${LEDGER_FILE}: build the store with ledger.on: true.`,
  );
  process.exit(1);
}
const { db, close } = openLedgerDb(resolve(host.LEDGER_DB));

try {
  if (command === "status") {
    const rows = await db.all(
      "SELECT platform, state, COUNT(*) AS forwards FROM forwards GROUP BY 1, 2 ORDER BY 1, 2",
    );
    console.table(rows);
  } else if (command === "retry") {
    const purged = await purge(db, Date.now(), manifest.retentionDays);
    const outcomes = await forwardDue(
      { db, manifest, host, fetch, now: Date.now },
      { asOf: Number.MAX_SAFE_INTEGER },
    );
    console.log(
      `Deleted ${purged.clicks} clicks and ${purged.sales} sales past ${manifest.retentionDays} days.`,
    );
    for (const { network, order_id, platform, state, detail } of outcomes)
      console.log(
        `${network ? `${network} ` : ""}${order_id} → ${platform}: ${state} ${detail}`,
      );
    if (outcomes.length === 0) console.log("No forward was waiting.");
  } else if (command === "forget" && value) {
    console.log(
      `Deleted ${await forgetVisitor(db, value)} clicks holding that value.`,
    );
  } else if (command === "spend" && value === "pull") {
    const outcomes = await pullSpend({
      db,
      spend: manifest.spend ?? {},
      host,
      fetch,
      now: Date.now(),
    });
    for (const outcome of outcomes) console.log(pullSummary(outcome));
    if (outcomes.length === 0)
      console.log("No ad account to pull: set ledger.spend in settings.yaml.");
    if (outcomes.some((outcome) => !outcome.ok)) process.exitCode = 1;
  } else if (command === "spend" && value) {
    const read = readSpendCsv(new Uint8Array(await readFile(value)), {
      platform: option("platform"),
      currency: option("currency")?.toUpperCase(),
    });
    if (!read.ok) {
      console.error(`${value}: ${read.error} Nothing was stored.`);
      process.exitCode = 1;
    } else {
      const stored = await replaceSpend(db, read.batches, Date.now());
      console.log(importSummary(value, stored, read.platform, read.batches));
    }
  } else {
    console.error(
      "usage: npm run ledger -- status | retry | forget <value> | spend pull | spend <file> [--platform P] [--currency C]",
    );
    process.exitCode = 2;
  }
} finally {
  close();
}
