// @vitest-environment node
import { describe, expect, it } from "vitest";
import { foldCustomProperties } from "./fold-custom-properties";

/** Tailwind's registration of `name`, with an initial value if given. */
const registered = (name: string, initial?: string) =>
  `@property ${name}{syntax:"*";inherits:false${initial === undefined ? "" : `;initial-value:${initial}`}}`;

describe("foldCustomProperties", () => {
  it.each([
    {
      case: "drops a property nothing reads, with its registration",
      css: `.font-semibold{--tw-font-weight:600;font-weight:600}${registered("--tw-font-weight")}`,
      folded: ".font-semibold{font-weight:600}",
    },
    {
      case: "replaces reads of a property nothing declares by var()'s fallback",
      css: ".transition-colors{transition-timing-function:var(--tw-ease,ease);transition-duration:var(--tw-duration,.15s)}",
      folded:
        ".transition-colors{transition-timing-function:ease;transition-duration:.15s}",
    },
    {
      case: "replaces reads of a property only ever set to its initial value by that value",
      css: `.space-y-1>*{--tw-space-y-reverse:0;margin-block-start:calc(.25rem*var(--tw-space-y-reverse))}${registered("--tw-space-y-reverse", "0")}`,
      folded: ".space-y-1>*{margin-block-start:calc(.25rem*0)}",
    },
    {
      case: "replaces reads of a registered property nothing declares by its initial value, not the fallback",
      css: `.border{border-style:var(--tw-border-style, dashed);border-width:1px}${registered("--tw-border-style", "solid")}`,
      folded: ".border{border-style:solid;border-width:1px}",
    },
    {
      case: "keeps a property an element can set to another value",
      css: `.leading-relaxed{--tw-leading:1.625;line-height:1.625}.text-sm{line-height:var(--tw-leading,1.25rem)}${registered("--tw-leading")}`,
      folded: `.leading-relaxed{--tw-leading:1.625;line-height:1.625}.text-sm{line-height:var(--tw-leading,1.25rem)}${registered("--tw-leading")}`,
    },
    {
      case: "keeps a read of an unregistered property with no fallback",
      css: ".a{translate:var(--tw-translate-x) 0}",
      folded: ".a{translate:var(--tw-translate-x) 0}",
    },
    {
      case: "folds the outer read and keeps a variable one in its fallback",
      css: ".ring{--tw-ring-color:red;box-shadow:var(--tw-ring-inset,var(--tw-ring-color))}.ring-blue{--tw-ring-color:blue}",
      folded:
        ".ring{--tw-ring-color:red;box-shadow:var(--tw-ring-color)}.ring-blue{--tw-ring-color:blue}",
    },
    {
      case: "counts a read inside a fallback, so the property it reads keeps its declaration",
      css: ".a{width:var(--tw-c,var(--tw-b))}.b{--tw-b:1px}.c{--tw-c:2px}",
      folded: ".a{width:var(--tw-c,var(--tw-b))}.b{--tw-b:1px}.c{--tw-c:2px}",
    },
    {
      case: "replaces reads by the value of the one rule that both sets and reads a property",
      css: `.tabular-nums{--tw-numeric-spacing:tabular-nums;font-variant-numeric:var(--tw-ordinal,)var(--tw-numeric-spacing,)}${registered("--tw-numeric-spacing")}${registered("--tw-ordinal")}`,
      folded: ".tabular-nums{font-variant-numeric:tabular-nums}",
    },
    {
      case: "keeps a typed property, whose reads get its computed value",
      css: '@property --tw-x{syntax:"<length>";inherits:false;initial-value:0px}.a{--tw-x:calc(1px + 1px);width:var(--tw-x)}',
      folded:
        '@property --tw-x{syntax:"<length>";inherits:false;initial-value:0px}.a{--tw-x:calc(1px + 1px);width:var(--tw-x)}',
    },
    {
      case: "folds a chain: a dropped declaration's own reads go too",
      css: `.shadow{--tw-shadow:0 1px var(--tw-shadow-color,#0000);box-shadow:0 0 #0000}${registered("--tw-shadow")}${registered("--tw-shadow-color")}`,
      folded: ".shadow{box-shadow:0 0 #0000}",
    },
    {
      case: "takes a fallback whole, however deep its functions nest",
      css: ".a{color:var(--tw-c, rgb(calc(1 + min(2, max(3, 4))) 0 0))}",
      folded: ".a{color:rgb(calc(1 + min(2, max(3, 4))) 0 0)}",
    },
    {
      case: "reads var() however it is spaced, and leaves commas in the fallback",
      css: ".a{font-family:var( --tw-font , a, b )}",
      folded: ".a{font-family:a, b}",
    },
    {
      case: "leaves the theme's own variables alone",
      css: ":root{--color-brand:#1e4d40}.text-brand{color:var(--color-brand)}",
      folded:
        ":root{--color-brand:#1e4d40}.text-brand{color:var(--color-brand)}",
    },
  ])("$case", ({ css, folded }) => {
    expect(foldCustomProperties(css)).toBe(folded);
  });

  it("drops what the fallback layer sets for a property that is gone, and the layer once empty", () => {
    const layer = (body: string) =>
      `@layer properties{@supports (-moz-orient:inline){*,::before{${body}}}}`;
    const css = `${layer("--tw-font-weight:initial;--tw-leading:initial")}.font-bold{--tw-font-weight:700;font-weight:700}.leading-6{--tw-leading:1.5rem;line-height:1.5rem}.text-sm{line-height:var(--tw-leading,1.25rem)}`;
    expect(foldCustomProperties(css)).toBe(
      `${layer("--tw-leading:initial")}.font-bold{font-weight:700}.leading-6{--tw-leading:1.5rem;line-height:1.5rem}.text-sm{line-height:var(--tw-leading,1.25rem)}`,
    );
    expect(
      foldCustomProperties(
        `${layer("--tw-font-weight:initial")}.font-bold{--tw-font-weight:700;font-weight:700}`,
      ),
    ).toBe(".font-bold{font-weight:700}");
  });

  it("removes a rule that only declared properties nothing reads", () => {
    expect(
      foldCustomProperties(
        "@media (width>=48rem){.md\\:x{--tw-tracking:.1em}}.b{color:red}",
      ),
    ).toBe(".b{color:red}");
  });
});
