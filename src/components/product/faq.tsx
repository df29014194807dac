import { SectionHeading } from "@/components/ui/section-heading";
import type { FaqItem } from "@/lib/content";

/**
 * A single-open accordion on native <details name>: opening one closes the
 * others, and the open one can be closed again. No island: the browser does
 * it all, with or without JavaScript.
 */
export function Faq({
  heading,
  items,
}: {
  heading: string;
  items: readonly FaqItem[];
}) {
  return (
    <section aria-labelledby="faq-heading" className="max-w-3xl">
      <SectionHeading id="faq-heading">{heading}</SectionHeading>
      <div className="mt-6 divide-y divide-line rounded-card border border-line">
        {items.map((item) => (
          <details key={item.id} name="faq" className="group">
            <summary className="faq-question">
              {item.question}
              <span aria-hidden="true" className="faq-chevron" />
            </summary>
            <p className="px-5 pb-5 text-base/relaxed text-ink-muted">
              {item.answer}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
