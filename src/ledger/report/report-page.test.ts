import { describe, expect, it, vi } from "vitest";
import type { StoredForward } from "../db/store";
import type { Group, Line } from "./report-lines";
import type { Report } from "./report";
import { emptyFlagged } from "./report-flagged";
import { verdicts, type SoldClick } from "./report-verdicts";
import { answerPage, operatorPage } from "./operator-page";
import { reportPage } from "./report-page";
import { SPEND_FORM, SPEND_PULL_FORM } from "./spend-forms";

const RATES = { currency: "USD", rates: { EUR: 1.1 } };
const CSRF = `token"><script>alert(1)</script>`;

/** Names a campaign or an ad may have: ad links and exports are anyone's to write. */
const HOSTILE = [
  "<script>alert(1)</script>",
  `<img src=x onerror="alert(1)">`,
  `"'><svg onload=alert(1)>`,
  `Winter "sale" & Rock'n'roll`,
  "&amp; &lt;b&gt; &#60;",
  "</td></tr></table><form action=//evil.test>",
  "x".repeat(2_000),
];

/** A name and its label in a test's title: the long one by its length. */
const labelled = (name: string) =>
  [
    name.length > 100
      ? `${name.slice(0, 8)}… (${name.length} characters)`
      : JSON.stringify(name),
    name,
  ] as const;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TO = Date.UTC(2026, 10, 27);

/** A line of `clicks` clicks, a sale in 20, $4.20 a sale and $0.90 a click of spend. */
const lineOf = (clicks: number): Line => ({
  clicks,
  sales: Math.floor(clicks / 20),
  revenue: { USD: Math.floor(clicks / 20) * 4_200_000 },
  spend: { USD: clicks * 900_000 },
});
const group = (key: string, line: Line, name = key): Group => ({
  ...line,
  key,
  name,
});

/** A report over `days` days up to TO: nothing in it unless given. */
const reportOf = (days: number, over: Partial<Report> = {}): Report => ({
  from: isoDay(TO - (days - 1) * DAY_MS),
  to: isoDay(TO),
  rates: RATES,
  rows: [],
  names: { campaigns: {}, ads: {} },
  byDay: [],
  byCampaign: [],
  byAd: [],
  byVariant: [],
  unattributed: { sales: 0, revenue: {} },
  forwards: [],
  pulls: [],
  flagged: {
    warnPercent: 5,
    total: emptyFlagged(),
    byCampaign: [],
    byAd: [],
  },
  shares: [],
  ...over,
});

/** A day's report whose campaign is `campaign` and whose ad is `ad`, a pull failing with `detail`. */
const namedReport = (campaign: string, ad: string, detail: string) =>
  reportOf(1, {
    byDay: [group(isoDay(TO), lineOf(40))],
    byCampaign: [group("name:x", lineOf(40), campaign)],
    byAd: [{ ...group("x", lineOf(40), ad), campaign }],
    forwards: [
      {
        network: "impact",
        order_id: "O-1",
        platform: "meta",
        state: "failed",
        attempts: 2,
        next_attempt_at: null,
        detail,
        created_at: TO,
        updated_at: TO,
      } satisfies StoredForward,
    ],
    pulls: [{ platform: "meta", account: "111", pulled_at: TO, ok: 0, detail }],
  });

/** The operator's page of a report, as a browser parses it, with its policy. */
async function pageOf(report: Report, days = 30) {
  const response = await operatorPage(
    "Sales report",
    reportPage(report, days, CSRF),
  );
  const html = await response.text();
  return {
    html,
    policy: response.headers.get("Content-Security-Policy") ?? "",
    document: new DOMParser().parseFromString(html, "text/html"),
  };
}

/** Every element's name and attributes' names, in document order: what markup injected would change. */
const shapeOf = (document: Document) =>
  [...document.querySelectorAll("*")].map(
    (element) =>
      `${element.localName}[${element.getAttributeNames().sort().join(" ")}]`,
  );

const table = (document: Document, id: string) =>
  document.querySelector<HTMLTableElement>(`table[aria-labelledby="${id}"]`)!;

const bodyRows = (document: Document, id: string) => [
  ...table(document, id).tBodies[0]!.rows,
];

const sha256 = async (text: string) =>
  Buffer.from(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)),
  ).toString("base64");

describe("the report's page", () => {
  it.each(HOSTILE.map(labelled))(
    "shows the name %s as text, and nothing more",
    async (_, name) => {
      const ad = `ad ${name}`;
      const detail = `Meta said: ${name}`;
      const errors = vi.spyOn(console, "error");
      const { document } = await pageOf(namedReport(name, ad, detail));
      expect(errors).not.toHaveBeenCalled();

      const [campaignRow] = bodyRows(document, "by-campaign");
      expect(campaignRow!.cells[0]!.localName).toBe("th");
      expect(campaignRow!.cells[0]!.textContent).toBe(name);
      const [adRow] = bodyRows(document, "by-ad");
      expect(adRow!.cells[0]!.textContent).toBe(ad);
      expect(adRow!.cells[1]!.textContent).toBe(name);
      expect(adRow!.cells).toHaveLength(10);
      expect(bodyRows(document, "spend-pulls")[0]!.cells[4]!.textContent).toBe(
        detail,
      );
      expect(bodyRows(document, "forwards")[0]!.cells[5]!.textContent).toBe(
        detail,
      );
      for (const form of document.forms)
        expect(
          (form.elements.namedItem("csrf") as HTMLInputElement).value,
        ).toBe(CSRF);
      // The same report with plain names has the very same elements and attributes.
      const plain = await pageOf(namedReport("plain", "ad", "detail"));
      expect(shapeOf(document)).toEqual(shapeOf(plain.document));
      expect(
        document.querySelectorAll("script, img, svg svg, [onerror], [onload]"),
      ).toHaveLength(0);
      expect(document.forms).toHaveLength(2);
    },
  );

  it("has no script, one stylesheet whose hash is the policy's, and forms to the site itself", async () => {
    const { html, policy, document } = await pageOf(
      namedReport("spring", "video", "ok"),
      1,
    );
    const styles = document.querySelectorAll("style");
    expect(styles).toHaveLength(1);
    expect(policy).toBe(
      `default-src 'none'; style-src 'sha256-${await sha256(styles[0]!.textContent!)}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    );
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(document.querySelectorAll("script, link, [style]")).toHaveLength(0);
    expect(
      [...document.forms].map((form) => [
        form.getAttribute("action"),
        form.method,
      ]),
    ).toEqual([
      [SPEND_PULL_FORM, "post"],
      [SPEND_FORM, "post"],
    ]);
    expect(document.querySelector("a")!.getAttribute("href")).toBe(
      "?days=1&format=csv",
    );
  });

  it("reads, with no rows at all, as a report of nothing yet", async () => {
    const { document } = await pageOf(reportOf(30), 30);
    expect(document.querySelector("h1")!.textContent).toBe("Sales report");
    for (const id of ["by-campaign", "by-ad", "by-day"])
      expect(bodyRows(document, id).map((tr) => tr.textContent)).toEqual([
        "Nothing yet.",
      ]);
    expect(bodyRows(document, "forwards")[0]!.textContent).toBe(
      "Nothing to send yet.",
    );
    expect(
      [...document.querySelectorAll(".card")].map((card) => card.textContent),
    ).toEqual([
      "Spend$0.00",
      "Revenue$0.00",
      "Profit$0.00",
      "ROAS–",
      "Clicks0",
      "Sales0",
      "Earnings per click–",
      "Unattributed sales0",
      "Flagged clicks0 (0.00 %)",
    ]);
    expect(document.querySelector("svg")!.getAttribute("aria-label")).toBe(
      "Profit per day. No spend or revenue yet.",
    );
    expect(document.querySelectorAll("svg rect")).toHaveLength(30);
    expect(
      document.querySelectorAll(
        "#split-test, #earnings-test, #by-variant, #auto-distribution",
      ),
    ).toHaveLength(0);
  });

  it("shows each day's auto-distributed shares and why they moved", async () => {
    const row = (
      day: string,
      variant: string,
      share: number,
      probability: number | null,
      reason: string,
    ) => ({
      day,
      test: "buy-now-wording",
      variant,
      share,
      clicks: 400,
      sales: 16,
      epc: 0.9,
      probability_best: probability,
      reason,
      computed_at: TO,
    });
    const { document } = await pageOf(
      reportOf(30, {
        shares: [
          row("2026-11-26", "get-yours", 90, 0.97, "moved to its chance"),
          row("2026-11-26", "control", 10, 0.03, "held at the control's floor"),
          row("2026-11-25", "get-yours", 50, null, "configured share: waits"),
        ],
      }),
    );
    expect(
      bodyRows(document, "auto-distribution").map((tr) =>
        [...tr.cells].map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        "2026-11-26",
        "buy-now-wording",
        "get-yours",
        "90 %",
        "400",
        "16",
        "$0.900",
        "97.0 %",
        "moved to its chance",
      ],
      [
        "2026-11-26",
        "buy-now-wording",
        "control",
        "10 %",
        "400",
        "16",
        "$0.900",
        "3.0 %",
        "held at the control's floor",
      ],
      [
        "2026-11-25",
        "buy-now-wording",
        "get-yours",
        "50 %",
        "400",
        "16",
        "$0.900",
        "–",
        "configured share: waits",
      ],
    ]);
  });

  it("renders a year of 20 campaigns with 3 ads each, a split test among them, quickly", async () => {
    const campaigns = Array.from(
      { length: 20 },
      (_, i) => `Campaign ${String(i).padStart(2, "0")}`,
    );
    const arms = ["control", "get-yours"].map((arm) =>
      group(arm, lineOf(365 * 20 * 120)),
    );
    const sold: SoldClick[] = Array.from({ length: 2_000 }, (_, i) => ({
      click_key: `k${i}`,
      variant: i % 2 ? "control" : "get-yours",
      currency: "USD",
      micros: 4_200_000,
    }));
    const report = reportOf(365, {
      // 365 days of each campaign's 120 clicks a day.
      byDay: Array.from({ length: 365 }, (_, i) =>
        group(isoDay(TO - (364 - i) * DAY_MS), lineOf(20 * 120)),
      ),
      byCampaign: campaigns.map((name, i) =>
        group(`id:${i}`, lineOf(365 * 120), name),
      ),
      byAd: campaigns.flatMap((campaign) =>
        ["A", "B", "C"].map((ad) => ({
          ...group(ad, lineOf(365 * 40), `Ad ${ad}`),
          campaign,
        })),
      ),
      byVariant: arms,
      ...verdicts(arms, sold, RATES),
    });
    const errors = vi.spyOn(console, "error");
    const { document } = await pageOf(report, 365); // The first page loads React's renderer.
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      await (
        await operatorPage("Sales report", reportPage(report, 365, CSRF))
      ).text();
      times.push(performance.now() - start);
    }
    expect(errors).not.toHaveBeenCalled();
    expect(bodyRows(document, "by-day")).toHaveLength(365);
    expect(bodyRows(document, "by-campaign")).toHaveLength(20);
    expect(bodyRows(document, "by-ad")).toHaveLength(60);
    expect(bodyRows(document, "split-test")).toHaveLength(2);
    expect(document.querySelectorAll("svg rect")).toHaveLength(365);
    // 43,800 clicks: $39,420.00 of spend, 2,190 sales at $4.20.
    expect(
      [...bodyRows(document, "by-campaign")[0]!.cells].map(
        (cell) => cell.textContent,
      ),
    ).toEqual([
      "Campaign 00",
      "$39,420.00",
      "43,800",
      "$0.90",
      "2,190",
      "$9,198.00",
      "-$30,222.00",
      "0.23×",
      "$0.21",
    ]);
    // Some 50 ms once warm with React's development build (Vitest's) on a
    // 2-core machine; a wide margin for a busy one.
    expect(Math.min(...times)).toBeLessThan(1_000);
  });
});

describe("the answer to a form", () => {
  it.each(HOSTILE.map(labelled))(
    "shows a message naming %s as text",
    async (_, name) => {
      const message = `${name}.csv: Not a spend export. Nothing was stored.`;
      const response = await answerPage(400, "Import refused", message);
      expect(response.status).toBe(400);
      const document = new DOMParser().parseFromString(
        await response.text(),
        "text/html",
      );
      expect(document.title).toBe("Import refused: Sales report");
      const alert = document.querySelector("[role=alert]")!;
      expect(alert.textContent).toBe(message);
      expect(shapeOf(document)).toEqual(
        shapeOf(
          new DOMParser().parseFromString(
            await (await answerPage(400, "Import refused", "plain")).text(),
            "text/html",
          ),
        ),
      );
    },
  );

  it("marks a refusal as an alert, and a success not", async () => {
    const ok = new DOMParser().parseFromString(
      await (await answerPage(200, "Spend imported", "3 rows")).text(),
      "text/html",
    );
    expect(ok.querySelector("[role=alert], .warn")).toBeNull();
    expect(ok.querySelector("a")!.getAttribute("href")).toBe("/ledger/report");
  });
});
