// `node scripts/lint-css.mjs`: lints the store's stylesheets against the
// supported browsers (package.json's browserslist), with stylelint and
// stylelint.config.mjs. It lints them as the build writes them: Tailwind
// generates the utilities the markup uses (most of the CSS), the build
// folds Tailwind's custom properties (build-tools/fold-custom-properties.ts)
// and Lightning CSS adds the prefixes the list needs (build-tools/browsers.ts).
// Exits with 1 on a feature outside the list.
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import browserslist from "browserslist";
import { browserslistToTargets, transform } from "lightningcss";
import stylelint from "stylelint";
import { foldCustomProperties } from "../build-tools/fold-custom-properties.ts";

/** The stylesheets the pages load: the shared one and the consent banner's. */
export const STYLESHEETS = ["src/styles/app.css", "src/styles/consent.css"];

/**
 * A stylesheet as the build writes it, unminified so that a finding names
 * a readable line.
 * @param {string} file
 */
export async function builtStylesheet(file) {
  const from = resolve(file);
  const base = dirname(from);
  const compiler = await compile(readFileSync(from, "utf8"), {
    base,
    from,
    onDependency() {},
  });
  const roots =
    compiler.root === "none"
      ? []
      : [
          compiler.root === null
            ? { base, pattern: "**/*", negated: false }
            : { ...compiler.root, negated: false },
        ];
  const scanner = new Scanner({ sources: [...roots, ...compiler.sources] });
  const css = foldCustomProperties(compiler.build(scanner.scan()));
  const { code } = transform({
    filename: from,
    code: Buffer.from(css),
    targets: browserslistToTargets(browserslist()),
  });
  return code.toString();
}

/**
 * Lints CSS against the supported browsers with the store's stylelint
 * configuration.
 * @param {string} code
 * @param {string} name what a finding names as its file
 */
export async function lintCss(code, name = "snippet.css") {
  return stylelint.lint({
    code,
    codeFilename: resolve(name),
    configFile: resolve(import.meta.dirname, "../stylelint.config.mjs"),
    formatter: "string",
  });
}

if (import.meta.main) {
  let errored = false;
  for (const file of STYLESHEETS) {
    const result = await lintCss(await builtStylesheet(file), `${file}.built`);
    if (result.report) console.log(result.report);
    errored ||= result.errored;
  }
  if (!errored)
    console.log(
      `CSS: no feature outside the supported browsers (${STYLESHEETS.map((file) => relative(".", file)).join(", ")}).`,
    );
  process.exit(errored ? 1 : 0);
}
