// @vitest-environment node
// The click journal on its own: what a crash left is moved in at start,
// and a database that cannot be opened loses nothing the journal took.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLICK } from "../fixtures.ts";
import { clickKeeper, journalOf } from "./click-journal.mjs";
import { openLedgerDb } from "../db/ledger-db.mjs";

const folders = [];
function folder() {
  const made = mkdtempSync(join(tmpdir(), "click-journal-"));
  folders.push(made);
  return made;
}

afterEach(() => {
  for (const made of folders.splice(0))
    rmSync(made, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const record = (key) => ({ ...CLICK, click_key: key });
const keys = (sqlite) =>
  sqlite
    .prepare("SELECT click_key FROM clicks ORDER BY click_key")
    .all()
    .map((row) => row.click_key);

describe("the click journal", () => {
  it("moves what a crash left into the ledger at start, once", async () => {
    const file = join(folder(), "ledger.sqlite");
    writeFileSync(
      journalOf(file),
      [record("a1"), record("a2"), record("a1")]
        .map((line) => `${JSON.stringify(line)}\n`)
        .join(""),
    );
    const { sqlite, close } = openLedgerDb(file);
    const keeper = clickKeeper(sqlite, journalOf(file));
    expect(await keeper.flush()).toBe(0);
    expect(keys(sqlite)).toEqual(["a1", "a2"]);
    expect(readFileSync(journalOf(file), "utf8")).toBe("");
    close();
  });

  it("journals each click before the database has it, and empties once it does", async () => {
    const file = join(folder(), "ledger.sqlite");
    const { sqlite, close } = openLedgerDb(file);
    const keeper = clickKeeper(sqlite, journalOf(file));
    keeper.keep(record("b1"));
    expect(readFileSync(journalOf(file), "utf8")).toContain('"b1"');
    expect(keys(sqlite)).toEqual([]);
    await new Promise((done) => setImmediate(done));
    expect(keys(sqlite)).toEqual(["b1"]);
    expect(readFileSync(journalOf(file), "utf8")).toBe("");
    close();
  });

  it("keeps every click in the journal while there is no database", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const file = join(folder(), "ledger.sqlite");
    const keeper = clickKeeper(undefined, journalOf(file));
    keeper.keep(record("c1"));
    keeper.keep(record("c2"));
    expect(await keeper.flush()).toBe(2);
    const journal = readFileSync(journalOf(file), "utf8").trim().split("\n");
    expect(journal.map((line) => JSON.parse(line).click_key)).toEqual([
      "c1",
      "c2",
    ]);
    // The next start, with its database, moves them in.
    const { sqlite, close } = openLedgerDb(file);
    expect(await clickKeeper(sqlite, journalOf(file)).flush()).toBe(0);
    expect(keys(sqlite)).toEqual(["c1", "c2"]);
    close();
  });
});
