// pa11y (HTML_CodeSniffer, WCAG 2.2 AA rules of WCAG2AA) on every page of
// the built store, at each project's width, once the page is hydrated and
// its page script runs. pa11y is handed the test's own page: the browser
// Playwright launched also listens for DevTools on a free port, puppeteer
// connects to it there, so the fixtures' refused outside requests and
// console checks hold for what pa11y reads.
import { createServer } from "node:net";
import pa11y, { type Issue } from "pa11y";
import puppeteer from "puppeteer";
import { expect, gotoHydrated, test as base } from "./fixtures";
import { publicPaths } from "./routes";

const NOT_FOUND = "/no-such-page";

/** A port nothing listens on now, for the browser's DevTools. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

const test = base.extend<object, { devtoolsPort: number }>({
  devtoolsPort: [async ({}, use) => use(await freePort()), { scope: "worker" }],
  launchOptions: [
    async ({ launchOptions, devtoolsPort }, use) =>
      use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          `--remote-debugging-port=${devtoolsPort}`,
        ],
      }),
    { scope: "worker" },
  ],
});

/** One line per issue, enough to find it in the page. */
const describe = (issue: Issue) =>
  `${issue.runner} ${issue.code} at ${issue.selector}: ${issue.message}`;

for (const path of [...publicPaths, NOT_FOUND]) {
  test.describe(path, () => {
    if (path === NOT_FOUND) test.use({ allowedErrors: /404|Not Found/ });

    test("has no pa11y errors", async ({ page, devtoolsPort, viewport }) => {
      // HTML_CodeSniffer walks every element with its notices on: the
      // product page takes it well past the default time on a busy machine.
      test.slow();
      await gotoHydrated(page, path);
      const browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${devtoolsPort}`,
        defaultViewport: null,
      });
      try {
        const target = browser
          .targets()
          .find(
            (candidate) =>
              candidate.type() === "page" && candidate.url() === page.url(),
          );
        const testedPage = await target?.page();
        expect(
          testedPage,
          "the test's page, seen through DevTools",
        ).toBeTruthy();
        const { issues } = await pa11y(page.url(), {
          browser,
          page: testedPage!,
          ignoreUrl: true,
          standard: "WCAG2AA",
          runners: ["htmlcs"],
          includeWarnings: true,
          includeNotices: true,
          // pa11y sets the page's size: the project's own.
          viewport: viewport ?? { width: 1280, height: 800 },
        });
        const count = (type: Issue["type"]) =>
          issues.filter((issue) => issue.type === type).length;
        test.info().annotations.push({
          type: "pa11y",
          description: `${path}: ${count("error")} errors, ${count("warning")} warnings, ${count("notice")} notices`,
        });
        expect(
          issues.filter((issue) => issue.type === "error").map(describe),
        ).toEqual([]);
      } finally {
        await browser.disconnect();
      }
    });
  });
}
