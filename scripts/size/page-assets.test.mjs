// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageAssets } from "./page-assets.mjs";

describe("pageAssets", () => {
  it("finds every script request that starts before first paint", () => {
    const html = `
      <link rel="modulepreload" href="/_astro/a.js">
      <link rel="preload" as="script" href="/_astro/b.js">
      <link rel="preload" as="font" href="/_astro/f.woff2" crossorigin>
      <script type="module" src="/_astro/c.js"></script>
      <script src="https://elsewhere.example/d.js" defer></script>
      <script type="application/ld+json">{"@type":"Product"}</script>
      <script type="speculationrules">{"prefetch":[]}</script>
      <script type="module">import "/_astro/e.js"; console.log(1)</script>`;
    const assets = pageAssets(html);
    expect(assets.beforePaint).toEqual([
      "/_astro/c.js",
      "https://elsewhere.example/d.js",
      "/_astro/a.js",
      "/_astro/b.js",
    ]);
    expect(assets.inlineScripts).toEqual([
      'import "/_astro/e.js"; console.log(1)',
    ]);
  });

  it("collects the islands' component, renderer and before-hydration scripts once each", () => {
    const html = `
      <astro-island uid="1" component-url="/_astro/price.js" component-export="Price" renderer-url="/_astro/client.js" props="{&quot;label&quot;:[0,&quot;a &gt; b&quot;]}" ssr client="idle"><span>$1</span></astro-island>
      <astro-island uid="2" component-url="/_astro/reviews.js" renderer-url="/_astro/client.js" before-hydration-url="/_astro/before.js" client="visible"></astro-island>`;
    expect(pageAssets(html).islands).toEqual([
      "/_astro/price.js",
      "/_astro/client.js",
      "/_astro/reviews.js",
      "/_astro/before.js",
    ]);
  });

  it("counts the page script an inline script adds after first paint", () => {
    const html = `
      <script>function l(){var s=document.createElement('script');s.src="/_astro/page-Ab1.js";document.head.append(s)}</script>
      <astro-island uid="1" component-url="/_astro/banner.js" renderer-url="/_astro/client.js"></astro-island>`;
    const assets = pageAssets(html);
    expect(assets.beforePaint).toEqual([]);
    expect(assets.afterPaint).toEqual(["/_astro/page-Ab1.js"]);
    expect(assets.islands).toEqual(["/_astro/banner.js", "/_astro/client.js"]);
  });

  it("counts the page script named on <html data-page-script>", () => {
    const html = `<html lang="en" data-page-script="/_astro/page-Cd2.js" data-islands="/_astro/islands.x.js"><head><script>(()=>{})();</script></head></html>`;
    const assets = pageAssets(html);
    expect(assets.beforePaint).toEqual([]);
    expect(assets.afterPaint).toEqual(["/_astro/page-Cd2.js"]);
    expect(assets.runtime).toEqual(["/_astro/islands.x.js"]);
  });

  it("counts linked stylesheets and inline styles, but no other link", () => {
    const html = `
      <link rel="stylesheet" href="/_astro/app.css">
      <link rel="icon" href="/favicon.svg">
      <link rel="preload" as="image" href="/_astro/hero.avif">
      <style>astro-island{display:contents}</style><style media="print">a{color:red}</style>`;
    const assets = pageAssets(html);
    expect(assets.stylesheets).toEqual(["/_astro/app.css"]);
    expect(assets.inlineStyles).toEqual([
      "astro-island{display:contents}",
      "a{color:red}",
    ]);
    expect(assets.beforePaint).toEqual([]);
  });
});
