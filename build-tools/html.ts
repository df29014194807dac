/**
 * A built page's elements, read by a real HTML parser (parse5, the HTML
 * Standard's parsing algorithm, as jsdom uses it), for the tools that check
 * the build: the security headers (security-headers.ts) and the size
 * budgets (scripts/size-budgets.mjs). Attribute values with `>` or quotes,
 * comments, and markup-like text in scripts are read as a browser reads
 * them.
 */
import { parse } from "parse5";

export type HtmlElement = {
  /** The tag name, lower-case. */
  name: string;
  /** Attributes by lower-case name, values decoded; a repeated one keeps its first value, as browsers do. */
  attributes: Map<string, string>;
  /** The text inside a raw-text element (script, style), as written. */
  text: string;
  /**
   * Where the element is written in the page, as offsets into it: from its
   * start tag's `<` to the end of its end tag, and the end of its start tag.
   * Undefined for an element the parser implied (a page with no `<html>`).
   */
  source?: { start: number; end: number; startTagEnd: number };
};

type TreeNode = {
  nodeName: string;
  sourceCodeLocation?: {
    startOffset: number;
    endOffset: number;
    startTag?: { endOffset: number };
  } | null;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  value?: string;
  childNodes?: TreeNode[];
  content?: TreeNode;
};

/** Every element of an HTML page, in document order, template contents included. */
export function htmlElements(html: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: TreeNode) => {
    if (node.tagName !== undefined) {
      const location = node.sourceCodeLocation;
      found.push({
        source: location
          ? {
              start: location.startOffset,
              end: location.endOffset,
              startTagEnd: location.startTag?.endOffset ?? location.endOffset,
            }
          : undefined,
        name: node.tagName,
        attributes: new Map(
          (node.attrs ?? []).map(({ name, value }) => [name, value]),
        ),
        text: (node.childNodes ?? [])
          .map((child) => (child.nodeName === "#text" ? child.value : ""))
          .join(""),
      });
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }) as unknown as TreeNode);
  return found;
}

/** The elements named `name`. */
export function elementsNamed(html: string, name: string): HtmlElement[] {
  return htmlElements(html).filter((element) => element.name === name);
}
