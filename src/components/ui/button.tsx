import { cn } from "@/components/ui/cn";

const variants = {
  primary: "bg-brand text-white hover:bg-brand-strong active:bg-brand-strong",
  accent: "bg-accent text-white hover:bg-accent-strong active:bg-accent-strong",
  outline:
    "border border-line-strong bg-canvas text-ink hover:bg-surface active:bg-line",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Classes of a button, for links that must look like one; the caller's classes win. */
export function buttonClass(
  variant: ButtonVariant = "primary",
  className?: string,
): string {
  return cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50",
    variants[variant],
    className,
  );
}

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      {...props}
    />
  );
}
