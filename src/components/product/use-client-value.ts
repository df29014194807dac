import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * A value only the browser knows (the address's query, what the shopper did
 * before the island woke). The pre-rendered HTML and the hydrating render use
 * `serverValue`, so they agree; React then re-renders with `getValue()`.
 * `getValue` must return a primitive or a cached object.
 */
export function useClientValue<T>(getValue: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, getValue, () => serverValue);
}
