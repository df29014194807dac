/**
 * The nginx example in docs/deploying.md, run as written on the build with
 * the sales ledger and a split test on (ledger-build.ts), so that the
 * hosts' own files are there to be asked for: nginx (Debian's, with its
 * Brotli module; .ci/run installs both) serves it on this machine, on a
 * high port and without TLS, the only changes made to the documented
 * configuration.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { ROUTES_FILE, SPLIT_TESTS_FILE } from "../../src/lib/internal-files";
import { LEDGER_FILE } from "../../src/ledger/manifest";
import { LEDGER_BUILD } from "../../src/ledger/e2e/ledger-build";
import { internalPaths } from "./routes";

const PORT = Number(process.env.E2E_PORT ?? 4320) + 9;
const BASE = `http://127.0.0.1:${PORT}`;
const STATE = resolve(".e2e/nginx");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);

/** The documented configuration, pointed at `root` and served on PORT. */
function documentedConfig(root: string): string {
  const docs = readFileSync("docs/deploying.md", "utf8");
  const block = /```nginx\n(http \{[\s\S]*?\n\})\n```/.exec(docs)?.[1];
  if (!block) throw new Error("docs/deploying.md has no nginx http block");
  const edits: [RegExp, string][] = [
    [/\/srv\/voyapack\/dist/g, root],
    // Where Debian keeps it, beside its own nginx.conf.
    [/include mime\.types;/, "include /etc/nginx/mime.types;"],
    // The port-80 block only redirects; the test has no port 80.
    [
      /\n {2}# Plain HTTP only redirects[^\n]*\n {2}server \{[\s\S]*?\n {2}\}\n/,
      "\n",
    ],
    [/listen 443 ssl;/, `listen 127.0.0.1:${PORT};`],
    [/\n *http2 on;[^\n]*/, ""],
    [/\n *ssl_certificate(_key)? [^\n]*/g, ""],
  ];
  let config = block;
  for (const [pattern, replacement] of edits) {
    if (!pattern.test(config))
      throw new Error(`The documented nginx configuration has no ${pattern}`);
    config = config.replace(pattern, replacement);
  }
  return [
    "include /etc/nginx/modules-enabled/*.conf;",
    "worker_processes 1;",
    `pid ${STATE}/nginx.pid;`,
    `error_log ${STATE}/error.log;`,
    "events { worker_connections 64; }",
    config.replace(
      "http {",
      `http {\n  access_log off;\n${[
        "client_body",
        "proxy",
        "fastcgi",
        "uwsgi",
        "scgi",
      ]
        .map((name) => `  ${name}_temp_path ${STATE}/${name};`)
        .join("\n")}`,
    ),
  ].join("\n");
}

const nginx = (...args: string[]) =>
  spawnSync(NGINX ?? "nginx", ["-c", join(STATE, "nginx.conf"), ...args], {
    encoding: "utf8",
  });

test.describe("the documented nginx configuration @phone", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(() => {
    if (!NGINX)
      throw new Error(
        "nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static (.ci/run does)",
      );
    mkdirSync(STATE, { recursive: true });
    writeFileSync(
      join(STATE, "nginx.conf"),
      documentedConfig(resolve(LEDGER_BUILD.root)),
    );
    const started = nginx();
    if (started.status !== 0) throw new Error(started.stderr);
  });

  test.afterAll(() => {
    nginx("-s", "stop");
  });

  test("answers the hosts' own files with the 404 page, however spelled", async ({
    request,
  }) => {
    for (const file of [LEDGER_FILE, SPLIT_TESTS_FILE, ROUTES_FILE])
      expect(existsSync(join(LEDGER_BUILD.root, file)), file).toBe(true);
    for (const path of [...internalPaths, "/404"]) {
      const response = await request.get(`${BASE}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page not found");
    }
  });

  test("serves the pages with their headers, each language's 404 page, and one address per page", async ({
    request,
  }) => {
    for (const path of ["/", "/about", "/de/about"]) {
      const response = await request.get(`${BASE}${path}`, {
        headers: { "Accept-Encoding": "br" },
      });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-encoding"], path).toBe("br");
      expect(response.headers()["content-security-policy"], path).toContain(
        "default-src 'self'",
      );
      expect(response.headers()["cache-control"], path).toBe("no-cache");
    }
    const german = await request.get(`${BASE}/de/no-such-page`);
    expect(german.status()).toBe(404);
    expect(await german.text()).toContain('lang="de"');
    const slash = await request.get(`${BASE}/about/?a=1`, { maxRedirects: 0 });
    expect(slash.status()).toBe(308);
    expect(slash.headers().location).toMatch(/\/about\?a=1$/);
  });
});
