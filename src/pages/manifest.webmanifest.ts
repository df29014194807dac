import type { APIRoute } from "astro";
import { getProduct, getStore } from "@/lib/content";

/** The web app manifest, written to a static file at build time. */
export const GET: APIRoute = async () => {
  const [store, product] = await Promise.all([getStore(), getProduct()]);
  const manifest = {
    name: `${store.name} | ${product.title}`,
    short_name: store.name,
    description: product.meta.description,
    start_url: "/",
    display: "browser",
    // The page's canvas colour (--color-canvas in app.css).
    background_color: "#ffffff",
    theme_color: store.themeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json" },
  });
};
