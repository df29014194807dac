import { readFile } from "node:fs/promises";
import type { APIRoute, GetStaticPaths } from "astro";
import {
  editorFonts,
  readEditorScript,
  type EditorFont,
} from "@/lib/editor-script";

/** /admin/fonts/<file>: each font the editor's script names, from npm. */
export const getStaticPaths = (async () =>
  editorFonts(await readEditorScript()).map((font) => ({
    params: { file: font.file },
    props: { font },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { font } = props as { font: EditorFont };
  const bytes = await readFile(font.source).catch(() => {
    throw new Error(
      `The editor's script names the font ${font.file}, which no Fontsource package here holds (${font.source}): add the package to devDependencies.`,
    );
  });
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "font/woff2" },
  });
};
