import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { getByRole, within } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wrapTables } from "@/lib/markdown-html";
import { POLICY_DATE_ID, policyDateLabel, isoDay } from "@/lib/policy-date";
// The script as the page writes it: bundled and minified.
import TODAY_SCRIPT from "@/browser/policy-today.ts?inline-script";

// The document itself is an Astro component; what it is made of is tested
// here: the date it writes, the script that makes it today, and the tables
// of the real policies as the page puts them.

describe("the policy date", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it.each([
    ["March 7, 2031", "2031-03-07", new Date(2031, 2, 7, 12)],
    ["December 31, 2030", "2030-12-31", new Date(2030, 11, 31, 23, 59)],
    ["January 1, 2030", "2030-01-01", new Date(2030, 0, 1, 0, 0)],
  ])("writes %s, datetime %s", (label, iso, date) => {
    expect(policyDateLabel(date, "en")).toBe(label);
    expect(isoDay(date)).toBe(iso);
  });

  it.each([
    ["de", "7. März 2031"],
    ["fr", "7 mars 2031"],
  ])("writes the day in %s as %s", (locale, label) => {
    expect(policyDateLabel(new Date(2031, 2, 7, 12), locale)).toBe(label);
  });

  it("becomes the visitor's today when its script runs", () => {
    document.documentElement.lang = "en";
    document.body.innerHTML = `<p>Last updated: <time id="${POLICY_DATE_ID}" datetime="2031-03-07">March 7, 2031</time></p>`;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2032, 0, 15, 9));
    new Function(TODAY_SCRIPT)();
    const time = document.querySelector("time");
    expect(document.body).toHaveTextContent("Last updated: January 15, 2032");
    expect(time).toHaveAttribute("datetime", "2032-01-15");
  });

  it("writes the visitor's today in the page's language", () => {
    document.documentElement.lang = "de";
    document.body.innerHTML = `<time id="${POLICY_DATE_ID}"></time>`;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2032, 0, 15, 9));
    new Function(TODAY_SCRIPT)();
    expect(document.querySelector("time")).toHaveTextContent("15. Januar 2032");
  });

  it("agrees with the build's own date", () => {
    document.documentElement.lang = "en";
    document.body.innerHTML = `<time id="${POLICY_DATE_ID}"></time>`;
    new Function(TODAY_SCRIPT)();
    const now = new Date();
    expect(document.querySelector("time")).toHaveTextContent(
      policyDateLabel(now, "en"),
    );
    expect(document.querySelector("time")).toHaveAttribute(
      "datetime",
      isoDay(now),
    );
  });
});

describe("the policies' tables", () => {
  const show = (name: string) => {
    const markdown = readFileSync(
      resolve(import.meta.dirname, `../../content/pages/${name}.md`),
      "utf8",
    );
    document.body.innerHTML = wrapTables(markdown, "table-box");
    return document.body;
  };

  it("are each named by a caption, with column and row headers", () => {
    for (const name of ["refund-policy", "shipping-policy"]) {
      const tables = show(name).querySelectorAll("table");
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) {
        expect(table.parentElement).toHaveClass("table-box");
        expect(table.caption?.textContent).toMatch(/\S/);
        const columns = table.querySelectorAll("thead th");
        expect(columns.length).toBeGreaterThan(1);
        for (const column of columns)
          expect(column).toHaveAttribute("scope", "col");
        for (const row of table.tBodies[0]?.rows ?? []) {
          expect(row.cells[0]?.tagName).toBe("TH");
          expect(row.cells[0]).toHaveAttribute("scope", "row");
        }
      }
    }
  });

  it("give the refund times by payment method", () => {
    const table = getByRole(show("refund-policy"), "table", {
      name: /refund to reach you/,
    });
    for (const [method, days] of [
      ["Credit card", "3-5"],
      ["PayPal", "1-2"],
      ["Bank transfer", "5-7"],
    ] as const)
      expect(
        within(table).getByRole("rowheader", { name: method }).closest("tr"),
      ).toHaveTextContent(`${method}${days} business days`);
  });

  it("give the expedited prices in US dollars", () => {
    const table = getByRole(show("shipping-policy"), "table", {
      name: /Expedited options/,
    });
    expect(
      within(table).getByRole("row", { name: /Express/ }),
    ).toHaveTextContent("Express2-3 days$9.99");
    expect(
      within(table).getByRole("rowheader", { name: "Overnight" }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole("cell", { name: "$19.99" }),
    ).toBeInTheDocument();
  });
});
