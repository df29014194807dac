// @ts-check
// Serves a built site on PORT, 3000 by default, the way production serves
// it: `npm start` runs `npm run build` and then this. SITE_ROOT names the
// folder (relative to the working directory), dist/ by default.
import { createServer } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createSiteHandler } from "./site-handler.mjs";

const root = process.env.SITE_ROOT
  ? resolve(process.env.SITE_ROOT)
  : fileURLToPath(new URL("../dist", import.meta.url));
const port = Number(process.env.PORT ?? 3000);

const server = createServer(await createSiteHandler(root));
server.listen(port, () => {
  console.log(`Serving ${root} on http://localhost:${port}`);
});

// On a stop, the answers in flight are finished, then the click ledger's
// writes queued after them (server/ledger.mjs), then the process ends.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () =>
    server.close(() => setImmediate(() => process.exit(0))),
  );
}
