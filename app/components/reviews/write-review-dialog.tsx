import { Star, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import type { ImageAsset, ReviewsCopy, StarRating } from "~/content/types";
import { preparePhoto, type PhotoResult } from "~/lib/photo";
import { isDraftComplete, type ReviewDraft } from "~/lib/review-draft";

const RATINGS: readonly StarRating[] = [1, 2, 3, 4, 5];
const EMPTY: ReviewDraft = { name: "", rating: null, text: "", image: null };

/**
 * The "Write a review" form in a native modal dialog. Submit stays disabled
 * until name, rating and text are set; a valid submit hands the draft over
 * and closes the dialog, which resets it.
 */
export default function WriteReviewDialog({
  copy,
  dropZoneImage,
  onSubmit,
  onClose,
}: {
  copy: ReviewsCopy["dialog"];
  dropZoneImage: ImageAsset;
  onSubmit: (draft: ReviewDraft & { rating: StarRating }) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const errors: Record<Exclude<PhotoResult, { ok: true }>["reason"], string> = {
    "not-an-image": copy.notAnImage,
    "too-large": copy.tooLarge,
    unreadable: copy.unreadable,
  };

  const takeFile = async (file: File | undefined) => {
    if (!file) return;
    setPhotoError(null);
    const result = await preparePhoto(file);
    if (result.ok)
      setDraft((current) => ({ ...current, image: result.dataUrl }));
    else setPhotoError(errors[result.reason]);
  };

  const complete = isDraftComplete(draft);
  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-heading`}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg rounded-card bg-canvas p-0 text-ink shadow-card backdrop:bg-ink/60"
    >
      <form
        className="relative grid gap-5 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          // Spec §5: a submit missing any required field is ignored.
          if (!isDraftComplete(draft)) return;
          onSubmit(draft);
          setDraft(EMPTY);
          close();
        }}
      >
        <div className="pr-10">
          <h2 id={`${id}-heading`} className="text-xl font-bold">
            {copy.heading}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{copy.intro}</p>
        </div>

        <Field id={`${id}-name`} label={copy.name}>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={80}
            autoComplete="name"
            value={draft.name}
            onChange={(event) =>
              setDraft({ ...draft, name: event.target.value })
            }
            className={inputClass}
          />
        </Field>

        <fieldset>
          <legend className="font-medium">{copy.rating}</legend>
          <div className="mt-1.5 flex gap-1">
            {RATINGS.map((value) => (
              <label key={value} className="cursor-pointer">
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  required
                  checked={draft.rating === value}
                  onChange={() => setDraft({ ...draft, rating: value })}
                  className="peer sr-only"
                />
                <span className="sr-only">
                  {value} {value === 1 ? "star" : "stars"}
                </span>
                <Star
                  aria-hidden="true"
                  className={`size-9 rounded-sm p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-brand ${
                    draft.rating !== null && value <= draft.rating
                      ? "fill-star text-star"
                      : "text-line-strong"
                  }`}
                />
              </label>
            ))}
          </div>
        </fieldset>

        <Field id={`${id}-text`} label={copy.text}>
          <textarea
            id={`${id}-text`}
            name="text"
            required
            rows={5}
            maxLength={5000}
            value={draft.text}
            onChange={(event) =>
              setDraft({ ...draft, text: event.target.value })
            }
            className={inputClass}
          />
        </Field>

        <div>
          <p id={`${id}-photo`} className="font-medium">
            {copy.photo}
          </p>
          {draft.image ? (
            <div className="mt-2 flex items-center gap-4">
              <img
                src={draft.image}
                alt=""
                className="size-24 rounded-control object-cover"
              />
              <Button
                variant="outline"
                onClick={() => setDraft({ ...draft, image: null })}
              >
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
              className={`mt-2 flex flex-col items-center gap-2 rounded-card border-2 border-dashed p-5 text-center text-sm ${
                dragging ? "border-brand bg-brand-soft" : "border-line-strong"
              }`}
            >
              <img
                src={dropZoneImage.src}
                alt={dropZoneImage.alt}
                width={dropZoneImage.width}
                height={dropZoneImage.height}
              />
              <p>
                {copy.dropHere}{" "}
                <label className="cursor-pointer font-semibold text-brand underline underline-offset-4">
                  {copy.choosePhoto}
                  <input
                    type="file"
                    accept="image/*"
                    aria-describedby={`${id}-photo ${id}-photo-hint`}
                    className="sr-only"
                    onChange={(event) => {
                      void takeFile(event.target.files?.[0]);
                      event.target.value = "";
                    }}
                  />
                </label>
              </p>
              <p id={`${id}-photo-hint`} className="text-ink-muted">
                {copy.photoHint}
              </p>
            </div>
          )}
          <p
            aria-live="polite"
            className="mt-2 text-sm font-medium text-danger"
          >
            {photoError}
          </p>
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            {copy.cancel}
          </Button>
          <Button type="submit" disabled={!complete}>
            {copy.submit}
          </Button>
        </div>

        {/* Last in the DOM, so that opening the dialog focuses the name field. */}
        <button
          type="button"
          aria-label={copy.close}
          onClick={close}
          className="absolute top-4 right-4 grid size-10 place-items-center rounded-full hover:bg-surface"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </form>
    </dialog>
  );
}
