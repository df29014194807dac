import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { ReviewsCopy } from "@/lib/content";
import type { ImageAsset } from "@/lib/image-asset";
import {
  EMPTY_DRAFT,
  draftFromFormData,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  isDraftComplete,
  type CompleteDraft,
  type ReviewDraft,
} from "@/lib/review-draft";
import { PhotoField } from "./photo-field";
import { StarRatingInput } from "./star-rating-input";

/**
 * The "Write a review" form in a native modal dialog, in the page's HTML:
 * the section's button opens it with an invoker command, so it opens at the
 * first tap, before the island wakes; focus trap, Escape, the backdrop and
 * focus going back to the button come from the platform. Submit stays
 * disabled until name, rating and text are set; a valid submit hands the
 * draft over and closes the dialog. However it closes, the next opening
 * shows a fresh form.
 */
export function WriteReviewDialog({
  id,
  onOpen,
  ...form
}: ReviewFormProps & {
  /** The dialog's id, which the opening button's commandfor names. */
  id: string;
  /** Called each time the dialog opens, where the browser says so (its `toggle` event). */
  onOpen?: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  /** Counts closings: each gives the next opening a fresh form. */
  const [closings, setClosings] = useState(0);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !onOpen) return;
    const toggled = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") onOpen();
    };
    dialog.addEventListener("toggle", toggled);
    return () => dialog.removeEventListener("toggle", toggled);
  }, [onOpen]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={form.headingId}
      onClose={() => setClosings((count) => count + 1)}
      className="review-dialog"
    >
      <ReviewForm
        key={closings}
        dialogId={id}
        {...form}
        onDone={() => ref.current?.close()}
      />
    </dialog>
  );
}

type ReviewFormProps = {
  /** The id of the dialog's heading, which names it. */
  headingId: string;
  copy: ReviewsCopy["dialog"];
  starLabel: ReviewsCopy["starLabel"];
  /** The page's language, which writes the numbers of stars. */
  locale: string;
  dropZoneImage: ImageAsset;
  onSubmit: (draft: CompleteDraft) => void;
};

function ReviewForm({
  dialogId,
  headingId,
  copy,
  starLabel,
  locale,
  dropZoneImage,
  onSubmit,
  onDone,
}: ReviewFormProps & { dialogId: string; onDone: () => void }) {
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY_DRAFT);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const change = (part: Partial<ReviewDraft>) =>
    setDraft((current) => ({ ...current, ...part }));

  // What the shopper typed or chose in the form before the island woke.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = draftFromFormData(new FormData(form));
    if (typed.name || typed.text || typed.rating !== null)
      setDraft((current) => ({ ...current, ...typed }));
  }, []);

  return (
    <form
      ref={formRef}
      className="relative grid gap-5 p-6"
      onSubmit={(event) => {
        event.preventDefault();
        // A submit missing any required field is ignored.
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
          type="text"
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
        locale={locale}
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
        <Button variant="outline" commandfor={dialogId} command="close">
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
        commandfor={dialogId}
        command="close"
        className="review-dialog-close"
      >
        <span aria-hidden="true" className="icon-[lucide--x] size-5" />
      </button>
    </form>
  );
}
