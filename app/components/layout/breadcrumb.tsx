import { Link } from "react-router";

/** "Home / page name", with the current page marked for assistive technology. */
export function Breadcrumb({
  homeLabel,
  current,
}: {
  homeLabel: string;
  current: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className="container-page pt-6 text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-ink-muted">
        <li className="flex items-center gap-2">
          <Link
            to="/"
            className="rounded-sm underline-offset-4 hover:text-ink hover:underline"
          >
            {homeLabel}
          </Link>
          <span aria-hidden="true">/</span>
        </li>
        <li>
          <span aria-current="page" className="font-medium text-ink">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
