/**
 * What the edge needs to run the store's split tests (docs/split-tests.md),
 * read from the built pages: the product page and each pre-rendered
 * variant name their test on <html> (src/lib/split-test-pages.ts). Written
 * to `_split-tests.json`, which Cloudflare Pages middleware
 * (functions/_middleware.ts) and `npm start` (server/split-tests.mjs) read,
 * with each page's headers resolved from the build's own header rules: a
 * response a function makes gets no `_headers` on Cloudflare, so the edge
 * sets them itself. `_routes.json` tells Cloudflare Pages where the
 * middleware runs: on the tested pages, the ledger's addresses and the
 * hosts' own files (src/lib/internal-files.ts), and nowhere else.
 */
import { headersFor } from "../server/headers-file.mjs";
import { elementsNamed } from "./html.ts";
import type { Header, HeaderRule } from "./security-headers.ts";
import type { SplitTestsManifest } from "../src/lib/experiment-assignment.ts";
import { INTERNAL_ROUTES } from "../src/lib/internal-files.ts";
import { rootAttribute } from "../src/lib/root-data.ts";

/** A built page: its address and its HTML. */
type BuiltPage = { path: string; html: string };

/** The test, variant and share a page's <html> names, if any. */
function pageVariant({ path, html }: BuiltPage) {
  const root = elementsNamed(html, "html")[0]?.attributes;
  const test = root?.get(rootAttribute("splitTest"));
  if (!root || !test) return undefined;
  return {
    test,
    path,
    name: root.get(rootAttribute("variant")) ?? "",
    share: Number(root.get(rootAttribute("variantShare"))),
    page: root.get(rootAttribute("variantOf")) ?? "",
  };
}

/** Header rules as server/headers-file.mjs reads them. */
const asServerRules = (rules: readonly HeaderRule[]) =>
  rules.map((rule) => ({
    path: rule.path,
    headers: rule.headers.map(([name, value]: Header) => [name, value]) as [
      string,
      string,
    ][],
    detach: [...(rule.detach ?? [])],
  }));

/**
 * The split tests of a build, from its pages, with each page's headers;
 * none when no page names one. A test of the product page runs on it in
 * each language it is translated into (`/`, `/de`): one entry per tested
 * address, each with that language's control and variants.
 */
export function splitTestsManifest(
  pages: readonly BuiltPage[],
  rules: readonly HeaderRule[],
): SplitTestsManifest {
  const serverRules = asServerRules(rules);
  const found = pages.flatMap((page) => pageVariant(page) ?? []);
  const tested = (path: string) => ({
    path,
    headers: headersFor(serverRules, path),
  });
  const groups = new Map<string, typeof found>();
  for (const variant of found) {
    const key = `${variant.test} ${variant.page}`;
    groups.set(key, [...(groups.get(key) ?? []), variant]);
  }
  return {
    tests: [...groups.values()]
      .map((own) => {
        const { test: name, page } = own[0]!;
        const control = own.find(({ path }) => path === page);
        if (!control)
          throw new Error(
            `Split test ${name}: no page is its control (the tested page ${page} itself)`,
          );
        return {
          name,
          page,
          control: { ...tested(control.path), share: control.share },
          variants: own
            .filter((variant) => variant !== control)
            .sort((a, b) => a.name.localeCompare(b.name))
            .map(({ name: variant, share, path }) => ({
              name: variant,
              share,
              ...tested(path),
            })),
        };
      })
      .sort(
        (a, b) => a.name.localeCompare(b.name) || a.page.localeCompare(b.page),
      ),
  };
}

/**
 * Cloudflare Pages' `_routes.json`: the functions run on the tested pages'
 * addresses, on `functions` (the sales ledger's, when it is on) and on the
 * hosts' own files, which the middleware answers with the 404 page; on
 * nothing else.
 */
export function routesFile(
  manifest: SplitTestsManifest,
  functions: readonly string[] = [],
) {
  return {
    version: 1,
    include: [
      ...manifest.tests.map(({ page }) => page),
      ...functions,
      ...INTERNAL_ROUTES,
    ],
    exclude: [],
  };
}
