// Meta's Conversions API and TikTok's Events API as the click ledger's
// end-to-end tests need them (ledger-build.ts): each request is kept for the
// tests to read (GET /_received), and a platform can be told to fail its
// next requests (POST /_fail?platform=meta&times=2), as a platform that is
// down would.
import { createServer } from "node:http";

/** @typedef {{ platform: string, path: string, query: Record<string, string>, headers: Record<string, unknown>, body: unknown }} Received */

/**
 * Starts the stub on `port`; resolves once it listens.
 * @param {number} port
 */
export function startPlatformStub(port) {
  /** @type {Received[]} */
  const received = [];
  /** @type {Record<string, number>} */
  const failing = {};
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString("utf8");
    const json = (status, body) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/_received") return json(200, received);
    if (url.pathname === "/_fail") {
      failing[url.searchParams.get("platform") ?? ""] = Number(
        url.searchParams.get("times") ?? 1,
      );
      return json(200, failing);
    }
    const platform = url.pathname.startsWith("/meta/")
      ? "meta"
      : url.pathname.startsWith("/tiktok/")
        ? "tiktok"
        : "";
    if (!platform || request.method !== "POST") return json(404, {});
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const entry = {
      platform,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
      failed: (failing[platform] ?? 0) > 0,
    };
    received.push(entry);
    if (entry.failed) {
      failing[platform] -= 1;
      return json(503, {
        error: { message: "Service temporarily unavailable" },
      });
    }
    return platform === "meta"
      ? json(200, { events_received: 1, messages: [], fbtrace_id: "stub" })
      : json(200, { code: 0, message: "OK", request_id: "stub" });
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve(server)),
  );
}
