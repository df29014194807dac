// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkTranslationFiles,
  translationFileProblems,
  translationFilesIn,
} from "./translation-files";

const root = mkdtempSync(join(tmpdir(), "translation-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A content folder holding `files` alone, by their paths in it. */
function folderWith(name: string, files: Record<string, string>): string {
  const folder = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

const page = (frontmatter: string) => `---\n${frontmatter}\n---\n\nText.\n`;
const ABOUT = page(
  "title: About\nmeta:\n  title: About us\n  description: Who we are.",
);
const TEST = [
  "on: true",
  "page: /",
  "variants:",
  "  - name: get-yours",
  "    share: 50",
  "    buyNow: GET YOURS NOW",
].join("\n");

describe("translationFilesIn", () => {
  it("pairs each language's files, split tests and pages with their originals", () => {
    const folder = folderWith("paired", {
      "pages/about.md": ABOUT,
      "pages/de/about.md": page("title: Über uns"),
      "experiments/buy-now.yaml": TEST,
      "de/experiments/buy-now.yaml": "variants:\n  - buyNow: JETZT\n",
      "chrome.yaml": "chrome: {}\n",
      "de/chrome.yaml": "chrome: {}\n",
      "de/settings.yaml": "settings: {}\n",
    });
    expect(
      translationFilesIn(folder)
        .map(({ translation, original }) => [translation, original?.path])
        .sort(),
    ).toEqual([
      ["de/chrome.yaml", "chrome.yaml"],
      ["de/experiments/buy-now.yaml", "experiments/buy-now.yaml"],
      ["de/settings.yaml", undefined],
      ["pages/de/about.md", "pages/about.md"],
    ]);
  });
});

describe("translationFileProblems", () => {
  it.each<{ what: string; files: Record<string, string>; problem: string }>([
    {
      what: "a page translation that sets a fact",
      files: {
        "pages/about.md": ABOUT,
        "pages/fr/about.md": page("title: À propos\npolicy: true"),
      },
      problem:
        "pages/fr/about.md: policy: is a fact, not a text: every language shows the one in pages/about.md, so a translation leaves it out",
    },
    {
      what: "a page title over 70 characters",
      files: {
        "pages/about.md": ABOUT,
        "pages/fr/about.md": page(`meta:\n  title: ${"À propos ".repeat(9)}`),
      },
      problem:
        "pages/fr/about.md: meta.title: Too big: expected string to have <=70 characters",
    },
    {
      what: "a split test's share in its translation",
      files: {
        "experiments/buy-now.yaml": TEST,
        "de/experiments/buy-now.yaml": "variants:\n  - share: 10\n",
      },
      problem:
        "de/experiments/buy-now.yaml: variants[0].share: is a fact, not a text: every language shows the one in experiments/buy-now.yaml, so a translation leaves it out",
    },
    {
      what: "a translation of a split test there is not",
      files: { "de/experiments/gone.yaml": "variants: []\n" },
      problem: "de/experiments/gone.yaml: translates no file of the store",
    },
    {
      what: "a file no collection translates",
      files: { "de/settings.yaml": "settings: {}\n" },
      problem: "de/settings.yaml: translates no file of the store",
    },
    {
      what: "a file that is no YAML",
      files: {
        "experiments/buy-now.yaml": TEST,
        "de/experiments/buy-now.yaml": "variants: [\n",
      },
      problem: "de/experiments/buy-now.yaml: cannot be read: ",
    },
  ])("names $what, with the file", ({ what, files, problem }) => {
    const folder = folderWith(what.replace(/\W+/g, "-"), files);
    const problems = translationFileProblems(folder);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${folder}/${problem}`);
  });

  it("fails the build with every problem, one a line", () => {
    const folder = folderWith("build", {
      "de/settings.yaml": "settings: {}\n",
      "fr/feeds.yaml": "feeds: {}\n",
    });
    expect(() => checkTranslationFiles(folder)).toThrow(
      /^Translations do not fit the files they translate \(docs\/languages\.md\):\n {2}\S+\/de\/settings\.yaml: [^\n]+\n {2}\S+\/fr\/feeds\.yaml: /,
    );
  });
});
