// Turns React Router's pre-rendered "/404" page into the 404.html that static
// hosts (and `npm start`) answer unknown paths with, and drops the SPA
// fallback page: every real route is pre-rendered, so nothing needs it.
import { rm, rename, stat } from "node:fs/promises";

const client = new URL("../build/client/", import.meta.url);

await stat(new URL("404/index.html", client));
await rename(new URL("404/index.html", client), new URL("404.html", client));
await rm(new URL("404", client), { recursive: true });
await rm(new URL("__spa-fallback.html", client), { force: true });
// Vite's asset manifest is build metadata, not something to publish, and the
// data files of the resource routes are never fetched. (Page routes' .data
// files, should a page ever get a loader, are needed for client navigation.)
await rm(new URL(".vite", client), { recursive: true, force: true });
for (const resource of ["manifest.webmanifest", "sitemap.xml", "robots.txt"]) {
  await rm(new URL(`${resource}.data`, client), { force: true });
}
console.log("build/client/404.html written");
