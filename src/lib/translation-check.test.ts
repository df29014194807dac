// @vitest-environment node
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { schemaContext } from "@/lib/editor-config";
import { described, hex, internalPath, pageMeta, text } from "@/schemas/fields";
import { translationProblems } from "./translation-check";

/** A file like the store's: texts, and the facts beside them. */
const schema = z.object({
  shop: z.object({
    title: text.max(20),
    meta: pageMeta,
    greeting: text,
    supportEmail: z.email(),
    navigation: z.array(z.object({ label: text, href: internalPath })),
    colours: z.array(
      z.object({
        id: z.string().regex(/^[a-z]+$/),
        name: text,
        swatch: hex,
      }),
    ),
    gallery: z.array(described(schemaContext.image)),
    intervalMs: z.number().int().min(1000),
    benefits: z.array(text),
  }),
});

const original = {
  shop: {
    title: "Backpack",
    meta: { title: "The backpack", description: "One bag for a week." },
    greeting: "Hello, {name}",
    supportEmail: "help@example.com",
    navigation: [{ label: "About", href: "/about" }],
    colours: [{ id: "black", name: "Black", swatch: "#111111" }],
    gallery: [{ src: "./images/black.jpg", alt: "The backpack in black" }],
    intervalMs: 5000,
    benefits: ["Light", "Roomy"],
  },
};

const check = (translation: unknown, base: unknown = original) =>
  translationProblems({
    original: base,
    translation,
    schema,
    originalName: "shop.yaml",
  });

const FACT =
  "is a fact, not a text: every language shows the one in shop.yaml, so a translation leaves it out";

describe("translationProblems", () => {
  it("passes a translation of texts alone", () => {
    expect(
      check({
        shop: {
          title: "Rucksack",
          meta: { description: "Eine Tasche für eine Woche." },
          greeting: "Hallo, {name}",
          navigation: [{ label: "Über uns" }],
          colours: [{ id: "black", name: "Schwarz" }],
          gallery: [{ alt: "Der Rucksack in Schwarz" }],
          benefits: ["Leicht"],
        },
      }),
    ).toEqual([]);
  });

  it.each([
    {
      what: "a link that is no link",
      translation: { navigation: [{ label: "Über", href: "javascript:x" }] },
      problem: `shop.navigation[0].href: ${FACT}`,
    },
    {
      what: "a link, even a good one",
      translation: { navigation: [{ href: "/ueber-uns" }] },
      problem: `shop.navigation[0].href: ${FACT}`,
    },
    {
      what: "a swatch colour that is no colour",
      translation: { colours: [{ id: "black", swatch: "schwarz" }] },
      problem: `shop.colours[0].swatch: ${FACT}`,
    },
    {
      what: "an e-mail address that is none",
      translation: { supportEmail: "hilfe at example.de" },
      problem: `shop.supportEmail: ${FACT}`,
    },
    {
      what: "an image replaced",
      translation: { gallery: [{ src: "./images/schwarz.jpg" }] },
      problem: `shop.gallery[0].src: ${FACT}`,
    },
    {
      what: "a number",
      translation: { intervalMs: 10 },
      problem: `shop.intervalMs: ${FACT}`,
    },
    {
      what: "a title over its schema's 20 characters",
      translation: { title: "Reiserucksack mit Vakuumkompression" },
      problem: "shop.title: Too big: expected string to have <=20 characters",
    },
    {
      what: "a page description over 170 characters",
      translation: { meta: { description: "Lang. ".repeat(30) } },
      problem:
        "shop.meta.description: Too big: expected string to have <=170 characters",
    },
    {
      what: "other placeholders than the original's",
      translation: { greeting: "Hallo, {namen}" },
      problem:
        "shop.greeting: must use the placeholders {name}, as the original does",
    },
    {
      what: "a field the original lacks",
      translation: { subtitle: "Neu" },
      problem: "shop.subtitle: the original has no such field",
    },
  ])("names $what, with its field", ({ translation, problem }) => {
    expect(check({ shop: translation })).toEqual([problem]);
  });

  it("names each fact of a list entry beside its texts", () => {
    expect(
      check({
        shop: {
          colours: [{ id: "black", name: "Schwarz", swatch: "#000" }],
          gallery: [{ src: "./x.jpg", alt: "Der Rucksack" }],
        },
      }),
    ).toEqual([
      `shop.colours[0].swatch: ${FACT}`,
      `shop.gallery[0].src: ${FACT}`,
    ]);
  });

  it("leaves an original the schema refuses to its own error first", () => {
    const shop: Partial<typeof original.shop> = { ...original.shop };
    delete shop.title;
    expect(check({ shop: { title: "x".repeat(30) } }, { shop })).toEqual([]);
  });
});
