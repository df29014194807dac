import type { EditorMeta } from "@/schemas/fields";
import { capitalise } from "@/lib/text";
import { LOCALE, folderEntry, i18nOf, translatedField } from "@/lib/cms-i18n";

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
  /** Required in every language, or (a translated text) in the first alone. */
  required?: boolean | readonly string[];
  /**
   * In a translated file: `true`, a text each language has its own of;
   * "duplicate", a list entry's id, the same in every language's file so
   * that entries pair up; "none", a fact kept in the first language's file
   * alone, which the build refuses in a translation
   * (src/lib/translation-check.ts).
   */
  i18n?: true | "duplicate" | "none";
  /** A single-value list's item. */
  field?: CmsField;
  /** An object's or a list's fields. */
  fields?: CmsField[];
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
    ...(schema.format === "uri" && {
      pattern: ["^https?://\\S+$", "Must be a web address (https://…)"],
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
  // A value the schema fixes (a split test's page, "/"): kept, not edited.
  if (schema.const !== undefined)
    return { widget: "hidden", default: schema.const };
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
    ...(schema.asWritten && { i18n: "none" as const }),
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
  /** Whether other languages have its texts, in <code>/<file>. */
  translated?: boolean;
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
  /**
   * Where each other language's files are, `{{locale}}` standing for its
   * code (src/content/pages/{{locale}}); none when it is not translated.
   */
  translatedFolder?: string;
};

/** Where the editor saves, and what it edits. */
export type CmsOptions = {
  repo: string;
  branch: string;
  /** Where images are uploaded, e.g. src/content/images. */
  mediaFolder: string;
  /**
   * The store's languages, the first one's files where they always were
   * (settings.yaml, `locales`): with more than one, the editor shows each
   * translated file's languages side by side.
   */
  locales?: readonly string[];
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

/** One file of the editor's "Store" collection. */
type FileEntry = typeof MEDIA & {
  name: string;
  label: string;
  file: string;
  i18n?: true;
  fields: CmsField[];
};

function fileEntry(
  { name, label, file, schema, key, translated }: CmsFile,
  first: string | undefined,
): FileEntry {
  const fields: CmsField[] = key
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
  if (!translated || first === undefined)
    return { name, label, file, ...MEDIA, fields };
  const slash = file.lastIndexOf("/");
  return {
    name,
    label,
    file: `${file.slice(0, slash)}/${LOCALE}${file.slice(slash)}`,
    i18n: true as const,
    ...MEDIA,
    fields: fields.map((field) => translatedField(field, first)),
  };
}

/** A collection of the editor: its files, or a folder of entries. */
type Collection = {
  name: string;
  label: string;
  files?: FileEntry[];
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  i18n?: true;
  fields?: CmsField[];
};

/** The whole configuration, as Sveltia CMS reads it from /admin/config.yml. */
export function cmsConfig(options: CmsOptions) {
  const locales = options.locales ?? [];
  const first = locales.length > 1 ? locales[0] : undefined;
  const collections: Collection[] = [
    {
      name: "store",
      label: "Store",
      // Languages for the files marked as translated, and those alone.
      ...(first !== undefined && { i18n: true as const }),
      files: options.files.map((file) => fileEntry(file, first)),
    },
    {
      name: options.pages.name,
      label: options.pages.label,
      extension: options.pages.extension,
      format: "frontmatter",
      create: false,
      delete: false,
      identifier_field: "title",
      ...folderEntry(
        options.pages,
        [
          ...objectFields(options.pages.schema),
          {
            name: "body",
            label: "Text",
            widget: "markdown",
            required: true,
          },
        ],
        first,
      ),
    },
    ...(options.experiments
      ? [
          {
            name: options.experiments.name,
            label: options.experiments.label,
            extension: options.experiments.extension,
            format: "yaml",
            create: false,
            delete: false,
            ...folderEntry(
              options.experiments,
              objectFields(options.experiments.schema),
              first,
            ),
          },
        ]
      : []),
  ];
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
    ...(first !== undefined && { i18n: i18nOf(locales) }),
    collections,
  };
}
