import type { Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "./fixtures";
import { otherLocales } from "./routes";
import {
  chrome,
  CONTENT_DIR,
  currencyFrom,
  entry,
  FALLBACK_CURRENCY,
  FIRST_LOCALE,
  money,
  product,
} from "./store";
import { escapeRegExp } from "../../src/lib/regexp";

/**
 * The store editor, end to end: Sveltia CMS at /admin works on a copy of
 * the content folder in the browser's Origin Private File System, handed
 * to it by a stubbed `showDirectoryPicker` (its "Work with Local
 * Repository" mode wants a folder with a `.git` in it). An operator's edits
 * are saved, refused where the build would refuse them, and the files it
 * wrote build a store that shows them (docs/content-and-editing.md).
 */
const CONTENT = CONTENT_DIR;
/** The other language the test edits in, and the editor's name for it. */
const OTHER = otherLocales[0] ?? "";
const OTHER_NAME = new Intl.DisplayNames(["en"], { type: "language" }).of(
  OTHER,
)!;
/** A new price: the store's, five more. */
const NEW_PRICE = Math.round(product.price * 100 + 500) / 100;

/** Every file of the content folder, as base64, by its path. */
function contentFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(CONTENT, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile() || entry.name.endsWith(".test.ts")) continue;
    const path = join(entry.parentPath, entry.name);
    files[path] = readFileSync(path).toString("base64");
  }
  return files;
}

/** The folder the picker hands over: the store's content folder, and a .git. */
async function stubFolderPicker(page: Page) {
  await page.addInitScript((files: Record<string, string>) => {
    (
      window as unknown as { showDirectoryPicker: () => Promise<unknown> }
    ).showDirectoryPicker = async () => {
      const opfs = await navigator.storage.getDirectory();
      const root = await opfs.getDirectoryHandle("store", { create: true });
      await root.getDirectoryHandle(".git", { create: true });
      for (const [path, base64] of Object.entries(files)) {
        const parts = path.split("/");
        let dir = root;
        for (const part of parts.slice(0, -1))
          dir = await dir.getDirectoryHandle(part, { create: true });
        const file = await dir.getFileHandle(parts.at(-1)!, { create: true });
        const writable = await file.createWritable();
        await writable.write(
          Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
        );
        await writable.close();
      }
      return root;
    };
  }, contentFiles());
}

/**
 * A file the editor saved, as text. While the editor is still writing it,
 * the browser refuses to read it (NotReadableError), or the file is briefly
 * not there (NotFoundError) while the editor replaces it: the path is looked
 * up and read again, for up to 5 s.
 */
const savedText = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const read = async () => {
      let dir = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle("store");
      const parts = path.split("/");
      for (const part of parts.slice(0, -1))
        dir = await dir.getDirectoryHandle(part);
      const handle = await dir.getFileHandle(parts.at(-1)!);
      return (await handle.getFile()).text();
    };
    for (let tries = 1; ; tries++) {
      try {
        return await read();
      } catch (error) {
        const busy =
          error instanceof DOMException &&
          (error.name === "NotReadableError" || error.name === "NotFoundError");
        if (!busy || tries === 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }, path);

/** Every file the editor's content folder holds now, as base64, by its path in it. */
const savedFiles = (page: Page) =>
  page.evaluate(async (content) => {
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, path: string) => {
      for await (const [name, handle] of (
        dir as unknown as {
          entries(): AsyncIterable<[string, FileSystemHandle]>;
        }
      ).entries()) {
        if (handle.kind === "directory")
          await walk(handle as FileSystemDirectoryHandle, `${path}${name}/`);
        else {
          const bytes = new Uint8Array(
            await (
              await (handle as FileSystemFileHandle).getFile()
            ).arrayBuffer(),
          );
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          files[`${path}${name}`] = btoa(binary);
        }
      }
    };
    let folder = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle("store");
    for (const part of content.split("/"))
      folder = await folder.getDirectoryHandle(part);
    await walk(folder, "");
    return files;
  }, CONTENT);

/** Opens one of the Store collection's files in the editor, without a reload. */
async function openEntry(page: Page, name: string) {
  const hash = `#/collections/store/entries/${name}`;
  await page.evaluate((hash) => {
    location.hash = hash;
  }, hash);
  await expect(page).toHaveURL((url) => url.hash === hash);
  // The editor parses every file of the collection first: slow on a busy
  // two-core machine.
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * Saves an entry the editor accepts, and waits for the file at `path` to
 * hold `saved`. The editor closes the entry and goes back to the collection
 * (its "close the editor after saving" default); the next entry is opened
 * only after that, so the two do not race.
 */
async function saveValid(page: Page, path: string, saved: string | RegExp) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL((url) => url.hash === "#/collections/store", {
    timeout: 20_000,
  });
  await expect.poll(() => savedText(page, path)).toMatch(saved);
}

/** The editor's text box holding `value`. */
async function textboxWith(page: Page, value: string) {
  const boxes = page.getByRole("textbox");
  await expect(boxes.first()).toBeVisible();
  for (let i = 0; i < (await boxes.count()); i++)
    if ((await boxes.nth(i).inputValue()) === value) return boxes.nth(i);
  throw new Error(`No text box holds "${value}"`);
}

const refusal = (page: Page) =>
  page.getByText(
    "One field has an error. Please correct it to save the entry.",
  );

test.describe("the store editor, saving", () => {
  test.setTimeout(300_000);

  // The editor is an operator's desktop tool: one width is enough.
  test(`saves a price, a banner message in ${FIRST_LOCALE} and ${OTHER} and a review, refuses what the build refuses, and the build shows the edits @desktop`, async ({
    page,
  }) => {
    await stubFolderPicker(page);
    await page.goto("/admin");
    await page
      .getByRole("button", { name: "Work with Local Repository" })
      .click();
    // The editor reads every content file first: on a busy 2-core machine,
    // with the suite's other servers running, that has taken over 5 s.
    await expect(page.getByText("Product feeds", { exact: true })).toBeVisible({
      timeout: 30_000,
    });

    // The price: "abc" is refused, the new price is saved.
    await openEntry(page, "product");
    // The product's own price, which comes before its price history's.
    const price = page.getByRole("spinbutton", { name: /^Price/ }).first();
    await price.click();
    await price.press("Control+a");
    await page.keyboard.type("abc");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(refusal(page)).toBeVisible();
    const priceLine = (figure: number) =>
      new RegExp(`\\n {2}price: ${escapeRegExp(String(figure))}\\n`);
    expect(await savedText(page, `${CONTENT}/product.yaml`)).toMatch(
      priceLine(product.price),
    );
    await price.fill(String(NEW_PRICE));
    await saveValid(page, `${CONTENT}/product.yaml`, priceLine(NEW_PRICE));

    // A review: a rating of 7 is refused, a new text is saved.
    await openEntry(page, "reviews");
    const rating = page.getByRole("spinbutton", { name: /^Rating/ }).first();
    await rating.fill("7");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("The value must be less than or equal to 5."),
    ).toBeVisible();
    expect(await savedText(page, `${CONTENT}/reviews.yaml`)).not.toContain(
      "rating: 7",
    );
    await rating.fill("5");
    const review = "Edited at /admin: still the best carry-on I have owned.";
    await page.getByRole("textbox", { name: /^Text/ }).first().fill(review);
    await saveValid(page, `${CONTENT}/reviews.yaml`, review);

    // A banner message.
    await openEntry(page, "chrome");
    const message = "FREE SHIPPING THIS WEEK ONLY";
    await (await textboxWith(page, chrome.banner.messages[0]!)).fill(message);
    await saveValid(page, `${CONTENT}/chrome.yaml`, message);

    // The German banner message, beside the English one: the right-hand
    // pane switched from the preview to German. Only texts go into the
    // German file; facts (links, images, prices) stay in the English one.
    await openEntry(page, "chrome");
    await page.getByRole("radio", { name: OTHER_NAME }).last().click();
    const german = "VERSANDKOSTENFREI NUR DIESE WOCHE";
    await (
      await textboxWith(page, entry("chrome", OTHER).banner.messages[0]!)
    ).fill(german);
    await saveValid(page, `${CONTENT}/${OTHER}/chrome.yaml`, german);
    expect(await savedText(page, `${CONTENT}/chrome.yaml`)).not.toContain(
      german,
    );
    // Saving an entry writes each language's file: the translations keep
    // their texts and gain no fact.
    for (const file of ["chrome", "product", "reviews"]) {
      const saved = await savedText(page, `${CONTENT}/${OTHER}/${file}.yaml`);
      expect(saved, file).not.toMatch(
        /\b(href|src|price|swatch|rating|verified|logo):/,
      );
    }
    expect(await savedText(page, `${CONTENT}/${OTHER}/product.yaml`)).toContain(
      readFileSync(`${CONTENT}/${OTHER}/product.yaml`, "utf8").match(
        /title: (.+)/,
      )![1],
    );

    // The files the editor wrote build a store that shows every edit. Each
    // run saves and builds in its own output folder.
    const SAVED = test.info().outputPath("content");
    const BUILT = test.info().outputPath("build");
    for (const [path, base64] of Object.entries(await savedFiles(page))) {
      mkdirSync(dirname(join(SAVED, path)), { recursive: true });
      writeFileSync(join(SAVED, path), Buffer.from(base64, "base64"));
    }
    const build = spawnSync("npx", ["astro", "build", "--outDir", BUILT], {
      env: { ...process.env, CONTENT_DIR: SAVED },
      encoding: "utf8",
    });
    expect(build.status, build.stderr).toBe(0);
    const html = readFileSync(join(BUILT, "index.html"), "utf8");
    expect(html).toContain(
      `<span data-for="${FALLBACK_CURRENCY}">${money(NEW_PRICE, FALLBACK_CURRENCY)}</span>`,
    );
    expect(html).toContain(`"price":"${NEW_PRICE.toFixed(2)}"`);
    expect(html).toContain(message);
    const germanHtml = readFileSync(join(BUILT, `${OTHER}.html`), "utf8");
    expect(germanHtml).toContain(german);
    expect(germanHtml).not.toContain(message);
    // A price the history does not hold is no reduction: the feed offers
    // it alone (lib/price-claims.ts).
    const feed = readFileSync(join(BUILT, "feeds/google-us.xml"), "utf8");
    expect(feed).toContain(
      `<g:price>${NEW_PRICE.toFixed(2)} ${currencyFrom("US")}</g:price>`,
    );
    expect(feed).not.toContain("<g:sale_price>");
    // The first review is one of the 8 the page shows.
    expect(html).toContain(review);
  });
});
