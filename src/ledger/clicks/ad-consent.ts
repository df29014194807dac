/**
 * What the visitor allowed, read from the consent banner's own cookie
 * (src/lib/consent-cookie.ts), and a cookie's value. Advertising ("marketing") is Google Consent Mode's
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
