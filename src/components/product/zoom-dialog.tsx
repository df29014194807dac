import { useEffect, useRef } from "react";
import type { GalleryCopy } from "./gallery";

const buttonClass =
  "grid size-12 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white";

/**
 * The full-screen view of the gallery, a native modal dialog: the browser
 * traps focus and closes it on Escape. The gallery draws the picture, so
 * this chunk, loaded on first use, carries no image code.
 */
export function ZoomDialog({
  total,
  selected,
  onSelect,
  onClose,
  copy,
  children,
}: {
  total: number;
  selected: number;
  onSelect: (index: number) => void;
  onClose: () => void;
  copy: GalleryCopy;
  /** The selected image, drawn at full size. */
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const step = (delta: number) => onSelect((selected + delta + total) % total);

  return (
    <dialog
      ref={ref}
      aria-label={copy.zoomLabel}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") step(-1);
        if (event.key === "ArrowRight") step(1);
      }}
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-ink p-0 text-white backdrop:bg-ink/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between p-3">
          <p className="pl-2 text-sm tabular-nums" aria-live="polite">
            {selected + 1} / {total}
          </p>
          <button
            type="button"
            className={buttonClass}
            aria-label={copy.closeZoom}
            onClick={() => ref.current?.close()}
          >
            <span aria-hidden="true" className="icon-[lucide--x] size-6" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4">
          {children}
          <button
            type="button"
            className={`${buttonClass} absolute top-1/2 left-3 -translate-y-1/2`}
            aria-label={copy.previousImage}
            onClick={() => step(-1)}
          >
            <span
              aria-hidden="true"
              className="icon-[lucide--chevron-left] size-7"
            />
          </button>
          <button
            type="button"
            className={`${buttonClass} absolute top-1/2 right-3 -translate-y-1/2`}
            aria-label={copy.nextImage}
            onClick={() => step(1)}
          >
            <span
              aria-hidden="true"
              className="icon-[lucide--chevron-right] size-7"
            />
          </button>
        </div>
      </div>
    </dialog>
  );
}
