import { useId } from "react";
import type { Chrome } from "@/lib/content";
import { PaymentIcons, type PaymentIconsProps } from "./payment-icons";

export type SiteFooterProps = {
  storeName: string;
  content: Chrome["footer"];
  paymentMethods: PaymentIconsProps["methods"];
  /** The copyright year: the year of the build. */
  year: number;
  /** The affiliate disclosure (store.yaml), under the copyright line. */
  disclosure: string;
  /**
   * The button that opens the cookie preferences again, on a store with a
   * pixel that sets cookies (src/browser/consent-banner.ts binds it by data-cc).
   */
  consentLabel?: string;
  /** Controls for the bottom row: the currency selector. */
  children?: React.ReactNode;
};

function LinkList({
  heading,
  links,
}: {
  heading: string;
  links: Chrome["footer"]["aboutLinks"];
}) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2
        id={id}
        className="text-sm font-semibold tracking-wide text-ink uppercase"
      >
        {heading}
      </h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="footer-link">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Newsletter box, About and Policies links, payment logos, the currency
 * selector, the copyright line and the affiliate disclosure; static HTML.
 */
export function SiteFooter({
  storeName,
  content,
  paymentMethods,
  year,
  disclosure,
  consentLabel,
  children,
}: SiteFooterProps) {
  const { newsletter } = content;
  const emailId = useId();
  const hintId = useId();

  return (
    <footer className="border-t border-line bg-surface">
      <div className="footer-columns">
        <section aria-labelledby={`${emailId}-heading`} className="max-w-md">
          <h2 id={`${emailId}-heading`} className="text-lg font-semibold">
            {newsletter.heading}
          </h2>
          <p id={hintId} className="mt-2 text-sm text-ink-muted">
            {newsletter.text}
          </p>
          {/* The specification gives the newsletter box no submit action. */}
          <label htmlFor={emailId} className="mt-4 block text-sm font-medium">
            {newsletter.label}
          </label>
          <input
            id={emailId}
            type="email"
            name="newsletter-email"
            autoComplete="email"
            placeholder={newsletter.placeholder}
            aria-describedby={hintId}
            className="mt-1 w-full rounded-control border border-line-strong bg-canvas px-3 py-2.5 text-base placeholder:text-ink-muted/80"
          />
        </section>
        <LinkList heading={content.aboutHeading} links={content.aboutLinks} />
        <LinkList
          heading={content.policiesHeading}
          links={content.policyLinks}
        />
      </div>
      <div className="border-t border-line">
        <div className="footer-payments">
          <div>
            <h2 className="sr-only">{content.paymentHeading}</h2>
            <PaymentIcons methods={paymentMethods} />
          </div>
          {children}
          <p className="text-sm text-ink-muted">
            {`© ${year} ${storeName}. ${content.rights}`}
          </p>
          {consentLabel && (
            <button
              type="button"
              data-cc="show-preferencesModal"
              className="self-start rounded-sm py-1.5 text-sm text-ink-muted underline underline-offset-4 hover:text-ink md:self-auto nojs:hidden"
            >
              {consentLabel}
            </button>
          )}
        </div>
        <p className="container-page pb-8 text-xs text-ink-muted">
          {disclosure}
        </p>
      </div>
    </footer>
  );
}
