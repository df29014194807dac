import { describe, expect, it } from "vitest";
import { product } from "~/content/product";
import { colourFromParam, urlWithColour } from "./colour";

describe("colourFromParam", () => {
  it.each([
    ["black", "Black"],
    ["grey", "Grey"],
    ["army-green", "Army Green"],
    [null, "Black"],
    ["", "Black"],
    ["purple", "Black"],
    ["GREY", "Black"],
    ["<script>", "Black"],
  ])("%s → %s", (value, name) => {
    expect(colourFromParam(product.colours, value).name).toBe(name);
  });

  it("maps each colour to its own gallery image", () => {
    const images = product.colours.map(
      (colour) => product.gallery[colour.image]?.alt,
    );
    expect(images).toEqual([
      expect.stringContaining("Black"),
      expect.stringContaining("Grey"),
      expect.stringContaining("Army Green"),
    ]);
  });
});

describe("urlWithColour", () => {
  const grey = colourFromParam(product.colours, "grey");

  it("sets ?color= and keeps the path, other parameters and the hash", () => {
    expect(
      urlWithColour("https://shop.test/?utm_source=ad#reviews", grey),
    ).toBe("/?utm_source=ad&color=grey#reviews");
  });

  it("replaces a previous or repeated colour", () => {
    expect(urlWithColour("https://shop.test/?color=black&color=x", grey)).toBe(
      "/?color=grey",
    );
  });
});
