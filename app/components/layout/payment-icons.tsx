import { AmericanExpressFlatRoundedIcon } from "react-svg-credit-card-payment-icons/americanexpress";
import { DinersClubFlatRoundedIcon } from "react-svg-credit-card-payment-icons/dinersclub";
import { EloFlatRoundedIcon } from "react-svg-credit-card-payment-icons/elo";
import { HipercardFlatRoundedIcon } from "react-svg-credit-card-payment-icons/hipercard";
import { MastercardFlatRoundedIcon } from "react-svg-credit-card-payment-icons/mastercard";
import { VisaFlatRoundedIcon } from "react-svg-credit-card-payment-icons/visa";
import { siGooglepay, siMeta, type SimpleIcon } from "simple-icons";
import type { PaymentMethod, PaymentMethodId } from "~/content/types";

const ICON_WIDTH = 38;

type IconProps = { width: number; "aria-hidden": true; focusable: "false" };

/** A brand mark from simple-icons on a card the size of the card-network logos. */
function walletIcon(icon: SimpleIcon) {
  return function WalletIcon({ width, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 780 500"
        width={width}
        height={(width * 500) / 780}
        {...rest}
      >
        <rect
          x="10"
          y="10"
          width="760"
          height="480"
          rx="40"
          fill="#fff"
          stroke="#d0d3d4"
          strokeWidth="20"
        />
        <g transform="translate(190 50) scale(16.67)" fill={`#${icon.hex}`}>
          <path d={icon.path} />
        </g>
      </svg>
    );
  };
}

const icons = {
  mastercard: MastercardFlatRoundedIcon,
  elo: EloFlatRoundedIcon,
  visa: VisaFlatRoundedIcon,
  amex: AmericanExpressFlatRoundedIcon,
  diners: DinersClubFlatRoundedIcon,
  hipercard: HipercardFlatRoundedIcon,
  googlepay: walletIcon(siGooglepay),
  metapay: walletIcon(siMeta),
} satisfies Record<PaymentMethodId, React.ComponentType<IconProps>>;

/** The logos of the accepted payment methods, each named for screen readers. */
export function PaymentIcons({
  methods,
}: {
  methods: readonly PaymentMethod[];
}) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {methods.map(({ id, name }) => {
        const Icon = icons[id];
        return (
          <li key={id} className="flex">
            <Icon width={ICON_WIDTH} aria-hidden focusable="false" />
            <span className="sr-only">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
