import { describe, expect, it } from "vitest";
import { GALLERY_LIMITS } from "@/schemas/gallery-limits";
import { galleryRules } from "./gallery";

/** Every selector of the rules, one per entry. */
const selectors = (rules: ReturnType<typeof galleryRules>) =>
  Object.keys(rules).flatMap((list) => list.split(",\n"));

describe("the gallery's position rules", () => {
  it("show every image and colour name up to the schema's limits, and none past them", () => {
    const all = selectors(galleryRules()).join("\n");
    const last = GALLERY_LIMITS.images - 1;
    expect(all).toContain(
      `[data-image="${last}"]:checked) [data-for-image="${last}"]`,
    );
    expect(all).toContain(
      `[data-colour-image="${last}"]:checked) [data-thumb="${last}"]`,
    );
    expect(all).not.toContain(`[data-for-image="${last + 1}"]`);
    const lastColour = GALLERY_LIMITS.colours - 1;
    expect(all).toContain(`[data-colour-name="${lastColour}"]`);
    expect(all).not.toContain(`[data-colour-name="${lastColour + 1}"]`);
  });

  it("follow the limits they are given", () => {
    const all = selectors(galleryRules({ images: 13, colours: 9 })).join("\n");
    expect(all).toContain(`[data-for-image="12"]`);
    expect(all).toContain(`[data-colour-name="8"]`);
  });
});
