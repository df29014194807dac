import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { Copy } from "@/lib/content";

export type ContactDraft = { name: string; email: string; message: string };

export type ContactFormProps = {
  labels: Copy["contact"]["fields"];
  submitLabel: string;
};

// The one-line fields; each one's name is also its `autocomplete` token.
const singleLineFields = [
  { name: "name", type: "text", maxLength: 200 },
  { name: "email", type: "email", maxLength: 254 },
] as const;

// The contact form only logs its draft; nothing is sent and no
// confirmation is shown.
const logDraft = (draft: ContactDraft) =>
  console.log("Contact form submitted:", draft);

/**
 * The contact form. The browser validates it (every field required, a valid
 * e-mail); a valid submit hands the draft to `onSubmit` and nothing else.
 * Without JavaScript, or before the island wakes, it posts to its own page,
 * which answers with the page again: nothing typed is sent anywhere.
 */
export function ContactForm({
  labels,
  submitLabel,
  onSubmit = logDraft,
}: ContactFormProps & { onSubmit?: (draft: ContactDraft) => void }) {
  return (
    <form
      method="post"
      className="grid max-w-xl gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSubmit({
          name: String(data.get("name") ?? ""),
          email: String(data.get("email") ?? ""),
          message: String(data.get("message") ?? ""),
        });
      }}
    >
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
  );
}
