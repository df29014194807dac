/** Every public page of the store, as the sitemap lists them. */
export {
  PUBLIC_PATHS as publicPaths,
  TRANSLATED_PATHS as translatedPaths,
  OTHER_LOCALES as otherLocales,
} from "../../scripts/routes.mjs";
