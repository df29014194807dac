/**
 * Cookieless click counting (Plausible or Umami), started by
 * analytics-script.ts, which the page script loads after first paint on a
 * store that configures it. It adds the provider's
 * script, which counts the page view, and sends one "BuyNow" event per
 * click on a BUY NOW link. Nothing is stored on the device.
 *
 * The layout's head script notes BUY NOW clicks from the start in
 * `window.storeClicks` (src/browser/click-log.ts); this script
 * counts the ones made before it came, then takes over the log, so a click
 * made while the page was still loading is not lost.
 *
 * Where the operator samples Core Web Vitals, a sampled page view also
 * loads the vitals script (vitals-script.ts), which sends through
 * `window.storeEvent`.
 */
import type { Analytics } from "@/lib/measurement";
import { rootData } from "@/lib/root-data";
import { clickProps } from "./buy-now";

export const EVENT_NAME = "BuyNow";

/** Sends one event with its properties to the provider. */
export type Sender = (name: string, props: Record<string, string>) => void;

type PlausibleQueue = {
  (...args: unknown[]): void;
  q?: unknown[][];
  o?: Record<string, unknown>;
  init?: (options?: Record<string, unknown>) => void;
};

declare global {
  interface Window {
    plausible?: PlausibleQueue;
    umami?: { track: (name: string, data?: Record<string, string>) => void };
    /** BUY NOW clicks, noted by the head script until this script takes over. */
    storeClicks?: { push: (link: Element) => unknown } | Element[];
    /** Sends an event to the store's analytics, once this script has started. */
    storeEvent?: Sender;
  }
}

function addScript(
  src: string,
  data: Record<string, string>,
): HTMLScriptElement {
  const script = document.createElement("script");
  script.src = src;
  script.defer = true;
  Object.assign(script.dataset, data);
  document.head.append(script);
  return script;
}

/**
 * Plausible: its documented queue holds events until its script runs; the
 * script reads the site from data-domain (script.js) or from itself
 * (pa-….js), and the endpoint from data-api or init().
 */
function plausible(analytics: Analytics): Sender {
  const queue: PlausibleQueue =
    window.plausible ??
    function (...args: unknown[]) {
      (queue.q ??= []).push(args);
    };
  window.plausible = queue;
  queue.init ??= (options) => {
    queue.o = options ?? {};
  };
  const api = analytics.endpoint && `${analytics.endpoint}/api/event`;
  queue.init(api ? { endpoint: api } : undefined);
  addScript(analytics.script, {
    domain: analytics.siteId,
    ...(api && { api }),
  });
  return (name, props) => window.plausible?.(name, { props });
}

/** Umami: no queue of its own, so events wait here until its script runs. */
function umami(analytics: Analytics): Sender {
  const waiting: Parameters<Sender>[] = [];
  const script = addScript(analytics.script, {
    websiteId: analytics.siteId,
    ...(analytics.endpoint && { hostUrl: analytics.endpoint }),
  });
  script.addEventListener("load", () => {
    for (const [name, props] of waiting.splice(0))
      window.umami?.track(name, props);
  });
  return (name, props) => {
    if (window.umami) window.umami.track(name, props);
    else waiting.push([name, props]);
  };
}

const SENDERS: Record<Analytics["provider"], (analytics: Analytics) => Sender> =
  { plausible, umami };

/**
 * Starts counting: the provider's script, then every BUY NOW click; and on
 * a page view the sample picks (`random` below the rate), the vitals script
 * the layout names on <html data-vitals>.
 */
export function startAnalytics(
  analytics: Analytics,
  fallbackCurrency: string,
  random: () => number = Math.random,
): void {
  const send = SENDERS[analytics.provider](analytics);
  window.storeEvent = send;
  const count = (link: Element) =>
    send(EVENT_NAME, clickProps(link, document, fallbackCurrency));
  const early = Array.isArray(window.storeClicks) ? window.storeClicks : [];
  window.storeClicks = { push: count };
  early.forEach(count);

  const { vitals } = rootData();
  if (vitals && random() < (analytics.vitalsSampleRate ?? 0)) {
    const script = document.createElement("script");
    script.src = vitals;
    document.head.append(script);
  }
}
