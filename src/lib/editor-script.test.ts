// @vitest-environment node
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  editorFonts,
  editorPackage,
  localEditorScript,
  readEditorScript,
} from "./editor-script";

const SAMPLE = [
  "@font-face{src:url(https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2) format('woff2-variations')}",
  "@font-face{src:url(https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2) format('woff2')}",
  "iP=`https://unpkg.com/@sveltia/cms`,aP=`${iP}/package.json`",
  "Oye=`https://www.githubstatus.com/api/v2/status.json`",
].join("\n");

describe("the editor's script", () => {
  it("takes its fonts and its version check from the store", () => {
    const local = localEditorScript(SAMPLE);
    expect(local).toContain(
      "url(/admin/fonts/source-sans-3-latin-wght-normal.woff2)",
    );
    expect(local).toContain(
      "url(/admin/fonts/noto-mono-latin-400-normal.woff2)",
    );
    expect(local).toContain("iP=`/admin/sveltia`");
    expect(local).toContain("Oye=`/admin/sveltia/github-status.json`");
    expect(local).not.toMatch(/jsdelivr|unpkg|githubstatus/);
  });

  it("finds each font in its Fontsource package, variable fonts in the variable one", () => {
    expect(
      editorFonts(SAMPLE).map(({ file, source }) => [
        file,
        source.split("node_modules/")[1],
      ]),
    ).toEqual([
      [
        "source-sans-3-latin-wght-normal.woff2",
        "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
      ],
      [
        "noto-mono-latin-400-normal.woff2",
        "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
      ],
    ]);
  });

  it("as installed, names only fonts the installed packages hold, and no CDN once rewritten", async () => {
    const code = await readEditorScript();
    const fonts = editorFonts(code);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts)
      expect(existsSync(font.source), font.file).toBe(true);
    expect(localEditorScript(code)).not.toMatch(
      /cdn\.jsdelivr\.net\/fontsource|unpkg\.com\/@sveltia\/cms|githubstatus\.com\/api/,
    );
    expect((await editorPackage()).name).toBe("@sveltia/cms");
  });
});
