import type { APIRoute } from "astro";
import yaml from "js-yaml";
import config from "virtual:store-config";
import { editorConfig } from "@/lib/editor-config";

/**
 * /admin/config.yml: the editor's configuration, made at build time from
 * the content schemas (src/lib/editor-config.ts), so it cannot drift from
 * what the build checks. The repository it saves to is a setting.
 */
export const GET: APIRoute = async () => {
  const { cms } = config;
  const header =
    "# The store editor's configuration, made from src/schemas/collections.ts at\n" +
    "# build time (src/lib/editor-config.ts). Edit the schemas, not this file.\n";
  return new Response(
    header +
      yaml.dump(editorConfig({ ...cms, locales: config.locales }), {
        lineWidth: 100,
        noRefs: true,
      }),
    { headers: { "Content-Type": "application/yaml; charset=utf-8" } },
  );
};
