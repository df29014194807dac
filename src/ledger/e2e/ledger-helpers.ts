/**
 * What the ledger's end-to-end tests share: the hosts' databases, a
 * shopper's journey from an ad through BUY NOW, a network's postback and
 * the report's password.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, waitForPageScript } from "../../../tests/e2e/fixtures";
import { chrome } from "../../../tests/e2e/store";
import {
  LEDGER_D1_STATE,
  LEDGER_SECRET,
  LEDGER_SQLITE,
  type LEDGER_HOSTS,
} from "./ledger-build";
import { rootAttribute } from "../../lib/root-data";
import { journalOf } from "../clicks/click-journal.mjs";
import { SPOOL_PREFIX } from "../clicks/click-spool";

/** The ledger's SQL on each host's own database. */
export function query(
  host: keyof typeof LEDGER_HOSTS,
  sql: string,
): Record<string, unknown>[] {
  if (host === "node") {
    const db = new DatabaseSync(LEDGER_SQLITE);
    try {
      db.exec("PRAGMA busy_timeout = 5000");
      if (/^\s*SELECT/i.test(sql))
        return db.prepare(sql).all() as Record<string, unknown>[];
      // Statements that write, one or more.
      db.exec(sql);
      return [];
    } finally {
      db.close();
    }
  }
  return (
    (
      JSON.parse(
        localWrangler(["d1", "execute", "storefront-ledger", "--json"], sql),
      ) as { results: Record<string, unknown>[] }[]
    )[0]?.results ?? []
  );
}

/**
 * Wrangler on the local state `wrangler pages dev` keeps (D1, KV); its
 * output. The stores are SQLite files that workerd holds too: a command
 * that finds one busy is run again.
 */
function localWrangler(args: string[], command?: string): string {
  for (let tries = 1; ; tries++) {
    const result = spawnSync(
      "npx",
      [
        "wrangler",
        ...args,
        "--local",
        "--persist-to",
        LEDGER_D1_STATE,
        ...(command === undefined ? [] : ["--command", command]),
      ],
      {
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      },
    );
    if (result.status === 0) return result.stdout;
    if (!/SQLITE_BUSY/.test(result.stdout + result.stderr) || tries === 5)
      throw new Error(result.stdout + result.stderr);
  }
}

/**
 * The keys of the clicks a host keeps outside its database, waiting for it
 * (docs/sales-ledger.md, "No answered click is lost"), sorted: `npm
 * start`'s journal, or on workerd the KV spool.
 */
export function waitingClicks(host: keyof typeof LEDGER_HOSTS): string[] {
  if (host === "node") {
    let journal = "";
    try {
      journal = readFileSync(journalOf(LEDGER_SQLITE), "utf8");
    } catch {
      // No journal yet.
    }
    return journal
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => (JSON.parse(line) as { click_key: string }).click_key)
      .sort();
  }
  const listed = localWrangler([
    "kv",
    "key",
    "list",
    "--binding",
    "LEDGER_SPOOL",
    "--prefix",
    SPOOL_PREFIX,
  ]);
  return (JSON.parse(listed) as { name: string }[])
    .map(({ name }) => name.slice(SPOOL_PREFIX.length))
    .sort();
}

/** Lands from an ad, accepts or rejects on the consent banner, follows BUY NOW; the key and the variant seen. */
export async function buyFromAd(
  page: Page,
  host: string,
  arrival: string,
  consent: "accept" | "reject",
) {
  await page.goto(`${host}/?${arrival}`);
  const { banner } = chrome.consent;
  await page
    .getByRole("button", {
      name: consent === "accept" ? banner.acceptAll : banner.rejectAll,
    })
    .first()
    .click();
  await waitForPageScript(page);
  const variant = await page
    .locator("html")
    .getAttribute(rootAttribute("variant"));
  const buy = page.locator('a[data-partner-link="main"]');
  await expect(buy).toHaveAttribute("href", /^\/go\?/);
  const opened = page.waitForEvent("popup");
  await buy.click();
  const popup = await opened;
  await popup.waitForURL(/partner\.example\.com/);
  const partner = new URL(popup.url());
  await popup.close();
  return { key: partner.searchParams.get("sub1") ?? "", partner, variant };
}

export const postback = (
  request: APIRequestContext,
  host: string,
  params: Record<string, string>,
) =>
  request.get(
    `${host}/ledger/postback?${new URLSearchParams({ secret: LEDGER_SECRET, ...params })}`,
  );

export const basic = (password: string) => ({
  Authorization: `Basic ${Buffer.from(`operator:${password}`).toString("base64")}`,
});
