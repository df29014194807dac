/**
 * The operator's pages (the report, and the answers to its forms) as
 * documents: React rendered on the server, no script, one stylesheet
 * inline with its hash in the page's own policy, forms to the page's own
 * site only.
 */
import { createElement as h, Fragment, type ReactNode } from "react";
import { LEDGER_PATH } from "../manifest.ts";
import { REPORT_STYLE } from "./report-style.ts";

const digestOf = async (text: string) =>
  btoa(
    String.fromCharCode(
      ...new Uint8Array(
        await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)),
      ),
    ),
  );

let styleHash: Promise<string> | undefined;

/** The policy of every operator page: its one stylesheet, forms to itself, nothing else. */
const operatorPolicy = async () =>
  `default-src 'none'; style-src 'sha256-${await (styleHash ??= digestOf(REPORT_STYLE))}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

function OperatorDocument({ title, main }: { title: string; main: ReactNode }) {
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", {
        name: "viewport",
        content: "width=device-width,initial-scale=1",
      }),
      h("meta", { name: "robots", content: "noindex,nofollow" }),
      h("title", null, title),
      h("style", null, REPORT_STYLE),
    ),
    h("body", null, h("main", null, main)),
  );
}

/**
 * One of the operator's pages: `main` in the report's frame, with a policy
 * that allows its one stylesheet and its forms, and nothing else.
 */
export async function operatorPage(
  title: string,
  main: ReactNode,
  status = 200,
): Promise<Response> {
  // Loaded with the first operator page, so a click's redirect (the same
  // bundle on the Pages Functions) never waits for React's renderer.
  const { renderToStaticMarkup } = await import("react-dom/server");
  return new Response(
    `<!doctype html>${renderToStaticMarkup(h(OperatorDocument, { title, main }))}`,
    {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex, nofollow",
        "Content-Security-Policy": await operatorPolicy(),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
      },
    },
  );
}

/** The page a form post is answered with: what happened, and the way back. */
export const answerPage = (status: number, heading: string, message: string) =>
  operatorPage(
    `${heading}: Sales report`,
    h(
      Fragment,
      null,
      h("h1", null, heading),
      h(
        "p",
        status >= 400 ? { className: "warn", role: "alert" } : null,
        message,
      ),
      h(
        "p",
        null,
        h("a", { href: `${LEDGER_PATH}/report` }, "Back to the report"),
      ),
    ),
    status,
  );
