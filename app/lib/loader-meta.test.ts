import { describe, expect, it } from "vitest";
import { loaderMeta } from "./loader-meta";

describe("loaderMeta", () => {
  it("returns the tags the loader worked out", () => {
    const meta = [{ title: "About us" }, { name: "description", content: "x" }];
    expect(loaderMeta({ loaderData: { meta } })).toEqual(meta);
  });

  it("returns no tags when the loader gave nothing, as on an error page", () => {
    expect(loaderMeta({ loaderData: undefined })).toEqual([]);
  });
});
