import { useEffect, useId, useState } from "react";
import { IslandBoundary } from "@/components/ui/island-boundary";
import { COLOUR_PARAM, colourFromParam, urlWithColour } from "@/lib/colour";
import type { Colour } from "@/lib/content";
import type { ImageAsset } from "@/lib/image";
import { ColourPicker } from "./colour-picker";
import { Gallery, type GalleryCopy } from "./gallery";
import { useClientValue } from "./use-client-value";

export type ProductHeroProps = {
  images: readonly ImageAsset[];
  /** The same images, made small for the thumbnail strip; else `images`. */
  thumbnails?: readonly ImageAsset[];
  /** The first is the default. */
  colours: readonly Colour[];
  copy: GalleryCopy & { colourLabel: string };
  /** "Unexpected Application Error!", shown if the island throws. */
  errorHeading: string;
  /** Astro slot: badge, title, rating and prices, static HTML above the colours. */
  summary?: React.ReactNode;
  /** Astro slot: BUY NOW and the benefits, static HTML below the colours. */
  purchase?: React.ReactNode;
};

/**
 * The colour a shopper arrives with or already chose: a radio checked before
 * the island woke (or restored by the browser) wins, then ?color=.
 */
function readArrivingColour(pickerId: string, defaultValue: string) {
  const checked = document
    .getElementById(pickerId)
    ?.querySelector<HTMLInputElement>("input:checked");
  if (checked && checked.value !== defaultValue) return checked.value;
  return new URLSearchParams(window.location.search).get(COLOUR_PARAM);
}

function Hero({
  images,
  thumbnails,
  colours,
  copy,
  summary,
  purchase,
}: ProductHeroProps) {
  const pickerId = useId();
  const defaultColour = colourFromParam(colours, null);
  const arriving = useClientValue(
    () => readArrivingColour(pickerId, defaultColour.value),
    null,
  );
  const [chosenColour, setChosenColour] = useState<Colour | null>(null);
  const [chosenImage, setChosenImage] = useState<number | null>(null);

  const colour = chosenColour ?? colourFromParam(colours, arriving);
  const image = chosenImage ?? colour.image;

  // A colour picked before the island woke goes into the address, as a
  // later pick would; a ?color= the page arrived with is left as it is.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (arriving === null || url.searchParams.get(COLOUR_PARAM) === arriving)
      return;
    const picked = colours.find((candidate) => candidate.value === arriving);
    if (picked)
      window.history.replaceState(
        window.history.state,
        "",
        urlWithColour(url.href, picked),
      );
  }, [arriving, colours]);

  const changeColour = (next: Colour) => {
    setChosenColour(next);
    setChosenImage(null);
    // Keep the choice in the address without adding a history entry per click.
    window.history.replaceState(
      window.history.state,
      "",
      urlWithColour(window.location.href, next),
    );
  };

  return (
    <>
      <Gallery
        images={images}
        thumbnails={thumbnails}
        selected={image}
        onSelect={setChosenImage}
        copy={copy}
      />
      <div className="flex flex-col gap-4 md:gap-5">
        {summary}
        <ColourPicker
          id={pickerId}
          label={copy.colourLabel}
          colours={colours}
          selected={colour}
          onChange={changeColour}
        />
        {purchase}
      </div>
    </>
  );
}

/**
 * Island (client:intent): the gallery and the colour picker, which drives the
 * main image and ?color=. The product's text around the picker comes in as
 * static slots, so the island carries no copy it does not change.
 */
export function ProductHero({ errorHeading, ...props }: ProductHeroProps) {
  return (
    <IslandBoundary heading={errorHeading}>
      <Hero errorHeading={errorHeading} {...props} />
    </IslandBoundary>
  );
}
