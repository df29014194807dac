import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge knows Tailwind's own scales; the store's @theme in
 * src/styles/app.css adds radius and shadow names it must also know, or
 * `rounded-control` and a caller's `rounded-full` would not be seen as one
 * property (colours need nothing: any `bg-*` or `text-*` name it does not
 * know is a colour). cn.test.ts reads app.css, so a name added there and
 * not here fails.
 */
export const THEME_SCALES = {
  radius: ["card", "control"],
  shadow: ["card", "bar"],
};

/** Made at its first use: the browser's build never calls it. */
let merge: ((classes: string) => string) | undefined;

/**
 * The classes of `joined` that another class of it overrides (two Tailwind
 * classes for one property), or none.
 */
export function overriddenClasses(joined: string): string[] {
  merge ??= extendTailwindMerge({ extend: { theme: THEME_SCALES } });
  const kept = new Set(merge(joined).split(" "));
  return joined.split(" ").filter((name) => name && !kept.has(name));
}

/**
 * Joins class names. Of two Tailwind classes for one property the
 * stylesheet's order would pick the winner, not the order here, so a
 * component never takes a caller's class that overrides its own (sizes are
 * variants: see button.tsx). While pages are pre-rendered, in development
 * and in tests, every join is checked and a conflict throws; the browser's
 * build drops the check and tailwind-merge with it, whose set-up alone took
 * about 55 ms of main thread under a 4× slower CPU at an island's first
 * wake (docs/performance.md).
 */
export function cn(...classes: ClassValue[]): string {
  const joined = clsx(classes);
  if (import.meta.env.SSR || import.meta.env.DEV) {
    const overridden = overriddenClasses(joined);
    if (overridden.length > 0)
      throw new Error(
        `Classes "${joined}" set one property twice: ${overridden.join(", ")} would be overridden`,
      );
  }
  return joined;
}
