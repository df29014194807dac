import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { Copy } from "@/lib/content";

export type ContactFormProps = {
  labels: Copy["contact"]["fields"];
  submitLabel: string;
};

// The one-line fields; each one's name is also its `autocomplete` token.
const singleLineFields = [
  { name: "name", type: "text", maxLength: 200 },
  { name: "email", type: "email", maxLength: 254 },
] as const;

/**
 * The contact form, static HTML. The browser validates it (every field
 * required, a valid e-mail); on a valid submit its element
 * (contact-form-element.ts, defined by the page script) logs the draft and
 * nothing else. Without JavaScript, or before the page script runs, it
 * posts to its own page, which answers with the page again: nothing typed
 * is sent anywhere.
 */
export function ContactForm({ labels, submitLabel }: ContactFormProps) {
  return (
    <contact-form className="block">
      <form method="post" className="grid max-w-xl gap-5">
        {singleLineFields.map(({ name, type, maxLength }) => (
          <Field key={name} id={`contact-${name}`} label={labels[name]}>
            <input
              id={`contact-${name}`}
              name={name}
              type={type}
              required
              maxLength={maxLength}
              autoComplete={name}
              className={inputClass}
            />
          </Field>
        ))}
        <Field id="contact-message" label={labels.message}>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={6}
            maxLength={5000}
            autoComplete="off"
            className={inputClass}
          />
        </Field>
        <div>
          <Button type="submit">{submitLabel}</Button>
        </div>
      </form>
    </contact-form>
  );
}
