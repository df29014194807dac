import { afterEach, describe, expect, it, vi } from "vitest";
import { loadOrNavigate } from "./load-or-navigate";

describe("loadOrNavigate", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns the loader data when it arrives", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { assign });
    const data = { heading: "Privacy policy" };
    await expect(
      loadOrNavigate({
        request: new Request("https://shop.example/privacy-policy"),
        serverLoader: () => Promise.resolve(data),
      }),
    ).resolves.toBe(data);
    expect(assign).not.toHaveBeenCalled();
  });

  it("loads the page as a document when its data cannot be fetched", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { assign });
    const pending = loadOrNavigate({
      request: new Request("https://shop.example/privacy-policy"),
      serverLoader: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        "https://shop.example/privacy-policy",
      ),
    );
    const settled = await Promise.race([
      pending.then(() => "settled"),
      new Promise((resolve) => setTimeout(resolve, 50, "still pending")),
    ]);
    expect(settled).toBe("still pending");
  });
});
