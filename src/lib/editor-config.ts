import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import {
  COLLECTIONS,
  schemaOf,
  type CollectionName,
} from "@/schemas/collections";
import { editorWidget } from "@/schemas/fields";
import { settingsSchema } from "@/schemas/settings";
import { cmsConfig, type CmsFile, type JsonSchema } from "./cms-config";
import { LOCALE } from "./cms-i18n";
import { contentDir } from "@/content-dir";

/**
 * Images as the editor's image field, and as paths; Astro's image() checks
 * the file at build time.
 */
export const schemaContext = {
  image: () => z.string().meta(editorWidget("image")),
} as unknown as SchemaContext;

/** A content schema as JSON Schema, what the editor's fields are made from. */
export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/**
 * The store editor's configuration for this store's content: every
 * collection of src/schemas/collections.ts in its content folder
 * (src/content unless CONTENT_DIR names another), and settings.yaml, saved
 * to `repo` on `branch`.
 */
export function editorConfig(
  cms: { repo: string; branch: string; locales?: readonly string[] },
  folder: string = contentDir(),
) {
  const names = Object.keys(COLLECTIONS) as CollectionName[];
  const files: CmsFile[] = names.flatMap((name) => {
    const row: (typeof COLLECTIONS)[CollectionName] = COLLECTIONS[name];
    const schema: z.ZodType = schemaOf(name, schemaContext);
    return "file" in row
      ? [
          {
            name: row.file,
            label: row.label,
            file: `${folder}/${row.file}.yaml`,
            // A file without an entry key is a list at its top level.
            schema: jsonSchemaOf("entry" in row ? schema : z.array(schema)),
            key: "entry" in row ? row.entry : undefined,
            translated: "translated" in row && row.translated,
          },
        ]
      : [];
  });
  // Each other language's pages in pages/de/, its split tests' texts in
  // de/experiments/, as src/lib/content.ts reads them.
  const translatedFolders = {
    pages: `${folder}/pages/${LOCALE}`,
    experiments: `${folder}/${LOCALE}/experiments`,
  };
  const folderOf = (name: "pages" | "experiments") => {
    const row = COLLECTIONS[name];
    return {
      name,
      label: row.label,
      folder: `${folder}/${row.folder}`,
      extension: row.extension,
      schema: jsonSchemaOf(row.schema),
      translatedFolder: row.translated ? translatedFolders[name] : undefined,
    };
  };
  return cmsConfig({
    ...cms,
    mediaFolder: `${folder}/images`,
    files: [
      ...files,
      // Read before the build starts (src/lib/config.ts), so no collection.
      {
        name: "settings",
        label: "Settings",
        file: `${folder}/settings.yaml`,
        schema: jsonSchemaOf(settingsSchema),
        key: "settings",
      },
    ],
    pages: folderOf("pages"),
    experiments: folderOf("experiments"),
  });
}
