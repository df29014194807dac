/**
 * Reads a value from localStorage, or null when storage is missing or throws
 * (private browsing, blocked cookies, a sandboxed frame).
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a value to localStorage; a full or blocked storage is ignored. */
export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembering the value is the only consequence.
  }
}
