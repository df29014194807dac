import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * A value only the browser knows (today's date, the visitor's clock). The
 * pre-rendered HTML and the hydrating render use `serverValue`, so they agree;
 * React then re-renders with `getValue()`. `getValue` must return a primitive
 * or a cached object, as useSyncExternalStore requires.
 */
export function useClientValue<T>(getValue: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, getValue, () => serverValue);
}
