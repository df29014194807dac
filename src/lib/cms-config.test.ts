import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { editorLabel, editorWidget, hex, prose } from "@/schemas/fields";
import {
  fieldOf,
  labelOf,
  objectFields,
  type CmsField,
  type JsonSchema,
} from "./cms-config";
import { contentDir } from "../content-dir";
import { editorConfig } from "./editor-config";

/** A schema as the editor's configuration reads it. */
const json = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input" }) as JsonSchema;

describe("fieldOf", () => {
  it.each([
    [
      "a required line of text",
      "title",
      { type: "string", minLength: 1, maxLength: 70 },
      true,
      { widget: "string", required: true, maxlength: 70 },
    ],
    [
      "a paragraph",
      "description",
      { type: "string", minLength: 1, ...editorWidget("text") },
      true,
      { widget: "text", required: true },
    ],
    [
      "a line of any name",
      "description",
      { type: "string", minLength: 1 },
      true,
      { widget: "string", required: true },
    ],
    [
      "a length the build asks for",
      "affiliateDisclosure",
      { type: "string", minLength: 30, ...editorWidget("text") },
      true,
      { widget: "text", minlength: 30 },
    ],
    [
      "a pattern",
      "countryCode",
      { type: "string", pattern: "^[A-Z]{2}$" },
      true,
      {
        widget: "string",
        pattern: ["^[A-Z]{2}$", "Must match ^[A-Z]{2}$"],
      },
    ],
    [
      "a colour",
      "swatch",
      { type: "string", ...editorWidget("color") },
      true,
      { widget: "color", allowInput: true },
    ],
    [
      "a star rating",
      "rating",
      { type: "integer", minimum: 1, maximum: 5 },
      true,
      { widget: "number", value_type: "int", min: 1, max: 5, step: 1 },
    ],
    [
      "an amount to the cent",
      "price",
      { type: "number", minimum: 0, multipleOf: 0.01 },
      true,
      { widget: "number", value_type: "float", min: 0, step: 0.01 },
    ],
    [
      "a choice",
      "icon",
      { type: "string", enum: ["truck", "headset", "shield"] },
      true,
      { widget: "select", options: ["truck", "headset", "shield"] },
    ],
    [
      "an optional value with a default",
      "preset",
      { type: "string", enum: ["default", "cj"], default: "default" },
      false,
      { widget: "select", required: false, default: "default" },
    ],
    [
      "a list of paragraphs, at least one",
      "messages",
      {
        type: "array",
        minItems: 1,
        items: { type: "string", minLength: 1, ...editorWidget("text") },
      },
      true,
      {
        widget: "list",
        min: 1,
        field: expect.objectContaining({ widget: "text" }),
      },
    ],
    [
      "an image with its own label",
      "src",
      { type: "string", ...editorWidget("image"), ...editorLabel("Image") },
      true,
      { widget: "image", required: true, label: "Image" },
    ],
  ] as const)("makes %s", (_, name, schema, required, expected) => {
    expect(fieldOf(name, schema, required)).toMatchObject(expected);
  });

  it("leaves an integer without a real upper bound unbounded", () => {
    const field = fieldOf(
      "sold",
      { type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
      true,
    );
    expect(field).not.toHaveProperty("max");
  });

  it("refuses a value it cannot edit, rather than leave a field out", () => {
    expect(() => fieldOf("odd", { type: "null" }, true)).toThrow(/odd/);
  });
});

describe("the shared fields, as the editor shows them", () => {
  it("edits a colour with a picker whose values the build takes", () => {
    const field = fieldOf("brand", json(hex), true);
    expect(field).toMatchObject({ widget: "color", allowInput: true });
    // What the picker writes, and what an operator may type.
    for (const value of ["#1a2b3c", "#FFFFFF", "#000000"])
      expect(hex.safeParse(value).success, value).toBe(true);
    for (const value of ["red", "#fff", "#12345g", "1a2b3c"])
      expect(hex.safeParse(value).success, value).toBe(false);
  });

  it("edits prose in a text area, with the build's minimum", () => {
    expect(fieldOf("answer", json(prose), true)).toMatchObject({
      widget: "text",
      required: true,
    });
    expect(fieldOf("answer", json(prose.max(90)), true)).toMatchObject({
      widget: "text",
      maxlength: 90,
    });
  });
});

describe("objectFields", () => {
  it("gives a record of currencies one optional field per currency", () => {
    const fields = objectFields({
      type: "object",
      propertyNames: { type: "string", enum: ["EUR", "USD", "GBP"] },
      additionalProperties: {
        type: "object",
        properties: { price: { type: "number" } },
        required: ["price"],
      },
    });
    expect(fields.map((field) => [field.name, field.required])).toEqual([
      ["EUR", false],
      ["USD", false],
      ["GBP", false],
    ]);
  });
});

describe("labelOf", () => {
  it.each([
    ["originalPrice", "Original price"],
    ["utm_source", "Utm source"],
    ["alt", "Alt"],
  ])("%s → %s", (name, label) => {
    expect(labelOf(name)).toBe(label);
  });
});

/** The store's editor configuration, and a field in it by its path of names. */
const config = editorConfig({ repo: "owner/store", branch: "main" });
const [store, pages, experiments] = config.collections;

function field(file: string, ...path: string[]): CmsField {
  const entry = store?.files?.find((candidate) => candidate.name === file);
  let fields = entry?.fields as CmsField[] | undefined;
  let found: CmsField | undefined;
  for (const name of path) {
    found = fields?.find((candidate) => candidate.name === name);
    fields = found?.fields as CmsField[] | undefined;
  }
  if (!found) throw new Error(`${file}: no field ${path.join(".")}`);
  return found;
}

describe("editorConfig, from this store's schemas", () => {
  it("saves to the configured repository, images beside the content", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "owner/store",
      branch: "main",
    });
    for (const entry of store?.files ?? [])
      expect(entry).toMatchObject({
        file: `${contentDir()}/${entry.name}.yaml`,
        media_folder: "images",
        public_folder: "./images",
      });
  });

  it("edits every content file and the five Markdown pages", () => {
    expect(store?.files?.map((entry) => entry.name)).toEqual([
      "product",
      "related",
      "reviews",
      "rating-summary",
      "faq",
      "store",
      "chrome",
      "copy",
      "currencies",
      "price-claims",
      "feeds",
      "settings",
    ]);
    expect(pages).toMatchObject({
      folder: `${contentDir()}/pages`,
      create: false,
      delete: false,
    });
    expect(pages?.fields?.map((entry) => entry.name)).toEqual([
      "title",
      "meta",
      "heading",
      "policy",
      "badgesHeading",
      "splitTestNotice",
      "salesReportingNotice",
      "body",
    ]);
  });

  it("edits the split tests, one file each, with the build's own rules", () => {
    expect(experiments).toMatchObject({
      name: "experiments",
      folder: `${contentDir()}/experiments`,
      extension: "yaml",
      format: "yaml",
    });
    const fields = experiments?.fields as CmsField[];
    expect(fields.map((entry) => entry.name)).toEqual([
      "on",
      "page",
      "variants",
      "autoDistribution",
    ]);
    const auto = fields[3] as CmsField;
    expect(auto).toMatchObject({ widget: "object", required: false });
    expect(auto.fields?.map((entry) => entry.name)).toEqual([
      "on",
      "controlFloor",
      "variantMinimum",
      "minClicks",
      "windowDays",
    ]);
    expect(auto.fields?.[0]).toMatchObject({
      widget: "boolean",
      default: false,
    });
    expect(auto.fields?.[1]).toMatchObject({
      widget: "number",
      min: 1,
      max: 90,
      default: 10,
    });
    const variant = (fields[2]?.fields ?? []) as CmsField[];
    expect(variant.map((entry) => entry.name)).toEqual([
      "name",
      "share",
      "headline",
      "buyNow",
      "benefits",
      "bannerMessages",
    ]);
    expect(variant[1]).toMatchObject({ widget: "number", min: 1, max: 99 });
  });

  it("asks for a review's rating as a whole number from 1 to 5", () => {
    expect(field("reviews", "items", "rating")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 5,
      required: true,
    });
  });

  it("asks for prices to the cent, never negative, with per-currency figures optional", () => {
    expect(field("product", "product", "price")).toMatchObject({
      widget: "number",
      min: 0,
      step: 0.01,
      required: true,
    });
    expect(field("product", "product", "currencyPrices")).toMatchObject({
      widget: "object",
      required: false,
    });
    expect(field("related", "items", "originalPrice").required).toBe(false);
  });

  it("gives every object and list of objects at least one field: the editor refuses an empty one", () => {
    const empty: string[] = [];
    const walk = (fields: readonly CmsField[], path: string) => {
      for (const field of fields) {
        const at = `${path}.${field.name}`;
        const inner = (field as { fields?: CmsField[] }).fields;
        if (field.widget === "object" || (field.widget === "list" && inner))
          if (!inner?.length) empty.push(at);
          else walk(inner, at);
      }
    };
    for (const collection of config.collections)
      for (const file of collection.files ?? [collection])
        walk((file as { fields?: CmsField[] }).fields ?? [], file.name);
    expect(empty).toEqual([]);
  });

  it("edits the report's rates as a list of a currency and its rate", () => {
    const rates = field("settings", "settings", "ledger", "report", "rates");
    expect(rates).toMatchObject({ widget: "list", required: false });
    expect(
      (rates as { fields: CmsField[] }).fields.map((inner) => inner.name),
    ).toEqual(["currency", "rate"]);
  });

  it("requires an alt text beside every image", () => {
    for (const [file, ...path] of [
      ["product", "product", "gallery"],
      ["related", "items", "image"],
      ["reviews", "items", "image"],
    ]) {
      const fields = field(file!, ...path).fields as CmsField[];
      expect(fields.find((entry) => entry.name === "src")?.widget).toBe(
        "image",
      );
      expect(fields.find((entry) => entry.name === "alt")?.required).toBe(true);
    }
  });

  it("keeps the affiliate disclosure required, at its minimum length", () => {
    expect(field("store", "store", "affiliateDisclosure")).toMatchObject({
      widget: "text",
      required: true,
      minlength: 30,
    });
  });

  it("picks the palette's and the swatches' colours with a colour picker", () => {
    for (const [file, ...path] of [
      ["store", "store", "themeColor"],
      ["store", "store", "palette", "brand"],
      ["product", "product", "colours", "swatch"],
    ])
      expect(field(file!, ...path), path.join(".")).toMatchObject({
        widget: "color",
      });
  });

  it("labels images, their alt texts and links in the store by what they hold", () => {
    const gallery = field("product", "product", "gallery").fields as CmsField[];
    expect(gallery.map(({ name, label }) => [name, label])).toEqual([
      ["src", "Image"],
      ["alt", "Alt text (what the image shows, for screen readers)"],
    ]);
    expect(field("copy", "copy", "orderTrack", "help", "href").label).toBe(
      "Link (a path in the store, like /about)",
    );
  });

  it("stores top-level lists at the top of their file", () => {
    expect(field("related", "items")).toMatchObject({ root: true });
    expect(field("reviews", "items")).toMatchObject({ root: true });
  });
});
