import type { Chrome } from "@/lib/content";
import type { Measurement } from "@/lib/measurement";
import type { CurrencyCode } from "@/lib/money";

/** The file src/pages/data/measurement.json.ts writes. */
export type MeasurementData = Measurement & {
  /** The currency a click counts in while none is detected or chosen. */
  fallbackCurrency: CurrencyCode;
  consent: Chrome["consent"] & {
    /** The banner's stylesheet (src/styles/consent.css). */
    stylesheet: string;
  };
};

/** The measurement settings, fetched by the script that needs them. */
export async function loadMeasurement(): Promise<MeasurementData> {
  const response = await fetch("/data/measurement.json");
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as MeasurementData;
}
