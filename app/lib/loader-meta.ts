import type { MetaDescriptor } from "react-router";

/**
 * A route's `meta` when its loader has worked the tags out. Loaders run once,
 * when the page is pre-rendered, so the content and the code that builds the
 * tags (structured data included) stay out of the browser's scripts.
 */
export function loaderMeta({
  loaderData,
}: {
  loaderData?: { meta: MetaDescriptor[] } | undefined;
}): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
