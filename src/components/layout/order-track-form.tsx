import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { Copy } from "@/lib/content";

export type OrderTrackCopy = Pick<
  Copy["orderTrack"],
  | "label"
  | "placeholder"
  | "hint"
  | "submit"
  | "emptyError"
  | "notFound"
  | "help"
>;

const INPUT_ID = "tracking-number";

/**
 * The tracking lookup's markup: the field with its error line hidden, and
 * the "Order Not Found" answer in a template. Static, the root an
 * `<order-track>` that answers the form (order-track-form-element.ts), from
 * its first tap on.
 */
export function OrderTrackForm({ copy }: { copy: OrderTrackCopy }) {
  return (
    <order-track className="grid max-w-xl gap-8">
      <form noValidate className="grid gap-4">
        <Field
          id={INPUT_ID}
          label={copy.label}
          hint={copy.hint}
          error={copy.emptyError}
          errorHidden
        >
          <input
            id={INPUT_ID}
            name="tracking"
            type="text"
            placeholder={copy.placeholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            aria-describedby={`${INPUT_ID}-hint`}
            className={inputClass}
          />
        </Field>
        <div>
          <Button type="submit">{copy.submit}</Button>
        </div>
      </form>

      <div aria-live="polite">
        <template>
          <div className="flex gap-4 rounded-card border border-line bg-surface p-5">
            <span
              aria-hidden="true"
              className="icon-[lucide--package-search] size-7 shrink-0 text-danger"
            />
            <div>
              <h2 className="text-lg font-semibold">{copy.notFound.heading}</h2>
              <p className="mt-1 text-ink-muted">{copy.notFound.text}</p>
            </div>
          </div>
        </template>
      </div>

      <p className="text-ink-muted">
        {`${copy.help.text} `}
        <a
          href={copy.help.href}
          className="font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
        >
          {copy.help.link}
        </a>
      </p>
    </order-track>
  );
}
