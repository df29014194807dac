import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names; of two Tailwind classes for the same property, the later wins. */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
