import type { Experiment } from "./experiments";
import { CONTROL } from "@/schemas/experiment-names";
import { rootAttributes } from "./root-data";

/**
 * A page of a split test: the control (the page as built) or one variant,
 * with the content fields it changes. Every variant page is noindex with
 * the control's canonical address; the edge shows it at the control's own
 * address (docs/split-tests.md).
 */
export type PageVariant = {
  /** The test's name. */
  test: string;
  /** "control" or the variant's name. */
  name: string;
  /** Percent of visitors who see this page. */
  share: number;
  headline?: string;
  buyNow?: string;
  benefits?: string[];
  bannerMessages?: string[];
};

/** The share the variants leave the control. */
const controlShare = (test: Experiment) =>
  100 - test.variants.reduce((sum, { share }) => sum + share, 0);

/** The control of the test that is on for `page`, if any. */
export function controlOf(
  tests: readonly Experiment[],
  page: string,
): PageVariant | undefined {
  const test = tests.find((candidate) => candidate.page === page);
  return test && { test: test.name, name: CONTROL, share: controlShare(test) };
}

/** Every variant page to build, for getStaticPaths. */
export function variantPages(tests: readonly Experiment[]) {
  return tests.flatMap((test) =>
    test.variants.map(({ name, ...fields }) => ({
      params: { test: test.name, variant: name },
      props: { variant: { ...fields, test: test.name, name } as PageVariant },
    })),
  );
}

/** The attributes on <html> that name a page's test and variant for the edge and the scripts. */
export function variantAttributes(
  variant: PageVariant | undefined,
  page: string,
): Record<string, string> {
  if (!variant) return {};
  return rootAttributes({
    splitTest: variant.test,
    variant: variant.name,
    variantShare: String(variant.share),
    variantOf: page,
  });
}

/** The texts a variant may change, which a translation of it must give. */
const VARIANT_TEXTS = [
  "headline",
  "buyNow",
  "benefits",
  "bannerMessages",
] as const;

/**
 * What a translation of a test leaves untranslated of the texts its
 * variants change, each as `path: reason`: a variant's headline on the
 * German page must be German, never the English one.
 */
export function untranslatedTexts(
  test: Pick<Experiment, "variants">,
  translation: unknown,
): string[] {
  const variants = (translation as { variants?: unknown } | undefined)
    ?.variants;
  return test.variants.flatMap((variant, index) => {
    const given = (Array.isArray(variants) ? variants[index] : undefined) as
      Record<string, unknown> | undefined;
    return VARIANT_TEXTS.flatMap((field) => {
      const original = variant[field];
      const text = given?.[field];
      if (original === undefined) return [];
      if (text === undefined)
        return [`variants[${index}].${field}: is not translated`];
      if (
        Array.isArray(original) &&
        (!Array.isArray(text) || text.length !== original.length)
      )
        return [
          `variants[${index}].${field}: must translate all ${original.length} entries`,
        ];
      return [];
    });
  });
}
