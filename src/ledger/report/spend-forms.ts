/**
 * The report's part about spend: each account's last pull, "Pull now",
 * and the upload of a platform's export (the forms' routes: spend-routes.ts).
 */
import { createElement as h, Fragment } from "react";
import type { Report } from "./report.ts";
import { LEDGER_PATH } from "../manifest.ts";
import { PLATFORMS, exportOf } from "../platforms/index.ts";
import { SPEND_PLATFORMS, type SpendPlatform } from "../spend/spend.ts";
import { Section } from "./report-tables.ts";

/** The report's forms: a spend export's upload, and "Pull now" (spend-routes.ts). */
export const SPEND_FORM = `${LEDGER_PATH}/report/spend`;
export const SPEND_PULL_FORM = `${LEDGER_PATH}/report/pull`;

/** The platforms whose export is read, by the names their consoles go by; else a module's own label. */
const PLATFORM_LABELS: Partial<Record<SpendPlatform, string>> = {
  meta: "Meta",
  tiktok: "TikTok",
  google: "Google Ads",
  microsoft: "Microsoft Ads",
};

const minute = (ms: number) =>
  `${new Date(ms).toISOString().replace("T", " ").slice(0, 16)} UTC`;

/** The pulls' last outcomes, and the two ways spend comes in; `csrf` is the forms' token. */
export function SpendSection({
  report,
  csrf,
}: {
  report: Report;
  csrf: string;
}) {
  const token = h("input", { type: "hidden", name: "csrf", value: csrf });
  return h(
    Fragment,
    null,
    h(Section, {
      id: "spend-pulls",
      heading: "Spend pulled from the ad platforms",
      heads: ["Platform", "Account", "Last pull", "Outcome", "Detail"],
      bodyClass: "text",
      empty:
        "No pull yet: set ledger.spend in settings.yaml and the host's tokens.",
      rows: report.pulls.map((pull) =>
        h(
          "tr",
          { key: `${pull.platform} ${pull.account}` },
          h("td", null, pull.platform),
          h("td", null, pull.account),
          h("td", null, minute(pull.pulled_at)),
          h("td", null, pull.ok ? "Pulled" : "Failed"),
          h("td", null, pull.detail),
        ),
      ),
      after: h(
        "form",
        { method: "post", action: SPEND_PULL_FORM },
        token,
        h("button", null, "Pull the last 7 days now"),
      ),
    }),
    h(
      "section",
      null,
      h("h2", { id: "spend-import" }, "Import a spend export"),
      h(
        "form",
        {
          className: "upload",
          method: "post",
          action: SPEND_FORM,
          encType: "multipart/form-data",
        },
        token,
        h(
          "p",
          null,
          h(
            "label",
            { htmlFor: "spend-file" },
            "CSV export (Google Ads, Microsoft Ads, Meta or TikTok), UTF-8, up to 16 MB",
          ),
          h("input", {
            id: "spend-file",
            name: "file",
            type: "file",
            accept: ".csv,.tsv,text/csv",
            required: true,
          }),
        ),
        h(
          "p",
          null,
          h("label", { htmlFor: "spend-platform" }, "Platform"),
          h(
            "select",
            { id: "spend-platform", name: "platform" },
            h("option", { value: "" }, "Recognise from the columns"),
            SPEND_PLATFORMS.filter(exportOf).map((platform) =>
              h(
                "option",
                { key: platform, value: platform },
                PLATFORM_LABELS[platform] ?? PLATFORMS[platform].label,
              ),
            ),
          ),
        ),
        h(
          "p",
          null,
          h(
            "label",
            { htmlFor: "spend-currency" },
            "Account currency, if the file has no currency column",
          ),
          h("input", {
            id: "spend-currency",
            name: "currency",
            maxLength: 3,
            pattern: "[A-Za-z]{3}",
            autoComplete: "off",
          }),
        ),
        h("button", null, "Import"),
      ),
      h(
        "p",
        { className: "note" },
        "An import replaces the spend the ledger had for that platform, account and days.",
      ),
    ),
  );
}
