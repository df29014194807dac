import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The editor's script (Sveltia CMS) as /admin serves it, with nothing from
 * a third party: its interface fonts, which it would load from
 * cdn.jsdelivr.net, come from the store (/admin/fonts/, out of the
 * Fontsource packages on npm); its version check, which would ask
 * unpkg.com, reads /admin/sveltia/package.json, the installed version's;
 * and its check of GitHub's status page, made on opening, reads
 * /admin/sveltia/github-status.json, which says "unknown" (so the editor
 * shows no GitHub incident notice; GitHub itself is only asked once the
 * operator signs in to it).
 * A font the script names that no package here holds fails the build, so
 * an update of Sveltia that adds one cannot slip back to the CDN.
 */

/** Where the pages of /admin find the editor's files. */
export const EDITOR_FILES = "/admin";

/** A font of the editor's: its file under /admin/fonts/ and where npm put it. */
export type EditorFont = { file: string; source: string };

const FONT_URL =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[0-9.]+\/([a-z0-9-]+\.woff2)/g;
const VERSION_CHECK = "https://unpkg.com/@sveltia/cms";
const GITHUB_STATUS = "https://www.githubstatus.com/api/v2/status.json";

const modules = (...path: string[]) =>
  join(process.cwd(), "node_modules", ...path);

/** Every font the script names, as the store serves it. */
export function editorFonts(code: string): EditorFont[] {
  const fonts = new Map<string, EditorFont>();
  for (const [, family, variable, subset] of code.matchAll(FONT_URL)) {
    const file = `${family}-${subset}`;
    const scope = variable ? "@fontsource-variable" : "@fontsource";
    fonts.set(file, { file, source: modules(scope, family!, "files", file) });
  }
  return [...fonts.values()];
}

/** The script with its fonts and its version check pointed at the store. */
export function localEditorScript(code: string): string {
  return code
    .replace(
      FONT_URL,
      (_url, family: string, _variable, subset: string) =>
        `${EDITOR_FILES}/fonts/${family}-${subset}`,
    )
    .replaceAll(VERSION_CHECK, `${EDITOR_FILES}/sveltia`)
    .replaceAll(GITHUB_STATUS, `${EDITOR_FILES}/sveltia/github-status.json`);
}

/** The installed editor's script, as npm put it. */
export const readEditorScript = () =>
  readFile(modules("@sveltia", "cms", "dist", "sveltia-cms.js"), "utf8");

/** The installed editor's version, for its own update check. */
export async function editorPackage(): Promise<{
  name: string;
  version: string;
}> {
  const { name, version } = JSON.parse(
    await readFile(modules("@sveltia", "cms", "package.json"), "utf8"),
  ) as { name: string; version: string };
  return { name, version };
}
