// What the end-to-end tests' extra stores share (split-test-site.mjs,
// ledger-site.mjs): a copy of the store's content with a split test
// turned on, and a build served by `npm start`'s server and by `wrangler
// pages dev` (workerd, with the Pages Functions) until stopped.
import { spawn } from "node:child_process";
import { cp, readFile, rm, writeFile } from "node:fs/promises";

/**
 * Copies src/content to `folder`, with the split test `test` turned on.
 * @param {string} folder
 * @param {string} test
 */
export async function contentWithTestOn(folder, test) {
  await rm(folder, { recursive: true, force: true });
  await cp("src/content", folder, { recursive: true });
  const file = `${folder}/experiments/${test}.yaml`;
  await writeFile(
    file,
    (await readFile(file, "utf8")).replace(/^on: false$/m, "on: true"),
  );
}

/**
 * Serves the build in `root` on both hosts; a stop signal stops both, then
 * runs `onStop`.
 * @param {{ root: string, nodePort: string, cloudflarePort: string, env: NodeJS.ProcessEnv, nodeEnv?: Record<string, string>, bindings?: Record<string, string>, wranglerArgs?: string[], onStop?: () => void }} options
 */
export function serveOnBothHosts({
  root,
  nodePort,
  cloudflarePort,
  env,
  nodeEnv = {},
  bindings = {},
  wranglerArgs = [],
  onStop = () => {},
}) {
  const servers = [
    spawn(process.execPath, ["server/serve.mjs"], {
      env: { ...env, ...nodeEnv, SITE_ROOT: root, PORT: nodePort },
      stdio: "inherit",
    }),
    spawn(
      "npx",
      [
        "wrangler",
        "pages",
        "dev",
        root,
        "--port",
        cloudflarePort,
        "--ip",
        "127.0.0.1",
        "--log-level",
        "warn",
        ...wranglerArgs,
        ...Object.entries(bindings).flatMap(([name, value]) => [
          "--binding",
          `${name}=${value}`,
        ]),
      ],
      { env: { ...env, WRANGLER_SEND_METRICS: "false" }, stdio: "inherit" },
    ),
  ];
  for (const signal of ["SIGINT", "SIGTERM"])
    process.once(signal, () => {
      for (const server of servers) server.kill(signal);
      onStop();
      process.exit(0);
    });
}
