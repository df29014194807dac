/** Every public page of the store, as the sitemap lists them. */
export const publicPaths = [
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
