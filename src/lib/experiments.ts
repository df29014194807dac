/**
 * The split tests of src/content/experiments/, in each language
 * (docs/split-tests.md).
 */

import { contentDir } from "@/content-dir";
import { getExperimentFiles, translated } from "@/lib/content";
import { DEFAULT_LOCALE, type Locale } from "@/lib/locales";
import { translationFile } from "@/lib/translated";
import { untranslatedTexts } from "@/lib/split-test-pages";
import { EXPERIMENT_NAME } from "@/schemas/experiment-names";

/** A split test with its name, the file's. */
export type Experiment = Awaited<ReturnType<typeof getExperimentFiles>>[number];

/**
 * A test's texts in `locale`, from src/content/<locale>/experiments/<name>.yaml
 * (its variants in the same order, texts only), or undefined when there is
 * no such file: the test then does not run on that language's page.
 *
 * @throws naming the file, when it does not fit the test or leaves a text
 *   a variant changes untranslated.
 */
function experimentIn(
  test: Experiment,
  locale: Locale,
): Experiment | undefined {
  if (locale === DEFAULT_LOCALE) return test;
  const file = `experiments/${test.name}`;
  const tree = translationFile(`${contentDir()}/${locale}/${file}.yaml`);
  if (tree === undefined) return undefined;
  const missing = untranslatedTexts(test, tree);
  if (missing.length > 0)
    throw new Error(
      `${contentDir()}/${locale}/${file}.yaml does not translate every text of ${file}.yaml:\n${missing.map((problem) => `  ${problem}`).join("\n")}`,
    );
  return translated(test, file, undefined, locale);
}

/**
 * The split tests that are on, in the order of their names; at most one
 * per page, since a visitor sees one page. In a language other than the
 * first, the tests translated into it (docs/split-tests.md), their texts in
 * that language.
 */
export async function getExperiments(
  locale: Locale = DEFAULT_LOCALE,
): Promise<Experiment[]> {
  const tests = (await getExperimentFiles())
    .filter(({ on }) => on)
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const [index, test] of tests.entries()) {
    if (!EXPERIMENT_NAME.test(test.name))
      throw new Error(
        `src/content/experiments/${test.name}.yaml: the file's name is the test's; it must be 1 to 32 lower-case letters, digits or hyphens`,
      );
    const other = tests.slice(0, index).find(({ page }) => page === test.page);
    if (other)
      throw new Error(
        `src/content/experiments: ${other.name} and ${test.name} both test ${test.page}; turn one off`,
      );
  }
  return tests.flatMap((test) => experimentIn(test, locale) ?? []);
}
