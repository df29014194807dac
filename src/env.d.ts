/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate when idle or on first interaction, replaying an early click (src/directives/intent.ts). */
    "client:intent"?: boolean | { timeout?: number };
  }
}

export {};
