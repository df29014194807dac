export type BreadcrumbProps = {
  /** The first crumb's text, linking to /. */
  homeLabel: string;
  /** The current page's name. */
  current: string;
  /** The current page's path. */
  path: string;
  /** Where the first crumb links: the product page, in the page's language. */
  homePath?: string;
  /** The trail's accessible name. */
  label: string;
};

/**
 * "Home / page name", static HTML, as the WAI-ARIA breadcrumb pattern has it:
 * a named navigation landmark whose last link is the current page. Its
 * structured-data twin is breadcrumbJsonLd in lib/structured-data.ts.
 */
export function Breadcrumb({
  homeLabel,
  current,
  path,
  label,
  homePath = "/",
}: BreadcrumbProps) {
  return (
    <nav aria-label={label} className="container-page pt-6 text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-ink-muted">
        <li className="flex items-center gap-2">
          <a
            href={homePath}
            className="rounded-sm underline-offset-4 hover:text-ink hover:underline"
          >
            {homeLabel}
          </a>
          <span aria-hidden="true">/</span>
        </li>
        <li>
          <a
            href={path}
            aria-current="page"
            className="rounded-sm font-medium text-ink"
          >
            {current}
          </a>
        </li>
      </ol>
    </nav>
  );
}
