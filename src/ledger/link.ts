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
