/**
 * What the ledger's end-to-end tests share: the hosts' databases, a
 * shopper's journey from an ad through BUY NOW, a network's postback and
 * the report's password.
 */
import { spawnSync } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, waitForPageScript } from "../../../tests/e2e/fixtures";
import {
  LEDGER_D1_STATE,
  LEDGER_SECRET,
  LEDGER_SQLITE,
  type LEDGER_HOSTS,
} from "./ledger-build";
import { rootAttribute } from "../../lib/root-data";

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
  // Local D1 is a SQLite file that workerd holds too: a query that finds it
  // busy is asked again.
  for (let tries = 1; ; tries++) {
    const result = spawnSync(
      "npx",
      [
        "wrangler",
        "d1",
        "execute",
        "storefront-ledger",
        "--local",
        "--persist-to",
        LEDGER_D1_STATE,
        "--json",
        "--command",
        sql,
      ],
      {
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      },
    );
    if (result.status === 0)
      return (
        (
          JSON.parse(result.stdout) as { results: Record<string, unknown>[] }[]
        )[0]?.results ?? []
      );
    if (!/SQLITE_BUSY/.test(result.stdout + result.stderr) || tries === 5)
      throw new Error(result.stdout + result.stderr);
  }
}

/** Lands from an ad, answers the consent banner, follows BUY NOW; the key and the variant seen. */
export async function buyFromAd(
  page: Page,
  host: string,
  arrival: string,
  consent: "Accept all" | "Reject all",
) {
  await page.goto(`${host}/?${arrival}`);
  await page.getByRole("button", { name: consent }).first().click();
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
