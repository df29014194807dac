import { describe, expect, it } from "vitest";
import { translate } from "./translation";

// Frozen: a translation is written over a copy, never over the original.
const black = Object.freeze({ id: "black", name: "Black", hex: "#000000" });
const green = Object.freeze({ id: "green", name: "Green", hex: "#00ff00" });
const copy = {
  product: { buyNow: "BUY NOW", thumbnail: "View image {n} of {total}" },
  colours: [black, green],
  steps: ["Open", "Close"],
  days: 30,
};

describe("translate", () => {
  it("writes each text over the original and keeps every fact", () => {
    const product = {
      buyNow: "JETZT KAUFEN",
      thumbnail: "Bild {n} von {total} ansehen",
    };
    const { value, problems } = translate(copy, {
      product,
      colours: [{ id: "black" }, { id: "green", name: "Grün" }],
      steps: ["Öffnen"],
    });
    expect(problems).toEqual([]);
    expect(value).toEqual({
      product,
      colours: [black, { ...green, name: "Grün" }],
      steps: ["Öffnen", "Close"],
      days: 30,
    });
  });

  it("leaves the original alone when there is no translation", () => {
    expect(translate(copy, undefined)).toEqual({ value: copy, problems: [] });
  });

  it("refuses a text whose placeholders differ, and keeps the original", () => {
    const { value, problems } = translate(copy, {
      product: { thumbnail: "Bild {n} von {gesamt}" },
    });
    expect(value.product.thumbnail).toBe("View image {n} of {total}");
    expect(problems).toEqual([
      "product.thumbnail: must use the placeholders {n} {total}, as the original does",
    ]);
  });

  it("names fields the original lacks, facts, ids and entries it cannot match", () => {
    const { problems } = translate(copy, {
      product: { buyNw: "JETZT KAUFEN" },
      colours: [{ id: "pink", name: "Rosa" }, { name: "" }],
      steps: ["Eins", "Zwei", "Drei"],
      days: 31,
    });
    expect(problems).toEqual([
      "product.buyNw: the original has no such field",
      "colours[0]: no entry has id pink",
      "colours[1].name: must be a text",
      "steps[2]: the original list has 2 entries",
      "days: is not a text to translate",
    ]);
  });

  it("refuses an entry out of the original's place, which the editor would pair with another", () => {
    const { value, problems } = translate(copy, {
      colours: [{ id: "green", name: "Grün" }],
    });
    expect(problems).toEqual([
      "colours[0]: id green is entry 2 of the original; list the entries in the original's order",
    ]);
    expect(value.colours[1]?.name).toBe("Green");
  });

  it("refuses an id outside a list, which is a fact", () => {
    expect(
      translate({ id: "VOYA", name: "Bag" }, { id: "TASCHE" }).problems,
    ).toEqual(["id: is not a text to translate"]);
  });
});
