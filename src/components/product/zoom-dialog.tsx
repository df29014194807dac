import type { ImageAsset } from "@/lib/image-asset";
import { position } from "@/lib/numbers";
import { fill } from "@/lib/template";
import type { GalleryCopy } from "./gallery";
import { ImageArrows } from "./image-arrows";

/**
 * The full-screen view of the gallery, a native modal dialog: the main
 * image opens it and the close button closes it with invoker commands, the
 * browser traps focus, closes it on Escape and gives focus back. Like the
 * gallery, it shows the image whose radio is checked (styles/app.css), with
 * the same arrows; each image is one file fetched only once the view opens.
 */
export function ZoomDialog({
  id,
  base,
  images,
  copy,
  locale,
  onKeyDown,
}: {
  id: string;
  /** Prefix of the gallery's radio ids. */
  base: string;
  images: readonly ImageAsset[];
  copy: GalleryCopy;
  /** The page's language, which writes "2 / 8". */
  locale: string;
  /** The gallery's arrow keys. */
  onKeyDown: (event: React.KeyboardEvent) => void;
}) {
  const total = images.length;
  return (
    <dialog
      id={id}
      aria-label={copy.zoomLabel}
      onKeyDown={onKeyDown}
      className="zoom-dialog"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between p-3">
          <p className="pl-2 text-sm tabular-nums">
            {images.map((image, index) => (
              <span key={image.src} data-for-image={index}>
                {fill("{n} / {total}", position(index, total, locale))}
              </span>
            ))}
          </p>
          <button
            type="button"
            commandfor={id}
            command="close"
            className="zoom-close"
            aria-label={copy.closeZoom}
          >
            <span aria-hidden="true" className="icon-[lucide--x] size-6" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4">
          {images.map((image, index) => (
            <div key={image.src} data-for-image={index}>
              {/* Fetched only once the view opens and shows it. */}
              <img
                src={image.src}
                alt={image.alt}
                loading="lazy"
                className="zoom-image"
              />
              <ImageArrows
                base={base}
                index={index}
                total={total}
                copy={copy}
                className="zoom-arrow"
              />
            </div>
          ))}
        </div>
      </div>
    </dialog>
  );
}
