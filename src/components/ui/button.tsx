import { cn } from "@/components/ui/cn";

const variants = {
  primary: "bg-brand text-white hover:bg-brand-strong active:bg-brand-strong",
  accent: "bg-accent text-white hover:bg-accent-strong active:bg-accent-strong",
  outline:
    "border border-line-strong bg-canvas text-ink hover:bg-surface active:bg-line",
} as const;

/** "large" is BUY NOW's. */
const sizes = {
  base: "min-h-11 text-base",
  large: "min-h-13 text-lg tracking-wide",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * Classes of a button, for links that must look like one. The caller's
 * classes place it (margins, width); they never restyle it (cn.ts).
 */
export function buttonClass(
  variant: ButtonVariant = "primary",
  className?: string,
  size: ButtonSize = "base",
): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-control px-5 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50",
    sizes[size],
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
