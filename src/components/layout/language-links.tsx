import type { Locale } from "@/lib/locales";
import { capitalise } from "@/lib/text";

export type LanguageLinksProps = {
  /** What the list is, in the page's language: "Language", "Sprache". */
  label: string;
  /** The page's address in each language, in the store's order. */
  pages: readonly { locale: Locale; href: string }[];
  /** The page's language. */
  current: Locale;
};

/** A language's name in itself: "English", "Deutsch", "Français". */
export function autonym(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale);
  return name ? capitalise(name, locale) : locale;
}

/**
 * The page in each of the store's languages, each named in its own, as
 * plain links: no redirect by the browser's language, as the ad chooses the
 * page; the page script carries the visitor's arrival parameters onto them
 * as onto every link to the store's pages (src/browser/complete-partner-links.ts).
 */
export function LanguageLinks({ label, pages, current }: LanguageLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-4 text-sm">
        {pages.map(({ locale, href }) => (
          <li key={locale}>
            <a
              href={href}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? "true" : undefined}
              className="footer-link aria-[current]:font-semibold aria-[current]:text-ink"
            >
              {autonym(locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
