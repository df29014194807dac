import { PackageSearch } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";

export interface OrderTrackCopy {
  label: string;
  placeholder: string;
  hint: string;
  submit: string;
  emptyError: string;
  notFound: { heading: string; text: string };
  help: { text: string; link: string; href: string };
}

const INPUT_ID = "tracking-number";

/**
 * Tracking lookup. Every lookup fails (spec §4): a blank number shows an error
 * under the field, anything else empties the field and shows "Order Not Found".
 */
export function OrderTrackForm({ copy }: { copy: OrderTrackCopy }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);

  const describedBy = [`${INPUT_ID}-hint`, error ? `${INPUT_ID}-error` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="grid max-w-xl gap-8">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim() === "") {
            setError(copy.emptyError);
            setNotFound(false);
            return;
          }
          setError(null);
          setValue("");
          setNotFound(true);
        }}
      >
        <Field
          id={INPUT_ID}
          label={copy.label}
          hint={copy.hint}
          error={error ?? undefined}
        >
          <input
            id={INPUT_ID}
            name="tracking"
            type="text"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={copy.placeholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
        </Field>
        <div>
          <Button type="submit">{copy.submit}</Button>
        </div>
      </form>

      <div aria-live="polite">
        {notFound ? (
          <div className="flex gap-4 rounded-card border border-line bg-surface p-5">
            <PackageSearch
              aria-hidden="true"
              className="size-7 shrink-0 text-danger"
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
        <Link
          to={copy.help.href}
          className="font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
        >
          {copy.help.link}
        </Link>
      </p>
    </div>
  );
}
