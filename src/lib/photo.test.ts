import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, fitWithin, isImageFile, preparePhoto } from "./photo";

describe("isImageFile", () => {
  it.each([
    ["image/jpeg", true],
    ["image/png", true],
    ["image/svg+xml", true],
    ["application/pdf", false],
    ["text/plain", false],
    ["", false],
  ])("%s → %s", (type, expected) => {
    expect(isImageFile({ type })).toBe(expected);
  });
});

describe("fitWithin", () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200 }],
    [3000, 4000, { width: 1200, height: 1600 }],
    [800, 600, { width: 800, height: 600 }],
    [1600, 1600, { width: 1600, height: 1600 }],
    [20000, 10, { width: 1600, height: 1 }],
  ])("%i×%i → %j", (width, height, expected) => {
    expect(fitWithin(width, height, 1600)).toEqual(expected);
  });
});

describe("preparePhoto", () => {
  it("refuses a file that is not an image", async () => {
    const file = new File(["%PDF-1.7"], "ticket.pdf", {
      type: "application/pdf",
    });
    await expect(preparePhoto(file)).resolves.toEqual({
      ok: false,
      reason: "not-an-image",
    });
  });

  it("refuses an image over 10 MB", async () => {
    const file = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], "huge.jpg", {
      type: "image/jpeg",
    });
    await expect(preparePhoto(file)).resolves.toEqual({
      ok: false,
      reason: "too-large",
    });
  });
});
