import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { ReviewsCopy } from "@/lib/content";
import type { ImageAsset } from "@/lib/image";
import {
  EMPTY_DRAFT,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  isDraftComplete,
  type CompleteDraft,
  type ReviewDraft,
} from "@/lib/review-draft";
import { PhotoField } from "./photo-field";
import { StarRatingInput } from "./star-rating-input";

/**
 * The "Write a review" form in a native modal dialog (focus trap, Escape and
 * the backdrop come from the platform). It opens on mount and again each time
 * `openCount` grows, each time with a fresh form. Submit stays disabled until
 * name, rating and text are set; a valid submit hands the draft over and
 * closes the dialog. `onClose` follows every close, however it happens.
 */
export function WriteReviewDialog({
  openCount,
  onClose,
  ...form
}: ReviewFormProps & {
  /** How many times the shopper asked for the dialog. */
  openCount: number;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [openCount]);

  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      aria-labelledby={form.headingId}
      // The close event comes a task later: by then the shopper may have
      // opened the dialog again, and that one must stay.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg rounded-card bg-canvas p-0 text-ink shadow-card backdrop:bg-ink/60"
    >
      <ReviewForm key={openCount} {...form} onDone={close} />
    </dialog>
  );
}

type ReviewFormProps = {
  /** The id of the dialog's heading, which names it. */
  headingId: string;
  copy: ReviewsCopy["dialog"];
  starLabel: ReviewsCopy["starLabel"];
  dropZoneImage: ImageAsset;
  onSubmit: (draft: CompleteDraft) => void;
};

function ReviewForm({
  headingId,
  copy,
  starLabel,
  dropZoneImage,
  onSubmit,
  onDone,
}: ReviewFormProps & { onDone: () => void }) {
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY_DRAFT);
  const id = useId();
  const change = (part: Partial<ReviewDraft>) =>
    setDraft((current) => ({ ...current, ...part }));

  return (
    <form
      className="relative grid gap-5 p-6"
      onSubmit={(event) => {
        event.preventDefault();
        // Spec §5: a submit missing any required field is ignored.
        if (!isDraftComplete(draft)) return;
        onSubmit(draft);
        setDraft(EMPTY_DRAFT);
        onDone();
      }}
    >
      <div className="pr-10">
        <h2 id={headingId} className="text-xl font-bold">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{copy.intro}</p>
        <p className="mt-1 text-sm text-ink-muted">{copy.deviceOnly}</p>
      </div>

      <Field id={`${id}-name`} label={copy.name}>
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={MAX_NAME_LENGTH}
          autoComplete="name"
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          className={inputClass}
        />
      </Field>

      <StarRatingInput
        legend={copy.rating}
        starLabel={starLabel}
        value={draft.rating}
        onChange={(rating) => change({ rating })}
      />

      <Field id={`${id}-text`} label={copy.text}>
        <textarea
          id={`${id}-text`}
          name="text"
          required
          rows={5}
          maxLength={MAX_TEXT_LENGTH}
          value={draft.text}
          onChange={(event) => change({ text: event.target.value })}
          className={inputClass}
        />
      </Field>

      <PhotoField
        id={`${id}-photo`}
        copy={copy}
        dropZoneImage={dropZoneImage}
        value={draft.image}
        onChange={(image) => change({ image })}
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {copy.cancel}
        </Button>
        <Button type="submit" disabled={!isDraftComplete(draft)}>
          {copy.submit}
        </Button>
      </div>

      {/* Last in the DOM, so that opening the dialog focuses the name field. */}
      <button
        type="button"
        aria-label={copy.close}
        onClick={onDone}
        className="absolute top-4 right-4 grid size-10 place-items-center rounded-full hover:bg-surface"
      >
        <span aria-hidden="true" className="icon-[lucide--x] size-5" />
      </button>
    </form>
  );
}
