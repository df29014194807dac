/**
 * Runs the project's `astro` command line (a build or a content sync) for a
 * test that expects it to fail on bad content: whether it failed, and all it
 * printed, without colours.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify, stripVTControlCharacters } from "node:util";

const run = promisify(execFile);
const ASTRO = fileURLToPath(
  new URL("../node_modules/.bin/astro", import.meta.url),
);

export async function astro(
  args: string[],
  { cwd, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): Promise<{ failed: boolean; output: string }> {
  const options = {
    cwd,
    env: { ...process.env, ...env, NO_COLOR: "1", FORCE_COLOR: "0" },
    maxBuffer: 16 * 1024 * 1024,
  };
  try {
    const { stdout, stderr } = await run(ASTRO, args, options);
    return { failed: false, output: stripVTControlCharacters(stdout + stderr) };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as {
      stdout?: string;
      stderr?: string;
    };
    return { failed: true, output: stripVTControlCharacters(stdout + stderr) };
  }
}
