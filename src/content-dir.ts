import { existsSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { loadEnv } from "vite";

/** The store's own content: this backpack, as the specification describes it. */
export const DEFAULT_CONTENT_DIR = "src/content";

/**
 * The folder the build takes the store's content from, as a path from the
 * project root: CONTENT_DIR from the environment or `.env`, else
 * src/content. Everything that makes one product's store its own lives in
 * it (the YAML files, pages/, images/, and public/ for the icons and the
 * sharing image), so another folder is another store (docs/content-and-editing.md, "Sell
 * another product").
 *
 * @throws when the folder named has no store.yaml, so a mistyped folder
 *   fails the build at once instead of building some other store.
 */
export function contentDir(
  root: string = process.cwd(),
  env: Record<string, string | undefined> = process.env,
): string {
  const named =
    env.CONTENT_DIR ?? loadEnv("production", root, "CONTENT_DIR").CONTENT_DIR;
  if (!named) return DEFAULT_CONTENT_DIR;
  const folder = isAbsolute(named) ? relative(root, named) : named;
  const clean = folder.replace(/\/+$/, "") || ".";
  if (!existsSync(join(root, clean, "store.yaml")))
    throw new Error(
      `CONTENT_DIR=${named}: no store.yaml there. Name a folder laid out like src/content.`,
    );
  return clean;
}
