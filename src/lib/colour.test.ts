import { describe, expect, it } from "vitest";
import { colourFromParam, colourParam, urlWithColour } from "./colour";

const colours = [
  { name: "Black", value: "black" },
  { name: "Grey", value: "grey" },
  { name: "Army Green", value: "army-green" },
];

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
    expect(colourFromParam(colours, value).name).toBe(name);
  });

  it("refuses a product without colours", () => {
    expect(() => colourFromParam([], "black")).toThrow(/at least one colour/);
  });
});

describe("colourParam", () => {
  it.each([
    ["https://shop.test/?color=grey", "grey"],
    ["https://shop.test/?utm=1&color=army-green#reviews", "army-green"],
    ["https://shop.test/?color=", ""],
    ["https://shop.test/", null],
  ])("%s → %s", (href, value) => {
    expect(colourParam(href)).toBe(value);
  });
});

describe("urlWithColour", () => {
  const grey = colourFromParam(colours, "grey");

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
