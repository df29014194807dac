/**
 * The analytics script: the page script loads it after first paint when
 * `<html data-analytics>` names it (src/layouts/base-layout.astro), that is
 * only on a store with Plausible or Umami configured.
 */
import { startAnalytics } from "./analytics";
import {
  fetchJson,
  localDataPath,
  type MeasurementData,
} from "@/lib/data-files";

fetchJson<MeasurementData>(localDataPath("measurement.json"))
  .then((data) => {
    if (data.analytics) startAnalytics(data.analytics, data.fallbackCurrency);
  })
  .catch((error: unknown) =>
    console.warn("BUY NOW clicks are not counted:", error),
  );
