import { describe, expect, it, vi } from "vitest";
import { fetchJson } from "./data-files";

describe("fetchJson", () => {
  it("gives the answer's JSON, sending the request as asked", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ country_code: "GB" }));
    const init = { credentials: "omit" } as const;
    await expect(fetchJson("/geo", init, fetcher)).resolves.toEqual({
      country_code: "GB",
    });
    expect(fetcher).toHaveBeenCalledWith("/geo", init);
  });

  it("fails naming the address and the status when the answer is an error", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        Response.json({ country_code: "GB" }, { status: 503 }),
      );
    await expect(fetchJson("/data/reviews.json", {}, fetcher)).rejects.toThrow(
      "/data/reviews.json answered 503",
    );
  });

  it("fails when the answer is not JSON", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response("<!doctype html>"));
    await expect(fetchJson("/data/x.json", {}, fetcher)).rejects.toThrow();
  });
});
