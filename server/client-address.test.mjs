// @vitest-environment node
// Who a request came from under each TRUST_PROXY form: the socket's
// address unless a trusted proxy says otherwise, IPv6 as IPv4.
import { describe, expect, it } from "vitest";
import { readHostEnv } from "../src/schemas/host-env.ts";
import { clientResolver } from "./client-address.mjs";

/** A request from `socket` with `headers`, as node:http gives it. */
const request = (socket, headers = {}) =>
  /** @type {import("node:http").IncomingMessage} */ (
    /** @type {unknown} */ ({ socket: { remoteAddress: socket }, headers })
  );

/** The resolver TRUST_PROXY=`value` makes, through the host's schema. */
function resolverFor(value) {
  const read = readHostEnv(value === undefined ? {} : { TRUST_PROXY: value });
  if (!read.ok) throw new Error(read.problems.join("; "));
  return clientResolver(read.env.TRUST_PROXY);
}

const FORGED = {
  "x-forwarded-for": "1.2.3.4",
  "cf-connecting-ip": "5.6.7.8",
  "cf-ipcountry": "DE",
};

describe("the client of a request", () => {
  it.each([
    // [TRUST_PROXY, socket, headers, client, country]
    [undefined, "203.0.113.9", FORGED, "203.0.113.9", null],
    ["none", "::ffff:203.0.113.9", FORGED, "203.0.113.9", null],
    ["0", "2001:db8::9", FORGED, "2001:db8::9", null],
    // One hop: the proxy's own entry, whatever the client prepended.
    [
      "1",
      "127.0.0.1",
      { "x-forwarded-for": "6.6.6.6, 198.51.100.7" },
      "198.51.100.7",
      null,
    ],
    [
      "2",
      "127.0.0.1",
      { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" },
      "198.51.100.7",
      null,
    ],
    // A hop count with no header: the socket.
    ["1", "198.51.100.7", {}, "198.51.100.7", null],
    // Named addresses: the rightmost untrusted entry.
    [
      "loopback, 10.0.0.0/8",
      "::1",
      { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.1.2.3" },
      "198.51.100.7",
      null,
    ],
    [
      "loopback",
      "::ffff:127.0.0.1",
      { "x-forwarded-for": "2001:db8::7" },
      "2001:db8::7",
      null,
    ],
    [
      "fd00::/8",
      "fd12::1",
      { "x-forwarded-for": "2001:db8::1, 2001:db8::2" },
      "2001:db8::2",
      null,
    ],
    // A request that is not from a trusted proxy: its headers are ignored.
    ["loopback", "198.51.100.7", FORGED, "198.51.100.7", null],
    // All hops trusted: the leftmost.
    [
      "loopback, 10.0.0.0/8",
      "127.0.0.1",
      { "x-forwarded-for": "10.0.0.1, 10.0.0.2" },
      "10.0.0.1",
      null,
    ],
    // Garbage where an address should be: no address.
    ["1", "127.0.0.1", { "x-forwarded-for": "not-an-ip" }, "", null],
    // Cloudflare's edge straight in front: its word, country included.
    [
      "cloudflare",
      "172.70.1.1",
      { ...FORGED, "cf-connecting-ip": "2001:db8::77" },
      "2001:db8::77",
      "DE",
    ],
    [
      "cloudflare",
      "2606:4700:10::1",
      { "cf-connecting-ip": "198.51.100.7", "cf-ipcountry": "FR" },
      "198.51.100.7",
      "FR",
    ],
    // Cloudflare's headers from anyone else are forged.
    ["cloudflare", "198.51.100.9", FORGED, "198.51.100.9", null],
    // nginx on this machine behind Cloudflare.
    [
      "cloudflare, loopback",
      "127.0.0.1",
      {
        "x-forwarded-for": "6.6.6.6, 162.158.1.1",
        "cf-connecting-ip": "198.51.100.7",
        "cf-ipcountry": "GB",
      },
      "198.51.100.7",
      "GB",
    ],
    // A client straight at nginx, forging Cloudflare's headers.
    [
      "cloudflare, loopback",
      "127.0.0.1",
      { ...FORGED, "x-forwarded-for": "162.158.1.1, 198.51.100.9" },
      "198.51.100.9",
      null,
    ],
  ])(
    "TRUST_PROXY=%s, from %s: %j is %s in %s",
    (trust, socket, headers, ip, country) => {
      expect(resolverFor(trust)(request(socket, headers))).toEqual({
        ip,
        country,
      });
    },
  );
});
