import type { Plugin } from "vite";

/**
 * The start of a CommonJS module as the bundler wraps it, before
 * minification: `__commonJSMin(((exports, module) => {`.
 */
const WRAPPER = /\b__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)\) => \{/g;

/**
 * Rewrites every CommonJS wrapper in `code` from an arrow function to a
 * function expression in parentheses, and counts them. V8 compiles such a
 * function with its script (its "PIFE" heuristic); an arrow passed as an
 * argument waits to be compiled until it is first called.
 */
export function eagerWrappers(code: string): { code: string; count: number } {
  let count = 0;
  const rewritten = code.replace(WRAPPER, (_, params: string) => {
    count++;
    return `__commonJSMin((function(${params}) {`;
  });
  return { code: rewritten, count };
}

/**
 * Vite plugin: React and React DOM ship as CommonJS, which the bundler
 * wraps in functions it calls on the first `require`. V8 compiles those
 * lazily, at that call, so the first island to wake used to compile React
 * DOM's 190 KB renderer on the main thread: one 67–90 ms task on a phone
 * (4× CPU), where the shopper's tap can land. Written as function
 * expressions in parentheses, they are compiled with the chunk when the
 * island runtime preloads it after `load`, and that task measured 46–59 ms.
 * A chunk that names React DOM but has no wrapper this recognises fails
 * the build: the bundler changed how it wraps CommonJS, and this needs
 * updating.
 */
export function eagerCompile(): Plugin {
  return {
    name: "store:eager-compile",
    apply: "build",
    renderChunk(code, chunk) {
      const { code: rewritten, count } = eagerWrappers(code);
      if (
        count === 0 &&
        chunk.moduleIds.some((id) => /[\\/]react-dom[\\/]cjs[\\/]/.test(id))
      )
        this.error(
          `${chunk.fileName} bundles React DOM, but none of its CommonJS wrappers matched build-tools/eager-compile.ts`,
        );
      return count === 0 ? null : { code: rewritten, map: null };
    },
  };
}
