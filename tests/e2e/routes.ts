/** Every public page of the store, as the sitemap lists them. */
export { PUBLIC_PATHS as publicPaths } from "../../scripts/routes.mjs";
