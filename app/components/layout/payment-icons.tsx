import type { PaymentMethod } from "~/content/types";

/** The logos of the accepted payment methods, each named by its alt text. */
export function PaymentIcons({
  methods,
}: {
  methods: readonly PaymentMethod[];
}) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {methods.map(({ id, name, logo }) => (
        <li key={id} className="flex">
          <img
            src={logo.src}
            alt={name}
            width={38}
            height={Math.round((38 * logo.height) / logo.width)}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
