import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact-information", "routes/contact-information.tsx"),
  route("order-track", "routes/order-track.tsx"),
  // The four policies share one screen; the path picks the text.
  route("privacy-policy", "routes/policy.tsx", { id: "privacy-policy" }),
  route("refund-policy", "routes/policy.tsx", { id: "refund-policy" }),
  route("shipping-policy", "routes/policy.tsx", { id: "shipping-policy" }),
  route("terms-of-service", "routes/policy.tsx", { id: "terms-of-service" }),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
