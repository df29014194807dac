// @ts-check
// Serves the built site (build/client) on PORT, 3000 by default, the way
// production serves it: `npm start` runs `npm run build` and then this.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createSiteHandler } from "./site-handler.mjs";

const root = fileURLToPath(new URL("../build/client", import.meta.url));
const port = Number(process.env.PORT ?? 3000);

const server = createServer(await createSiteHandler(root));
server.listen(port, () => {
  console.log(`Serving build/client on http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
