import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { buttonClass } from "~/components/ui/button";
import { breadcrumbHomeLabel, notFoundPage } from "~/content/pages";

// An address with no page has nothing to share or index: no canonical link
// or sharing tags, just the title, a description and noindex.
export const meta = () => [
  { title: notFoundPage.meta.title },
  { name: "description", content: notFoundPage.meta.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Spec §8: an unknown route logs an error to the console.
    console.error(`404: no page at "${pathname}"`);
  }, [pathname]);

  return (
    <>
      <Breadcrumb
        homeLabel={breadcrumbHomeLabel}
        current={notFoundPage.title}
      />
      <div className="container-page grid place-items-center py-20 text-center">
        <p
          className="text-6xl font-extrabold tracking-tight text-brand md:text-7xl"
          aria-hidden="true"
        >
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">
          {notFoundPage.heading}
        </h1>
        <p className="mt-4 max-w-md text-lg text-ink-muted">
          {notFoundPage.text}
        </p>
        <Link to="/" className={buttonClass("primary", "mt-8")}>
          {notFoundPage.homeLink}
        </Link>
      </div>
    </>
  );
}
