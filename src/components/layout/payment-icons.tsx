import type { ImageAsset } from "@/lib/image-asset";

export type PaymentIconsProps = {
  /** Each logo's alt text is the payment method's name. */
  methods: readonly { id: string; logo: ImageAsset }[];
};

/** Logos are drawn 38 px wide, their height kept in proportion. */
const LOGO_WIDTH = 38;

/** The logos of the accepted payment methods, each named by its alt text. */
export function PaymentIcons({ methods }: PaymentIconsProps) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {methods.map(({ id, logo }) => (
        <li key={id} className="flex">
          <img
            src={logo.src}
            alt={logo.alt}
            width={LOGO_WIDTH}
            height={Math.round((LOGO_WIDTH * logo.height) / logo.width)}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
