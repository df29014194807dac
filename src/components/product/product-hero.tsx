import { useEffect, useId, useRef } from "react";
import { colourParam, urlWithColour } from "@/lib/colour";
import type { Colour } from "@/lib/content";
import type { ImageAsset } from "@/lib/image-asset";
import { ColourPicker } from "./colour-picker";
import {
  COLOUR_IMAGE,
  Gallery,
  IMAGE_RADIO,
  type GalleryCopy,
} from "./gallery";

export type ProductHeroProps = {
  images: readonly ImageAsset[];
  /** The same images, made small for the thumbnail strip; else `images`. */
  thumbnails?: readonly ImageAsset[];
  /** The first is the default. */
  colours: readonly Colour[];
  copy: GalleryCopy;
  /** The page's language, which writes the gallery's numbers. */
  locale: string;
  /** Astro slot: badge, title, rating and prices, static HTML above the colours. */
  summary?: React.ReactNode;
  /** Astro slot: BUY NOW and the benefits, static HTML below the colours. */
  purchase?: React.ReactNode;
};

/** Keeps the colour in the address without adding a history entry per pick. */
function keepInAddress(colour: Pick<Colour, "value">) {
  window.history.replaceState(
    window.history.state,
    "",
    urlWithColour(window.location.href, colour),
  );
}

/**
 * The gallery and the colour picker (the island
 * src/islands/product-hero-island.tsx). Both are native radios that work
 * before the island wakes (see gallery.tsx); once awake it
 * adds swipe and arrow keys, brings back the colour's image when a colour is
 * picked after a thumbnail, and keeps the colour in the address (?color=).
 * The product's text around the picker comes in as static slots, so the
 * island carries no copy it does not change.
 */
export function ProductHero({
  images,
  thumbnails,
  colours,
  copy,
  locale,
  summary,
  purchase,
}: ProductHeroProps) {
  const base = useId();
  const root = useRef<HTMLDivElement>(null);

  // On waking: a colour picked before the island woke goes into the
  // address, as a later pick would; otherwise a ?color= the page arrived
  // with is chosen (an unknown one leaves the default).
  useEffect(() => {
    const radios = [
      ...(root.current?.querySelectorAll<HTMLInputElement>(
        'input[name="colour"]',
      ) ?? []),
    ];
    const picked = colours.find(
      (colour, index) => index > 0 && radios[index]?.checked,
    );
    const arriving = colourParam(window.location.href);
    if (picked) {
      if (picked.value !== arriving) keepInAddress(picked);
      return;
    }
    const index = colours.findIndex((colour) => colour.value === arriving);
    const radio = radios[index];
    if (radio) radio.checked = true;
  }, [colours]);

  const changeColour = (colour: Colour) => {
    // The chosen colour's image shows again, whatever thumbnail was picked.
    const colourImage = root.current?.querySelector<HTMLInputElement>(
      `input[name="${IMAGE_RADIO}"][value="${COLOUR_IMAGE}"]`,
    );
    if (colourImage) colourImage.checked = true;
    keepInAddress(colour);
  };

  return (
    <div ref={root} data-hero="" className="contents">
      <Gallery
        base={base}
        images={images}
        thumbnails={thumbnails}
        copy={copy}
        locale={locale}
      />
      <div className="flex flex-col gap-4 md:gap-5">
        {summary}
        <ColourPicker
          label={copy.colourLabel}
          colours={colours}
          onChange={changeColour}
        />
        {purchase}
      </div>
    </div>
  );
}
