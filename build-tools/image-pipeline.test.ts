import { describe, expect, it } from "vitest";
import photo from "~/content/images/backpack-in-use.jpg?responsive";
import { svgoPlugin } from "./svgo-plugin.ts";

describe("the photo pipeline", () => {
  // The committed JPEG goes through vite-imagetools like any operator photo.
  it("turns a JPEG into AVIF and WebP sources and a JPEG fallback at three widths", () => {
    expect(photo.width).toBe(1200);
    expect(photo.height).toBe(1200);
    expect(photo.srcSet.split(", ").at(-1)).toBe(`${photo.src} 1200w`);
    expect(photo.sources.map((source) => source.type)).toEqual([
      "image/avif",
      "image/webp",
    ]);
    for (const srcSet of [
      photo.srcSet,
      ...photo.sources.map((source) => source.srcSet),
    ]) {
      expect(srcSet.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
        "480w",
        "800w",
        "1200w",
      ]);
    }
  });
});

describe("svgoPlugin", () => {
  it("minifies the SVG files a build emits and leaves other files alone", () => {
    const svg = `<?xml version="1.0"?>
      <!-- drawn by hand -->
      <svg xmlns="http://www.w3.org/2000/svg"   viewBox="0 0 10 10">
        <rect x="0" y="0" width="10" height="10" fill="#ff0000"></rect>
      </svg>`;
    const bundle = {
      "a.svg": { type: "asset", fileName: "a.svg", source: svg },
      "b.js": { type: "asset", fileName: "b.js", source: "let a  =  1" },
    };
    const hook = svgoPlugin().generateBundle as (
      options: unknown,
      bundle: unknown,
    ) => void;
    hook({}, bundle);
    expect(bundle["a.svg"].source).not.toContain("drawn by hand");
    expect(bundle["a.svg"].source).not.toContain("<?xml");
    expect(bundle["a.svg"].source).not.toMatch(/>\s+</);
    expect(bundle["a.svg"].source).toContain("<svg");
    expect(bundle["b.js"].source).toBe("let a  =  1");
  });
});
