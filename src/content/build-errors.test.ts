// @vitest-environment node
/**
 * What an operator sees when an edit breaks the content: the build's own
 * message (astro sync, the content check `npm run build` starts with) must
 * name the file, the field and what is wrong. Each case runs on a copy of
 * the project whose content (the folder the store is built from, see
 * src/content-dir.ts) has one bad edit; the rest of the project is linked,
 * not copied. The edits find their field by its shape, not its text, so
 * they hold on any store's content.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { astro } from "../../tests/astro-command";
import { DEFAULT_CONTENT_DIR, contentDir } from "../content-dir";

const root = new URL("../..", import.meta.url).pathname;
const copies: string[] = [];
/** The content folder the store is built from. */
const storeContent = contentDir(root);

/**
 * A copy of the project in which `edit` has changed one file of the content
 * folder `content` (src/content, or the folder CONTENT_DIR names).
 */
function projectWith(
  file: string,
  edit: (text: string) => string,
  content = storeContent,
): string {
  const copy = mkdtempSync(join(tmpdir(), "content-error-"));
  copies.push(copy);
  for (const name of [
    "astro.config.mjs",
    "package.json",
    "tsconfig.json",
    "node_modules",
  ])
    symlinkSync(join(root, name), join(copy, name));
  const src = join(copy, "src");
  mkdirSync(src);
  cpSync(join(root, content), join(copy, content), { recursive: true });
  for (const name of readdirSync(join(root, "src")))
    if (!existsSync(join(src, name)))
      symlinkSync(join(root, "src", name), join(src, name));
  const path = join(copy, content, file);
  const text = readFileSync(path, "utf8");
  const edited = edit(text);
  expect(edited, "the edit changed the file").not.toBe(text);
  writeFileSync(path, edited);
  return copy;
}

afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

describe("a content edit the build rejects", () => {
  it.each([
    {
      what: 'a price of "abc"',
      file: "product.yaml",
      edit: (text: string) =>
        text.replace(/\n( {2})price: .*/, '\n$1price: "abc"'),
      entry: "product",
      message: /price\W+price: Expected type `"number"`, received `"string"`/,
    },
    {
      what: "a missing alt text",
      file: "product.yaml",
      edit: (text: string) =>
        text.replace(/(\n {2}gallery:\n {4}- src: .*)\n {6}alt: .*/, "$1"),
      entry: "product",
      message: /gallery\.0\.alt\W+gallery\.0\.alt: Required/,
    },
    {
      what: "a rating of 7",
      file: "reviews.yaml",
      edit: (text: string) => text.replace(/rating: \d/, "rating: 7"),
      entry: "reviews → 1",
      message: /rating: Too big: expected number to be <=5/,
    },
    {
      what: "a BUY NOW colour white text cannot be read on",
      file: "store.yaml",
      // An amber accent, in the store's own palette or in a new one.
      edit: (text: string) =>
        /\n {4}accent: .*/.test(text)
          ? text.replace(/\n( {4})accent: .*/, '\n$1accent: "#f59e0b"')
          : text.replace(
              /\n(\s+)themeColor: .*/,
              (line, indent: string) =>
                `${line}\n${indent}palette: { brand: "#1e4d40", brandStrong: "#143a30", brandSoft: "#e6efe9", accent: "#f59e0b", accentStrong: "#9a3412" }`,
            ),
      entry: "store",
      message:
        /palette\.accent: white text on accent has a contrast of 2\.15:1; it needs 4\.5:1 \(WCAG AA\)/,
    },
    {
      what: "a percent sign after {percent}, which the code writes",
      file: "copy.yaml",
      edit: (text: string) =>
        text.replace(/(\n {6}other: ".*\{percent\})"/, '$1%"'),
      entry: "copy",
      message:
        /reviews\.countLabel: has a % after \{percent\}: the code writes the share with its sign/,
    },
  ])(
    "$what names the file, the field and the problem",
    async ({ file, edit, entry, message }) => {
      const { failed, output } = await astro(["sync"], {
        cwd: projectWith(file, edit),
        env: { CONTENT_DIR: storeContent },
      });
      expect(failed).toBe(true);
      expect(output).toContain(
        `${entry} data does not match collection schema`,
      );
      expect(output).toMatch(message);
      expect(output).toContain(`${storeContent}/${file}`);
    },
    60_000,
  );
});

/**
 * The first translation of `file` (as de/product.yaml translates
 * product.yaml) in the store's content, else in the demo store's, which
 * ships German and French: the content folder and the file's path in it.
 */
function translated(file: string): { content: string; file: string } {
  for (const content of [storeContent, DEFAULT_CONTENT_DIR]) {
    const language = readdirSync(join(root, content), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name))
      .map((entry) => entry.name)
      .sort()
      .find((name) => existsSync(join(root, content, name, file)));
    if (language) return { content, file: `${language}/${file}` };
  }
  throw new Error(`No translation of ${file} to edit`);
}

/** `line` added below the first line `find` matches, as a field of its entry. */
const after =
  (find: RegExp, line: string) =>
  (text: string): string =>
    text.replace(
      find,
      (found: string, lead: string) =>
        `${found}\n${" ".repeat(lead.length)}${line}`,
    );

describe("a translation the build rejects", () => {
  const fact = (original: string) =>
    `is a fact, not a text: every language shows the one in ${original}, so a translation leaves it out`;

  it.each([
    {
      what: "a translated menu link",
      ...translated("chrome.yaml"),
      edit: after(/\n( {4}- )label: .*/, 'href: "javascript:alert(1)"'),
      message: `chrome.navigation[0].href: ${fact("chrome.yaml")}`,
    },
    {
      what: "a translated swatch colour that is no colour",
      ...translated("product.yaml"),
      edit: after(/\n( {4}- )name: .*/, "swatch: schwarz"),
      message: `product.colours[0].swatch: ${fact("product.yaml")}`,
    },
    {
      what: "a translated page title over 70 characters",
      ...translated("product.yaml"),
      edit: (text: string) =>
        text.replace(
          /\n( {4})title: .*/,
          (_, indent: string) =>
            `\n${indent}title: "${"Voyage, voyage, ".repeat(4)}| {storeName}"`,
        ),
      message:
        "product.meta.title: Too big: expected string to have <=70 characters",
    },
    {
      what: "a Spanish menu link in the store CONTENT_DIR names",
      content: "tests/fixtures/duffel-store",
      file: "es/chrome.yaml",
      edit: after(/\n( {4}- )label: Inicio/, "href: /inicio?x=<b>"),
      message: `chrome.navigation[0].href: ${fact("chrome.yaml")}`,
    },
  ])(
    "$what names the file, the field and the reason",
    async ({ file, edit, message, content }) => {
      const { failed, output } = await astro(["sync"], {
        cwd: projectWith(file, edit, content),
        env: { CONTENT_DIR: content },
      });
      expect(failed).toBe(true);
      expect(output).toContain(
        '[translations] An unhandled error occurred while running the "astro:config:setup" hook\nA translation does not fit the file it translates',
      );
      expect(output).toContain(`${content}/${file}: ${message}`);
    },
    60_000,
  );
});
