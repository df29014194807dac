import { ContactForm } from "@/components/layout/contact-form";
import { island } from "./island";

/** The contact page's island (client:intent): the form. */
export const ContactFormIsland = island(ContactForm);
