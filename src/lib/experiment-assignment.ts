/**
 * Which variant of a split test a visitor sees, decided at the edge
 * (Cloudflare Pages middleware, and server/serve.mjs for `npm start`) with
 * nothing stored on the visitor's device: a keyed hash of the day's salt,
 * the visitor's address and their browser, the way Plausible counts
 * visitors without cookies. The same visitor gets the same variant all day;
 * the salt, and with it the hash, changes at midnight UTC, so no identifier
 * outlives the day. Plain Web Crypto, so it runs in workerd and in Node.
 */

// With its extension: Node (server/) and workerd (functions/) load this file as it is.
import { CONTROL } from "../schemas/experiment-names.ts";

/** What the assignment needs of a split test. */
export type SplitTest = {
  /** Its name; two tests split the same visitors independently. */
  name: string;
  /** Off: everyone sees the control. */
  on: boolean;
  /** Each variant's share of visitors, in percent; the control has the rest. */
  variants: readonly { name: string; share: number }[];
};

export type Visitor = { ip: string; userAgent: string };

/**
 * Search engines and link previewers, which must see the page as built: a
 * crawler indexes the control, and a shared link shows its preview.
 */
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|meta-externalagent|embedly|whatsapp|telegram|discord|slack|linkedin|pinterest|skype|vkshare|bingpreview|google-inspectiontool|lighthouse/i;

/** Whether a user agent is a crawler or a link previewer (or names none at all). */
export function isCrawler(userAgent: string): boolean {
  return userAgent.trim() === "" || CRAWLER.test(userAgent);
}

/** The UTC day of `now`, "2026-11-25": the salt's period. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

const encoder = new TextEncoder();

async function hmac(key: string, message: string): Promise<ArrayBuffer> {
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    encoder.encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(message));
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");

/**
 * The visitor's point in [0, 100) for one test on one day. The day's salt
 * is keyed by `secret`, which only the operator's host knows, so the point
 * cannot be turned back into an address.
 */
export async function visitorPoint(
  test: string,
  visitor: Visitor,
  { day, secret }: { day: string; secret: string },
): Promise<number> {
  if (!secret) throw new Error("A split test needs the host's secret");
  const salt = hex(await hmac(secret, day));
  const digest = await hmac(
    salt,
    [test, visitor.ip, visitor.userAgent].join("\n"),
  );
  return (new DataView(digest).getUint32(0) / 2 ** 32) * 100;
}

/**
 * The variant `visitor` sees of `test` on `day`: the control when the test
 * is off or the visitor is a crawler, else the variant whose share their
 * point falls in (variants in order, the control after them).
 */
export async function assignVariant(
  test: SplitTest,
  visitor: Visitor,
  options: { day: string; secret: string },
): Promise<string> {
  if (!test.on || isCrawler(visitor.userAgent)) return CONTROL;
  const point = await visitorPoint(test.name, visitor, options);
  let edge = 0;
  for (const variant of test.variants) {
    edge += variant.share;
    if (point < edge) return variant.name;
  }
  return CONTROL;
}

/** A page the edge may serve for a tested address, with its headers. */
export type TestedPage = { path: string; headers: [string, string][] };

/**
 * `_split-tests.json`, which the build writes from its pages
 * (build-tools/split-tests.ts) for the edge.
 */
export type SplitTestsManifest = {
  tests: {
    name: string;
    /** The tested page's address, where every visitor asks for it. */
    page: string;
    control: TestedPage & { share: number };
    variants: (TestedPage & { name: string; share: number })[];
  }[];
};

/** What the edge serves for one request to a tested page. */
export type Served = TestedPage & { test: string; variant: string };

/**
 * A test's shares on a day when something other than its file sets them
 * (auto-distribution, src/ledger/split/edge-shares.ts): each arm's percent
 * by name, or undefined for the configured shares. Fixed for the whole
 * day, so a visitor keeps their variant until the salt changes.
 */
export type DayShares = (
  test: SplitTestsManifest["tests"][number],
  day: string,
) => Promise<Record<string, number> | undefined>;

/**
 * The page to serve for a request to `path`, or undefined when no test
 * covers it: the visitor's variant of the test on that page, its file and
 * its headers. With no secret every visitor gets the control (a point
 * made without the host's secret could be turned back into an address).
 * The shares are the day's from `sharesOf` where it gives them, else the
 * build's.
 */
export async function pageFor(
  manifest: SplitTestsManifest,
  path: string,
  visitorOf: () => Visitor,
  options: { day: string; secret: string | undefined; sharesOf?: DayShares },
): Promise<Served | undefined> {
  const test = manifest.tests.find(({ page }) => page === path);
  if (!test) return undefined;
  let variant: string = CONTROL;
  if (options.secret) {
    const shares = await options.sharesOf?.(test, options.day);
    variant = await assignVariant(
      {
        name: test.name,
        on: true,
        variants: test.variants.map(({ name, share }) => ({
          name,
          share: shares?.[name] ?? share,
        })),
      },
      visitorOf(),
      { day: options.day, secret: options.secret },
    );
  }
  const page =
    test.variants.find(({ name }) => name === variant) ?? test.control;
  return {
    test: test.name,
    variant,
    path: page.path,
    headers: page.headers,
  };
}

/**
 * The headers of a served test page: the page's own (its CSP allows its
 * own inline scripts), and `Cache-Control: private`, so that no shared
 * cache hands one visitor's variant to another.
 */
export function servedHeaders(served: Served): [string, string][] {
  return [
    ...served.headers.filter(
      ([name]) => name.toLowerCase() !== "cache-control",
    ),
    ["Cache-Control", "private, no-cache"],
  ];
}
