// @vitest-environment node
import { createServer } from "node:net";
import { describe, expect, it, vi } from "vitest";
import {
  HOW_TO_GET_ONE,
  SYSTEM_CHROMIUM,
  chromiumPath,
  downloadHostAnswers,
  ensureBrowser,
} from "./ensure-browser.mjs";

const BUNDLED = "/cache/ms-playwright/chromium-1/chrome";

/**
 * @param {object} machine
 * @param {string[]} [machine.executables] paths that exist before any install
 * @param {boolean} [machine.downloadWorks]
 * @param {Record<string, string>} [machine.env]
 */
async function lookUp({ executables = [], downloadWorks = false, env = {} }) {
  const present = new Set(executables);
  const install = vi.fn(async () => {
    if (downloadWorks) present.add(BUNDLED);
    return downloadWorks;
  });
  const result = await ensureBrowser({
    env,
    isExecutable: (path) => present.has(path),
    bundledPath: () => BUNDLED,
    install,
    log: () => {},
  });
  return { result, install };
}

describe("ensureBrowser", () => {
  it("takes CHROMIUM_PATH first, as playwright.config.ts does", async () => {
    const { result, install } = await lookUp({
      executables: ["/opt/chrome", BUNDLED, SYSTEM_CHROMIUM],
      env: { CHROMIUM_PATH: "/opt/chrome" },
    });
    expect(result).toEqual({ path: "/opt/chrome", source: "CHROMIUM_PATH" });
    expect(install).not.toHaveBeenCalled();
  });

  it("refuses a CHROMIUM_PATH that is not there rather than pick another browser", async () => {
    const { result } = await lookUp({
      executables: [SYSTEM_CHROMIUM],
      env: { CHROMIUM_PATH: "/nowhere/chrome" },
    });
    expect(result).toEqual({
      error: expect.stringContaining("/nowhere/chrome"),
    });
  });

  it("uses Playwright's Chromium when installed, without trying a download", async () => {
    const { result, install } = await lookUp({
      executables: [BUNDLED, SYSTEM_CHROMIUM],
    });
    expect(result).toEqual({ path: BUNDLED, source: "Playwright's Chromium" });
    expect(install).not.toHaveBeenCalled();
  });

  it("downloads Playwright's Chromium where downloads work", async () => {
    const { result, install } = await lookUp({
      executables: [SYSTEM_CHROMIUM],
      downloadWorks: true,
    });
    expect(install).toHaveBeenCalledOnce();
    expect(result).toEqual({ path: BUNDLED, source: "Playwright's Chromium" });
  });

  it("falls back to the system's Chromium when the download fails", async () => {
    const { result, install } = await lookUp({
      executables: [SYSTEM_CHROMIUM],
    });
    expect(install).toHaveBeenCalledOnce();
    expect(result).toEqual({
      path: SYSTEM_CHROMIUM,
      source: "the system's Chromium",
    });
  });

  it("skips the download when PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD is set", async () => {
    const { result, install } = await lookUp({
      executables: [SYSTEM_CHROMIUM],
      downloadWorks: true,
      env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
    });
    expect(install).not.toHaveBeenCalled();
    expect(result).toEqual({
      path: SYSTEM_CHROMIUM,
      source: "the system's Chromium",
    });
  });

  it("says how to get a browser when there is none", async () => {
    const { result } = await lookUp({});
    expect(result).toEqual({ error: HOW_TO_GET_ONE });
    expect(HOW_TO_GET_ONE).toContain("apt-get install chromium");
    expect(HOW_TO_GET_ONE).toContain("npx playwright install chromium");
  });
});

describe("chromiumPath", () => {
  /** @param {string[]} executables */
  const on = (executables) => (/** @type {string} */ path) =>
    executables.includes(path);
  const bundled = () => BUNDLED;

  it("takes CHROMIUM_PATH, then Playwright's Chromium, then the system's, as ensureBrowser does", () => {
    const all = on([BUNDLED, SYSTEM_CHROMIUM]);
    expect(chromiumPath({ CHROMIUM_PATH: "/opt/chrome" }, all, bundled)).toBe(
      "/opt/chrome",
    );
    expect(chromiumPath({}, all, bundled)).toBe(BUNDLED);
    expect(chromiumPath({}, on([SYSTEM_CHROMIUM]), bundled)).toBe(
      SYSTEM_CHROMIUM,
    );
  });

  it("is undefined with no browser, so that Playwright says how to get one", () => {
    expect(chromiumPath({}, on([]), bundled)).toBeUndefined();
  });
});

describe("downloadHostAnswers", () => {
  it("is true for a host that accepts connections, false for one that refuses", async () => {
    const server = createServer((socket) => socket.end());
    await new Promise((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve(undefined)),
    );
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      await expect(
        downloadHostAnswers({
          PLAYWRIGHT_DOWNLOAD_HOST: `http://127.0.0.1:${port}`,
        }),
      ).resolves.toBe(true);
    } finally {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    }
    await expect(
      downloadHostAnswers({
        PLAYWRIGHT_DOWNLOAD_HOST: `http://127.0.0.1:${port}`,
      }),
    ).resolves.toBe(false);
  });

  it("leaves the decision to Playwright behind a proxy", async () => {
    await expect(
      downloadHostAnswers({
        HTTPS_PROXY: "http://proxy.invalid:3128",
        PLAYWRIGHT_DOWNLOAD_HOST: "http://127.0.0.1:9",
      }),
    ).resolves.toBe(true);
  });
});
