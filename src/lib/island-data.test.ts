import { beforeEach, describe, expect, it, vi } from "vitest";
import { islandData, islandDataFile, islandDataPath } from "./island-data";

beforeEach(() => {
  delete window.islandDataFiles;
  document.documentElement.lang = "en";
  delete document.documentElement.dataset.root;
});

describe("islandData", () => {
  it("while pre-rendering, makes the data and fetches nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await expect(
      islandData("reviews", async () => ({ en: { n: 1 }, de: { n: 1.5 } })),
    ).resolves.toEqual({ en: { n: 1 }, de: { n: 1.5 } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("in the browser, loads the file the build wrote", async () => {
    const fetch = vi.fn(async () => Response.json({ n: 2 }));
    vi.stubGlobal("fetch", fetch);
    await expect(islandData("product-hero", false)).resolves.toEqual({
      en: { n: 2 },
    });
    expect(fetch).toHaveBeenCalledWith("/data/product-hero.json", undefined);
  });

  it("in the browser, loads the file of the page's language", async () => {
    const fetch = vi.fn(async () => Response.json({ n: 2 }));
    vi.stubGlobal("fetch", fetch);
    document.documentElement.lang = "de";
    document.documentElement.dataset.root = "/de";
    await expect(islandData("product-hero", false)).resolves.toEqual({
      de: { n: 2 },
    });
    expect(fetch).toHaveBeenCalledWith("/de/data/product-hero.json", undefined);
  });

  it("fails the island's loading when the file cannot be had", async () => {
    vi.stubGlobal("fetch", async () => new Response("", { status: 404 }));
    await expect(islandData("reviews", false)).rejects.toThrow(
      `${islandDataPath("reviews")} answered 404`,
    );
  });

  it("asks once per page: a prefetch and the island's module share one request", async () => {
    const fetch = vi.fn(async () => Response.json({ n: 3 }));
    vi.stubGlobal("fetch", fetch);
    const prefetched = islandDataFile("reviews", { priority: "low" });
    await expect(islandData("reviews", false)).resolves.toEqual({
      en: { n: 3 },
    });
    await expect(prefetched).resolves.toEqual({ n: 3 });
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith("/data/reviews.json", {
      priority: "low",
    });
  });

  it("forgets a failed fetch, so the island's wake asks again", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(Response.json({ n: 4 }));
    vi.stubGlobal("fetch", fetch);
    await expect(islandDataFile("reviews")).rejects.toThrow("offline");
    await expect(islandData("reviews", false)).resolves.toEqual({
      en: { n: 4 },
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
