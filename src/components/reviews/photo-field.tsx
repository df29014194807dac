import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Picture } from "@/components/ui/picture";
import type { ReviewsCopy } from "@/lib/content";
import type { ImageAsset } from "@/lib/image-asset";
import { preparePhoto, type PhotoResult } from "@/lib/photo";

type Reason = Extract<PhotoResult, { ok: false }>["reason"];

/**
 * The optional photo: a file picker or a drop zone while there is none, a
 * preview and "Remove photo" once there is. Every file is decoded and redrawn
 * (see preparePhoto), so only ever a JPEG bitmap is shown, never a live SVG.
 */
export function PhotoField({
  id,
  copy,
  dropZoneImage,
  value,
  onChange,
}: {
  id: string;
  copy: Pick<
    ReviewsCopy["dialog"],
    | "photo"
    | "photoHint"
    | "dropHere"
    | "choosePhoto"
    | "removePhoto"
    | "notAnImage"
    | "tooLarge"
    | "unreadable"
  >;
  dropZoneImage: ImageAsset;
  /** The photo as a data URL, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const errors: Record<Reason, string> = {
    "not-an-image": copy.notAnImage,
    "too-large": copy.tooLarge,
    unreadable: copy.unreadable,
  };

  const takeFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const result = await preparePhoto(file);
    if (result.ok) onChange(result.dataUrl);
    else setError(errors[result.reason]);
  };

  return (
    <div>
      <p id={`${id}-label`} className="font-medium">
        {copy.photo}
      </p>
      {value ? (
        <div className="mt-2 flex items-center gap-4">
          <img
            src={value}
            alt=""
            className="size-24 rounded-control object-cover"
          />
          <Button variant="outline" onClick={() => onChange(null)}>
            {copy.removePhoto}
          </Button>
        </div>
      ) : (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void takeFile(event.dataTransfer.files[0]);
          }}
          className={cn(
            "drop-zone",
            dragging ? "border-brand bg-brand-soft" : "border-line-strong",
          )}
        >
          <Picture image={dropZoneImage} />
          <p>
            {`${copy.dropHere} `}
            <label className="cursor-pointer font-semibold text-brand underline underline-offset-4">
              {copy.choosePhoto}
              <input
                type="file"
                accept="image/*"
                aria-describedby={`${id}-label ${id}-hint`}
                className="sr-only"
                onChange={(event) => {
                  void takeFile(event.target.files?.[0]);
                  // So that choosing the same file again is seen as a change.
                  event.target.value = "";
                }}
              />
            </label>
          </p>
          <p id={`${id}-hint`} className="text-ink-muted">
            {copy.photoHint}
          </p>
        </div>
      )}
      <p aria-live="polite" className="mt-2 text-sm font-medium text-danger">
        {error}
      </p>
    </div>
  );
}
