/**
 * The store in its other languages (settings.yaml, `locales`): each page at
 * /<code>/…, written in that language only, with its language's formats,
 * and every language's address of a page naming the others.
 */
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
  textsInPageLanguage,
} from "./fixtures";
import { otherLocales, translatedPaths } from "./routes";
import { entry, FIRST_LOCALE, reviews, settings, store } from "./store";
import { autonym } from "../../src/components/layout/language-links";

const SITE = settings.siteUrl;

/** The words of a text. */
const wordsIn = (text: string) => text.match(/\p{L}+/gu) ?? [];

/**
 * The store's own names, which every language writes as they are: its
 * name, legal name, e-mail address and street address (with its postcode,
 * "BS1 4RN" in the duffel store).
 */
const STORE_WORDS = [
  store.name,
  store.tradeName,
  store.supportEmail,
  store.address.street,
  store.address.locality,
  store.address.region,
  store.address.postalCode,
].flatMap(wordsIn);

/**
 * Words a page may share with its English original: names (the store's,
 * its partner's, payment brands', laws'), units, codes and the e-mail
 * address, and the words the language spells as English does.
 */
const SHARED_WORDS: Record<string, readonly string[]> = {
  any: [
    ...STORE_WORDS,
    "L",
    "kg",
    "cm",
    "USD",
    "EUR",
    "GBP",
    "ET",
    "EST",
    "LP",
    "PayPal",
    "Visa",
    "Mastercard",
    "American",
    "Express",
    "Diners",
    "Club",
    "Google",
    "Pay",
    "Meta",
    "Elo",
    "Hypercard",
    "Hipercard",
    "California",
    "Consumer",
    "Privacy",
    "Act",
    "Cloudflare",
    ...["JPEG", "PNG", "WebP", "GIF", "MB"],
  ],
  de: [
    ...["in", "an", "so", "November", "Union", "Name", "Euro", "Team"],
    ...["was", "optional"],
  ],
  fr: [
    ...["a", "arrive", "café", "Canada", "commission", "compression"],
    ...["confirmation", "contact", "Contact", "date", "designs"],
    ...["Destination", "destination", "direct", "dollars", "e-mail"],
    ...["euros", "final", "images", "instructions", "IP", "local", "logos"],
    ...["message", "messages", "obligations", "opinion", "page", "pages"],
    ...["photo", "protection", "questions", "scan", "service", "site"],
    ...["spam", "taxes", "type", "Union", "version", "volume", "Menu"],
    ...["Message", "Service", "DESCRIPTION", "place", "satisfaction"],
    ...["Cubes", "cubes", "train", "me", "cookies"],
  ],
  es: ["a", "cables", "cookies", "IP"],
};

/** The reviewers' names, which a review shows as written in every language. */
const REVIEWERS = reviews().flatMap(({ name }) => wordsIn(name));

/** Every word a shopper can read on the page in its language. */
async function wordsOf(page: Page): Promise<Set<string>> {
  const text = (await textsInPageLanguage(page))
    .map(({ text }) => text)
    .join(" ");
  return new Set(text.match(/\p{L}[\p{L}'’-]*/gu) ?? []);
}

/** The page's alternates: language → address. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      ),
  ) as Record<string, string>;
}

for (const path of translatedPaths) {
  const [, locale = "", ...rest] = path.split("/");
  const original = `/${rest.join("/")}`;

  test.describe(path, () => {
    // The first other language's product page is a Gecko journey too.
    const journey = path === `/${otherLocales[0]}` ? ["@journey"] : [];
    test(
      "is written in its language, with no English left",
      { tag: journey },
      async ({ page }) => {
        await page.goto(original);
        const english = await wordsOf(page);
        await gotoHydrated(page, path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const shared = new Set([
          ...(SHARED_WORDS.any ?? []),
          ...(SHARED_WORDS[locale] ?? []),
          ...REVIEWERS,
        ]);
        const left = [...(await wordsOf(page))].filter(
          (word) => english.has(word) && !shared.has(word),
        );
        expect(left, "English words on the page").toEqual([]);
      },
    );

    test(
      "names its address and every language's, each naming it back",
      {
        tag: "@any-width",
      },
      async ({ page, request }) => {
        await page.goto(path);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${SITE}${path}`,
        );
        const alternates = await alternatesOf(page);
        expect(Object.keys(alternates).sort()).toEqual(
          ["en", ...otherLocales, "x-default"].sort(),
        );
        expect(alternates[locale]).toBe(`${SITE}${path}`);
        expect(alternates["x-default"]).toBe(`${SITE}${original}`);
        for (const [language, href] of Object.entries(alternates)) {
          const html = await (await request.get(new URL(href).pathname)).text();
          expect(html, `${language}'s page names ${path}`).toContain(
            `<link rel="alternate" hreflang="${locale}" href="${SITE}${path}">`,
          );
        }
        await expect(
          page.locator('meta[property="og:locale"]'),
        ).toHaveAttribute("content", new RegExp(`^${locale}_[A-Z]{2}$`));
      },
    );

    test("has no axe violations", async ({ page }) => {
      // The product page is the largest page axe reads: on a busy host it
      // took 32 s of the default 30.
      test.slow(original === "/");
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    });
  });
}

/** The first and the last of the other languages. */
const [FIRST_OTHER = "", LAST_OTHER = ""] = [
  otherLocales[0],
  otherLocales.at(-1),
];

test(`a policy's date is written as ${FIRST_OTHER} writes dates`, async ({
  page,
}) => {
  await gotoHydrated(page, `/${FIRST_OTHER}/privacy-policy`);
  const date = page.locator("time#policy-last-updated");
  const written = (locale: string) =>
    new Date().toLocaleDateString(locale, {
      year: "numeric",
      month: "long",
      day: "numeric",
    });
  await expect(date).toHaveText(written(FIRST_OTHER));
  expect(written(FIRST_OTHER)).not.toBe(written(FIRST_LOCALE));
});

test("links lead to the pages of the visitor's language", async ({ page }) => {
  await gotoHydrated(page, `/${LAST_OTHER}/about`);
  const footer = page.locator("footer");
  await expect(
    footer.locator(`a[href="/${LAST_OTHER}/privacy-policy"]`),
  ).toHaveCount(1);
  await footer.locator(`a[href="/${LAST_OTHER}/contact"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/${LAST_OTHER}/contact$`));
  await expect(page.locator("html")).toHaveAttribute("lang", LAST_OTHER);
});

test(
  "the footer's languages lead to the same page, arrival kept",
  { tag: "@journey" },
  async ({ page }) => {
    const arrival = "utm_source=meta&utm_campaign=autumn&fbclid=f1";
    await gotoHydrated(page, `/${LAST_OTHER}/shipping-policy?${arrival}`);
    const languages = page.getByRole("contentinfo").getByRole("navigation", {
      name: entry("chrome", LAST_OTHER).footer.languageLabel,
    });
    await expect(languages.getByRole("link")).toHaveText(
      settings.locales.map(autonym),
    );
    await expect(
      languages.getByRole("link", { name: autonym(LAST_OTHER) }),
    ).toHaveAttribute("aria-current", "true");
    await languages.getByRole("link", { name: autonym(FIRST_OTHER) }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${FIRST_OTHER}/shipping-policy\\?${arrival}$`),
    );
    await expect(page.locator("html")).toHaveAttribute("lang", FIRST_OTHER);
  },
);

test.describe("an unknown address", () => {
  test.use({ allowedErrors: /404: no page at|status of 404/ });

  test(
    "in a language answers with that language's not-found page",
    { tag: "@journey" },
    async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const { notFound } = entry("copy", LAST_OTHER);
      const unknown = `/${LAST_OTHER}/no-such-page`;
      const response = await page.goto(unknown);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", LAST_OTHER);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        notFound.heading,
      );
      await expect(
        page.getByRole("main").getByRole("link", { name: notFound.homeLink }),
      ).toHaveAttribute("href", `/${LAST_OTHER}`);
      // Spec §8: the unknown address is logged, naming it.
      expect(errors).toContain(`404: no page at "${unknown}"`);
    },
  );
});
