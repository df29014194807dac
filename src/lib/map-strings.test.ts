// @vitest-environment node
import { describe, expect, it } from "vitest";
import { copiesOf } from "../../tests/source-files";
import { mapStrings } from "./map-strings";

describe("mapStrings", () => {
  const shout = (text: string) => text.toUpperCase();

  it("changes every string, however deep, and nothing else", () => {
    const when = new Date(0);
    expect(
      mapStrings(
        { title: "a", count: 2, on: true, list: ["b", { text: "c" }], when },
        shout,
      ),
    ).toEqual({
      title: "A",
      count: 2,
      on: true,
      list: ["B", { text: "C" }],
      when,
    });
    expect(mapStrings("top", shout)).toBe("TOP");
  });

  it("gives each string the name of the field that holds it", () => {
    const fields: (string | undefined)[] = [];
    mapStrings(
      { href: "/a", links: [{ href: "/b" }, "/c"], label: "x" },
      (text, field) => {
        fields.push(field);
        return text;
      },
    );
    expect(fields).toEqual(["href", "href", undefined, "label"]);
  });

  it("keeps what is no plain object as it is, and leaves the original alone", () => {
    class Asset {
      src = "a.png";
    }
    const asset = new Asset();
    const original = { asset, nested: { text: "x" } };
    const changed = mapStrings(original, shout);
    expect(changed.asset).toBe(asset);
    expect(original.nested.text).toBe("x");
  });
});

/**
 * A second deep walk: a function that rebuilds a list with `.map` as soon
 * as it sees one, or tells a plain object by its constructor.
 */
const SECOND_COPY =
  /Array\.isArray\((\w+)\)\)?\s*return\s+\1\.map\(|\.constructor\s*===\s*Object\b/;

describe("the deep walk's one home", () => {
  it("is map-strings.ts: no other file walks content's data itself", () => {
    expect(
      copiesOf(SECOND_COPY, (path) =>
        ["src/lib/map-strings.ts", "src/lib/map-strings.test.ts"].includes(
          path,
        ),
      ),
    ).toEqual([]);
  });

  it("would see a second copy", () => {
    expect(
      SECOND_COPY.test(
        "if (Array.isArray(value))\n    return value.map((item) => walk(item));",
      ),
    ).toBe(true);
    expect(
      SECOND_COPY.test(
        'if (value && typeof value === "object" && value.constructor === Object)',
      ),
    ).toBe(true);
  });
});
