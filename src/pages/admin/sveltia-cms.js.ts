import type { APIRoute } from "astro";
import { localEditorScript, readEditorScript } from "@/lib/editor-script";

/** /admin/sveltia-cms.js: the editor's script, loading nothing from a third party. */
export const GET: APIRoute = async () =>
  new Response(localEditorScript(await readEditorScript()), {
    headers: { "Content-Type": "text/javascript; charset=utf-8" },
  });
