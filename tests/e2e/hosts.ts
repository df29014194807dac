/**
 * Where the end-to-end tests find the builds: `npm start`'s own server for
 * dist/, and Cloudflare's runtime (`wrangler pages dev`) for the same
 * folder. playwright.config.ts starts both.
 */
export const NODE_PORT = Number(process.env.E2E_PORT ?? 4320);
export const NODE_SERVER = `http://localhost:${NODE_PORT}`;
export const CLOUDFLARE_PORT = NODE_PORT + 3;
export const CLOUDFLARE_SERVER = `http://127.0.0.1:${CLOUDFLARE_PORT}`;

/**
 * A build served on both hosts (split-test-site.mjs, ledger-site.mjs): its
 * folder, its copy of the content, its ports (`offset` above `npm start`'s,
 * and the next for workerd) and its hosts' addresses.
 */
export function twoHostBuild(name: string, offset: number) {
  const nodePort = NODE_PORT + offset;
  const cloudflarePort = nodePort + 1;
  return {
    root: `.e2e/${name}`,
    content: `.e2e/${name}-content`,
    nodePort,
    cloudflarePort,
    hosts: {
      node: `http://localhost:${nodePort}`,
      cloudflare: `http://127.0.0.1:${cloudflarePort}`,
    },
  };
}
