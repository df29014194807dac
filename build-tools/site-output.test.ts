// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pagePath } from "./site-output";

describe("pagePath", () => {
  it.each([
    ["index.html", "/"],
    ["about/index.html", "/about"],
    ["admin/index.html", "/admin"],
    ["404.html", "/404"],
    ["shipping-policy.html", "/shipping-policy"],
  ])("%s is %s", (file, path) => {
    expect(pagePath(file)).toBe(path);
  });
});
