// @vitest-environment node
/**
 * The table of collections (collections.ts) is their one home: the content
 * folder, Astro's collections and the store editor all follow it, and no
 * other file declares or reads a collection by itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { contentDir } from "../content-dir";
import { COLLECTIONS } from "./collections";
import { LOCALE_CODE } from "./fields";

/** The loaders content.config.ts asks for, as the paths they read. */
vi.mock("astro/loaders", () => ({
  file: (path: string) => ({ path }),
  glob: ({ pattern, base }: { pattern: string; base: string }) => ({
    path: `${base}/${pattern}`,
  }),
}));

const { collections } = await import("@/content.config");
const { editorConfig } = await import("@/lib/editor-config");

const src = new URL("..", import.meta.url).pathname;
/** The demo store's content, which ships every file and translation. */
const content = join(src, "content");
/** The content folder the store is built from, which the loaders read. */
const storeContent = join(src, "..", contentDir());

/** Each collection's file or folder under the content folder, as the table gives it. */
const expected = Object.entries(COLLECTIONS).map(([name, row]) => [
  name,
  "file" in row ? `${row.file}.yaml` : `${row.folder}/*.${row.extension}`,
]);

describe("the collections", () => {
  it("cover the content folder: each YAML file and folder but settings, images, public and the translations", () => {
    const present = readdirSync(content, { withFileTypes: true })
      .filter((entry) =>
        entry.isDirectory()
          ? !["images", "public"].includes(entry.name) &&
            // A language's translations of the files: src/content/de/.
            !LOCALE_CODE.test(entry.name)
          : entry.name.endsWith(".yaml") && entry.name !== "settings.yaml",
      )
      .map((entry) => entry.name)
      .sort();
    const named = expected.map(([, path]) => path!.split("/")[0]!).sort();
    expect(present).toEqual(named);
  });

  it("mark as translated exactly the files and folders some language translates", () => {
    const translatedNames = new Set(
      readdirSync(content, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && LOCALE_CODE.test(entry.name))
        .flatMap((language) =>
          readdirSync(join(content, language.name)).map((name) =>
            name.replace(/\.yaml$/, ""),
          ),
        ),
    );
    // The pages are translated in pages/de/.
    translatedNames.add(COLLECTIONS.pages.folder);
    const marked = Object.values(COLLECTIONS)
      .filter((row) => "translated" in row && row.translated)
      .map((row) => ("file" in row ? row.file : row.folder));
    expect(marked.sort()).toEqual([...translatedNames].sort());
  });

  it("are Astro's collections, each loading its file or folder, and the pages' translations", () => {
    expect(
      Object.entries(collections).map(([name, collection]) => [
        name,
        relative(
          storeContent,
          // The mocked loader above, which keeps its path.
          (collection as unknown as { loader: { path: string } }).loader.path,
        ),
      ]),
    ).toEqual([...expected, ["pageTranslations", "pages/*/*.md"]]);
    for (const [name, collection] of Object.entries(collections))
      if (name !== "pageTranslations")
        expect(collection.schema, name).toBe(
          COLLECTIONS[name as keyof typeof COLLECTIONS].schema,
        );
  });

  it("are the editor's files and folders, with the table's labels", () => {
    const config = editorConfig({ repo: "owner/store", branch: "main" }, "c");
    const [store, ...folders] = config.collections;
    const editorFiles = (store?.files ?? []).map((file) => [
      file.label,
      file.file,
    ]);
    const editorFolders = folders.map((folder) => [
      folder.label,
      `${folder.folder}/*.${folder.extension}`,
    ]);
    const rows = Object.values(COLLECTIONS);
    expect(editorFiles).toEqual([
      ...rows.flatMap((row) =>
        "file" in row ? [[row.label, `c/${row.file}.yaml`]] : [],
      ),
      // settings.yaml is read before the build: the editor's, no collection.
      ["Settings", "c/settings.yaml"],
    ]);
    expect(editorFolders).toEqual(
      rows.flatMap((row) =>
        "folder" in row
          ? [[row.label, `c/${row.folder}/*.${row.extension}`]]
          : [],
      ),
    );
  });

  it("are declared in content.config.ts and read in lib/content.ts alone", () => {
    const sources = (readdirSync(src, { recursive: true }) as string[])
      .filter((path) => /\.(ts|tsx|astro|mjs)$/.test(path))
      .filter((path) => !/\.test\.(ts|tsx|mjs)$/.test(path));
    const using = (call: RegExp) =>
      sources
        .filter((path) => call.test(readFileSync(join(src, path), "utf8")))
        .sort();
    expect(using(/\bdefineCollection\b/)).toEqual(["content.config.ts"]);
    expect(using(/\b(getCollection|getEntry|getEntries)\b/)).toEqual([
      "lib/content.ts",
    ]);
  });
});
