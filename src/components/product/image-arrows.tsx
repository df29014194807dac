/** The id of image radio `index`, for the labels that check it. */
export const imageRadioId = (base: string, index: number) =>
  `${base}-image-${index}`;

/**
 * The previous and next arrows of image `index`: labels of the neighbouring
 * image radios, so a tap turns the gallery with no script. They are a
 * pointer's shortcut: keyboards and screen readers have the same steps in
 * the thumbnails' radio group (arrow keys, with wrap-around).
 */
export function ImageArrows({
  base,
  index,
  total,
  copy,
  className,
}: {
  base: string;
  index: number;
  total: number;
  copy: { previousImage: string; nextImage: string };
  /** The view's size and colours. */
  className: string;
}) {
  const arrows = [
    { step: -1, label: copy.previousImage, arrow: "previous" },
    { step: 1, label: copy.nextImage, arrow: "next" },
  ] as const;
  return arrows.map(({ step, label, arrow }) => (
    // No text of its own, so it adds nothing to the radio's name (which is
    // its aria-label); the radio group is the accessible control. HTML
    // forbids aria-hidden on a label of a control. Its shape and chevron
    // are drawn in styles/app.css, once for the 32 on the page.
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label
      key={step}
      htmlFor={imageRadioId(base, (index + step + total) % total)}
      title={label}
      data-arrow={arrow}
      className={className}
    />
  ));
}
