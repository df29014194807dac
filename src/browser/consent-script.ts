/**
 * The consent script: the page script loads it after first paint when
 * `<html data-consent>` names it (src/layouts/base-layout.astro), that is
 * only on a store with a pixel that sets cookies.
 */
import { startConsent } from "./consent-banner";
import {
  fetchJson,
  localDataPath,
  type MeasurementData,
} from "@/lib/data-files";

fetchJson<MeasurementData>(localDataPath("measurement.json"))
  .then(startConsent)
  .catch((error: unknown) =>
    console.warn("The cookie banner could not start; no pixel loads:", error),
  );
