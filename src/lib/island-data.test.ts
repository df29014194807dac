import { describe, expect, it, vi } from "vitest";
import { islandData } from "./island-data";

describe("islandData", () => {
  it("on the server, fetches nothing and hands back what the page provides", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const data = await islandData<{ n: number }>("/data/x.json", true);
    expect(() => data.get()).toThrow("No island data for /data/x.json");
    data.provide({ n: 1 });
    expect(data.get()).toEqual({ n: 1 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("in the browser, loads the file before the island's module has loaded", async () => {
    const fetch = vi.fn(async () => Response.json({ n: 2 }));
    vi.stubGlobal("fetch", fetch);
    const data = await islandData<{ n: number }>("/data/x.json", false);
    expect(fetch).toHaveBeenCalledWith("/data/x.json", undefined);
    expect(data.get()).toEqual({ n: 2 });
  });

  it("fails the island's loading when the file cannot be had", async () => {
    vi.stubGlobal("fetch", async () => new Response("", { status: 404 }));
    await expect(islandData("/data/x.json", false)).rejects.toThrow(
      "/data/x.json answered 404",
    );
  });
});
