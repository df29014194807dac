/**
 * The click's key: what BUY NOW's link carries to the network in a sub-id,
 * and what the network's postback sends back. Lowercase letters and digits
 * only, so every network's slot keeps it as it is (ClickBank's `tid` takes
 * nothing else), and 20 of them: about 103 bits from the platform's
 * random source, which no one guesses, and short enough for the
 * strictest slot a preset knows (CJ's `sid`, 64).
 */

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
export const CLICK_KEY_LENGTH = 20;
const CLICK_KEY = /^[a-z0-9]{20}$/;

/** The largest multiple of 36 a byte can hold: bytes above it would bias the draw. */
const FAIR = 256 - (256 % ALPHABET.length);

/** A new click key, unbiased: bytes that would favour some characters are drawn again. */
export function newClickKey(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) =>
    crypto.getRandomValues(bytes),
): string {
  let key = "";
  while (key.length < CLICK_KEY_LENGTH) {
    for (const byte of random(new Uint8Array(CLICK_KEY_LENGTH))) {
      if (byte < FAIR && key.length < CLICK_KEY_LENGTH)
        key += ALPHABET[byte % ALPHABET.length];
    }
  }
  return key;
}

export const isClickKey = (value: string): boolean => CLICK_KEY.test(value);
