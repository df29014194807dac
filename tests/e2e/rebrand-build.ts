/**
 * A third build for the end-to-end tests: the same code with another
 * store's content (CONTENT_DIR), a carry-on duffel sold by "Harbourline".
 * It proves that selling another product touches content only
 * (rebrand.spec.ts). playwright.config.ts builds and serves it on its own
 * port.
 */
export const REBRAND_PORT = Number(process.env.E2E_PORT ?? 4320) + 2;
export const REBRAND_ROOT = ".e2e/rebrand";
export const REBRAND_CONTENT = "tests/fixtures/duffel-store";

export const REBRAND_ENV = { CONTENT_DIR: REBRAND_CONTENT };
