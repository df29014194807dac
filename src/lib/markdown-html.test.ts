import { describe, expect, it } from "vitest";
import { splitLead, wrapTables } from "./markdown-html";

describe("splitLead", () => {
  it.each([
    [
      "an opening paragraph",
      "<p>We want you to <em>love</em> it.</p>\n<h2>Returns</h2>\n<p>Within 30 days.</p>",
      "<p>We want you to <em>love</em> it.</p>",
      "<h2>Returns</h2>\n<p>Within 30 days.</p>",
    ],
    [
      "a page opening with a heading",
      "<h2>Returns</h2>\n<p>Within 30 days.</p>",
      "",
      "<h2>Returns</h2>\n<p>Within 30 days.</p>",
    ],
    ["an empty body", "", "", ""],
    ["a single paragraph", "\n<p>Only this.</p>\n", "<p>Only this.</p>", ""],
  ])("handles %s", (_, html, lead, rest) => {
    expect(splitLead(html)).toEqual({ lead, rest });
  });
});

describe("wrapTables", () => {
  it("boxes every table, caption included", () => {
    const html =
      "<p>a</p><table><caption>One</caption></table><table>\n</table>";
    expect(wrapTables(html, "box")).toBe(
      '<p>a</p><div class="box"><table><caption>One</caption></table></div><div class="box"><table>\n</table></div>',
    );
  });

  it("leaves HTML without tables alone", () => {
    expect(wrapTables("<p>tablet</p>", "box")).toBe("<p>tablet</p>");
  });
});
