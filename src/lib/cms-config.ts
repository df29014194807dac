import type { EditorMeta } from "@/schemas/fields";
import { capitalise } from "@/lib/text";

/**
 * The store editor's configuration (Sveltia CMS, /admin), made from the
 * content schemas themselves (src/schemas/collections.ts, as JSON Schema): every
 * field the build checks is a field in the editor, with the same required
 * flags, lengths, ranges, patterns and choices, so the editor refuses most
 * of what the build would refuse. The build stays the final guard (rules
 * that span fields, such as an original price below the price, are its
 * alone).
 */

/** The part of JSON Schema zod's toJSONSchema writes for the content schemas. */
export type JsonSchema = EditorMeta & {
  type?: string | readonly string[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: readonly JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  /** Why a value that does not match is refused (src/schemas/fields.ts, matching). */
  patternMessage?: string;
  format?: string;
  default?: unknown;
};

/** A widget and its options, e.g. { widget: "number", min: 1, max: 5 }. */
type Widget = { widget: string; [option: string]: unknown };

export type CmsField = Widget & {
  name: string;
  label: string;
  required?: boolean;
};

/** "originalPrice" → "Original price", "utm_source" → "Utm source". */
export function labelOf(name: string): string {
  const words = name
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return capitalise(words);
}

/** JSON Schema's largest safe integer, which zod writes for .int(): no real limit. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

function numberOptions(schema: JsonSchema) {
  const integer = schema.type === "integer";
  const min = schema.minimum ?? schema.exclusiveMinimum;
  return {
    value_type: integer ? "int" : "float",
    ...(min !== undefined && min > -NO_LIMIT && { min }),
    ...(schema.maximum !== undefined &&
      schema.maximum < NO_LIMIT && { max: schema.maximum }),
    step: schema.multipleOf ?? (integer ? 1 : 0.01),
  };
}

function stringOptions(schema: JsonSchema): Widget {
  // A colour picker, which writes #rrggbb, with the value typeable too.
  if (schema.editorWidget === "color")
    return { widget: "color", allowInput: true };
  return {
    widget: schema.editorWidget === "text" ? "text" : "string",
    ...(schema.minLength !== undefined &&
      schema.minLength > 1 && { minlength: schema.minLength }),
    ...(schema.maxLength !== undefined && { maxlength: schema.maxLength }),
    ...(schema.pattern !== undefined && {
      pattern: [
        schema.pattern,
        schema.patternMessage ?? `Must match ${schema.pattern}`,
      ],
    }),
    ...(schema.format === "email" && {
      pattern: ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "Must be an e-mail address"],
    }),
  };
}

/** The widget and its options for one value, without name, label or required. */
function widgetOf(name: string, schema: JsonSchema): Widget {
  if (schema.editorWidget === "image") return { widget: "image" };
  if (schema.anyOf) {
    // The first form an editor can type: a review's date is a Date or a
    // text, and the editor writes text ("2 weeks ago", "2026-11-10").
    const present = schema.anyOf.find(
      (option) => option.type !== undefined && option.type !== "null",
    );
    if (present) return widgetOf(name, present);
  }
  if (schema.enum)
    return { widget: "select", options: schema.enum.map(String) };
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return stringOptions(schema);
    case "integer":
    case "number":
      return { widget: "number", ...numberOptions(schema) };
    case "boolean":
      return { widget: "boolean", default: schema.default ?? false };
    case "array":
      return listOf(name, schema);
    case "object":
      return { widget: "object", fields: objectFields(schema) };
    default:
      throw new Error(`No editor field for ${name}: ${JSON.stringify(schema)}`);
  }
}

function listOf(name: string, schema: JsonSchema): Widget {
  const items = schema.items ?? {};
  const limits = {
    ...(schema.minItems !== undefined &&
      schema.minItems > 0 && { min: schema.minItems }),
    ...(schema.maxItems !== undefined && { max: schema.maxItems }),
  };
  if (items.type === "object" || items.properties || items.propertyNames)
    return { widget: "list", ...limits, fields: objectFields(items) };
  return {
    widget: "list",
    ...limits,
    field: { name: "item", label: labelOf(name), ...widgetOf(name, items) },
  };
}

/**
 * An object's fields. A record keyed by a fixed set (currencyPrices: EUR,
 * USD, GBP) becomes an object with one optional field per key.
 */
export function objectFields(schema: JsonSchema): CmsField[] {
  if (
    schema.propertyNames?.enum &&
    typeof schema.additionalProperties === "object"
  ) {
    const value = schema.additionalProperties;
    return schema.propertyNames.enum.map(String).map((key) => ({
      name: key,
      label: key,
      required: false,
      ...widgetOf(key, value),
    }));
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, value]) =>
    fieldOf(name, value, required.has(name)),
  );
}

/** One editor field for a schema property. */
export function fieldOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
): CmsField {
  const widget = widgetOf(name, schema);
  return {
    name,
    label: schema.editorLabel ?? labelOf(name),
    // A field with a default may be left empty: the build fills it in.
    required: required && schema.default === undefined,
    ...widget,
    ...(schema.default !== undefined &&
      widget.widget !== "boolean" && { default: schema.default }),
  };
}

/** A content file, as the editor shows it. */
export type CmsFile = {
  name: string;
  label: string;
  /** Its path from the project root, e.g. src/content/product.yaml. */
  file: string;
  schema: JsonSchema;
  /** The key the data sits under (product:), or none for a top-level list. */
  key?: string;
};

/** A folder of content, one entry per file, as the editor shows it. */
export type CmsFolder = {
  name: string;
  label: string;
  /** Its path from the project root, e.g. src/content/pages. */
  folder: string;
  /** Its files' extension, without the dot. */
  extension: string;
  schema: JsonSchema;
};

/** Where the editor saves, and what it edits. */
export type CmsOptions = {
  repo: string;
  branch: string;
  /** Where images are uploaded, e.g. src/content/images. */
  mediaFolder: string;
  files: readonly CmsFile[];
  /** The Markdown pages: one folder, each page with frontmatter and body. */
  pages: CmsFolder;
  /**
   * The split tests: one YAML file each, named by the test. The editor
   * turns a test on or off and edits its variants; a new test is a new
   * file (docs/split-tests.md).
   */
  experiments?: CmsFolder;
};

/**
 * Images sit beside the content in its images/ folder and are written as
 * `./images/…`, the paths Astro's image() resolves from the YAML file.
 */
const MEDIA = { media_folder: "images", public_folder: "./images" };

function fileEntry({ name, label, file, schema, key }: CmsFile) {
  const fields = key
    ? [
        {
          name: key,
          label,
          widget: "object",
          required: true,
          fields: objectFields(schema),
        },
      ]
    : [
        {
          name: "items",
          label,
          widget: "list",
          root: true,
          ...(schema.items && { fields: objectFields(schema.items) }),
        },
      ];
  return { name, label, file, ...MEDIA, fields };
}

/** The whole configuration, as Sveltia CMS reads it from /admin/config.yml. */
export function cmsConfig(options: CmsOptions) {
  return {
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch,
    },
    media_folder: options.mediaFolder,
    public_folder: `/${options.mediaFolder}`,
    // An optional field left empty is left out of the file, not written as
    // null, which the build's schemas refuse.
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: "store",
        label: "Store",
        files: options.files.map(fileEntry),
      },
      {
        name: options.pages.name,
        label: options.pages.label,
        folder: options.pages.folder,
        extension: options.pages.extension,
        format: "frontmatter",
        create: false,
        delete: false,
        identifier_field: "title",
        fields: [
          ...objectFields(options.pages.schema),
          { name: "body", label: "Text", widget: "markdown", required: true },
        ],
      },
      ...(options.experiments
        ? [
            {
              name: options.experiments.name,
              label: options.experiments.label,
              folder: options.experiments.folder,
              extension: options.experiments.extension,
              format: "yaml",
              create: false,
              delete: false,
              fields: objectFields(options.experiments.schema),
            },
          ]
        : []),
    ],
  };
}
