import { describe, expect, it } from "vitest";
import type { CmsField } from "./cms-config";
import { contentDir } from "../content-dir";
import { editorConfig } from "./editor-config";

/** The content folder the store is built from, which the editor edits. */
const content = contentDir();

/** The store's editor configuration in one language, for comparison. */
const config = editorConfig({ repo: "owner/store", branch: "main" });

describe("editorConfig, in the store's languages", () => {
  const multilingual = editorConfig({
    repo: "owner/store",
    branch: "main",
    locales: ["en", "de", "fr"],
  });
  const [files, pageFolder, tests] = multilingual.collections;
  const file = (name: string) =>
    files?.files?.find((candidate) => candidate.name === name);
  const inFile = (name: string, ...path: string[]) => {
    let fields = file(name)?.fields;
    let found: CmsField | undefined;
    for (const step of path) {
      found = fields?.find((candidate) => candidate.name === step);
      fields = found?.fields ?? found?.field?.fields;
    }
    if (!found) throw new Error(`${name}: no field ${path.join(".")}`);
    return found;
  };

  it("shows the languages side by side, the first one's files where they were", () => {
    expect(multilingual).toMatchObject({
      i18n: {
        structure: "multiple_folders",
        locales: ["en", "de", "fr"],
        default_locale: "en",
        omit_default_locale_from_file_path: true,
      },
    });
    expect(files).toMatchObject({ i18n: true });
    expect(file("copy")).toMatchObject({
      file: `${content}/{{locale}}/copy.yaml`,
      i18n: true,
    });
    expect(pageFolder).toMatchObject({
      folder: `${content}/pages/{{locale}}`,
      i18n: true,
    });
    expect(tests).toMatchObject({
      folder: `${content}/{{locale}}/experiments`,
      i18n: true,
    });
  });

  it("keeps the files no language translates in one language", () => {
    for (const name of [
      "settings",
      "feeds",
      "price-claims",
      "rating-summary",
    ]) {
      expect(file(name)?.file).toBe(`${content}/${name}.yaml`);
      expect(file(name)).not.toHaveProperty("i18n");
    }
  });

  it("translates texts, required in the first language alone", () => {
    expect(inFile("product", "product", "title")).toMatchObject({
      i18n: true,
      required: ["en"],
    });
    expect(inFile("product", "product", "gallery", "alt")).toMatchObject({
      i18n: true,
    });
    expect(inFile("product", "product", "benefits").field).toMatchObject({
      i18n: true,
    });
  });

  it("keeps facts in the first language's file, and pairs list entries by their id", () => {
    for (const path of [
      ["product", "product", "price"],
      ["product", "product", "colours", "swatch"],
      ["product", "product", "gallery", "src"],
      ["copy", "copy", "orderTrack", "help", "href"],
      ["related", "items", "url"],
      ["store", "store", "supportEmail"],
    ])
      expect(inFile(path[0]!, ...path.slice(1)), path.join(".")).toMatchObject({
        i18n: "none",
      });
    expect(inFile("related", "items", "id")).toMatchObject({
      i18n: "duplicate",
    });
    expect(inFile("currencies", "currencies", "list", "code")).toMatchObject({
      i18n: "duplicate",
    });
  });

  it("keeps a review as its reviewer wrote it, and translates its photo's description", () => {
    for (const name of ["name", "text", "date"])
      expect(inFile("reviews", "items", name)).toMatchObject({ i18n: "none" });
    expect(inFile("reviews", "items", "image", "alt")).toMatchObject({
      i18n: true,
    });
  });

  it("has no languages for a store in one", () => {
    expect(config).not.toHaveProperty("i18n");
    expect(
      editorConfig({ repo: "o/s", branch: "main", locales: ["en"] }),
    ).not.toHaveProperty("i18n");
  });
});
