import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { polyfillInvokers } from "./invokers";

type Listener = Parameters<typeof window.addEventListener>;
let added: Listener[] = [];

// jsdom has neither invoker commands nor the dialog's modal methods: it
// stands for WebKit before Safari 26.2.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = vi.fn(function (
    this: HTMLDialogElement,
  ) {
    this.open = true;
  });
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    this.open = false;
  });
  const add = window.addEventListener.bind(window);
  added = [];
  vi.spyOn(window, "addEventListener").mockImplementation((...args) => {
    added.push(args as Listener);
    add(...(args as Listener));
  });
  document.body.innerHTML = `
    <button id="open" commandfor="zoom" command="show-modal"><span>Zoom</span></button>
    <dialog id="zoom">
      <button id="close" commandfor="zoom" command="close">Close</button>
      <button id="request" commandfor="zoom" command="request-close">Done</button>
      <button id="other" commandfor="zoom" command="--custom">Other</button>
    </dialog>
    <button id="stray" commandfor="missing" command="show-modal">Nothing</button>
    <p id="text">Text</p>`;
});

afterEach(() => {
  for (const args of added) window.removeEventListener(...args);
  document.body.replaceChildren();
});

const dialog = () => document.querySelector("dialog")!;
const click = (selector: string) =>
  document.querySelector<HTMLElement>(selector)!.click();

describe("polyfillInvokers", () => {
  it("opens and closes a dialog from its invoker buttons where the browser cannot", () => {
    polyfillInvokers();
    expect(added.map(([type]) => type)).toEqual(["click"]);
    click("#open span");
    expect(dialog().open).toBe(true);
    click("#other");
    expect(dialog().open).toBe(true);
    click("#close");
    expect(dialog().open).toBe(false);
    // A second show-modal on an open dialog does nothing, as the platform.
    click("#open");
    click("#open");
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(2);
    click("#request");
    expect(dialog().open).toBe(false);
    click("#stray");
    click("#text");
    document.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(dialog().open).toBe(false);
  });

  it("leaves a click the page cancelled alone, as the platform does", () => {
    polyfillInvokers();
    document
      .querySelector("#open")!
      .addEventListener("click", (event) => event.preventDefault());
    click("#open");
    expect(dialog().open).toBe(false);
  });

  it("does nothing where the browser has invoker commands", () => {
    Object.defineProperty(HTMLButtonElement.prototype, "command", {
      value: "",
      configurable: true,
    });
    try {
      polyfillInvokers();
      click("#open");
      expect(dialog().open).toBe(false);
      expect(added).toEqual([]);
    } finally {
      delete (HTMLButtonElement.prototype as { command?: string }).command;
    }
  });
});
