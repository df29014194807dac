import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import type { ImageAsset, NavLink as NavLinkContent } from "~/content/types";

/**
 * Store name and main navigation. Below 768 px the navigation is a disclosure
 * opened by a menu button; without JavaScript it simply stays open.
 */
export function SiteHeader({
  storeName,
  logo,
  links,
}: {
  storeName: string;
  logo: ImageAsset;
  links: readonly NavLinkContent[];
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header className="border-b border-line bg-canvas">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 py-3 md:py-4">
        <Link
          to="/"
          className="inline-flex items-center gap-2.5 rounded-control text-xl font-extrabold tracking-tight text-brand-strong"
        >
          <img
            src={logo.src}
            alt={logo.alt}
            width={32}
            height={32}
            className="size-8"
          />
          {storeName}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface md:hidden nojs:hidden"
          aria-expanded={open}
          aria-controls={navId}
          aria-label="Menu"
          onClick={() => setOpen(!open)}
        >
          {open ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
        <nav
          id={navId}
          aria-label="Main"
          className={`w-full md:block md:w-auto ${open ? "" : "js:max-md:hidden"}`}
        >
          <ul className="flex flex-col py-2 md:flex-row md:gap-1 md:py-0">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end
                  onClick={() => setOpen(false)}
                  className="block rounded-control px-3 py-3 text-base font-medium text-ink-muted hover:bg-surface hover:text-ink aria-[current=page]:text-brand-strong aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 md:py-2 md:text-sm"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
