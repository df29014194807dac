import { Breadcrumb } from "./breadcrumb";

/** The frame of every static page: breadcrumb, heading and a readable column. */
export function StaticPage({
  homeLabel,
  breadcrumb,
  heading,
  intro,
  children,
}: {
  homeLabel: string;
  /** The page's name in the breadcrumb. */
  breadcrumb: string;
  heading: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <Breadcrumb homeLabel={homeLabel} current={breadcrumb} />
      <div className="container-page pt-6 pb-16 md:pt-8">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {heading}
          </h1>
          {intro ? (
            <div className="mt-4 text-lg text-ink-muted">{intro}</div>
          ) : null}
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </>
  );
}
