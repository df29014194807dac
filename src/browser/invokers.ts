/**
 * Invoker commands for browsers that lack them: a <button commandfor=…
 * command="show-modal" | "close" | "request-close"> opens or closes its
 * <dialog>, as the platform does where it has them (then this does
 * nothing). The zoom view and the review form open this way.
 */
export function polyfillInvokers(doc: Document = document): void {
  if ("command" in HTMLButtonElement.prototype) return;
  doc.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest("button[commandfor]")
        : null;
    if (!button) return;
    const dialog = doc.getElementById(button.getAttribute("commandfor") ?? "");
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    else if (command === "close" || command === "request-close") dialog.close();
  });
}
