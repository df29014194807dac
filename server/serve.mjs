// @ts-check
// Serves a built site the way production serves it: `npm start` runs `npm
// run build` and then this. The host's variables (PORT, SITE_ROOT,
// TRUST_PROXY, the ledger's and the split tests' secrets) are read once,
// through src/schemas/host-env.ts; a value that cannot be used stops the
// start with its name and the reason.
import "./node-env.mjs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readHostEnv } from "../src/schemas/host-env.ts";
import { createSiteHandler } from "./site-handler.mjs";

const read = readHostEnv(process.env);
if (!read.ok) {
  console.error(
    `The host's settings cannot be used:\n  ${read.problems.join("\n  ")}`,
  );
  process.exit(1);
}
const { PORT, SITE_ROOT } = read.env;
const root = SITE_ROOT
  ? resolve(SITE_ROOT)
  : fileURLToPath(new URL("../dist", import.meta.url));

const handler = await createSiteHandler(root);
const server = createServer(handler);
server.listen(PORT, () => {
  console.log(`Serving ${root} on http://localhost:${PORT}`);
});

// On a stop, the answers in flight are finished (each click they answered
// is already in the sales ledger or its journal), the journal is moved
// into the ledger, then the process ends.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () =>
    server.close(() => {
      handler
        .flush()
        .catch((error) => console.error("Sales ledger:", error))
        .finally(() => process.exit(0));
    }),
  );
}
