/// <reference types="astro/client" />

import type { IntentOptions } from "./directives/intent";

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Hydrate on the shopper's first touch, replaying an early click, or
     * earlier as the options say (src/directives/intent.ts).
     */
    "client:intent"?: boolean | IntentOptions;
  }
}

// Invoker commands (<button commandfor command>), which React renders as
// plain attributes: a button opens or closes a <dialog> with no script.
declare module "react" {
  // Merging with React's own declaration takes its type parameter, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }

  // The store's custom elements, each defined
  // beside the component that renders it: React renders any name with a
  // hyphen as a custom element, its attributes as they are written.
  namespace JSX {
    interface IntrinsicElements {
      [customElement: `${string}-${string}`]: React.DetailedHTMLProps<
        React.HTMLAttributes<HTMLElement>,
        HTMLElement
      >;
    }
  }
}

export {};
