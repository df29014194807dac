// `npm run check:html [folder]`: every page of the build (default `dist/`)
// through the W3C Nu HTML Checker (the `vnu-jar` package), which needs
// Java 11 or newer on PATH (`.ci/run` installs Debian's when there is
// none). Prints each error with its page and line, and exits with 1 when
// there is one the standard does not allow, 2 when the checker cannot run.
import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

/**
 * Errors the checker reports where it lags the HTML standard, each with the
 * standard's words (docs/security.md says more). Matched exactly.
 */
export const LAGGING_CHECKER = new Map([
  [
    "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    "HTML Standard, the link element: “The blocking attribute is a blocking attribute. It is used by link types stylesheet and expect, and it must only be specified on link elements that have a rel attribute containing those keywords.”",
  ],
]);

/** The checker's errors for the given pages, as {file, line, message}. */
export function errorsOf(report, root) {
  return report.messages
    .filter((message) => message.type === "error")
    .map((message) => ({
      file: relative(root, fileURLToPath(message.url)),
      line: message.lastLine ?? 0,
      message: message.message,
    }));
}

/** Errors the standard allows after all are set apart from the rest. */
export function splitLagging(errors) {
  return {
    allowed: errors.filter((error) => LAGGING_CHECKER.has(error.message)),
    errors: errors.filter((error) => !LAGGING_CHECKER.has(error.message)),
  };
}

async function pagesIn(folder) {
  const entries = await readdir(folder, {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function main() {
  const root = process.argv[2] ?? "dist";
  const pages = await pagesIn(root);
  if (pages.length === 0) {
    console.error(`No pages in ${root}/: run npm run build first.`);
    process.exit(2);
  }
  let output;
  try {
    // vnu exits with 1 when it finds an error; the report is on stderr.
    const result = await promisify(execFile)(
      "java",
      [
        "-jar",
        String(vnuJar),
        "--format",
        "json",
        "--exit-zero-always",
        ...pages,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    output = result.stderr;
  } catch (error) {
    console.error(
      `The Nu HTML Checker could not run (${error.message.split("\n")[0]}). It needs Java 11 or newer on PATH: apt-get install default-jre-headless on Debian or Ubuntu.`,
    );
    process.exit(2);
  }
  const { allowed, errors } = splitLagging(errorsOf(JSON.parse(output), root));
  for (const { file, line, message } of errors)
    console.error(`${file}:${line}: ${message}`);
  const lagging = new Set(allowed.map((error) => error.message));
  for (const message of lagging)
    console.log(
      `allowed on ${allowed.filter((error) => error.message === message).length} pages, where the checker lags the standard: ${message}\n  ${LAGGING_CHECKER.get(message)}`,
    );
  console.log(
    `Nu HTML Checker: ${pages.length} pages, ${errors.length} errors.`,
  );
  if (errors.length > 0) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
