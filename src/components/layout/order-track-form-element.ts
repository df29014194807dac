/**
 * `<order-track>`, the behaviour of OrderTrackForm's markup
 * (order-track-form.tsx). Every lookup fails (the specification): a blank
 * number shows the error under the field; anything else empties the field
 * and shows "Order Not Found" in the live region. A form sent before this
 * ran reloaded the page with ?tracking=: it is answered here, and the
 * address cleaned.
 */
import { WiredElement } from "@/components/element-base";

const FIELD_NAME = "tracking";

class OrderTrackElement extends WiredElement {
  protected start(): void {
    const form = this.querySelector("form");
    const field = form?.elements.namedItem(FIELD_NAME);
    const error =
      field instanceof HTMLInputElement
        ? this.querySelector<HTMLElement>(`#${CSS.escape(field.id)}-error`)
        : null;
    const live = this.querySelector("[aria-live]");
    const answer = live?.querySelector("template");
    if (!form || !(field instanceof HTMLInputElement) || !error || !answer)
      return;
    const hint = field.getAttribute("aria-describedby") ?? "";

    const showError = (shown: boolean) => {
      error.hidden = !shown;
      if (shown) field.setAttribute("aria-invalid", "true");
      else field.removeAttribute("aria-invalid");
      field.setAttribute(
        "aria-describedby",
        shown ? `${hint} ${error.id}` : hint,
      );
    };

    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const empty = field.value.trim() === "";
      showError(empty);
      live?.replaceChildren(answer);
      if (!empty) {
        live?.append(answer.content.cloneNode(true));
        form.reset();
      }
    });

    const url = new URL(window.location.href);
    const sent = url.searchParams.get(FIELD_NAME);
    if (sent === null) return;
    url.searchParams.delete(FIELD_NAME);
    window.history.replaceState(window.history.state, "", url);
    field.value = sent;
    form.requestSubmit();
  }
}

customElements.define("order-track", OrderTrackElement);
