import { StaticPage } from "~/components/layout/static-page";
import { TrustBadges } from "~/components/layout/trust-badges";
import { trustBadges } from "~/content/chrome";
import { aboutPage, breadcrumbHomeLabel } from "~/content/pages";
import { staticPageMeta } from "~/lib/meta";

export const meta = () =>
  staticPageMeta(aboutPage.meta, "/about", aboutPage.title);

export default function About() {
  return (
    <>
      <StaticPage
        homeLabel={breadcrumbHomeLabel}
        breadcrumb={aboutPage.title}
        heading={aboutPage.heading}
      >
        <div className="max-w-prose space-y-5 text-lg leading-relaxed">
          {aboutPage.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </StaticPage>
      <TrustBadges badges={trustBadges} heading={aboutPage.badgesHeading} />
    </>
  );
}
