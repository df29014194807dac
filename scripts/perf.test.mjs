// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LIGHTHOUSE_BUDGETS } from "./budgets.mjs";
import {
  hostIndex,
  median,
  routeMedians,
  runsAsScript,
  sideBySide,
  withoutScripts,
} from "./perf.mjs";

describe("withoutScripts", () => {
  it.each([
    ["an inline classic script", "<p>a</p><script>run()</script><p>b</p>"],
    ["a module", '<p>a</p><script type="module" src="/x.js"></script><p>b</p>'],
    [
      "a JavaScript type in capitals, padded",
      '<p>a</p><script type=" Text/JavaScript ">run()</script><p>b</p>',
    ],
    ["an empty type", '<p>a</p><script type="">run()</script><p>b</p>'],
    [
      "the old language attribute",
      '<p>a</p><script language="javascript">run()</script><p>b</p>',
    ],
    [
      "a `>` in an attribute value",
      '<p>a</p><script data-note="a>b" src="/x.js"></script><p>b</p>',
    ],
    [
      "markup-like text inside the script",
      '<p>a</p><script>document.write("<script></" + "p>")</script><p>b</p>',
    ],
    [
      "a script whose other attribute is named like `type`",
      '<p>a</p><script data-type="x">run()</script><p>b</p>',
    ],
    [
      "a script in a template",
      "<p>a</p><template><script>run()</script></template><p>b</p>",
    ],
  ])("removes %s, and nothing else", (_case, html) => {
    const page = withoutScripts(html);
    expect(page).not.toMatch(/<script/i);
    expect(page.startsWith("<p>a</p>")).toBe(true);
    expect(page.endsWith("<p>b</p>")).toBe(true);
  });

  it("keeps data scripts and the page byte for byte around what it removes", () => {
    const data = [
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script data-note="type=module" type="application/ld+json">{}</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="text/template"><p>later</p></script>',
    ].join("\n");
    const page = `<!doctype html><html data-root="/de"><head>${data}<script>run()</script></head><body><!-- <script>not a script</script> --><p class=x>Hi</p><script type="module">import "/a.js"</script></body></html>`;
    expect(withoutScripts(page)).toBe(
      `<!doctype html><html data-root="/de"><head>${data}</head><body><!-- <script>not a script</script> --><p class=x>Hi</p></body></html>`,
    );
  });

  it("removes every script of a page with several", () => {
    const page = withoutScripts(
      "<script>1</script><script>2</script><i>x</i><script>3</script>",
    );
    expect(page).toBe("<i>x</i>");
  });
});

describe("runsAsScript", () => {
  it.each([
    [{}, true],
    [{ type: "" }, true],
    [{ type: "module" }, true],
    [{ type: "MODULE" }, true],
    [{ type: "text/javascript" }, true],
    [{ type: "application/javascript" }, true],
    [{ type: "text/ecmascript" }, true],
    [{ language: "JavaScript" }, true],
    [{ language: "" }, true],
    [{ type: "application/ld+json" }, false],
    [{ type: "speculationrules" }, false],
    [{ type: "importmap" }, false],
    [{ type: "text/javascript; charset=utf-8" }, false],
    [{ language: "vbscript" }, false],
  ])("%o runs: %s", (attributes, runs) => {
    expect(runsAsScript(new Map(Object.entries(attributes)))).toBe(runs);
  });
});

describe("median", () => {
  it.each([
    [[3, 1, 2], 2],
    [[10, 40], 25],
    [[7], 7],
    [[], Number.NaN],
  ])("of %o is %d", (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe("sideBySide", () => {
  const origins = {
    site: "http://localhost:4400",
    copy: "http://localhost:4402",
  };
  /**
   * The runs of one route, the store's and its copy's in turn.
   * @param {string} route
   * @param {[number, number][]} site performance and TBT of each run
   * @param {[number, number][]} copy
   */
  const pair = (route, site, copy) =>
    site.flatMap(([performance, tbtMs], i) => [
      {
        url: origins.site + route,
        performance,
        tbtMs,
        fetchTime: `2026-11-28T10:00:0${2 * i}.000Z`,
        benchmarkIndex: 2000 + 100 * i,
      },
      {
        url: origins.copy + route,
        performance: copy[i]?.[0] ?? 0,
        tbtMs: copy[i]?.[1] ?? 0,
        fetchTime: `2026-11-28T10:00:0${2 * i + 1}.000Z`,
        benchmarkIndex: 2050 + 100 * i,
      },
    ]);
  const mobile = LIGHTHOUSE_BUDGETS.mobile.sideBySide;

  it("compares the medians of each route with its copy's", () => {
    const [home] = sideBySide(
      pair(
        "/",
        [
          [80, 900],
          [70, 1500],
          [85, 620],
        ],
        [
          [80, 600],
          [79, 590],
          [60, 2000],
        ],
      ),
      origins,
      mobile,
    );
    expect(home).toEqual({
      route: "/",
      runs: 3,
      score: 80,
      copyScore: 79,
      tbtMs: 900,
      copyTbtMs: 600,
      addedMs: 300,
      missed: ["TBT +300 ms > 30 ms"],
      hostIndex: { min: 2000, max: 2250 },
    });
  });

  it("passes a route whose scripts add at most the budget and cost no point, and fails one point lost", () => {
    const [about, contact] = sideBySide(
      [
        ...pair("/about", [[90, 330]], [[90, 300]]),
        ...pair("/contact", [[89, 300]], [[90, 300]]),
      ],
      origins,
      mobile,
    );
    expect(about?.missed).toEqual([]);
    expect(contact?.missed).toEqual(["performance 89 against 90"]);
  });

  it("fails one millisecond over the TBT budget", () => {
    const [about] = sideBySide(
      pair("/about", [[90, 331]], [[90, 300]]),
      origins,
      mobile,
    );
    expect(about?.missed).toEqual(["TBT +31 ms > 30 ms"]);
  });

  it("judges only the score where the preset has no TBT budget", () => {
    const [about] = sideBySide(
      pair("/about", [[100, 900]], [[100, 0]]),
      origins,
      LIGHTHOUSE_BUDGETS.desktop.sideBySide,
    );
    expect(about?.addedMs).toBe(900);
    expect(about?.missed).toEqual([]);
  });

  it("fails a route whose copy has no run, and leaves out other origins", () => {
    const result = sideBySide(
      [
        { url: `${origins.site}/about`, performance: 100, tbtMs: 0 },
        { url: "http://localhost:9999/about", performance: 100, tbtMs: 0 },
      ].map((run) => ({ ...run, fetchTime: "", benchmarkIndex: Number.NaN })),
      origins,
      mobile,
    );
    expect(result).toHaveLength(1);
    expect(result[0]?.runs).toBe(0);
    expect(result[0]?.missed).toHaveLength(2);
  });
});

describe("routeMedians", () => {
  it("gives each route on the origin the median of each figure over its runs", () => {
    /** @param {string} url @param {number} tbtMs @param {number} performance */
    const run = (url, tbtMs, performance) => ({
      url,
      performance,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcpMs: 800,
      lcpMs: 900,
      tbtMs,
      cls: 0,
      scriptBytes: 6000,
      totalBytes: 40_000,
      fetchTime: "",
      benchmarkIndex: 2000,
    });
    const [about, ...rest] = routeMedians(
      [
        run("http://localhost:4400/about", 500, 80),
        run("http://localhost:4402/about", 0, 100),
        run("http://localhost:4400/about", 100, 95),
        run("http://localhost:4400/about", 200, 90),
      ],
      "http://localhost:4400",
    );
    expect(rest).toEqual([]);
    expect(about).toMatchObject({
      route: "/about",
      runs: 3,
      tbtMs: 200,
      performance: 90,
      fcpMs: 800,
    });
  });
});

describe("hostIndex", () => {
  it("gives the index at the first and the last run by time, and its range", () => {
    expect(
      hostIndex([
        { fetchTime: "2026-11-28T10:00:02.000Z", benchmarkIndex: 1900 },
        { fetchTime: "2026-11-28T10:00:01.000Z", benchmarkIndex: 2100 },
        { fetchTime: "2026-11-28T10:00:04.000Z", benchmarkIndex: Number.NaN },
        { fetchTime: "2026-11-28T10:00:03.000Z", benchmarkIndex: 2500 },
      ]),
    ).toEqual({ start: 2100, end: 2500, min: 1900, max: 2500, runs: 3 });
  });

  it("gives no figure when no run measured it", () => {
    expect(hostIndex([])).toEqual({
      start: Number.NaN,
      end: Number.NaN,
      min: Number.NaN,
      max: Number.NaN,
      runs: 0,
    });
  });
});
