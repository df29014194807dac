import { store } from "./store";

export const product = {
  title: "Vacuum Compression Travel Backpack",
  meta: {
    title: `Vacuum Compression Travel Backpack, 36L to 60L | ${store.name}`,
    description:
      "The carry-on backpack that expands from 36L to 60L and compresses clothing by up to 80%. Free tracked shipping and a 30-day money-back guarantee.",
  },
} as const;
