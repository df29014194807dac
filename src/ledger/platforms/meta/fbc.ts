/** Meta's click id as its pixel keeps it in the `_fbc` cookie, and as its Conversions API takes it. */
import { cookieValue } from "../../clicks/ad-consent.ts";

/** Meta's click cookie: fb.<subdomain index>.<creation ms>.<fbclid>. */
const FBC = /^fb\.\d\.(\d{10,14})\.(.+)$/;

/**
 * When Meta's pixel first saw this fbclid, from its `_fbc` cookie, if the
 * cookie holds the same one (it is set only with consent).
 */
export function fbclidSeenAt(
  cookieHeader: string | null,
  fbclid: string,
): number | undefined {
  const match = FBC.exec(cookieValue(cookieHeader, "_fbc") ?? "");
  return match && match[2] === fbclid ? Number(match[1]) : undefined;
}

/**
 * Meta's `fbc` parameter: `fb.1.<ms>.<fbclid>`, the fbclid exactly as it
 * arrived (Meta refuses one whose case was changed) and the time it was
 * first seen.
 */
export function fbcOf(fbclid: string, seenAt: number): string {
  return `fb.1.${Math.trunc(seenAt)}.${fbclid}`;
}
