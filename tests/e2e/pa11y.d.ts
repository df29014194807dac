// The part of pa11y's Node API the checks use (pa11y ships no types).
declare module "pa11y" {
  import type { Browser, Page } from "puppeteer";

  export type IssueType = "error" | "warning" | "notice";

  export interface Issue {
    code: string;
    type: IssueType;
    message: string;
    selector: string;
    context: string | null;
    runner: string;
  }

  export interface Results {
    documentTitle: string;
    pageUrl: string;
    issues: Issue[];
  }

  export interface Options {
    browser?: Browser;
    page?: Page;
    /** Tests `page` as it is, without opening the URL. */
    ignoreUrl?: boolean;
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    runners?: string[];
    /** Rule codes left out, e.g. "WCAG2AA.Principle1.Guideline1_4.1_4_3.G18". */
    ignore?: string[];
    includeNotices?: boolean;
    includeWarnings?: boolean;
    viewport?: { width: number; height: number };
    timeout?: number;
  }

  export default function pa11y(
    url: string,
    options?: Options,
  ): Promise<Results>;
}
