/**
 * `<contact-form>`, around the contact form (contact-form.tsx): a valid
 * submit stays on the page and logs the draft, each field by its name. The
 * form sends nothing and shows no confirmation; the browser has validated
 * it before the submit event fires.
 */
export class ContactFormElement extends HTMLElement {
  connectedCallback() {
    this.addEventListener("submit", this.#log);
  }

  disconnectedCallback() {
    this.removeEventListener("submit", this.#log);
  }

  #log = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const draft = Object.fromEntries(new FormData(event.target));
    console.log("Contact form submitted:", draft);
  };
}

if (!customElements.get("contact-form"))
  customElements.define("contact-form", ContactFormElement);
