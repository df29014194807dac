/**
 * GET /go: BUY NOW, a redirect to the partner link. The click is kept the
 * host's way before the answer goes (context.ts, `keepClick`), so a click
 * the store answered is in the ledger, whatever the database did.
 */
import { partnerLink } from "../../lib/attribution.ts";
import { readClick, type ClickRecord } from "./click.ts";
import { newClickKey } from "./click-key.ts";
import { ClickRate, flagReasons, flagsText } from "./click-flags.ts";
import { maintainSometimes, type LedgerContext } from "../context.ts";

/**
 * The click's reasons to be flagged (click-flags.ts), counted against its
 * address and browser's minute; "" with the filter off.
 */
function flagsOf(
  request: Request,
  context: LedgerContext,
  userAgent: string,
  now: number,
): ClickRecord["flags"] {
  const { filter } = context.manifest;
  if (!filter?.on) return "";
  const rate = (context.state.clickRate ??= new ClickRate());
  return flagsText(
    flagReasons(
      {
        userAgent,
        clientHints: request.headers.get("Sec-CH-UA"),
        edge: context.edge,
        clicksThisMinute: rate.count(context.ip, userAgent, now),
      },
      filter,
    ),
  );
}

export async function go(
  request: Request,
  context: LedgerContext,
): Promise<Response> {
  const { manifest } = context;
  const url = new URL(request.url);
  let location: string;
  try {
    const key = newClickKey();
    const now = context.now();
    const userAgent = request.headers.get("User-Agent") ?? "";
    const click = readClick(
      {
        url,
        referer: request.headers.get("Referer"),
        fetchSite: request.headers.get("Sec-Fetch-Site"),
        cookie: request.headers.get("Cookie"),
        ip: context.ip,
        userAgent,
        country: context.country,
        now,
      },
      key,
      manifest,
    );
    location = click.location;
    // A HEAD (a link checker) and the browser's own prefetch are no clicks.
    const prefetch = /prefetch/i.test(request.headers.get("Sec-Purpose") ?? "");
    if (request.method === "GET" && !prefetch) {
      // A flagged click goes to the partner all the same: BUY NOW never breaks.
      click.record.flags = flagsOf(request, context, userAgent, now);
      await context.keepClick(click.record);
      maintainSometimes(context);
    }
  } catch (error) {
    // BUY NOW still sells: the plain link, as the page would have had it.
    console.error("The sales ledger could not read a click:", error);
    location = partnerLink(manifest.link, manifest.product, {});
  }
  return new Response(null, {
    status: 302,
    headers: {
      Location: location,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    },
  });
}
