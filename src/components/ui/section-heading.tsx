import { cn } from "@/components/ui/cn";

/** The heading of a section of the product page (FAQ, related products, reviews). */
export function SectionHeading({
  className,
  children,
  ...props
}: React.ComponentProps<"h2">) {
  return (
    <h2
      className={cn("text-2xl font-bold tracking-tight md:text-3xl", className)}
      {...props}
    >
      {children}
    </h2>
  );
}
