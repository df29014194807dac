import type { Colour } from "@/lib/content";

/** The query parameter that keeps the chosen colour, e.g. ?color=grey. */
export const COLOUR_PARAM = "color";

/**
 * The colour a ?color= value names. Unknown, empty or missing values give the
 * first colour, the default.
 */
export function colourFromParam<C extends Pick<Colour, "value">>(
  colours: readonly C[],
  value: string | null,
): C {
  const colour =
    colours.find((candidate) => candidate.value === value) ?? colours[0];
  if (!colour) throw new Error("A product needs at least one colour");
  return colour;
}

/** The ?color= value of an address, or null when it has none. */
export function colourParam(href: string): string | null {
  return new URL(href).searchParams.get(COLOUR_PARAM);
}

/** The current address with ?color= set to the colour, other parameters and the hash kept. */
export function urlWithColour(
  href: string,
  colour: Pick<Colour, "value">,
): string {
  const url = new URL(href);
  url.searchParams.set(COLOUR_PARAM, colour.value);
  return `${url.pathname}${url.search}${url.hash}`;
}
