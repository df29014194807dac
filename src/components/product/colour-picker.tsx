import type { Colour } from "@/lib/content";

/**
 * Native radios shown as swatches, with the chosen name in the legend. Being
 * native, a choice made before the island wakes stays checked, and the island
 * adopts it (see product-hero.tsx).
 */
export function ColourPicker({
  id,
  label,
  colours,
  selected,
  onChange,
}: {
  id: string;
  label: string;
  colours: readonly Colour[];
  selected: Colour;
  onChange: (colour: Colour) => void;
}) {
  return (
    <fieldset id={id}>
      <legend className="float-left mr-4 py-2.5 text-sm font-medium">
        {label}: <span className="font-semibold">{selected.name}</span>
      </legend>
      <div className="flex flex-wrap gap-3">
        {colours.map((colour) => (
          <label
            key={colour.value}
            className="relative cursor-pointer"
            title={colour.name}
          >
            <input
              type="radio"
              name="colour"
              value={colour.value}
              checked={colour.value === selected.value}
              onChange={() => onChange(colour)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="block size-11 rounded-full border-2 border-line-strong p-0.5 peer-checked:border-ink peer-checked:ring-2 peer-checked:ring-ink peer-checked:ring-offset-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand"
            >
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
