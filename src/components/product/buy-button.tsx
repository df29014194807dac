import { buttonClass } from "@/components/ui/button";
import type { Placement } from "@/lib/measurement";

/**
 * BUY NOW is a real link to the partner's offer page, so it works before and
 * without JavaScript; it opens in a new tab. "sponsored" marks it
 * as a paid link for search engines. The page script completes its address
 * with the visitor's click identifiers (src/browser/complete-partner-links.ts).
 */
export function BuyButton({
  href,
  label,
  hint,
  placement,
  className,
  ...props
}: {
  href: string;
  label: string;
  /** Which BUY NOW this is, for the click count (src/browser/analytics.ts). */
  placement: Placement;
  /** Read after the label: where the link leads. */
  hint: string;
} & Omit<React.ComponentProps<"a">, "href" | "target" | "rel" | "children">) {
  return (
    <a
      href={href}
      target="_blank"
      rel="sponsored noopener"
      data-partner-link={placement}
      className={buttonClass("accent", className, "large")}
      {...props}
    >
      {label}
      <span
        aria-hidden="true"
        className="icon-[lucide--external-link] size-5"
      />
      <span className="sr-only">{` (${hint})`}</span>
    </a>
  );
}
