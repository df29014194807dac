import type { Colour } from "@/lib/content";

/**
 * Native radios shown as swatches, with the chosen name in the legend:
 * every name is in the HTML and CSS shows the checked colour's
 * (`data-colour-name`, styles/app.css), so a choice shows at once, before
 * the island wakes and without JavaScript. Each radio names its gallery
 * image (`data-colour-image`), which the gallery shows while no thumbnail
 * has been picked since.
 */
export function ColourPicker({
  label,
  colours,
  onChange,
}: {
  label: string;
  colours: readonly Colour[];
  onChange: (colour: Colour) => void;
}) {
  return (
    <fieldset>
      <legend className="float-left mr-4 py-2.5 text-sm font-medium">
        {`${label}: `}
        {colours.map((colour, index) => (
          <span
            key={colour.value}
            data-colour-name={index}
            className="font-semibold"
          >
            {colour.name}
          </span>
        ))}
      </legend>
      <div className="flex flex-wrap gap-3">
        {colours.map((colour, index) => (
          <label
            key={colour.value}
            className="relative cursor-pointer"
            title={colour.name}
          >
            <input
              type="radio"
              name="colour"
              value={colour.value}
              data-colour={index}
              data-colour-image={colour.image}
              defaultChecked={index === 0}
              onChange={() => onChange(colour)}
              className="peer sr-only"
            />
            <span aria-hidden="true" className="colour-swatch">
              {/* A fill attribute, not a style: the CSP allows no inline styles. */}
              <svg viewBox="0 0 2 2" className="block size-full">
                <circle cx="1" cy="1" r="1" fill={colour.swatch} />
              </svg>
            </span>
            <span className="sr-only">{colour.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
