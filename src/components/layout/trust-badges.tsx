import type { Chrome } from "@/lib/content";

export type TrustBadgesProps = Chrome["trustBadges"];

type Icon = TrustBadgesProps["items"][number]["icon"];

/** Each content icon name and its class (written out, so Tailwind sees it). */
const icons = {
  truck: "icon-[lucide--truck]",
  headset: "icon-[lucide--headset]",
  shield: "icon-[lucide--shield-check]",
} satisfies Record<Icon, string>;

/** Free shipping, service and payment promises in a row of three; static HTML. */
export function TrustBadges({ heading, items }: TrustBadgesProps) {
  return (
    <section aria-labelledby="trust-badges-heading" className="bg-surface">
      <h2 id="trust-badges-heading" className="sr-only">
        {heading}
      </h2>
      <ul className="container-page grid gap-6 py-10 sm:grid-cols-3">
        {items.map(({ icon, title, text }) => {
          return (
            <li key={title} className="flex items-start gap-4">
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-soft text-brand">
                <span aria-hidden="true" className={`${icons[icon]} size-6`} />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
