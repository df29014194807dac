/**
 * The attributes of Astro's `<astro-island>` that name its scripts: the
 * component, its framework's renderer and the before-hydration script.
 * Their one home, for the browser and the build alike: client:intent
 * fetches what they name after `load` (src/directives/intent.ts), the build
 * maps each to what it imports (build-tools/island-runtime.ts) and the size
 * check counts them (scripts/size/page-assets.mjs). No imports: the scripts
 * load this file as it is.
 */
export const ISLAND_SCRIPTS = [
  "component-url",
  "renderer-url",
  "before-hydration-url",
] as const;

/**
 * The global the build's island runtime file sets (build-tools/
 * island-runtime.ts), read by client:intent: each island script with what it
 * imports statically.
 */
export const MODULES_GLOBAL = "islandModules";
