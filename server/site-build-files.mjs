// @ts-check
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { buildFiles } from "../src/lib/build-files.ts";

/**
 * The files the build wrote for the hosts in the site folder `root`, each
 * read once (src/lib/build-files.ts): `npm start`'s and the scripts' way to
 * them.
 * @param {string} root the build folder
 */
export const siteBuildFiles = (root) =>
  buildFiles((name) => readFile(join(root, name), "utf8"));
