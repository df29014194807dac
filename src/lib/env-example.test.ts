import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadEnv } from "vite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentDir, DEFAULT_CONTENT_DIR } from "../content-dir";
import { ENV_SETTINGS, envOverrides, readConfig } from "./config";

// .env.example, which docs/content-and-editing.md tells the operator to copy.
const EXAMPLE = readFileSync(".env.example", "utf8");
const folders: string[] = [];
// The build's own CONTENT_DIR, if any, names a folder of this project, not
// of the projects made here.
beforeEach(() => {
  vi.stubEnv("CONTENT_DIR", undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  for (const folder of folders.splice(0))
    rmSync(folder, { recursive: true, force: true });
});

/** A project whose .env holds `text`, or that has none. */
function projectWith(text: string | undefined): string {
  const root = mkdtempSync(join(tmpdir(), "env-example-"));
  folders.push(root);
  if (text !== undefined) writeFileSync(join(root, ".env"), text);
  return root;
}

/** What a build reads from a project's .env, as astro.config.mjs reads it. */
const viteEnvOf = (root: string) => loadEnv("production", root, "VITE_");
const buildEnvOf = (root: string) => ({
  vite: viteEnvOf(root),
  content: contentDir(root, {}),
});

/** The example with every variable's line uncommented. */
const uncommented = EXAMPLE.replace(/^# ([A-Z][A-Z0-9_]*=)/gm, "$1");

describe(".env.example", () => {
  it("copied to .env, changes nothing the build reads", () => {
    const copied = buildEnvOf(projectWith(EXAMPLE));
    const none = buildEnvOf(projectWith(undefined));
    expect(copied).toEqual(none);
    expect(copied.content).toBe(DEFAULT_CONTENT_DIR);
    expect(envOverrides(copied.vite)).toEqual([]);
    expect(readConfig(DEFAULT_CONTENT_DIR, copied.vite)).toEqual(
      readConfig(DEFAULT_CONTENT_DIR, none.vite),
    );
  });

  it("shows every variable that overrides a setting, with a value the settings accept", () => {
    const vite = viteEnvOf(projectWith(uncommented));
    // Every line that names a variable is one of the build's, or CONTENT_DIR.
    const named = [...uncommented.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
      ([, name]) => name,
    );
    expect(named.toSorted()).toEqual(
      [...Object.keys(ENV_SETTINGS), "CONTENT_DIR"].toSorted(),
    );
    expect(envOverrides(vite)).toHaveLength(Object.keys(ENV_SETTINGS).length);
    expect(() => readConfig(DEFAULT_CONTENT_DIR, vite)).not.toThrow();
  });
});

describe("envOverrides", () => {
  it("names each variable set, and the setting it overrides", () => {
    expect(
      envOverrides({ VITE_SITE_URL: "https://shop.test", VITE_OFFER_ID: " " }),
    ).toEqual(["VITE_SITE_URL overrides settings.yaml siteUrl"]);
  });
});
