/**
 * Every figure a shopper reads, on every page in every language, is written
 * as the page's language writes figures, which is what `Intl.NumberFormat`
 * writes: "4.9", "2,002" and "95%" in English; "4,9", "2.002" and "95 %" in
 * German; "4,9", "2 002" (a narrow no-break space, U+202F) and "95 %" in
 * French. The space before "%" is a no-break one (U+00A0) in German and,
 * in ICU 78 (CLDR 48: Node 24.21, Chromium 156), in French too, where older
 * ICU data had a narrow one. The expected writing of each figure is Intl's
 * own, in this test's Node, the build's runtime, not a copy of the page's
 * code.
 */
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { expect, gotoHydrated, test, textsInPageLanguage } from "./fixtures";
import { otherLocales, publicPaths, translatedPaths } from "./routes";

/** A text the page shows or names an element by, and where it is. */
type Text = { text: string; where: string };

/**
 * What the page gives a shopper to read in its own language, the reviews
 * after the first 8 too. Text marked as written in another language is a
 * reviewer's own words, shown as written (docs/languages.md), so its
 * figures are the reviewer's too. Dates in a `<time datetime>` come apart,
 * to be read as dates.
 */
async function textsOf(page: Page) {
  const texts = await textsInPageLanguage(
    page,
    "script, style, template, noscript, time[datetime]",
  );
  const { lang, dates } = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dates: [...document.querySelectorAll("time[datetime]")].map((time) => ({
      datetime: time.getAttribute("datetime") ?? "",
      text: time.textContent ?? "",
    })),
  }));
  return { lang, texts, dates };
}

/** The store's postal address (store.yaml), which a page may show. */
const ADDRESS = (
  yaml.load(readFileSync("src/content/store.yaml", "utf8")) as {
    store: { address: { postalCode: string } };
  }
).store.address;

/**
 * Digits that are not quantities, each with its reason. They are taken out
 * of the text before its figures are read.
 */
const NOT_FIGURES: readonly {
  name: string;
  why: string;
  /** A global pattern, or the very text. */
  pattern: RegExp | string;
}[] = [
  {
    name: "a time of day",
    why: "the service hours' 9:00 and 18:30 are a clock's, as the translator wrote them, not counts",
    pattern: /\b\d{1,2}:\d{2}\b/g,
  },
  {
    name: "the copyright year",
    why: "a year is no count: Intl writes years ungrouped in every language (2026, never 2,026); any year, as the build's may not be the test's",
    pattern: /© \d{4}\b/g,
  },
  {
    name: "the store's postcode",
    why: "written as the post writes it (store.yaml), not as a number: 19801, never 19,801",
    pattern: ADDRESS.postalCode,
  },
  {
    name: "a code",
    why: "digits run into the letters before them name a thing, as a tracking number's example does (LP00123456789)",
    pattern: /\p{L}-?\d[\p{L}\d]*/gu,
  },
];

/**
 * A figure, a percentage included: digits, with any separators between
 * them (a regular space too, so "27 610" is read as one figure, wrongly
 * spaced in French), and a percent sign after it.
 */
const FIGURE =
  /(?<![\p{L}\d])(\d+(?:[.,\u00a0\u202f ]\d+)*)((?:[\u00a0\u202f ]?%)?)/gu;

/** The language's separators, as Intl writes 12,345.6. */
function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return { group: part("group") ?? ",", decimal: part("decimal") ?? "." };
}

/**
 * The value of `figure` as `locale` writes figures (its group separator
 * between groups of three, its decimal separator), and its decimals; none
 * when the language does not write figures so.
 */
function readFigure(figure: string, locale: string) {
  const { group, decimal } = separators(locale);
  const [whole = "", fraction, ...more] = figure.split(decimal);
  const groups = whole.split(group);
  const digits = (text: string) => /^\d+$/.test(text);
  if (
    more.length > 0 ||
    (fraction !== undefined && !digits(fraction)) ||
    !groups.every(digits) ||
    (groups.length > 1 &&
      (groups[0]!.length > 3 || groups.slice(1).some((g) => g.length !== 3)))
  )
    return undefined;
  return {
    value: Number(`${groups.join("")}.${fraction ?? "0"}`),
    decimals: fraction?.length ?? 0,
  };
}

/** How Intl writes the figure (and its percent sign) that `written` reads as, if any. */
function intlWriting(figure: string, percent: string, locale: string) {
  const read = readFigure(figure, locale);
  if (!read) return undefined;
  const digits = {
    minimumFractionDigits: read.decimals,
    maximumFractionDigits: read.decimals,
  };
  return percent
    ? new Intl.NumberFormat(locale, { style: "percent", ...digits }).format(
        read.value / 100,
      )
    : new Intl.NumberFormat(locale, digits).format(read.value);
}

/**
 * Each figure of the texts, as written, and how Intl writes it there; and
 * the digits left out as no figures, named.
 */
function figuresOf(texts: readonly Text[], locale: string) {
  const leftOut: string[] = [];
  const figures = texts.flatMap(({ text, where }) => {
    const rest = NOT_FIGURES.reduce(
      (left, { name, pattern }) =>
        left.replaceAll(pattern, (digits) => {
          leftOut.push(`${name}: ${digits}`);
          return " ";
        }),
      text,
    );
    return [...rest.matchAll(FIGURE)].map(
      ([written, figure = "", percent = ""]) => ({
        written,
        intl: intlWriting(figure, percent, locale),
        in: `${where}: ${JSON.stringify(text.trim().slice(0, 80))}`,
      }),
    );
  });
  return { figures, leftOut: [...new Set(leftOut)] };
}

/** Text with its no-break spaces named, as a failure shows it. */
const spelled = (text: string | undefined) =>
  text === undefined
    ? "no figure in this language"
    : JSON.stringify(text)
        .replaceAll("\u00a0", "\\u00a0")
        .replaceAll("\u202f", "\\u202f");

/** A `<time>`'s day as the policies write it, by Intl. */
const dayAsWritten = (day: string, locale: string) =>
  new Date(`${day}T00:00:00`).toLocaleDateString(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
  });

test.describe("figures", { tag: "@phone" }, () => {
  for (const path of [...publicPaths, ...translatedPaths]) {
    test(`${path} writes every figure as its language does`, async ({
      page,
    }) => {
      // The product page is the largest: hydrating it on a busy host takes
      // most of the default 30 s.
      test.slow(path === "/" || /^\/[a-z]{2}$/.test(path));
      await gotoHydrated(page, path);
      const { lang, texts, dates } = await textsOf(page);
      const { figures, leftOut } = figuresOf(texts, lang);
      await test.info().attach("figures", {
        body: JSON.stringify({ figures, leftOut }, null, 2),
        contentType: "application/json",
      });
      // Every page has figures (the banner's, at least): an empty inventory
      // means the test read nothing.
      expect(figures.length).toBeGreaterThan(0);
      expect(
        figures
          .filter(({ written, intl }) => written !== intl)
          .map(
            (figure) =>
              `${spelled(figure.written)}, Intl: ${spelled(figure.intl)}, in ${figure.in}`,
          ),
        `figures not written as Intl writes them in "${lang}"`,
      ).toEqual([]);
      for (const { datetime, text } of dates)
        expect(text, `<time datetime="${datetime}">`).toBe(
          dayAsWritten(datetime, lang),
        );
    });
  }
});

// The build (Node) writes a page's figures and the page's scripts (the
// browser) write some later ("Show more reviews (8 remaining)"): both must
// write them alike, and as the inventory above expects.
test(
  "the browser writes figures as the build does",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    const samples = (locales: readonly string[]) =>
      locales.flatMap((locale) => [
        new Intl.NumberFormat(locale).format(27610.5),
        new Intl.NumberFormat(locale, { style: "percent" }).format(0.95),
        new Intl.NumberFormat(locale, {
          style: "currency",
          currency: "EUR",
        }).format(1234.5),
      ]);
    const locales = ["en", ...otherLocales];
    expect(await page.evaluate(samples, locales)).toEqual(samples(locales));
  },
);
