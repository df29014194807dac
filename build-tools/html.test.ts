import { describe, expect, it } from "vitest";
import { elementsNamed, htmlElements } from "./html";

describe("htmlElements", () => {
  it("reads quoted, single-quoted, bare and empty attributes, decoding entities", () => {
    const [script] = elementsNamed(
      `<script src="/a.js?x=1&amp;y=2" type='module' async data-n=3 props="{&quot;a&quot;:[0,&quot;&gt;&quot;]}"></script>`,
      "script",
    );
    expect(Object.fromEntries(script!.attributes)).toEqual({
      src: "/a.js?x=1&y=2",
      type: "module",
      async: "",
      "data-n": "3",
      props: '{"a":[0,">"]}',
    });
  });

  it("keeps a raw-text element's content as written, markup and entities too", () => {
    const [script] = elementsNamed(
      `<script>if (a < b && c) document.write("<p>&amp;</p>")</script>`,
      "script",
    );
    expect(script!.text).toBe(`if (a < b && c) document.write("<p>&amp;</p>")`);
  });

  it("sees no element in a comment, an attribute value or a script's text", () => {
    const names = htmlElements(
      `<!-- <style>x</style> --><p title="<style>y</style>">z</p><script>"<style>w</style>"</script>`,
    ).map((element) => element.name);
    expect(names).toEqual(["html", "head", "body", "p", "script"]);
  });

  it("lower-cases names and keeps a repeated attribute's first value, as browsers do", () => {
    const [div] = elementsNamed(`<DIV Data-X="1" data-x="2"></DIV>`, "div");
    expect(div!.attributes.get("data-x")).toBe("1");
  });

  it("finds elements inside <template>", () => {
    expect(
      elementsNamed(`<template><img src="/a.avif" alt=""></template>`, "img"),
    ).toHaveLength(1);
  });

  it("gives where each element is written, and none for one the parser implied", () => {
    const html = `<p>a</p><html lang="en"><script>x</script></html>`;
    const [p, script] = [
      ...elementsNamed(html, "p"),
      ...elementsNamed(html, "script"),
    ];
    expect(html.slice(p!.source!.start, p!.source!.end)).toBe("<p>a</p>");
    expect(html.slice(script!.source!.start, script!.source!.startTagEnd)).toBe(
      "<script>",
    );
    expect(html.slice(script!.source!.start, script!.source!.end)).toBe(
      "<script>x</script>",
    );
    expect(elementsNamed("<p>b</p>", "html")[0]!.source).toBeUndefined();
  });
});
