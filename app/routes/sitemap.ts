import { footer, mainNavigation } from "~/content/chrome";
import { sitemapXml } from "~/lib/sitemap";

/** Every public page: the navigation and the footer's links (the 404 page is not one). */
export function loader() {
  const paths = [
    ...mainNavigation,
    ...footer.aboutLinks,
    ...footer.policyLinks,
  ].map((link) => link.href);
  return new Response(sitemapXml(paths), {
    headers: { "Content-Type": "application/xml" },
  });
}
