/** Reading the JSON the platforms and the partner's network send. */

export type JsonObject = Record<string, unknown>;

/** What the JSON `text` holds; undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whether `value` is a JSON object (not null, not an array). */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
