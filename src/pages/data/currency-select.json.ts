import type { APIRoute } from "astro";
import { currencySelectProps } from "@/components/layout/currency-select-props";

/** The currency selector island's data (currency-select-island.tsx), a static file. */
export const GET: APIRoute = async () =>
  Response.json(await currencySelectProps());
