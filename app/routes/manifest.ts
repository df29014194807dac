import { product } from "~/content/product";
import { store } from "~/content/store";

/** The web app manifest, written to a static file at build time. */
export function loader() {
  return Response.json(
    {
      name: `${store.name} | ${product.title}`,
      short_name: store.name,
      description: product.meta.description,
      start_url: "/",
      display: "browser",
      background_color: "#ffffff",
      theme_color: store.themeColor,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    { headers: { "Content-Type": "application/manifest+json" } },
  );
}
