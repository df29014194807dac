/**
 * BUY NOW's address while the sales ledger is on: the store's own redirect
 * (GO_PATH), with what the page knows that the redirect cannot read: its
 * split-test variant, the visitor's arrival parameters and the currency
 * prices show in. The arrival also comes with the Referer, so the link
 * works without JavaScript too.
 */
import { GO_PATH } from "./manifest.ts";

export function ledgerLink(
  variant: string | undefined,
  extra: readonly [string, string][] = [],
): string {
  const query = new URLSearchParams([...extra]);
  if (variant) query.set("variant", variant);
  const search = query.toString();
  return search ? `${GO_PATH}?${search}` : GO_PATH;
}

/** Longer values are not click ids but junk; 500 fits every real one (src/lib/arrival.ts). */
const MAX_LENGTH = 500;

/**
 * The landing address's values of the click-id parameters the ledger's
 * settings name (native networks' tblci…), as [name, value] pairs for
 * ledgerLink: printable ASCII, trimmed, cut to 500 characters; the hosts
 * clean them again.
 */
export function ledgerParamEntries(
  search: string | URLSearchParams,
  names: readonly string[],
): [string, string][] {
  const params =
    typeof search === "string" ? new URLSearchParams(search) : search;
  return names.flatMap((name): [string, string][] => {
    const value = (params.get(name) ?? "")
      .replace(/[^\x20-\x7E]/g, "")
      .trim()
      .slice(0, MAX_LENGTH);
    return value ? [[name, value]] : [];
  });
}
