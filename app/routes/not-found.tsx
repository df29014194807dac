import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { buttonClass } from "~/components/ui/button";
import { breadcrumbHomeLabel, notFoundPage } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => [
  ...pageMeta(notFoundPage.meta, "/404"),
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
