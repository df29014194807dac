/**
 * The product gallery's rules that go by position, which app.css loads with
 * `@plugin`: each main image, zoomed image and counter carries
 * data-for-image="n" and shows only while image radio n is checked, or while
 * the "colour" radio is (no thumbnail picked since the last colour) and the
 * checked colour names image n; the shown image's thumbnail is outlined;
 * the checked colour's name shows in the picker's legend. CSS cannot match
 * one attribute's value to another's, so there is one rule per position, up
 * to the limits the product schema enforces (schemas/gallery-limits.ts).
 * They go in the base layer, as Tailwind's plugins can add components only
 * as class names; no utility on these elements sets what they set.
 */
import plugin from "tailwindcss/plugin";
import { GALLERY_LIMITS } from "../schemas/gallery-limits";

const positions = (count: number) => Array.from({ length: count }, (_, n) => n);

/** The hero while no thumbnail is picked and the checked colour names image n. */
const colourShows = (n: number) =>
  `[data-hero]:has([data-image="colour"]:checked):has([data-colour-image="${n}"]:checked)`;

/** The rules, as the plugin adds them; exported for the test. */
export function galleryRules(
  limits: { images: number; colours: number } = GALLERY_LIMITS,
): Record<string, Record<string, string>> {
  const images = positions(limits.images);
  return {
    "[data-hero] [data-for-image], [data-hero] [data-colour-name]": {
      display: "none",
    },
    "[data-thumb]": { "border-color": "transparent" },
    [images
      .flatMap((n) => [
        `[data-hero]:has([data-image="${n}"]:checked) [data-for-image="${n}"]`,
        `${colourShows(n)} [data-for-image="${n}"]`,
      ])
      .join(",\n")]: { display: "contents" },
    [[
      "[data-thumb]:has(:checked)",
      ...images.map((n) => `${colourShows(n)} [data-thumb="${n}"]`),
    ].join(",\n")]: { "border-color": "var(--color-brand)" },
    [positions(limits.colours)
      .map(
        (n) =>
          `[data-hero]:has([data-colour="${n}"]:checked) [data-colour-name="${n}"]`,
      )
      .join(",\n")]: { display: "inline" },
  };
}

export default plugin(({ addBase }) => {
  addBase(galleryRules());
});
