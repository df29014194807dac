import { describe, expect, it } from "vitest";
import { pageResources } from "./size-budgets.mjs";

describe("pageResources", () => {
  it("finds scripts, module preloads, the entry import and stylesheets", () => {
    const html = `
      <link rel="stylesheet" href="/assets/app.css">
      <link rel="modulepreload" href="/assets/entry.js">
      <link rel="modulepreload" href="/assets/root.js">
      <script src="/assets/legacy.js"></script>
      <script type="module">import "/assets/manifest.js"; import * as route0 from "/assets/root.js";</script>
      <script>import("/assets/entry.js")</script>
      <script src="https://elsewhere.example/x.js"></script>`;
    const { scripts, styles } = pageResources(html);
    expect(scripts.sort()).toEqual([
      "/assets/entry.js",
      "/assets/legacy.js",
      "/assets/manifest.js",
      "/assets/root.js",
    ]);
    expect(styles).toEqual(["/assets/app.css"]);
  });

  it("counts eager images at their largest first-source candidate and skips lazy ones", () => {
    const html = `
      <img src="/logo.svg" alt="">
      <picture><source type="image/avif" srcSet="/a-480.avif 480w, /a-1200.avif 1200w"><img src="/a.jpg" alt="a"></picture>
      <picture><source type="image/avif" srcSet="/b-480.avif 480w"><img src="/b.jpg" loading="lazy" alt="b"></picture>
      <img src="/c.svg" loading="lazy" alt="c">`;
    expect(pageResources(html).images.sort()).toEqual([
      "/a-1200.avif",
      "/logo.svg",
    ]);
  });
});
