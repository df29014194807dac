import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { IslandBoundary } from "@/components/ui/island-boundary";
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
const FIELD_NAME = "tracking";

type Outcome = "idle" | "empty" | "notFound";

/** Every lookup fails (spec §4): only a blank number is told apart. */
const lookUp = (number: string): Outcome =>
  number.trim() === "" ? "empty" : "notFound";

/**
 * Tracking lookup: a blank number shows an error under the field, anything
 * else empties the field and shows "Order Not Found". The field is left to
 * the browser (uncontrolled), so what a shopper types before the island
 * wakes stays; a form sent before then reloads the page with ?tracking=,
 * which the island answers once awake.
 */
export function OrderTrackForm({ copy }: { copy: OrderTrackCopy }) {
  const [outcome, setOutcome] = useState<Outcome>("idle");
  const error = outcome === "empty" ? copy.emptyError : undefined;

  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const url = new URL(window.location.href);
    const sent = url.searchParams.get(FIELD_NAME);
    const form = formRef.current;
    if (sent === null || !form) return;
    url.searchParams.delete(FIELD_NAME);
    window.history.replaceState(window.history.state, "", url);
    // The form was sent before the island woke: send it again, now answered.
    const field = form.elements.namedItem(FIELD_NAME);
    if (field instanceof HTMLInputElement) field.value = sent;
    form.requestSubmit();
  }, []);

  return (
    <div className="grid max-w-xl gap-8">
      <form
        ref={formRef}
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const result = lookUp(
            String(new FormData(form).get(FIELD_NAME) ?? ""),
          );
          setOutcome(result);
          if (result === "notFound") form.reset();
        }}
      >
        <Field id={INPUT_ID} label={copy.label} hint={copy.hint} error={error}>
          <input
            id={INPUT_ID}
            name={FIELD_NAME}
            type="text"
            placeholder={copy.placeholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              error ? `${INPUT_ID}-hint ${INPUT_ID}-error` : `${INPUT_ID}-hint`
            }
            className={inputClass}
          />
        </Field>
        <div>
          <Button type="submit">{copy.submit}</Button>
        </div>
      </form>

      <div aria-live="polite">
        {outcome === "notFound" ? (
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
        ) : null}
      </div>

      <p className="text-ink-muted">
        {copy.help.text}{" "}
        <a
          href={copy.help.href}
          className="font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
        >
          {copy.help.link}
        </a>
      </p>
    </div>
  );
}

/** The island the order-track page hydrates: the form inside its error boundary. */
export function OrderTrackFormIsland({
  errorHeading,
  copy,
}: {
  errorHeading: string;
  copy: OrderTrackCopy;
}) {
  return (
    <IslandBoundary heading={errorHeading}>
      <OrderTrackForm copy={copy} />
    </IslandBoundary>
  );
}
