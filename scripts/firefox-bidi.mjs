#!/usr/bin/env node
// Firefox for Playwright's `moz-firefox` channel (playwright.gecko.config.ts):
// Playwright starts this program as the browser. It starts the system's
// Firefox (FIREFOX_PATH, else /usr/bin/firefox-esr) with the same arguments
// and stands between the two on Firefox's WebDriver BiDi socket.
//
// Playwright sets up each context with emulation commands of the BiDi
// draft (https://w3c.github.io/webdriver-bidi/#module-emulation) that an
// ESR release may not have yet (Firefox ESR 153 answers
// `emulation.setMediaFeaturesOverride` with "unknown command"), and stops
// at the first refusal. Here such a refusal of an `emulation.*` override
// the tests never ask for (the context options' colour scheme and the like)
// becomes an empty success, named once on stderr; every other message
// passes as it is. The channel drives a stock Firefox over BiDi
// (https://github.com/microsoft/playwright/pull/41126); Playwright reads
// the socket's address from the line Firefox prints, "WebDriver BiDi
// listening on ws://…", so this program prints its own address there.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { WebSocket, WebSocketServer } from "ws";

export const SYSTEM_FIREFOX = "/usr/bin/firefox-esr";

const LISTENING = /WebDriver BiDi listening on (ws:\/\/\S+)$/;

const firefox = spawn(
  process.env.FIREFOX_PATH || SYSTEM_FIREFOX,
  process.argv.slice(2),
  { stdio: ["ignore", "inherit", "pipe"] },
);
firefox.once("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT", "SIGHUP"]))
  process.on(signal, () => firefox.kill(signal));

/** Commands refused as unknown, each named once. */
const stubbed = new Set();

/**
 * A proxy on a free port for Firefox's BiDi server at `target`; resolves
 * with its own address.
 * @param {string} target
 * @returns {Promise<string>}
 */
function proxy(target) {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  server.on("connection", (client, request) => {
    const upstream = new WebSocket(new URL(request.url ?? "/", target));
    /** @type {Map<number, string>} */
    const methods = new Map();
    /** @type {string[]} */
    const queued = [];
    client.on("message", (data) => {
      const text = data.toString();
      try {
        const { id, method } = JSON.parse(text);
        if (typeof id === "number" && typeof method === "string")
          methods.set(id, method);
      } catch {
        // Not JSON: Firefox answers it itself.
      }
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else queued.push(text);
    });
    upstream.on("open", () => {
      for (const text of queued.splice(0)) upstream.send(text);
    });
    upstream.on("message", (data) => {
      const text = data.toString();
      const message = JSON.parse(text);
      const method = methods.get(message.id);
      if (message.id !== undefined) methods.delete(message.id);
      if (
        message.type === "error" &&
        message.error === "unknown command" &&
        method?.startsWith("emulation.set")
      ) {
        if (!stubbed.has(method)) {
          stubbed.add(method);
          process.stderr.write(
            `firefox-bidi: this Firefox lacks ${method}; answered as done\n`,
          );
        }
        client.send(
          JSON.stringify({ type: "success", id: message.id, result: {} }),
        );
        return;
      }
      client.send(text);
    });
    const closeBoth = () => {
      client.close();
      upstream.close();
    };
    client.on("close", closeBoth);
    upstream.on("close", closeBoth);
    upstream.on("error", closeBoth);
    client.on("error", closeBoth);
  });
  return new Promise((resolve) =>
    server.on("listening", () => {
      const address = /** @type {import("node:net").AddressInfo} */ (
        server.address()
      );
      resolve(`ws://127.0.0.1:${address.port}`);
    }),
  );
}

createInterface({
  input: /** @type {import("node:stream").Readable} */ (firefox.stderr),
}).on("line", async (line) => {
  const listening = line.match(LISTENING);
  if (!listening?.[1]) return void process.stderr.write(`${line}\n`);
  const own = await proxy(listening[1]);
  process.stderr.write(`${line.replace(listening[1], own)}\n`);
});
