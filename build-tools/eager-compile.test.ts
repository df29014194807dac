// @vitest-environment node
import { describe, expect, it } from "vitest";
import { eagerWrappers } from "./eager-compile";

describe("eagerWrappers", () => {
  it("turns each CommonJS wrapper into a function expression in parentheses", () => {
    const code = [
      'import { n as __commonJSMin } from "./react.js";',
      "var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {",
      "\texports.a = 1;",
      "}));",
      "var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {",
      "\tmodule.exports = require_a();",
      "}));",
    ].join("\n");
    const { code: rewritten, count } = eagerWrappers(code);
    expect(count).toBe(2);
    expect(rewritten).toContain("__commonJSMin((function(exports) {");
    expect(rewritten).toContain("__commonJSMin((function(exports, module) {");
    expect(rewritten).not.toContain("=>");
    // Still one valid module that does the same.
    const run = new Function(
      "__commonJSMin",
      rewritten.replace(/^import .*$/m, "") + "\nreturn require_b();",
    );
    const commonJs = (factory: (e: object, m: object) => void) => () => {
      const module = { exports: {} };
      factory(module.exports, module);
      return module.exports;
    };
    expect(run(commonJs)).toEqual({ a: 1 });
  });

  it("leaves other code alone", () => {
    const code =
      "const f = ((x) => { return x; });\nlist.map((x) => { return x; });";
    expect(eagerWrappers(code)).toEqual({ code, count: 0 });
  });
});
