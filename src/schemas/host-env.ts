import ipaddr from "ipaddr.js";
import { z } from "astro/zod";
import { PLATFORM_HOST } from "../ledger/index.ts";

/**
 * What a host holds when it serves the built store, by variable name: the
 * environment under `npm start`, `wrangler pages secret put` (or the
 * dashboard's variables) on Cloudflare Pages. This schema is the one home
 * of every such variable and its rule (docs/deploying.md lists them); both
 * hosts read them through `readHostEnv`, once per process or isolate.
 * Build-time settings (VITE_*, CONTENT_DIR) are the build's
 * (src/lib/config.ts). Relative imports with their extension: the server
 * and the Pages Functions load this file as it is.
 */

/** A secret long enough not to be guessed: 16 characters or more. */
const secret = z.string().min(16, "must be at least 16 characters");

/** The names proxy-addr gives the private ranges, and Cloudflare's edge. */
const RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"] as const;

/**
 * Which proxies in front of `npm start` are believed about the visitor's
 * address. None: the socket's own address, and no header at all. Hops: the
 * nth address from the right of X-Forwarded-For. Addresses: the rightmost
 * X-Forwarded-For entry that is not one of them (Express's `trust proxy`,
 * nginx's `real_ip_recursive`). With `cloudflare`, a hop from Cloudflare's
 * published ranges hands over to its `CF-Connecting-IP` and `CF-IPCountry`.
 */
export type TrustProxy =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "addresses"; addresses: string[]; cloudflare: boolean };

const isAddressOrRange = (token: string) => {
  if ((RANGE_NAMES as readonly string[]).includes(token)) return true;
  if (!token.includes("/")) return ipaddr.isValid(token);
  try {
    ipaddr.parseCIDR(token);
    return true;
  } catch {
    return false;
  }
};

const trustProxy = z.string().transform((value, context): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (text === "" || text === "none" || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 20) {
      context.addIssue({ code: "custom", message: "must be at most 20 hops" });
      return z.NEVER;
    }
    return { kind: "hops", hops };
  }
  const tokens = text.split(/[\s,]+/).filter(Boolean);
  const wrong = tokens.filter(
    (token) => token !== "cloudflare" && !isAddressOrRange(token),
  );
  if (wrong.length > 0) {
    context.addIssue({
      code: "custom",
      message: `${wrong.join(", ")}: not an address, a range (10.0.0.0/8), loopback, linklocal, uniquelocal or cloudflare; or give a number of hops, or none`,
    });
    return z.NEVER;
  }
  return {
    kind: "addresses",
    addresses: tokens.filter((token) => token !== "cloudflare"),
    cloudflare: tokens.includes("cloudflare"),
  };
});

/** Each variable a host reads, with its rule; blank counts as unset. */
export const hostEnvSchema = z.object({
  // `npm start` only.
  /** The port `npm start` listens on. */
  PORT: z.coerce
    .number()
    .int("must be a whole number")
    .min(1)
    .max(65535)
    .default(3000),
  /** The built site `npm start` serves, from the working folder; dist/ unless set. */
  SITE_ROOT: z.string().optional(),
  /** The sales ledger's SQLite file under `npm start`. */
  LEDGER_DB: z.string().default("data/ledger.sqlite"),
  /** The proxies in front of `npm start` that are believed (TrustProxy). */
  TRUST_PROXY: trustProxy.default({ kind: "none" }),

  // Both hosts.
  /** The key of the split tests' daily salt (docs/split-tests.md). */
  SPLIT_TEST_SECRET: secret.optional(),
  /** The postback's and the Google file's secret. */
  LEDGER_SECRET: secret.optional(),
  /** The sales report's password. */
  LEDGER_REPORT_PASSWORD: z
    .string()
    .min(12, "must be at least 12 characters")
    .optional(),
  // Each ad platform's tokens and API addresses, from its module
  // (src/ledger/platforms/).
  ...PLATFORM_HOST,
});

export type HostEnv = z.output<typeof hostEnvSchema>;
export type HostEnvName = keyof typeof hostEnvSchema.shape;

/** The variables' names, for docs and tests. */
export const HOST_ENV_NAMES = Object.keys(hostEnvSchema.shape) as HostEnvName[];

/**
 * The host's settings from its environment (process.env, or the Pages
 * context's env), or each problem as `NAME: reason`. Only the variables
 * above are read; a blank one counts as unset.
 */
export function readHostEnv(
  env: Record<string, unknown>,
): { ok: true; env: HostEnv } | { ok: false; problems: string[] } {
  const given = Object.fromEntries(
    HOST_ENV_NAMES.flatMap((name) => {
      const value = env[name];
      return typeof value === "string" && value.trim() !== ""
        ? [[name, value.trim()]]
        : [];
    }),
  );
  const result = hostEnvSchema.safeParse(given);
  return result.success
    ? { ok: true, env: result.data }
    : {
        ok: false,
        problems: result.error.issues.map(
          (issue) => `${issue.path.join(".")}: ${issue.message}`,
        ),
      };
}
