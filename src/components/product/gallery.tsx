import { useRef } from "react";
import { Picture } from "@/components/ui/picture";
import type { ImageAsset } from "@/lib/image-asset";
import { position } from "@/lib/numbers";
import { fill } from "@/lib/template";
import { ImageArrows, imageRadioId } from "./image-arrows";
import { ZoomDialog } from "./zoom-dialog";

export type GalleryCopy = Record<
  | "galleryLabel"
  | "thumbnailLabel"
  | "previousImage"
  | "nextImage"
  | "openZoom"
  | "zoomLabel"
  | "closeZoom"
  | "colourLabel",
  string
>;

/** The image radios' name, and the value of the one that shows the colour's image. */
export const IMAGE_RADIO = "image";
export const COLOUR_IMAGE = "colour";

/** Pixels a finger must travel sideways to count as a swipe, not a tap. */
const SWIPE_DISTANCE = 40;

/**
 * Main image with thumbnails (a row on phones, a column beside it on
 * desktop) and a full-screen zoom view. The platform does the work: the
 * thumbnails are a radio group, the shown image follows the checked radio
 * in CSS (`data-for-image`, styles/app.css), the arrows are labels of the
 * neighbouring radios, and the main image opens the zoom <dialog> with an
 * invoker command. So the first tap answers at once, with or without
 * JavaScript. Once awake, the island adds swipe and arrow keys on the main
 * image, which check a radio like a tap does.
 */
export function Gallery({
  base,
  images,
  thumbnails = images,
  copy,
  locale,
}: {
  /** Prefix of the radios' ids (from useId). */
  base: string;
  images: readonly ImageAsset[];
  /** The same images, made small for the thumbnail strip. */
  thumbnails?: readonly ImageAsset[];
  copy: GalleryCopy;
  /** The page's language, which writes "View image 2 of 8" and the zoom's "2 / 8". */
  locale: string;
}) {
  const section = useRef<HTMLElement>(null);
  const touchStart = useRef<number | null>(null);
  const total = images.length;
  const zoomId = `${base}-zoom`;

  /** Checks the radio `delta` images away from the shown one. */
  const step = (delta: number) => {
    const shown = shownImage(section.current);
    if (shown === null) return;
    const next = (shown + delta + total) % total;
    const radio = document.getElementById(imageRadioId(base, next));
    if (radio instanceof HTMLInputElement) radio.checked = true;
    // A focused main image was just hidden: focus moves to the one now shown.
    const focused = document.activeElement;
    if (focused?.matches("[data-for-image] > button"))
      section.current
        ?.querySelector<HTMLElement>(`[data-for-image="${next}"] > button`)
        ?.focus();
  };
  const onArrowKeys = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      ref={section}
      aria-label={copy.galleryLabel}
      className="flex min-w-0 flex-col gap-2 lg:grid lg:grid-cols-[4.5rem_minmax(0,1fr)] lg:gap-3"
    >
      {/* Checked until a thumbnail is: the chosen colour's image shows.
          Hidden, so no one hears its name; checkers still ask every
          control for one. */}
      <input
        type="radio"
        name={IMAGE_RADIO}
        value={COLOUR_IMAGE}
        data-image={COLOUR_IMAGE}
        aria-label={copy.colourLabel}
        defaultChecked
        hidden
      />
      <div
        className="relative min-w-0 flex-1 lg:col-start-2 lg:row-start-1"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (
            start === null ||
            end === undefined ||
            Math.abs(end - start) < SWIPE_DISTANCE
          )
            return;
          step(end < start ? 1 : -1);
        }}
      >
        {images.map((image, index) => (
          <div key={image.src} data-for-image={index}>
            <button
              type="button"
              commandfor={zoomId}
              command="show-modal"
              className="gallery-zoom"
              aria-label={fill(copy.openZoom, { alt: image.alt })}
              onKeyDown={onArrowKeys}
            >
              <Picture
                image={image}
                sizes="(min-width: 1024px) 45vw, 100vw"
                // The first image is what the page opens with: its largest paint.
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : undefined}
                className="gallery-image"
              />
            </button>
            <ImageArrows
              base={base}
              index={index}
              total={total}
              copy={copy}
              className="gallery-arrow"
            />
          </div>
        ))}
        {/* One badge over whichever image shows; a tap on it reaches the image. */}
        <span aria-hidden="true" className="gallery-zoom-hint">
          <span className="icon-[lucide--zoom-in] size-5" />
        </span>
      </div>

      {/* On desktop the column is exactly as tall as the main image and scrolls. */}
      <ul className="gallery-thumbs">
        {images.map((image, index) => (
          <li key={image.src} className="shrink-0">
            <label data-thumb={index} className="gallery-thumb">
              <input
                type="radio"
                id={imageRadioId(base, index)}
                name={IMAGE_RADIO}
                value={index}
                data-image={index}
                aria-label={fill(
                  copy.thumbnailLabel,
                  position(index, total, locale),
                )}
                className="sr-only"
              />
              <Picture
                image={thumbnails[index] ?? image}
                alt=""
                sizes="80px"
                loading="lazy"
                className="size-full object-cover"
              />
            </label>
          </li>
        ))}
      </ul>

      <ZoomDialog
        id={zoomId}
        base={base}
        images={images}
        copy={copy}
        locale={locale}
        onKeyDown={onArrowKeys}
      />
    </section>
  );
}

/** The index of the image the gallery shows: its checked radio's, or the chosen colour's. */
export function shownImage(gallery: Element | null): number | null {
  const checked = gallery?.querySelector<HTMLInputElement>(
    `input[name="${IMAGE_RADIO}"]:checked`,
  );
  if (!checked) return null;
  if (checked.value !== COLOUR_IMAGE) return Number(checked.value);
  const colour = document.querySelector<HTMLInputElement>(
    "input[data-colour-image]:checked",
  );
  return colour ? Number(colour.dataset.colourImage) : 0;
}
