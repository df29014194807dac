/**
 * The store's own colours, when its content names them: they replace the
 * brand tokens of src/styles/app.css on every page.
 */
export interface Palette {
  // Each a colour written #rrggbb.
  /** Links, the banner, selected controls; text on white and on brandSoft. */
  brand: string;
  /** Hover and pressed states of brand; text on white and on brandSoft. */
  brandStrong: string;
  /** Pale fills behind brand text: badges, the chosen tab. */
  brandSoft: string;
  /** BUY NOW and the savings badge, under white text. */
  accent: string;
  /** BUY NOW hovered or pressed, under white text. */
  accentStrong: string;
}

/** The page background, and the surface of the trust strip and footer (app.css). */
const WHITE = "#ffffff";
const SURFACE = "#f5f3ee";

/** WCAG 2.2's minimum contrast for body text (1.4.3, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The pairs of the palette that meet as text and background, named for the message. */
const TEXT_PAIRS: readonly [
  keyof Palette | "white" | "surface",
  keyof Palette | "white" | "surface",
][] = [
  ["brand", "white"],
  ["brand", "surface"],
  ["brand", "brandSoft"],
  ["brandStrong", "white"],
  ["brandStrong", "brandSoft"],
  ["white", "brand"],
  ["white", "accent"],
  ["white", "accentStrong"],
];

/** Relative luminance of an sRGB colour (WCAG 2.2, "relative luminance"). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red, green, blue] = channels as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A pair of the palette too faint to read: the colour to change, and why. */
export interface ContrastProblem {
  field: keyof Palette;
  message: string;
}

/**
 * Every text-on-background pair of the palette that is too faint to read:
 * none when the palette meets WCAG AA throughout.
 */
export function paletteContrastProblems(palette: Palette): ContrastProblem[] {
  const colour = { ...palette, white: WHITE, surface: SURFACE };
  return TEXT_PAIRS.flatMap(([text, background]) => {
    const ratio = contrastRatio(colour[text], colour[background]);
    if (ratio >= MIN_TEXT_CONTRAST) return [];
    // The palette's background when it has one in the pair: a paler fill
    // is the usual fix, and white text never is the palette's to change.
    const field = (background in palette ? background : text) as keyof Palette;
    return [
      {
        field,
        message: `${text} text on ${background} has a contrast of ${ratio.toFixed(2)}:1; it needs ${MIN_TEXT_CONTRAST}:1 (WCAG AA)`,
      },
    ];
  });
}

/** The palette as CSS custom properties for :root, overriding app.css's @theme. */
export function paletteCss(palette: Palette): string {
  const tokens: Record<keyof Palette, string> = {
    brand: "--color-brand",
    brandStrong: "--color-brand-strong",
    brandSoft: "--color-brand-soft",
    accent: "--color-accent",
    accentStrong: "--color-accent-strong",
  };
  const declarations = Object.entries(tokens).map(
    ([key, property]) => `${property}:${palette[key as keyof Palette]}`,
  );
  return `:root{${declarations.join(";")}}`;
}
