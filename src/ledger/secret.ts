/**
 * The secret and the password of the ledger's private addresses,
 * compared in constant time.
 */
import type { LedgerHost } from "./settings.ts";

const encoder = new TextEncoder();

/** Equal strings, compared in time that does not depend on where they differ. */
export async function sameSecret(
  given: string,
  expected: string,
): Promise<boolean> {
  const [a, b] = await Promise.all(
    [given, expected].map(
      async (value) =>
        new Uint8Array(
          await crypto.subtle.digest("SHA-256", encoder.encode(value)),
        ),
    ),
  );
  let difference = 0;
  for (let i = 0; i < a!.length; i++) difference |= a![i]! ^ b![i]!;
  return difference === 0 && expected.length > 0;
}

/** The password of a Basic Authorization header, if any. */
export function basicPassword(request: Request): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(
    request.headers.get("Authorization") ?? "",
  );
  if (!match) return undefined;
  try {
    const decoded = atob(match[1]!);
    return decoded.slice(decoded.indexOf(":") + 1);
  } catch {
    return undefined;
  }
}

/**
 * Whether a request to one of the secret's addresses gives it, as
 * `?secret=` or as the password of Basic authentication (what Google
 * Ads' scheduled fetch sends).
 */
export async function givesSecret(
  request: Request,
  host: LedgerHost,
): Promise<boolean> {
  const given =
    new URL(request.url).searchParams.get("secret") ?? basicPassword(request);
  return (
    !!host.LEDGER_SECRET &&
    !!given &&
    (await sameSecret(given, host.LEDGER_SECRET))
  );
}

/** Whether a request is a scheduler's POST that gives the secret. */
export const fromScheduler = async (request: Request, host: LedgerHost) =>
  request.method === "POST" && (await givesSecret(request, host));

/** Whether a request gives the report's password, by Basic authentication. */
export async function givesReportPassword(
  request: Request,
  host: LedgerHost,
): Promise<boolean> {
  const given = basicPassword(request);
  return (
    !!host.LEDGER_REPORT_PASSWORD &&
    !!given &&
    (await sameSecret(given, host.LEDGER_REPORT_PASSWORD))
  );
}

/**
 * The report forms' token: an HMAC of the report's password, which a
 * page of another site cannot read or make, so it cannot post the forms
 * with the operator's remembered password (cross-site request forgery).
 */
export async function formToken(host: LedgerHost): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(host.LEDGER_REPORT_PASSWORD ?? ""),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    encoder.encode("ledger report form"),
  );
  return btoa(String.fromCharCode(...new Uint8Array(mac)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/**
 * Whether a form post comes from a page of this site: the browser's
 * Sec-Fetch-Site says so or, from a browser that does not send it, the
 * Origin names this host.
 */
export function fromThisSite(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin";
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}
