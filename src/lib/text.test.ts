import { describe, expect, it } from "vitest";
import { truncate, truncateAtWord } from "./text";

describe("truncate", () => {
  it("keeps a text that fits", () => {
    expect(truncate("a".repeat(100), 100)).toBe("a".repeat(100));
  });

  it("cuts at the limit and adds an ellipsis", () => {
    expect(truncate("a".repeat(101), 100)).toBe(`${"a".repeat(100)}…`);
  });

  it("never splits an emoji", () => {
    const text = "🎒".repeat(101);
    expect(truncate(text, 100)).toBe(`${"🎒".repeat(100)}…`);
  });

  it("drops trailing spaces before the ellipsis", () => {
    expect(truncate(`${"a".repeat(98)}  bbb`, 100)).toBe(`${"a".repeat(98)}…`);
  });
});

describe("truncateAtWord", () => {
  const words =
    "Compression bays and expansion zips make this the most practical carry-on backpack I have owned in twenty years of travelling for work and fun.";

  it("keeps a text that fits", () => {
    expect(truncateAtWord("Short and sweet.", 130)).toBe("Short and sweet.");
  });

  it("cuts at the last word within the limit", () => {
    const short = truncateAtWord(words, 130);
    expect(short.endsWith("…")).toBe(true);
    expect(Array.from(short).length).toBeLessThanOrEqual(131);
    expect(words.startsWith(short.slice(0, -1))).toBe(true);
    expect(words[short.length - 1]).toBe(" ");
  });

  it("cuts inside a word when there is no space to cut at", () => {
    expect(truncateAtWord("x".repeat(200), 130)).toBe(`${"x".repeat(130)}…`);
  });
});
