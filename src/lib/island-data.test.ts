import { describe, expect, it, vi } from "vitest";
import { islandData, islandDataPath } from "./island-data";

describe("islandData", () => {
  it("while pre-rendering, makes the data and fetches nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await expect(
      islandData("reviews", async () => ({ n: 1 })),
    ).resolves.toEqual({ n: 1 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("in the browser, loads the file the build wrote", async () => {
    const fetch = vi.fn(async () => Response.json({ n: 2 }));
    vi.stubGlobal("fetch", fetch);
    await expect(islandData("product-hero", false)).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledWith("/data/product-hero.json", undefined);
  });

  it("fails the island's loading when the file cannot be had", async () => {
    vi.stubGlobal("fetch", async () => new Response("", { status: 404 }));
    await expect(islandData("reviews", false)).rejects.toThrow(
      `${islandDataPath("reviews")} answered 404`,
    );
  });
});
