import type { APIRoute } from "astro";

/**
 * /admin/sveltia/github-status.json: what the editor reads instead of
 * GitHub's status page on opening (src/lib/editor-script.ts), in that
 * page's shape. "unknown": the store does not ask GitHub on the operator's
 * behalf, so the editor shows no incident notice.
 */
export const GET: APIRoute = () =>
  Response.json({ status: { indicator: "unknown" } });
