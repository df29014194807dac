// The hero photo `/` preloads, as a phone's screen picks it from the
// preload's srcset and sizes.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { elementsNamed } from "../../build-tools/html.ts";
import { HERO_SCREEN } from "../budgets.mjs";
import { resolvePath } from "./script-graph.mjs";

/**
 * The width in CSS px a `sizes` list gives on a screen `screenWidth` wide:
 * the first entry whose `(min-width: …)` or `(max-width: …)` condition holds,
 * else the last; lengths in vw or px.
 * @param {string} sizes
 * @param {number} screenWidth
 */
export function slotWidth(sizes, screenWidth) {
  for (const entry of sizes.split(",").map((part) => part.trim())) {
    const match = entry.match(
      /^(?:\((min|max)-width:\s*(\d+)(px|rem)\)\s+)?(\d+(?:\.\d+)?)(vw|px)$/,
    );
    if (!match) throw new Error(`Unreadable sizes entry: ${entry}`);
    const [, kind, limit, unit, length, lengthUnit] = match;
    const bound = Number(limit) * (unit === "rem" ? 16 : 1);
    const holds =
      !kind || (kind === "min" ? screenWidth >= bound : screenWidth <= bound);
    if (holds)
      return lengthUnit === "vw"
        ? (Number(length) * screenWidth) / 100
        : Number(length);
  }
  return screenWidth;
}

/**
 * The candidate of a `srcset` with width descriptors a browser takes for a
 * slot of `cssWidth` px at `dpr`: the narrowest at least that many device
 * pixels wide, else the widest.
 * @param {string} srcset
 * @param {number} cssWidth
 * @param {number} dpr
 */
export function pickCandidate(srcset, cssWidth, dpr) {
  const candidates = srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .map(([url, descriptor]) => ({
      url,
      width: Number.parseInt(descriptor ?? "", 10),
    }))
    .filter(({ url, width }) => url && Number.isFinite(width))
    .sort((a, b) => a.width - b.width);
  const needed = cssWidth * dpr;
  return candidates.find(({ width }) => width >= needed) ?? candidates.at(-1);
}

/**
 * The hero image `/` preloads, as the screen of HERO_SCREEN fetches it:
 * its address and size in bytes, or a failure when there is no preload.
 * @param {string} root
 * @param {string} html
 */
export function heroImage(root, html) {
  const preload = elementsNamed(html, "link")
    .map(({ attributes }) => attributes)
    .find(
      (attributes) =>
        (attributes.get("rel") ?? "").split(/\s+/).includes("preload") &&
        attributes.get("as") === "image",
    );
  if (!preload)
    return {
      failure: "/: no preload for the hero image",
      url: "",
      type: "",
      bytes: 0,
    };
  const srcset = preload.get("imagesrcset");
  const url = srcset
    ? pickCandidate(
        srcset,
        slotWidth(preload.get("imagesizes") ?? "100vw", HERO_SCREEN.width),
        HERO_SCREEN.dpr,
      )?.url
    : preload.get("href");
  const file = url && resolvePath(url, "/");
  if (!url || !file || !existsSync(join(root, file)))
    return {
      failure: `/: the hero image ${url} is not in the build`,
      url: url ?? "",
      type: "",
      bytes: 0,
    };
  return {
    failure: undefined,
    url,
    type: preload.get("type") ?? "",
    bytes: statSync(join(root, file)).size,
  };
}
