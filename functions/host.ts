/**
 * What the Pages Functions share of the host: its variables read once per
 * isolate through the one schema (src/schemas/host-env.ts), the files the
 * build wrote for the hosts, and the store's 404 page. Exports no request
 * handler, so Pages gives it no address.
 */
import { buildFiles, type BuildFiles } from "../src/lib/build-files.ts";
import { readHostEnv, type HostEnv } from "../src/schemas/host-env.ts";

export type Assets = { fetch: (request: Request) => Promise<Response> };

let read: HostEnv | undefined | null = null;

/**
 * The host's variables, or undefined when one cannot be used: each
 * problem is logged by name, once, and what needs them stays off (the
 * ledger's private addresses, the split tests); BUY NOW still redirects.
 */
export function hostEnv(env: Record<string, unknown>): HostEnv | undefined {
  if (read === null) {
    const result = readHostEnv(env);
    if (!result.ok)
      console.error(
        `The host's settings cannot be used, so the sales ledger's private addresses and the split tests are off:\n  ${result.problems.join("\n  ")}`,
      );
    read = result.ok ? result.env : undefined;
  }
  return read;
}

let built: BuildFiles | undefined;

/**
 * The build's file `name` for the hosts (src/lib/internal-files.ts),
 * parsed, read once per isolate from the static files; undefined when the
 * build has none.
 */
export function buildFile<T>(
  assets: Assets,
  request: Request,
  name: string,
): Promise<T | undefined> {
  built ??= buildFiles(async (file) => {
    const response = await assets.fetch(
      new Request(new URL(`/${file}`, request.url)),
    );
    return response.ok ? response.text() : undefined;
  });
  return built<T>(name);
}

/**
 * The store's 404 page for `request`, with status 404: the nearest
 * 404.html up its path (/de/404.html under /de/), as Pages answers an
 * address it has no file for.
 */
export async function notFound(
  assets: Assets,
  request: Request,
): Promise<Response> {
  const url = new URL(request.url);
  const folders = url.pathname.split("/").slice(0, -1).filter(Boolean);
  const page = await assets.fetch(
    new Request(new URL(`/${[...folders, "404"].join("/")}`, url)),
  );
  return new Response(page.body, { status: 404, headers: page.headers });
}
