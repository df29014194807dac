// What the server's tests share: a build written to a temporary folder, a
// server on a free port, and requests made the way a browser makes them.
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LEDGER_FILE } from "../src/ledger/index.ts";

/**
 * Writes `files` (path → text) into a new temporary folder and returns it.
 * @param {string} prefix
 * @param {Record<string, string | Buffer>} files
 */
export async function writeSite(prefix, files) {
  const root = await mkdtemp(join(tmpdir(), prefix));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(root, name, ".."), { recursive: true });
    await writeFile(join(root, name), text);
  }
  return root;
}

/**
 * A build with the sales ledger on (`manifest` as its `_ledger.json`),
 * written to a new temporary folder.
 * @param {string} prefix
 * @param {unknown} manifest
 */
export const writeLedgerSite = (prefix, manifest) =>
  writeSite(prefix, {
    _headers: "/*\n  X-Content-Type-Options: nosniff\n",
    "404.html": "<h1>Page not found</h1>",
    "index.html": "<h1>Home</h1>",
    [LEDGER_FILE]: JSON.stringify(manifest),
  });

/**
 * Serves `handler` on a free port of 127.0.0.1.
 * @param {import("node:http").RequestListener} handler
 */
export async function listen(handler) {
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = /** @type {import("node:net").AddressInfo} */ (
    server.address()
  );
  return { server, port: address.port };
}

/** @param {import("node:http").Server} server */
export const close = (server) =>
  new Promise((resolve) => server.close(resolve));

/**
 * A raw request, so a test sees encodings and redirects as a browser gets them.
 * @param {number} port
 * @param {string} path
 * @param {{ method?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number | undefined, headers: import("node:http").IncomingHttpHeaders, body: Buffer }>}
 */
export function rawRequest(port, path, { method = "GET", headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method, headers },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}
