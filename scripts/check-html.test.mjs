// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LAGGING_CHECKER, errorsOf, splitLagging } from "./check-html.mjs";

const report = {
  messages: [
    {
      type: "error",
      url: "file:/site/dist/about/index.html",
      lastLine: 3,
      message:
        "A “style” element in “body” must be the first child of its parent.",
    },
    {
      type: "info",
      subType: "warning",
      url: "file:/site/dist/index.html",
      lastLine: 1,
      message: "Consider adding a “lang” attribute.",
    },
    {
      type: "error",
      url: "file:/site/dist/index.html",
      lastLine: 1,
      message: [...LAGGING_CHECKER.keys()][0],
    },
  ],
};

describe("the Nu HTML Checker's report", () => {
  it("keeps errors, not warnings, with the page's path in the build", () => {
    expect(errorsOf(report, "/site/dist")).toEqual([
      {
        file: "about/index.html",
        line: 3,
        message:
          "A “style” element in “body” must be the first child of its parent.",
      },
      {
        file: "index.html",
        line: 1,
        message: [...LAGGING_CHECKER.keys()][0],
      },
    ]);
  });

  it("allows only the errors where the checker lags the standard, each with the standard's words", () => {
    const { allowed, errors } = splitLagging(errorsOf(report, "/site/dist"));
    expect(allowed.map((error) => error.file)).toEqual(["index.html"]);
    expect(errors.map((error) => error.file)).toEqual(["about/index.html"]);
    for (const reason of LAGGING_CHECKER.values())
      expect(reason).toMatch(/^HTML Standard, .+: “.+”$/);
  });
});
