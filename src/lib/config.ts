import { readFileSync } from "node:fs";
import yaml from "js-yaml";
// Relative imports and no browser code: astro.config.mjs and
// vitest.config.ts load this module before any alias exists.
import { settingsSchema, type Settings } from "../schemas/settings";
import type { PartnerLinkSettings } from "./attribution";
import type { Measurement } from "./measurement";
import {
  forwardsSales,
  resolveLedger,
  type LedgerConfig,
} from "../ledger/index.ts";
import { PIXEL_NAMES, PIXELS, type PixelName } from "../ledger/pixels.ts";

/**
 * The operator settings a build is made with: the content folder's
 * settings.yaml, each value overridden by its VITE_* variable when that is
 * set and not blank, checked once by the settings schema. astro.config.mjs
 * reads them here and hands the one result to the pages as the module
 * `virtual:store-config` (build-tools/store-config.ts).
 */

/** Each pixel's VITE_* variable, from the one list of pixels (src/ledger/platforms/pixels.ts). */
type PixelEnvSettings = {
  readonly [Name in PixelName as (typeof PIXELS)[Name]["env"]]: readonly [
    "measurement",
    "pixels",
    Name,
  ];
};
const PIXEL_ENV_SETTINGS = Object.fromEntries(
  PIXEL_NAMES.map((name) => [
    PIXELS[name].env,
    ["measurement", "pixels", name],
  ]),
) as unknown as PixelEnvSettings;

/** Each VITE_* variable an operator may set, and the setting it overrides. */
export const ENV_SETTINGS = {
  VITE_SITE_URL: ["siteUrl"],
  VITE_GEOIP_URL: ["geoIpUrl"],
  VITE_AFFILIATE_URL: ["affiliate", "baseUrl"],
  VITE_OFFER_ID: ["affiliate", "offerId"],
  VITE_AFFILIATE_ID: ["affiliate", "affiliateId"],
  VITE_AFFILIATE_TEMPLATE: ["affiliate", "template"],
  VITE_AFFILIATE_PRESET: ["affiliate", "preset"],
  VITE_CLICK_ID_PARAM: ["affiliate", "clickIdParam"],
  VITE_CMS_REPO: ["cms", "repo"],
  VITE_CMS_BRANCH: ["cms", "branch"],
  VITE_ANALYTICS_PROVIDER: ["measurement", "analytics", "provider"],
  VITE_ANALYTICS_SCRIPT: ["measurement", "analytics", "script"],
  VITE_ANALYTICS_SITE_ID: ["measurement", "analytics", "siteId"],
  VITE_ANALYTICS_ENDPOINT: ["measurement", "analytics", "endpoint"],
  VITE_ANALYTICS_VITALS_SAMPLE_RATE: [
    "measurement",
    "analytics",
    "vitalsSampleRate",
  ],
  ...PIXEL_ENV_SETTINGS,
} as const satisfies Record<string, readonly string[]>;

export type EnvName = keyof typeof ENV_SETTINGS;
export type BuildEnv = Partial<Record<EnvName, string | undefined>>;

/** The variables whose setting is a number rather than text. */
const NUMBERS: ReadonlySet<EnvName> = new Set([
  "VITE_ANALYTICS_VITALS_SAMPLE_RATE",
]);

/** The operator settings a build is made with. */
export type Config = Omit<
  Settings,
  "affiliate" | "measurement" | "cms" | "ledger"
> & {
  /** Where the store editor at /admin saves (src/pages/admin/config.yml.ts). */
  cms: { repo: string; branch: string };
  /** What BUY NOW's link is made from (src/lib/attribution.ts). */
  affiliate: PartnerLinkSettings & { baseUrl: string };
  /** Click counting and pixels; empty unless configured (src/lib/measurement.ts). */
  measurement: Measurement;
  /** The sales ledger; off unless configured (src/ledger/). */
  ledger: LedgerConfig;
};

/**
 * The BUY NOW link when the operator sets no template: the partner's offer
 * page with the offer id, affiliate id and product name added to its query,
 * and nothing of the visitor's.
 */
export function defaultTemplate(baseUrl: string, ledgerOn = false): string {
  // With the ledger on, the click's key goes too: it ties the sale to the click.
  const query = `offer_id={offer_id}&aff_id={aff_id}&product={product}${ledgerOn ? "&click_key={click_key}" : ""}`;
  if (!baseUrl.includes("?")) return `${baseUrl}?${query}`;
  return `${baseUrl}${baseUrl.endsWith("?") ? "" : "&"}${query}`;
}

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** settings.yaml's values with the variables that are set written over them. */
function withOverrides(settings: unknown, env: BuildEnv): unknown {
  const merged: unknown = structuredClone(settings);
  if (!isTree(merged)) return merged;
  for (const [name, path] of Object.entries(ENV_SETTINGS)) {
    const value = env[name as EnvName]?.trim();
    if (!value) continue;
    let node = merged;
    for (const key of path.slice(0, -1)) {
      if (!isTree(node[key])) node[key] = {};
      node = node[key] as Tree;
    }
    node[path.at(-1)!] = NUMBERS.has(name as EnvName) ? Number(value) : value;
  }
  return merged;
}

/**
 * The variables set in `env` (not blank) that override a setting of
 * settings.yaml, one line each, as the build prints them.
 */
export function envOverrides(env: BuildEnv): string[] {
  return Object.entries(ENV_SETTINGS)
    .filter(([name]) => env[name as EnvName]?.trim())
    .map(([name, path]) => `${name} overrides settings.yaml ${path.join(".")}`);
}

/** Where a setting came from, for an error message: its variable when that is set. */
function sourceOf(path: readonly PropertyKey[], env: BuildEnv): string {
  const key = path.join(".");
  const variable = Object.entries(ENV_SETTINGS).find(
    ([name, target]) =>
      target.join(".") === key && env[name as EnvName]?.trim(),
  );
  return variable ? `${variable[0]} (${key})` : `settings.yaml: ${key}`;
}

/**
 * The settings as the build uses them. Anything the schema refuses fails
 * the build with each field and the reason, rather than build a store
 * whose BUY NOW or policy cannot work.
 */
export function loadConfig(settings: unknown, env: BuildEnv): Config {
  const result = settingsSchema.safeParse(withOverrides(settings, env));
  if (!result.success)
    throw new Error(
      `The store's settings cannot be used:\n${result.error.issues
        .map((issue) => `  ${sourceOf(issue.path, env)}: ${issue.message}`)
        .join("\n")}`,
    );
  const {
    affiliate,
    measurement,
    cms,
    ledger: ledgerSettings,
    ...rest
  } = result.data;
  const analytics = measurement?.analytics;
  const pixels = measurement?.pixels ?? {};
  const template =
    affiliate.template ??
    defaultTemplate(affiliate.baseUrl, ledgerSettings?.on ?? false);
  const { ledger, problems } = resolveLedger(ledgerSettings, pixels, {
    text: template,
    operatorSet: affiliate.template !== undefined,
  });
  if (problems.length > 0)
    throw new Error(
      `The store's settings cannot be used:\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
  return {
    ...rest,
    siteUrl: rest.siteUrl.replace(/\/+$/, ""),
    affiliate: {
      ...affiliate,
      template,
    },
    measurement: {
      ...(analytics && {
        analytics: {
          ...analytics,
          ...(analytics.endpoint && {
            endpoint: analytics.endpoint.replace(/\/+$/, ""),
          }),
        },
      }),
      pixels,
      forwardsSales: forwardsSales(ledger),
    },
    cms: cms ?? { repo: "owner/store", branch: "main" },
    ledger,
  };
}

/** The settings of the store in `folder` (its settings.yaml under `settings:`). */
export function readConfig(folder: string, env: BuildEnv): Config {
  const file: unknown = yaml.load(
    readFileSync(`${folder}/settings.yaml`, "utf8"),
  );
  return loadConfig(isTree(file) ? file.settings : undefined, env);
}
