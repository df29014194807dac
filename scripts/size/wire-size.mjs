// Bytes on the wire: what a file costs a visitor, gzip and Brotli.
import { existsSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { KB } from "../budgets.mjs";

/** @typedef {{ gz: number, br: number }} WireSize */

/** @param {Buffer | string} data */
const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

/** @param {Buffer | string} data */
const brotliSize = (data) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

/** @param {Buffer | string} data @returns {WireSize} */
export function compressedSize(data) {
  return { gz: gzipSize(data), br: brotliSize(data) };
}

/**
 * Bytes on the wire for one file of the build: its precompressed twins where
 * the build wrote them, which the server sends, else compressed here.
 * @param {string} file
 * @returns {WireSize}
 */
export function wireSize(file) {
  const twin = (
    /** @type {string} */ extension,
    /** @type {(data: Buffer) => number} */ compress,
  ) =>
    existsSync(`${file}.${extension}`)
      ? readFileSync(`${file}.${extension}`).length
      : compress(readFileSync(file));
  return { gz: twin("gz", gzipSize), br: twin("br", brotliSize) };
}

/** @param {WireSize[]} sizes @returns {WireSize} */
export function total(sizes) {
  return sizes.reduce((a, b) => ({ gz: a.gz + b.gz, br: a.br + b.br }), {
    gz: 0,
    br: 0,
  });
}

/** @param {number} bytes */
export const kb = (bytes) => (bytes / KB).toFixed(1);

/** @param {WireSize} size */
export const gzBr = (size) => `${kb(size.gz)} (${kb(size.br)})`;
