export const inputClass =
  "mt-1.5 block w-full rounded-control border border-line-strong bg-canvas px-3 py-2.5 text-base text-ink placeholder:text-ink-muted/80 aria-invalid:border-danger";

/**
 * A visible label above its control, with optional hint and error lines.
 * `errorHidden` renders the error line hidden, for a script to show.
 */
export function Field({
  id,
  label,
  hint,
  error,
  errorHidden,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  errorHidden?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          hidden={errorHidden}
          className="mt-1.5 text-sm font-medium text-danger"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
