/**
 * What a built script imports, read from its syntax tree by the parser
 * Vite itself builds with (`parseAst`, Rolldown's): the island runtime's
 * map of island scripts (island-runtime.ts) and the size budgets
 * (scripts/size-budgets.mjs) both follow it. Minified code is not a job for
 * a regular expression.
 */
import { parseAst } from "vite";

type AstNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { type?: unknown }).type === "string";

/** Every node of a syntax tree, parents before children. */
export function* astNodes(root: unknown): Generator<AstNode> {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
      continue;
    }
    if (!isNode(value)) continue;
    yield value;
    const children = Object.entries(value)
      .filter(([key, child]) => key !== "type" && typeof child === "object")
      .map(([, child]) => child);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

/** A script's syntax tree, or undefined when it does not parse as a module. */
export function parseScript(source: string): unknown {
  try {
    return parseAst(source);
  } catch {
    return undefined;
  }
}

/** The text of a string literal, or of a template literal with no substitution. */
function constantString(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === "Literal" && typeof node.value === "string")
    return node.value;
  if (node.type === "TemplateLiteral") {
    const quasis = node.quasis as { value: { cooked: string | null } }[];
    if ((node.expressions as unknown[]).length === 0)
      return quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/** The name Vite gives its list of files to preload with a dynamic import. */
const MAP_DEPS = "__vite__mapDeps";

/**
 * The imports of a built script: `static` ones load with it (`import … from`,
 * `import "…"`, `export … from`); `dynamic` ones only when the code calls
 * `import()`; `preloads` are the files Vite's preload helper fetches along
 * with a dynamic import (the strings of `__vite__mapDeps`), relative to the
 * site's base; `strings` are the script's other string constants, where an
 * inline script names a file it adds. An `import()` of a computed address
 * cannot be followed and is left out. A script that does not parse as a
 * module imports nothing.
 */
export function chunkImports(source: string): {
  static: string[];
  dynamic: string[];
  preloads: string[];
  strings: string[];
} {
  const found = {
    static: new Set<string>(),
    dynamic: new Set<string>(),
    preloads: new Set<string>(),
    strings: new Set<string>(),
  };
  const program = parseScript(source);
  const preloadLists = new Set<unknown>();
  for (const node of astNodes(program)) {
    switch (node.type) {
      case "ImportDeclaration":
      case "ExportNamedDeclaration":
      case "ExportAllDeclaration": {
        const specifier = constantString(node.source);
        if (specifier !== undefined) found.static.add(specifier);
        break;
      }
      case "ImportExpression": {
        const specifier = constantString(node.source);
        if (specifier !== undefined) found.dynamic.add(specifier);
        break;
      }
      case "VariableDeclarator":
        if (isNode(node.id) && node.id.name === MAP_DEPS)
          for (const inner of astNodes(node.init))
            if (inner.type === "ArrayExpression") preloadLists.add(inner);
        break;
      case "ArrayExpression":
        if (preloadLists.has(node))
          for (const element of node.elements as unknown[]) {
            const file = constantString(element);
            if (file !== undefined) found.preloads.add(file);
          }
        break;
      case "Literal":
        if (typeof node.value === "string") found.strings.add(node.value);
        break;
    }
  }
  for (const list of Object.values(found).slice(0, 3))
    for (const specifier of list) found.strings.delete(specifier);
  return {
    static: [...found.static],
    dynamic: [...found.dynamic],
    preloads: [...found.preloads],
    strings: [...found.strings],
  };
}
