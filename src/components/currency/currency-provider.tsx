import {
  createContext,
  use,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from "react";
import type { Currencies } from "@/lib/content";
import type { CurrencyCode } from "@/lib/money";
import {
  $currency,
  chooseCurrency,
  detectCurrency,
  type CurrencyDetection,
} from "@/stores/currency";

export type CurrencyState = {
  code: CurrencyCode;
  symbol: string;
  /** True until the stored or detected currency is known. */
  loading: boolean;
  /** The visitor's own choice; stored so it wins over detection later. */
  setCurrency: (code: CurrencyCode) => void;
};

export type CurrencyProviderProps = {
  detection: CurrencyDetection;
  /** The currencies with their symbols, from content. */
  currencies: Currencies["list"];
  children: React.ReactNode;
};

const CurrencyContext = createContext<CurrencyState | null>(null);

const subscribe = (onChange: () => void) => $currency.listen(onChange);
// The pre-rendered HTML knows no visitor: hydration starts from "unknown" and
// React re-renders with the store's value, so the two never disagree.
const unknownOnServer = () => null;

/**
 * Gives its children the visitor's currency from the shared store, and starts
 * detection when it mounts (detection runs once per page, however many
 * providers mount).
 */
export function CurrencyProvider({
  detection,
  currencies,
  children,
}: CurrencyProviderProps) {
  const known = useSyncExternalStore(subscribe, $currency.get, unknownOnServer);

  useEffect(() => {
    void detectCurrency(detection);
  }, [detection]);

  const value = useMemo(() => {
    const code = known ?? detection.fallback;
    return {
      code,
      symbol:
        currencies.find((currency) => currency.code === code)?.symbol ?? code,
      loading: known === null,
      setCurrency: chooseCurrency,
    };
  }, [known, detection.fallback, currencies]);
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}

/** The currency prices are shown in. Throws outside a CurrencyProvider. */
export function useCurrency(): CurrencyState {
  const state = use(CurrencyContext);
  if (!state)
    throw new Error("useCurrency must be used within a CurrencyProvider");
  return state;
}
