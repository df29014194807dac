/**
 * <contact-form>: what the contact form does once the page script has
 * defined it (src/components/layout/contact-form.tsx renders it). The
 * browser validates the form first (every field required, a valid e-mail),
 * so only a valid submit reaches it, and it only logs the draft to the
 * console: nothing is sent and no confirmation shows. Without JavaScript
 * the form posts to its own page, which answers with the page again.
 */
export type ContactDraft = { name: string; email: string; message: string };

function logDraft(event: Event) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  const data = new FormData(event.target);
  const draft: ContactDraft = {
    name: String(data.get("name") ?? ""),
    email: String(data.get("email") ?? ""),
    message: String(data.get("message") ?? ""),
  };
  console.log("Contact form submitted:", draft);
}

export class ContactFormElement extends HTMLElement {
  connectedCallback() {
    this.addEventListener("submit", logDraft);
  }

  disconnectedCallback() {
    this.removeEventListener("submit", logDraft);
  }
}

if (!customElements.get("contact-form"))
  customElements.define("contact-form", ContactFormElement);
