import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge knows Tailwind's own scales; the store's @theme in
 * src/styles/app.css adds radius and shadow names it must also know, or
 * `rounded-control` and a caller's `rounded-full` would both stay (colours
 * need nothing: any `bg-*` or `text-*` name it does not know is a colour).
 * cn.test.ts reads app.css, so a name added there and not here fails.
 */
export const THEME_SCALES = {
  radius: ["card", "control"],
  shadow: ["card", "bar"],
};

const merge = extendTailwindMerge({ extend: { theme: THEME_SCALES } });

/** Joins class names; of two Tailwind classes for the same property, the later wins. */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes));
}
