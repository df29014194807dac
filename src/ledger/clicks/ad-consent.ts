/**
 * What the visitor allowed, read from the consent banner's own cookie
 * (src/lib/consent-cookie.ts), and the identifiers Meta's pixel keeps in
 * its cookies. Advertising ("marketing") is Google Consent Mode's
 * `ad_user_data`: without it no identifier of the visitor is stored or
 * sent.
 */
import { CONSENT_COOKIE } from "../../lib/consent-cookie.ts";

/** The consent banner's category that allows ad identifiers. */
export const AD_CATEGORY = "marketing";

/** One cookie's value from a Cookie header, decoded; undefined when absent or malformed. */
export function cookieValue(
  header: string | null,
  name: string,
): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whether the visitor accepted advertising in the consent banner. */
export function adConsent(cookieHeader: string | null): boolean {
  const value = cookieValue(cookieHeader, CONSENT_COOKIE);
  if (!value || value.length > 4096) return false;
  try {
    const parsed: unknown = JSON.parse(value);
    const categories =
      typeof parsed === "object" && parsed !== null
        ? (parsed as { categories?: unknown }).categories
        : undefined;
    return Array.isArray(categories) && categories.includes(AD_CATEGORY);
  } catch {
    return false;
  }
}

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
