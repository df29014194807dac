/**
 * What an ad platform's pixel is to the store's browser code: the part of
 * a platform module (platform.ts) that runs in the shopper's browser, in a
 * file of its own, `<name>/pixel.ts`, that imports nothing but this file,
 * so the consent script bundles the loaders and none of the ledger's
 * server code. The settings schema, the VITE_* overrides, the page policy,
 * the consent banner and the checkout events all read the pixels of
 * pixels.ts (docs/sales-ledger.md, "Add a platform").
 */

/** The consent categories a visitor accepted (the consent banner's). */
export type Accepted = { analytics: boolean; marketing: boolean };

/** The CSP sources a pixel needs, by directive. */
export type PolicySources = {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
};

/**
 * A BUY NOW click as the pixels' checkout events read it: the BuyNow
 * event's properties (src/lib/measurement.ts), all strings.
 */
export type CheckoutProps = {
  readonly currency: string;
  readonly colour: string;
  readonly [name: string]: string | undefined;
};

/** One advertising pixel: its id, its policy, its consent, its script and its checkout event. */
export type Pixel<Key extends string = string, Checkout = unknown> = {
  /** Its key under `measurement.pixels` in settings.yaml. */
  key: Key;
  /** Its id as its network issues it (the id goes into a script address). */
  pattern: RegExp;
  /** An id for the editor's message. */
  example: string;
  /** The VITE_* variable that sets its id. */
  env: string;
  /** Where its script comes from and sends to, as its network documents for a policy. */
  sources: PolicySources;
  /** The consent category it loads under. */
  category: keyof Accepted;
  /** The cookies it sets, cleared when its category's consent is withdrawn. */
  cookies: readonly RegExp[];
  /** Its queue and its script, once its category is accepted. */
  load: (id: string, accepted: Accepted) => void;
  /** Tells the loaded pixel a changed choice (Google's Consent Mode). */
  update?: (accepted: Accepted) => void;
  /** A BUY NOW click as its checkout event, and how it is sent. */
  checkout: {
    event: (props: CheckoutProps, item: string | undefined) => Checkout;
    send: (event: Checkout) => void;
  };
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each pixel types its own event
export type AnyPixel = Pixel<string, any>;

/** A pixel as written: its shape checked, its literal names (key, env) kept. */
export const definePixel = <const P extends AnyPixel>(pixel: P): P => pixel;

/** Adds a pixel's script, async, to the document's head. */
export function addScript(src: string): void {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/** A pixel's method queue, as its snippet makes it (Meta's fbq, Pinterest's pintrk). */
export type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;
