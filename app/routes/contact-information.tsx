import { StaticPage } from "~/components/layout/static-page";
import { ContactDetails } from "~/components/layout/contact-details";
import { breadcrumbHomeLabel, contactInformationPage } from "~/content/pages";
import { store } from "~/content/store";
import { staticPageMeta } from "~/lib/meta";

export const meta = () =>
  staticPageMeta(
    contactInformationPage.meta,
    "/contact-information",
    contactInformationPage.title,
  );

export default function ContactInformation() {
  return (
    <StaticPage
      homeLabel={breadcrumbHomeLabel}
      breadcrumb={contactInformationPage.title}
      heading={contactInformationPage.heading}
    >
      <ContactDetails store={store} labels={contactInformationPage.labels} />
    </StaticPage>
  );
}
