/// <reference types="astro/client" />

import type { DetailedHTMLProps, HTMLAttributes } from "react";
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
}

// The store's custom elements, each defined beside the component that
// renders it: React renders them as plain elements with attributes.
type StoreElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "contact-form": StoreElement;
    }
  }
}

export {};
