// @ts-check
// Who a request to `npm start` came from, as far as it can be believed:
// the socket's own address unless TRUST_PROXY names the proxies in front
// (src/schemas/host-env.ts, docs/deploying.md). The sales ledger stores the
// answer and the split tests assign by it, so a header any client can set
// is never read without a trusted proxy having set it.
import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";
import { CLOUDFLARE_RANGES } from "./cloudflare-ranges.mjs";

/** @typedef {import("../src/schemas/host-env.ts").TrustProxy} TrustProxy */
/** @typedef {{ ip: string, country: string | null }} Client */

/**
 * An address in its plain form (an IPv4 address mapped into IPv6 as IPv4),
 * or "" when it is none.
 * @param {string | undefined} address
 */
function plain(address) {
  return address && ipaddr.isValid(address)
    ? ipaddr.process(address).toString()
    : "";
}

/**
 * What Cloudflare's edge says of the visitor it passes on.
 * @param {import("node:http").IncomingMessage} request
 * @returns {Client}
 */
function fromCloudflare(request) {
  const ip = request.headers["cf-connecting-ip"];
  const country = request.headers["cf-ipcountry"];
  return {
    ip: typeof ip === "string" ? plain(ip.trim()) : "",
    country: typeof country === "string" ? country.trim() : null,
  };
}

/**
 * The resolver of a request's client under `trust`: the hops are the
 * socket's address, then X-Forwarded-For from its right end; the client is
 * the first hop that is not a trusted proxy (or the last there is), as
 * Express's `trust proxy` and nginx's `real_ip_recursive` define it. With
 * `cloudflare`, reaching a hop of Cloudflare's ends the walk at Cloudflare's
 * own word for the visitor, its country included. No other way gives a
 * country.
 * @param {TrustProxy} trust
 * @returns {(request: import("node:http").IncomingMessage) => Client}
 */
export function clientResolver(trust) {
  if (trust.kind === "none")
    return (request) => ({
      // The socket's own address is always one; only its IPv4-in-IPv6 form goes.
      ip: (request.socket.remoteAddress ?? "").replace(
        /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i,
        "",
      ),
      country: null,
    });
  /** @type {(address: string, index: number) => boolean} */
  const trusted =
    trust.kind === "hops"
      ? (_, index) => index < trust.hops
      : proxyaddr.compile([
          ...trust.addresses,
          ...(trust.cloudflare ? CLOUDFLARE_RANGES : []),
        ]);
  const isCloudflare =
    trust.kind === "addresses" && trust.cloudflare
      ? proxyaddr.compile(CLOUDFLARE_RANGES)
      : () => false;
  return (request) => {
    const hops = proxyaddr.all(request);
    for (const [index, hop] of hops.entries()) {
      if (isCloudflare(hop, index)) return fromCloudflare(request);
      if (index === hops.length - 1 || !trusted(hop, index))
        return { ip: plain(hop), country: null };
    }
    return { ip: "", country: null };
  };
}
