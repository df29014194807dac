import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { polyfillInvokers } from "./invokers";

// jsdom has neither invoker commands nor the dialog's modal methods.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = vi.fn(function (
    this: HTMLDialogElement,
  ) {
    this.open = true;
  });
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    this.open = false;
  });
  document.body.innerHTML = `
    <button id="open" commandfor="zoom" command="show-modal"><span>Zoom</span></button>
    <dialog id="zoom"><button id="close" commandfor="zoom" command="close">Close</button></dialog>
    <button id="stray" commandfor="missing" command="show-modal">Nothing</button>`;
});

afterEach(() => {
  document.body.replaceChildren();
});

const dialog = () => document.querySelector("dialog")!;
const click = (selector: string) =>
  document.querySelector<HTMLElement>(selector)!.click();

describe("polyfillInvokers", () => {
  it("opens and closes a dialog from its invoker buttons where the browser cannot", () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = document.body.innerHTML;
    polyfillInvokers(doc);
    const opener = doc.querySelector<HTMLElement>("#open span")!;
    opener.click();
    expect(doc.querySelector("dialog")!.open).toBe(true);
    doc.querySelector<HTMLElement>("#close")!.click();
    expect(doc.querySelector("dialog")!.open).toBe(false);
    doc.querySelector<HTMLElement>("#stray")!.click();
    expect(doc.querySelector("dialog")!.open).toBe(false);
  });

  it("does nothing where the browser has invoker commands", () => {
    Object.defineProperty(HTMLButtonElement.prototype, "command", {
      value: "",
      configurable: true,
    });
    try {
      polyfillInvokers(document);
      click("#open");
      expect(dialog().open).toBe(false);
    } finally {
      delete (HTMLButtonElement.prototype as { command?: string }).command;
    }
  });
});
