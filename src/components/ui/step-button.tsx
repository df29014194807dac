import { cn } from "@/components/ui/cn";

const chevrons = {
  "-1": "icon-[lucide--chevron-left]",
  "1": "icon-[lucide--chevron-right]",
} as const;

/**
 * A previous or next button of a widget that steps through its items (a
 * carousel, a tab row): `value` is the step its custom element reads, and
 * a chevron points the way. The caller names it with `aria-label` and
 * sizes its chevron with `iconClassName`.
 */
export function StepButton({
  iconClassName,
  type = "button",
  ...props
}: Omit<React.ComponentProps<"button">, "value" | "children"> & {
  value: keyof typeof chevrons;
  iconClassName: string;
}) {
  return (
    <button type={type} {...props}>
      <span
        aria-hidden="true"
        className={cn(chevrons[props.value], iconClassName)}
      />
    </button>
  );
}
