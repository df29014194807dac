// @vitest-environment node
/**
 * The Pages middleware's side of auto-distribution (docs/split-tests.md):
 * the day's shares read from and stored in the ledger's D1 binding, here
 * local D1 on workerd (wrangler's getPlatformProxy, as `npm run
 * preview:cloudflare` runs it) with the ledger's migrations applied by
 * wrangler, and the build's files from a stand-in ASSETS. Seeded with an
 * arm that earns more per click on the day before.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getPlatformProxy } from "wrangler";
import { clickValues, INSERT_CLICK } from "../src/ledger/db/store.ts";
import type { D1 } from "../src/ledger/db/d1.ts";
import { CLICK, MANIFEST } from "../src/ledger/fixtures.ts";
import { LEDGER_FILE } from "../src/ledger/manifest.ts";
import { AUTO_DISTRIBUTION_DEFAULTS } from "../src/ledger/split/auto-distribution.ts";
import { SPLIT_TESTS_FILE } from "../src/lib/internal-files.ts";
import { onRequest } from "./_middleware.ts";

const SETTINGS = { ...AUTO_DISTRIBUTION_DEFAULTS, on: true };
const NOW = Date.parse("2026-11-26T09:00:00Z");
const YESTERDAY = Date.parse("2026-11-25T12:00:00Z");

const page = (path: string, share: number) => ({
  path,
  share,
  headers: [["Cache-Control", "no-cache"]],
});
const FILES: Record<string, string> = {
  "/": "<h1>Control</h1>",
  "/variants/t/b": "<h1>Variant b</h1>",
  [`/${SPLIT_TESTS_FILE}`]: JSON.stringify({
    tests: [
      {
        name: "t",
        page: "/",
        control: page("/", 50),
        variants: [{ name: "b", ...page("/variants/t/b", 50) }],
      },
    ],
  }),
  [`/${LEDGER_FILE}`]: JSON.stringify({
    ...MANIFEST,
    autoDistribution: { t: SETTINGS },
  }),
};

const ASSETS = {
  fetch: async (request: Request) => {
    const body = FILES[new URL(request.url).pathname];
    return body === undefined
      ? new Response("Not found", { status: 404 })
      : new Response(body, { status: 200 });
  },
};

let folder: string;
let proxy: Awaited<ReturnType<typeof getPlatformProxy<{ LEDGER: D1 }>>>;
let env: { ASSETS: typeof ASSETS; LEDGER: D1; SPLIT_TEST_SECRET: string };

/** The rows of `sql` in the local D1. */
const rows = async <Row>(sql: string) =>
  (await env.LEDGER.prepare(sql).all<Row>()).results;

/** What visitor `n` is served at /. */
async function visit(n: number): Promise<string> {
  const request = new Request("https://shop.test/", {
    headers: {
      "CF-Connecting-IP": "203.0.113.9",
      "User-Agent": `Mozilla/5.0 (Linux; Android 14) Chrome/131.0.${n} Mobile Safari/537.36`,
    },
  });
  const response = await onRequest({
    request,
    env,
    next: async () => new Response("next"),
  });
  return response.text();
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "auto-distribution-d1-"));
  const state = join(folder, "state");
  execFileSync(
    "npx",
    [
      ..."wrangler d1 migrations apply storefront-ledger --local".split(" "),
      "--persist-to",
      state,
    ],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false" },
    },
  );
  proxy = await getPlatformProxy<{ LEDGER: D1 }>({
    configPath: "wrangler.toml",
    persist: { path: join(state, "v3") },
  });
  const d1 = proxy.env.LEDGER;
  env = { ASSETS, LEDGER: d1, SPLIT_TEST_SECRET: "split-test-secret-0123" };
  const seed = [];
  let key = 0;
  for (const [variant, payout] of [
    ["b", 26],
    ["control", 20],
  ] as const)
    for (let i = 0; i < 400; i++) {
      const clickKey = `k${String(key++).padStart(19, "0")}`;
      seed.push(
        d1.prepare(INSERT_CLICK).bind(
          ...clickValues({
            ...CLICK,
            click_key: clickKey,
            clicked_at: YESTERDAY + i,
            variant,
          }),
        ),
      );
      if (i % 25 === 0)
        seed.push(
          d1
            .prepare(
              `INSERT INTO sales (order_id, click_key, attributed, status, value_micros, currency, network, received_at, approved_at)
               VALUES (?, ?, 1, 'approved', ?, 'USD', '', ?, ?)`,
            )
            .bind(
              `o-${clickKey}`,
              clickKey,
              payout * 1_000_000,
              YESTERDAY,
              YESTERDAY,
            ),
        );
    }
  await d1.batch(seed);
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await proxy?.dispose();
  await rm(folder, { recursive: true, force: true });
});

describe("auto-distribution in the Pages middleware", () => {
  it("serves the day's shares from D1, stores them once, and keeps each visitor's variant", async () => {
    const seen: string[] = [];
    for (let n = 0; n < 400; n++) seen.push(await visit(n));
    const shares = await rows<{ variant: string; share: number }>(
      "SELECT variant, share FROM split_shares WHERE day = '2026-11-26' ORDER BY variant",
    );
    expect(shares).toHaveLength(2);
    const [variant, control] = shares;
    expect(variant!.share).toBeGreaterThan(50);
    expect(control!.share).toBeGreaterThanOrEqual(SETTINGS.controlFloor);
    const served =
      (seen.filter((body) => body === "<h1>Variant b</h1>").length / 400) * 100;
    expect(Math.abs(served - variant!.share)).toBeLessThan(8);
    for (let n = 0; n < 40; n++) expect(await visit(n)).toBe(seen[n]);
  });
});
