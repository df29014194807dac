import { createContext, use, useMemo, useSyncExternalStore } from "react";
import type { CurrencyCode } from "@/lib/money";
import { $currency, chooseCurrency } from "@/stores/currency";

export type CurrencyState = {
  /** The stored or detected currency, or the fallback until it is known. */
  code: CurrencyCode;
  /** The visitor's own choice; stored so it wins over detection later. */
  setCurrency: (code: CurrencyCode) => void;
};

export type CurrencyProviderProps = {
  /** The currency shown until the visitor's is known (USD). */
  fallback: CurrencyCode;
  children: React.ReactNode;
};

const CurrencyContext = createContext<CurrencyState | null>(null);

const subscribe = (onChange: () => void) => $currency.listen(onChange);
// The pre-rendered HTML knows no visitor: hydration starts from "unknown" and
// React re-renders with the store's value, so the two never disagree.
const unknownOnServer = () => null;

/**
 * Gives its children the visitor's currency from the shared store. Detection
 * is not its job: the page script starts it after first paint on every page
 * (src/browser/page.ts), whether or not an island ever wakes.
 */
export function CurrencyProvider({
  fallback,
  children,
}: CurrencyProviderProps) {
  const known = useSyncExternalStore(subscribe, $currency.get, unknownOnServer);

  const value = useMemo(
    () => ({ code: known ?? fallback, setCurrency: chooseCurrency }),
    [known, fallback],
  );
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}

/** The currency prices are shown in. Throws outside a CurrencyProvider. */
export function useCurrency(): CurrencyState {
  const state = use(CurrencyContext);
  if (!state)
    throw new Error("useCurrency must be used within a CurrencyProvider");
  return state;
}
