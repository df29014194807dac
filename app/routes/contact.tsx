import {
  ContactForm,
  type ContactDraft,
} from "~/components/layout/contact-form";
import { StaticPage } from "~/components/layout/static-page";
import { breadcrumbHomeLabel, contactPage } from "~/content/pages";
import { loadOrNavigate } from "~/lib/load-or-navigate";
import { loaderMeta } from "~/lib/loader-meta";
import { staticPageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const loader = () => ({
  page: contactPage,
  homeLabel: breadcrumbHomeLabel,
  meta: staticPageMeta(contactPage.meta, "/contact", contactPage.title),
});

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  loadOrNavigate(args);

export const meta = loaderMeta;

// Spec §4: the contact form only logs its draft; nothing is sent and no
// confirmation is shown.
const logDraft = (draft: ContactDraft) =>
  console.log("Contact form submitted:", draft);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, homeLabel } = loaderData;
  return (
    <StaticPage
      homeLabel={homeLabel}
      breadcrumb={page.title}
      heading={page.heading}
      intro={page.intro}
    >
      <ContactForm
        labels={page.fields}
        submitLabel={page.submit}
        onSubmit={logDraft}
      />
    </StaticPage>
  );
}
