// The first tap on each dialog's invoker button on WebKit, made before any
// script but the inline head script has come. WebKitGTK, like Safari
// before 26.2, lacks invoker commands, so the head script's fallback
// (src/browser/invokers.ts) is what opens the dialog. Every `/_astro/*.js`
// request is held until the taps are made (harness.mjs); then the scripts
// come, the page script runs, and each tap still has one answer.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { rootAttribute } from "../../src/lib/root-data.ts";
import { startWebKit, until, visit } from "./harness.mjs";

const webkit = await startWebKit();
after(() => webkit.stop());

describe("WebKit: a dialog's first tap", () => {
  /** @type {WebdriverIO.Browser} */
  let browser;
  /** @type {Awaited<ReturnType<typeof webkit.session>>} */
  let session;
  /** @type {string[]} */
  let dialogIds = [];
  let release = () => {};

  before(async () => {
    session = await webkit.session(390, 844);
    browser = session.browser;
    release = webkit.store.holdScripts();
    await visit(browser, `${webkit.store.origin}/`);
    // The page script is requested after first paint: the taps land while
    // it is on its way.
    const pageScript = await browser.execute(
      (name) => document.documentElement.getAttribute(name) ?? "",
      rootAttribute("pageScript"),
    );
    await until(
      () => webkit.store.held.some((url) => url.startsWith(pageScript)),
      "the page script's request",
    );
    dialogIds = await browser.execute(() => [
      ...new Set(
        [...document.querySelectorAll('button[command="show-modal"]')].map(
          (button) => button.getAttribute("commandfor") ?? "",
        ),
      ),
    ]);
  });
  after(async () => {
    release();
    await browser.deleteSession();
  });

  const isOpen = (id) =>
    browser.execute(
      (id) => document.getElementById(id)?.hasAttribute("open"),
      id,
    );

  /** Taps the first shown opener of `id`, then its close button. */
  async function tapOpenAndClose(id) {
    let opener;
    for (const button of await browser.$$(
      `button[command="show-modal"][commandfor="${id}"]`,
    ))
      if (await button.isDisplayed()) {
        opener = button;
        break;
      }
    assert.ok(opener, `a shown opener of #${id}`);
    // Clear of the consent banner at the foot of the window.
    await browser.execute(
      (element) => element.scrollIntoView({ block: "center" }),
      opener,
    );
    await opener.click();
    await until(() => isOpen(id), `#${id} to open at the first tap`, 5000);
    await (
      await browser.$(`#${id} button[command="close"][commandfor="${id}"]`)
    ).click();
    await until(
      async () => !(await isOpen(id)),
      `#${id} to close at the first tap on its close button`,
      5000,
    );
  }

  it("finds the dialogs that invokers open", () => {
    assert.ok(dialogIds.length > 0, "no invoker opens a dialog");
  });

  it("opens and closes each before the page script has come", async () => {
    for (const id of dialogIds) await tapOpenAndClose(id);
    assert.notEqual(
      await browser.execute(() => window.pageReady),
      true,
      "the page script had not run during those taps",
    );
    assert.equal(
      await browser.execute(
        (name) => document.documentElement.getAttribute(name),
        rootAttribute("js"),
      ),
      "",
      "the page is still the scripted one (no fallback to the script-free form)",
    );
  });

  it("opens and closes each once the page script runs", async () => {
    release();
    await until(
      () => browser.execute(() => window.pageReady === true),
      "the page script to run",
      30_000,
    );
    for (const id of dialogIds) await tapOpenAndClose(id);
    assert.deepEqual(session.errors(), [], "errors the pages reported");
  });
});
