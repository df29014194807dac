import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { FALLBACK_CURRENCY, currencies } from "~/content/currencies";
import type { CurrencyCode } from "~/content/types";
import {
  CURRENCY_STORAGE_KEY,
  isCurrencyCode,
  lookupCurrency,
} from "~/lib/currency";
import { readStored, writeStored } from "~/lib/storage";

export interface CurrencyState {
  code: CurrencyCode;
  symbol: string;
  /** True until the stored or detected currency is known. */
  loading: boolean;
  /** The visitor's own choice; stored so it wins over detection later. */
  setCurrency: (code: CurrencyCode) => void;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

function readStoredCurrency(): CurrencyCode | null {
  const stored = readStored(CURRENCY_STORAGE_KEY);
  return isCurrencyCode(stored) ? stored : null;
}

/** Follows changes made in other tabs. */
function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

export function CurrencyProvider({
  geoIpUrl,
  timeoutMs,
  children,
}: {
  geoIpUrl: string;
  timeoutMs: number;
  children: React.ReactNode;
}) {
  // undefined while pre-rendering and hydrating, so the HTML and the first
  // browser render agree; null when nothing valid is stored.
  const stored = useSyncExternalStore(
    subscribeToStorage,
    readStoredCurrency,
    () => undefined,
  );
  // Detected or chosen during this visit; kept in memory too, for browsers
  // whose storage refuses to keep it.
  const [session, setSession] = useState<CurrencyCode | null>(null);

  const needsLookup = stored === null && session === null;
  useEffect(() => {
    if (!needsLookup) return;
    let current = true;
    void lookupCurrency({ url: geoIpUrl, timeoutMs }).then((detected) => {
      // A choice made while the lookup was under way wins.
      if (!current) return;
      writeStored(CURRENCY_STORAGE_KEY, detected);
      setSession(detected);
    });
    return () => {
      current = false;
    };
  }, [needsLookup, geoIpUrl, timeoutMs]);

  const setCurrency = useCallback((next: CurrencyCode) => {
    writeStored(CURRENCY_STORAGE_KEY, next);
    setSession(next);
  }, []);

  const known = session ?? stored ?? null;
  const value = useMemo(() => {
    const code = known ?? FALLBACK_CURRENCY;
    return {
      code,
      symbol: currencies[code].symbol,
      loading: known === null,
      setCurrency,
    };
  }, [known, setCurrency]);
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}

/** The currency prices are shown in. Throws outside a CurrencyProvider. */
export function useCurrency(): CurrencyState {
  const state = use(CurrencyContext);
  if (!state)
    throw new Error("useCurrency must be used within a CurrencyProvider");
  return state;
}
