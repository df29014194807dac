import { Suspense, lazy, useRef, useState } from "react";
import { Picture } from "@/components/ui/picture";
import type { ImageAsset } from "@/lib/image";
import { fill } from "@/lib/template";

const ZoomDialog = lazy(() =>
  import("./zoom-dialog").then((module) => ({ default: module.ZoomDialog })),
);

export type GalleryCopy = Record<
  | "galleryLabel"
  | "thumbnailLabel"
  | "previousImage"
  | "nextImage"
  | "openZoom"
  | "zoomLabel"
  | "closeZoom",
  string
>;

/** Pixels a finger must travel sideways to count as a swipe, not a tap. */
const SWIPE_DISTANCE = 40;

const arrowClass =
  "absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-canvas/90 text-ink shadow-card hover:bg-canvas";

/**
 * Main image with thumbnails (a row on phones, a column beside it on
 * desktop), previous/next buttons, swipe, arrow keys, and a full-screen zoom
 * view whose code loads on first use.
 */
export function Gallery({
  images,
  thumbnails = images,
  selected,
  onSelect,
  copy,
}: {
  images: readonly ImageAsset[];
  /** The same images, made small for the thumbnail strip. */
  thumbnails?: readonly ImageAsset[];
  selected: number;
  onSelect: (index: number) => void;
  copy: GalleryCopy;
}) {
  const [zoomOpen, setZoomOpen] = useState(false);
  const mainRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<number | null>(null);
  const total = images.length;
  const current = images[selected] ?? images[0];
  if (!current) return null;

  const step = (delta: number) => onSelect((selected + delta + total) % total);
  const onArrowKeys = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-label={copy.galleryLabel}
      className="flex min-w-0 flex-col gap-2 lg:grid lg:grid-cols-[4.5rem_minmax(0,1fr)] lg:gap-3"
    >
      <div className="relative min-w-0 flex-1 lg:col-start-2 lg:row-start-1">
        <button
          ref={mainRef}
          type="button"
          className="block w-full cursor-zoom-in overflow-hidden rounded-card bg-surface"
          aria-label={fill(copy.openZoom, { alt: current.alt })}
          onClick={() => setZoomOpen(true)}
          onKeyDown={onArrowKeys}
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
          <Picture
            image={current}
            sizes="(min-width: 1024px) 45vw, 100vw"
            // The first image is what the page opens with: its largest paint.
            loading={selected === 0 ? "eager" : "lazy"}
            fetchPriority={selected === 0 ? "high" : "auto"}
            className="aspect-[4/3] h-auto w-full object-cover lg:aspect-square"
          />
          <span className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full bg-canvas/90 text-ink shadow-card">
            <span
              aria-hidden="true"
              className="icon-[lucide--zoom-in] size-5"
            />
          </span>
        </button>
        <button
          type="button"
          className={`${arrowClass} left-3`}
          aria-label={copy.previousImage}
          onClick={() => step(-1)}
        >
          <span
            aria-hidden="true"
            className="icon-[lucide--chevron-left] size-6"
          />
        </button>
        <button
          type="button"
          className={`${arrowClass} right-3`}
          aria-label={copy.nextImage}
          onClick={() => step(1)}
        >
          <span
            aria-hidden="true"
            className="icon-[lucide--chevron-right] size-6"
          />
        </button>
      </div>

      {/* On desktop the column is exactly as tall as the main image and scrolls. */}
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 lg:col-start-1 lg:row-start-1 lg:mx-0 lg:h-0 lg:min-h-full lg:flex-col lg:overflow-x-visible lg:overflow-y-auto lg:p-1">
        {images.map((image, index) => (
          <li key={image.src} className="shrink-0">
            <button
              type="button"
              aria-label={fill(copy.thumbnailLabel, { n: index + 1, total })}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => onSelect(index)}
              onKeyDown={onArrowKeys}
              className="block size-12 overflow-hidden rounded-control border-2 border-transparent bg-surface aria-[current=true]:border-brand md:size-16"
            >
              <Picture
                image={thumbnails[index] ?? image}
                alt=""
                sizes="80px"
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>

      {zoomOpen ? (
        <Suspense fallback={null}>
          <ZoomDialog
            total={total}
            selected={selected}
            onSelect={onSelect}
            copy={copy}
            onClose={() => {
              setZoomOpen(false);
              mainRef.current?.focus();
            }}
          >
            <Picture
              image={current}
              sizes="100vw"
              className="max-h-full w-auto max-w-full object-contain"
            />
          </ZoomDialog>
        </Suspense>
      ) : null}
    </section>
  );
}
