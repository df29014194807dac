import type { Chrome } from "@/lib/content";
import type { ImageAsset } from "@/lib/image-asset";

export type SiteHeaderProps = {
  storeName: string;
  /** Decorative: the store name beside it is the link's name. */
  logo: ImageAsset;
  links: Chrome["navigation"];
  /** The page's path: its link is marked as the current page. */
  currentPath: string;
  navigationLabel: string;
  menuLabel: string;
};

/** The id the menu button's popovertarget names. */
export const MAIN_MENU_ID = "main-menu";

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, "$1");

/**
 * Store name and main navigation, static HTML. Below 768 px the navigation
 * is a popover the menu button opens: the browser closes it on Escape or a
 * click outside and returns focus to the button, with no island. Without
 * JavaScript (`nojs:`) it is simply shown and the button hidden. The browser
 * exposes the button as expanded while the menu is open (no aria-expanded
 * beside popovertarget); the page script closes the menu when a link in it
 * is chosen (src/browser/menu.ts).
 */
export function SiteHeader({
  storeName,
  logo,
  links,
  currentPath,
  navigationLabel,
  menuLabel,
}: SiteHeaderProps) {
  const current = withoutTrailingSlash(currentPath);
  return (
    <header className="border-b border-line bg-canvas [anchor-name:--site-header]">
      <div className="group/header container-page flex flex-wrap items-center justify-between gap-x-6 py-3 md:py-4">
        <a
          href="/"
          className="inline-flex items-center gap-2.5 rounded-control text-xl font-extrabold tracking-tight text-brand-strong"
        >
          <img
            src={logo.src}
            alt=""
            width={32}
            height={32}
            className="size-8"
          />
          {storeName}
        </a>
        <button
          type="button"
          popoverTarget={MAIN_MENU_ID}
          aria-controls={MAIN_MENU_ID}
          aria-label={menuLabel}
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface md:hidden nojs:hidden"
        >
          <span
            aria-hidden="true"
            className="icon-[lucide--menu] size-6 group-has-[:popover-open]/header:hidden"
          />
          <span
            aria-hidden="true"
            className="icon-[lucide--x] hidden size-6 group-has-[:popover-open]/header:block"
          />
        </button>
        {/* The popover's own styles (fixed, centred, bordered) are reset: on
            phones it drops below the header (anchor positioning); on wider
            screens and without JavaScript it sits in the row as plain HTML. */}
        <nav
          id={MAIN_MENU_ID}
          popover="auto"
          aria-label={navigationLabel}
          className="site-menu"
        >
          <ul className="flex flex-col py-2 md:flex-row md:gap-1 md:py-0 js:max-md:px-4">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={
                    withoutTrailingSlash(link.href) === current
                      ? "page"
                      : undefined
                  }
                  className="site-menu-link"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
