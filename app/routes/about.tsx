import { StaticPage } from "~/components/layout/static-page";
import { TrustBadges } from "~/components/layout/trust-badges";
import { trustBadges } from "~/content/chrome";
import { aboutPage, breadcrumbHomeLabel } from "~/content/pages";
import { loadOrNavigate } from "~/lib/load-or-navigate";
import { loaderMeta } from "~/lib/loader-meta";
import { staticPageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export const loader = () => ({
  page: aboutPage,
  homeLabel: breadcrumbHomeLabel,
  badges: trustBadges,
  meta: staticPageMeta(aboutPage.meta, "/about", aboutPage.title),
});

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  loadOrNavigate(args);

export const meta = loaderMeta;

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, homeLabel, badges } = loaderData;
  return (
    <>
      <StaticPage
        homeLabel={homeLabel}
        breadcrumb={page.title}
        heading={page.heading}
      >
        <div className="max-w-prose space-y-5 text-lg leading-relaxed">
          {page.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </StaticPage>
      <TrustBadges badges={badges} heading={page.badgesHeading} />
    </>
  );
}
