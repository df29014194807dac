import type { APIRoute } from "astro";
import { editorPackage } from "@/lib/editor-script";

/** /admin/sveltia/package.json: the installed editor's version, for its update check. */
export const GET: APIRoute = async () => Response.json(await editorPackage());
