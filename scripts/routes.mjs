/**
 * Every public page of the store, as the sitemap lists them: the one list
 * the end-to-end tests, Lighthouse CI, the first-tap benchmark and the
 * content checks walk.
 */
export const PUBLIC_PATHS = [
  "/",
  "/about",
  "/contact",
  "/contact-information",
  "/order-track",
  "/privacy-policy",
  "/refund-policy",
  "/shipping-policy",
  "/terms-of-service",
];
