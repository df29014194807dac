/**
 * Core Web Vitals from real visits: the page's LCP, INP and CLS as Google's
 * web-vitals library measures them, each sent once, when final, as a
 * "WebVitals" event through the store's analytics (window.storeEvent,
 * src/browser/analytics.ts). The analytics script loads this file after
 * first paint only on the page views the operator's sample rate picks, and
 * only on a store with Plausible or Umami: cookieless, nothing stored.
 */
import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { VITALS_EVENT, vitalProps } from "@/lib/measurement";

function send(metric: Metric) {
  if (metric.name !== "LCP" && metric.name !== "INP" && metric.name !== "CLS")
    return;
  window.storeEvent?.(
    VITALS_EVENT,
    vitalProps(metric, window.location.pathname),
  );
}

onLCP(send);
onINP(send);
onCLS(send);
