import {
  ContactForm,
  type ContactDraft,
} from "~/components/layout/contact-form";
import { StaticPage } from "~/components/layout/static-page";
import { breadcrumbHomeLabel, contactPage } from "~/content/pages";
import { staticPageMeta } from "~/lib/meta";

export const meta = () =>
  staticPageMeta(contactPage.meta, "/contact", contactPage.title);

// Spec §4: the contact form only logs its draft; nothing is sent and no
// confirmation is shown.
const logDraft = (draft: ContactDraft) =>
  console.log("Contact form submitted:", draft);

export default function Contact() {
  return (
    <StaticPage
      homeLabel={breadcrumbHomeLabel}
      breadcrumb={contactPage.title}
      heading={contactPage.heading}
      intro={contactPage.intro}
    >
      <ContactForm
        labels={contactPage.fields}
        submitLabel={contactPage.submit}
        onSubmit={logDraft}
      />
    </StaticPage>
  );
}
