/**
 * What an ad platform is to the sales ledger (docs/sales-ledger.md, "Add a
 * platform"): one module each, in a folder of its own under platforms/,
 * registered by one line in platforms/index.ts. Every list that names
 * platforms (the settings and the editor's fields, the host's variables,
 * the click's stored ids, the forwards and files, the spend pulls, the
 * exports' columns, the docs' table) is derived from that registry, so a
 * part left out is a type error rather than a silent gap. Relative
 * imports with their extension: the hosts load these files as they are.
 */
import type { z } from "astro/zod";
import type { ClickRecord } from "../clicks/click.ts";
import type { StoredSale } from "../db/store.ts";
import type { SpendBatch, SpendRow } from "../spend/spend.ts";
import type { AnyPixel } from "./pixel.ts";

/** Why a sale is not sent to a platform, or what to send. */
export type Outgoing<Payload> =
  { send: true; payload: Payload } | { send: false; reason: string };

/** The host's variables a platform reads (tokens, its API's address), each with its rule. */
export type HostShape = Readonly<Record<string, z.ZodType<string | undefined>>>;

/** The host's variables by name, as the hosts read them (src/schemas/host-env.ts). */
export type HostValues = Readonly<Record<string, unknown>>;

/** One of the host's variables as text, if set. */
export const hostText = (
  host: HostValues,
  name: string,
): string | undefined => {
  const value = host[name];
  return typeof value === "string" && value ? value : undefined;
};

/** A platform's identifier kept from a cookie its pixel sets. */
export type ClickCookie = {
  /** Its name among the click's ids. */
  id: string;
  /** The cookie's own name. */
  cookie: string;
  /** What a genuine value looks like; anything else is not kept. */
  pattern: RegExp;
};

/** What a platform's conversion reads of the store (the build's _ledger.json). */
export type ShopFacts = {
  /** The public origin, for the page a sale's click came from. */
  siteUrl: string;
  /** The catalog id; a colour's item is `<id>-<colour>`. */
  productId: string;
};

/** Where a conversion goes, and whether the answer means it was taken. */
export type Request = {
  url: string;
  headers: Record<string, string>;
  accepted: (answer: unknown) => boolean;
  /** POST (the default) sends the payload as JSON; GET sends the address alone (a postback URL). */
  method?: "GET" | "POST";
};

/** What a platform is sent of a sale, and how, with its resolved settings. */
export type Sender<Settings> = {
  /** The host's variable holding its token; null for a platform that takes none (a postback URL). */
  token: string | null;
  /**
   * Whether it is sent the visitor's address and browser with a sale, which
   * the consent banner's sales text then names it for (texts.test.ts).
   */
  sendsVisitor: boolean;
  /** What it is sent, or why nothing is. */
  outgoing: (
    sale: StoredSale,
    click: ClickRecord | undefined,
    settings: Settings,
    shop: ShopFacts,
    now: number,
  ) => Outgoing<unknown>;
  /** Where it is sent (the payload at hand), and whether the answer means it was taken. */
  request: (
    token: string,
    host: HostValues,
    settings: Settings,
    payload: unknown,
  ) => Request;
};

/** An approved sale of a consented click, as a platform's file lists it. */
export type FileRow = {
  network: string;
  order_id: string;
  ad_ids: ClickRecord["ad_ids"];
  value_micros: number;
  currency: string;
  approved_at: number;
};

/** A file of conversions the platform fetches (or the operator uploads) from the ledger. */
export type ConversionFile<Settings> = {
  /** Its address under /ledger/, behind the secret. */
  path: string;
  /** The name a download saves it under. */
  filename: string;
  /** The click ids a sale needs one of to be listed. */
  needs: readonly string[];
  /** The file's text. */
  render: (rows: readonly FileRow[], settings: Settings) => string;
};

/** How a platform takes sales: sent to it, or a file it fetches. */
export type Conversions<Settings> =
  | { send: Sender<Settings>; file?: never }
  | { file: ConversionFile<Settings>; send?: never };

/** Pulling a platform's spend from its reporting API. */
export type SpendPuller<Settings> = {
  /** Its part of `ledger.spend`. */
  settings: z.ZodType<Settings>;
  /** The accounts the settings name. */
  accounts: (settings: Settings) => readonly string[];
  /** The host's variables holding its token and its API's address. */
  token: string;
  base: string;
  pull: (
    account: string,
    token: string,
    base: string,
    days: readonly string[],
    fetcher: typeof fetch,
  ) => Promise<SpendBatch>;
};

/** A column an export may have: the spend row's text fields, and the spend. */
export type ExportField =
  Exclude<keyof SpendRow, "platform" | "spend_micros"> | "spend";

/** A platform's spend export, by the header names its columns go by. */
export type SpendExport = {
  label: string;
  columns: Readonly<Partial<Record<ExportField, readonly string[]>>>;
  /** Tried after every other platform's: its headers are the plainest (Google's Day and Cost). */
  last?: boolean;
};

/** One ad platform, all of itself. */
export type AdPlatform<Settings = unknown, SpendSettings = unknown> = {
  /** Its name as people know it. */
  label: string;
  /**
   * The company a shopper knows (or the companies), as the privacy policy and the consent
   * banner name it in each language (texts.test.ts holds them to it).
   */
  company: string | readonly string[];
  /** The host's variables it reads. */
  host: HostShape;
  /** The query parameters of its ads' landing addresses kept with a click (with ad consent). */
  clickIds: readonly string[];
  /** Its pixel's cookies kept with a click (with ad consent). */
  cookies: readonly ClickCookie[];
  /**
   * Its pixel, the part that runs in the browser (`<name>/pixel.ts`,
   * registered in pixels.ts too; index.ts holds the two to each other).
   */
  pixel?: AnyPixel;
  /**
   * The query parameters its settings name as click ids (a native network's,
   * in the content), kept with a click as `clickIds` are; `label` says which in
   * the docs' table.
   */
  settingsClickIds?: {
    label: string;
    of: (settings: Settings) => readonly string[];
  };
  /** Further ids it reads off the click's request (with ad consent). */
  moreIds?: (request: {
    cookie: string | null;
    ids: Readonly<Record<string, string>>;
    now: number;
  }) => Readonly<Partial<Record<string, string | number>>>;
  /** Its part of `ledger.forward`, and how it takes sales. */
  forward?: {
    settings: z.ZodType<Settings>;
    /** The field that holds its pixel's id and falls back to `measurement.pixels.<its pixel's key>`. */
    pixelField?: string;
    /**
     * Its settings only list where sales may go (the native networks'
     * templates), so the content may ship them with the ledger off: nothing
     * is sent until it is on.
     */
    listsOnly?: true;
  } & Conversions<Settings>;
  /** Its spend pull. */
  spend?: SpendPuller<SpendSettings>;
  /** Its spend export's columns. */
  exports?: SpendExport;
};

/**
 * A platform module as written: its shape checked against AdPlatform, its
 * own types kept (its settings' and host's names) for the lists derived
 * from it.
 */
export const definePlatform = <const Platform extends AnyPlatform>(
  platform: Platform,
): Platform => platform;

/** Any platform, whatever its settings: each module types its own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the modules' settings differ
export type AnyPlatform = AdPlatform<any, any>;
