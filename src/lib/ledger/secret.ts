/**
 * The secret and the password of the ledger's private addresses,
 * compared in constant time.
 */
import type { LedgerHost } from "../../schemas/ledger.ts";

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
