import { StaticPage } from "~/components/layout/static-page";
import { ContactDetails } from "~/components/layout/contact-details";
import { breadcrumbHomeLabel, contactInformationPage } from "~/content/pages";
import { store } from "~/content/store";
import { loadOrNavigate } from "~/lib/load-or-navigate";
import { loaderMeta } from "~/lib/loader-meta";
import { staticPageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact-information";

export const loader = () => ({
  page: contactInformationPage,
  homeLabel: breadcrumbHomeLabel,
  store,
  meta: staticPageMeta(
    contactInformationPage.meta,
    "/contact-information",
    contactInformationPage.title,
  ),
});

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  loadOrNavigate(args);

export const meta = loaderMeta;

export default function ContactInformation({
  loaderData,
}: Route.ComponentProps) {
  const { page, homeLabel } = loaderData;
  return (
    <StaticPage
      homeLabel={homeLabel}
      breadcrumb={page.title}
      heading={page.heading}
    >
      <ContactDetails store={loaderData.store} labels={page.labels} />
    </StaticPage>
  );
}
