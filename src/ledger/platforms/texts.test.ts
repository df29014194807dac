// @vitest-environment node
/**
 * What a shopper reads about advertising names every platform the store
 * can tell about them, in every language (docs/sales-ledger.md, "Add a
 * platform"): the privacy policy's sales reporting section each platform
 * sales go to, the consent banner's Advertising section each platform with
 * a pixel, and its sales text each platform sent a visitor's address and
 * browser. A platform added without its texts fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../../tests/source-files";
import { PLATFORM_NAMES, PLATFORMS } from "./index";
import type { AnyPlatform } from "./platform";
import { PIXEL_NAMES, PIXELS } from "./pixels";

const CONTENT = join(ROOT, "src", "content");

type Tree = { [key: string]: Tree | string | undefined };

const read = (file: string) => readFileSync(join(CONTENT, file), "utf8");

/** A path's text in a tree of YAML. */
function textAt(tree: unknown, path: readonly string[]): string {
  const found = path.reduce<unknown>(
    (node, key) => (node as Tree | undefined)?.[key],
    tree,
  );
  expect(typeof found, path.join(".")).toBe("string");
  return String(found);
}

const { settings } = yaml.load(read("settings.yaml")) as {
  settings: { locales: string[] };
};
const [first] = settings.locales;
const folderOf = (locale: string) => (locale === first ? "" : `${locale}/`);

/** A locale's texts about advertising. */
function textsOf(locale: string) {
  const chrome = yaml.load(read(`${folderOf(locale)}chrome.yaml`));
  const policy = read(`pages/${folderOf(locale)}privacy-policy.md`);
  const front = yaml.load(/^---\n([\s\S]*?)\n---/.exec(policy)?.[1] ?? "");
  const consent = ["chrome", "consent", "preferences", "marketing"];
  return {
    salesReporting: textAt(front, ["salesReportingNotice", "text"]),
    advertising: textAt(chrome, [...consent, "description"]),
    sales: textAt(chrome, [...consent, "sales"]),
  };
}

const platform = (name: (typeof PLATFORM_NAMES)[number]): AnyPlatform =>
  PLATFORMS[name];

/** The companies of `names` that `text` does not name. */
const unnamed = (text: string, companies: readonly string[]) =>
  companies.filter((company) => !new RegExp(`\\b${company}\\b`).test(text));

const forwarded = PLATFORM_NAMES.filter(
  (name) => platform(name).forward,
).flatMap((name) => platform(name).company);
const sent = PLATFORM_NAMES.filter(
  (name) => platform(name).forward?.send?.sendsVisitor,
).flatMap((name) => platform(name).company);
const withPixel = PIXEL_NAMES.map((key) => {
  const owner = PLATFORM_NAMES.find(
    (name) => platform(name).pixel === PIXELS[key],
  );
  expect(owner, `the platform of pixel ${key}`).toBeDefined();
  return platform(owner!).company;
}).flat();

describe.each(settings.locales)("the %s texts about advertising", (locale) => {
  const texts = textsOf(locale);

  it("name every platform sales are reported to in the privacy policy", () => {
    expect(unnamed(texts.salesReporting, forwarded)).toEqual([]);
  });

  it("name every platform with a pixel in the banner's Advertising section", () => {
    expect(unnamed(texts.advertising, withPixel)).toEqual([]);
  });

  it("name every platform sent the visitor's address and browser in its sales text", () => {
    expect(unnamed(texts.sales, sent)).toEqual([]);
  });

  it("would see a platform left out", () => {
    expect(unnamed(texts.salesReporting, ["Nowhere"])).toEqual(["Nowhere"]);
  });
});
