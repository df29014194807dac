// Turns React Router's pre-rendered "/404" page into the 404.html that static
// hosts (and `npm start`) answer unknown paths with, and drops the SPA
// fallback page: every real route is pre-rendered, so nothing needs it.
import { readdir, rm, rename, stat } from "node:fs/promises";

const client = new URL("../build/client/", import.meta.url);

await stat(new URL("404/index.html", client));
await rename(new URL("404/index.html", client), new URL("404.html", client));
await rm(new URL("404", client), { recursive: true });
await rm(new URL("__spa-fallback.html", client), { force: true });
// Vite's asset manifest is build metadata, not something to publish; the
// .data files of the manifest, sitemap and robots routes are never fetched.
await rm(new URL(".vite", client), { recursive: true, force: true });
for (const file of await readdir(client)) {
  if (file.endsWith(".data")) await rm(new URL(file, client));
}
console.log("build/client/404.html written");
