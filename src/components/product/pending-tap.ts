import { useEffect, type RefObject } from "react";

/** Where the inline script keeps a tap on a sleeping island: a property of its <astro-island>. */
const PENDING_TAP = "pendingTap";

type Island = HTMLElement & { [PENDING_TAP]?: HTMLElement };

/**
 * Inline (CSP-hashed) and tiny: remembers the last button tapped inside an
 * island that has not woken yet (Astro removes `ssr` once it has), so the
 * island can complete the tap when it wakes. A property, not an attribute,
 * so React finds the HTML it rendered when it hydrates.
 */
export const PENDING_TAP_SCRIPT =
  "addEventListener('click',function(e){" +
  "var b=e.target.closest&&e.target.closest('astro-island[ssr] button');" +
  `if(b)b.closest('astro-island').${PENDING_TAP}=b},true)`;

/**
 * Once the island holding `ref` has woken, clicks again the button a shopper
 * tapped while it slept: its handler now runs, so the tap is not lost.
 */
export function useReplayPendingTap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const island = ref.current?.closest<Island>("astro-island");
    const button = island?.[PENDING_TAP];
    if (!island || !button) return;
    delete island[PENDING_TAP];
    if (island.contains(button)) button.click();
  }, [ref]);
}
