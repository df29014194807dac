import { ExternalLink } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

/**
 * BUY NOW is a real link to the partner's offer page, so it works before and
 * without JavaScript; it opens in a new tab (spec §1).
 */
export function BuyButton({
  href,
  label,
  hint,
  className = "",
  ref,
}: {
  href: string;
  label: string;
  hint: string;
  className?: string;
  ref?: React.Ref<HTMLAnchorElement>;
}) {
  return (
    <a
      ref={ref}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(
        "accent",
        `min-h-13 text-lg tracking-wide ${className}`,
      )}
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-5" />
      <span className="sr-only">({hint})</span>
    </a>
  );
}
