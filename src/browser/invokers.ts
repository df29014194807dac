/**
 * Invoker commands where the browser lacks them (Safari before 26.2): a
 * <button commandfor=… command="show-modal" | "close" | "request-close">
 * opens or closes its <dialog> as the platform does. The head script
 * installs it before first paint, so a tap made before any other script
 * has come is answered at once; where the platform has invokers, this
 * does nothing, so each tap has one answer. The zoom view and the review
 * form open this way.
 */
export function polyfillInvokers(): void {
  if ("command" in HTMLButtonElement.prototype) return;
  // Bubbling, after the page's own listeners: as the platform, it leaves
  // a click one of them cancelled alone. The target is an element, or the
  // document, which has no closest().
  addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.("button[commandfor]");
    if (!button || event.defaultPrevented) return;
    const dialog = document.getElementById(button.getAttribute("commandfor")!);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    else if (command === "close" || command === "request-close") dialog.close();
  });
}
