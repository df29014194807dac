/**
 * GET /go: BUY NOW, a redirect to the partner link. The click is kept the
 * host's way before the answer goes (context.ts, `keepClick`), so a click
 * the store answered is in the ledger, whatever the database did.
 */
import { partnerLink } from "../../lib/attribution.ts";
import { readClick } from "./click.ts";
import { newClickKey } from "./click-key.ts";
import { maintainSometimes, type LedgerContext } from "../context.ts";

export async function go(
  request: Request,
  context: LedgerContext,
): Promise<Response> {
  const { manifest } = context;
  const url = new URL(request.url);
  let location: string;
  try {
    const key = newClickKey();
    const click = readClick(
      {
        url,
        referer: request.headers.get("Referer"),
        cookie: request.headers.get("Cookie"),
        ip: context.ip,
        userAgent: request.headers.get("User-Agent") ?? "",
        country: context.country,
        now: context.now(),
      },
      key,
      manifest,
    );
    location = click.location;
    // A HEAD (a link checker) and the browser's own prefetch are no clicks.
    const prefetch = /prefetch/i.test(request.headers.get("Sec-Purpose") ?? "");
    if (request.method === "GET" && !prefetch) {
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
