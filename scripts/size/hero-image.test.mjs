// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pickCandidate, slotWidth } from "./hero-image.mjs";

describe("slotWidth", () => {
  it.each([
    ["(min-width: 1024px) 45vw, 100vw", 390, 390],
    ["(min-width: 1024px) 45vw, 100vw", 1280, 576],
    ["(min-width: 40rem) 96px, 64px", 390, 64],
    ["(min-width: 40rem) 96px, 64px", 800, 96],
    ["(max-width: 600px) 50vw, 300px", 390, 195],
    ["80px", 390, 80],
  ])("%s on a %i px screen: %i px", (sizes, screen, width) => {
    expect(slotWidth(sizes, screen)).toBe(width);
  });

  it("refuses what it cannot read", () => {
    expect(() => slotWidth("calc(100vw - 2rem)", 390)).toThrow(/Unreadable/);
  });
});

describe("pickCandidate", () => {
  const srcset = "/a-480.avif 480w, /a-1200.avif 1200w, /a-800.avif 800w";
  it.each([
    [390, 1, "/a-480.avif"],
    [390, 2, "/a-800.avif"],
    [390, 3, "/a-1200.avif"],
    [1280, 3, "/a-1200.avif"],
  ])("%i px at %ix: %s", (width, dpr, url) => {
    expect(pickCandidate(srcset, width, dpr)?.url).toBe(url);
  });
});
