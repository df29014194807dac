import postcss, {
  type AtRule,
  type Declaration,
  type Node,
  type Root,
} from "postcss";
import valueParser, {
  type FunctionNode,
  type Node as ValueNode,
} from "postcss-value-parser";
import type { Plugin } from "vite";

/** Tailwind's own plumbing: the theme's tokens (`--color-*`) stay variables. */
const PREFIX = "--tw-";

/** A `var()` in a parsed value: the property it reads, and its fallback, if it has a comma. */
function varRead(
  node: ValueNode,
): { name: string; fallback: string | undefined } | undefined {
  if (node.type !== "function" || node.value.toLowerCase() !== "var")
    return undefined;
  const [first] = (node as FunctionNode).nodes.filter(
    (child) => child.type !== "space" && child.type !== "comment",
  );
  if (first?.type !== "word" || !first.value.startsWith("--")) return undefined;
  const comma = node.nodes.findIndex(
    (child) => child.type === "div" && child.value === ",",
  );
  return {
    name: first.value,
    fallback:
      comma === -1
        ? undefined
        : valueParser.stringify(node.nodes.slice(comma + 1)),
  };
}

/** Every property a value reads with var(), fallbacks included. */
function propertiesRead(value: string): Set<string> {
  const names = new Set<string>();
  valueParser(value).walk((node) => {
    const read = varRead(node);
    if (read) names.add(read.name);
  });
  return names;
}

/**
 * True inside Tailwind's `@layer properties`, which gives browsers without
 * `@property` each registered property's initial value.
 */
function inFallbackLayer(node: Declaration): boolean {
  for (
    let parent: Node | undefined = node.parent;
    parent;
    parent = parent.parent
  )
    if (
      parent.type === "atrule" &&
      (parent as AtRule).name === "layer" &&
      (parent as AtRule).params === "properties"
    )
      return true;
  return false;
}

/** What a stylesheet does with one custom property. */
type Uses = {
  /** Its declarations, outside @property and the fallback layer. */
  declarations: Declaration[];
  /** Declarations whose value reads it with var(). */
  reads: Declaration[];
  /** Its `@property` rule, if it is registered. */
  registration?: AtRule;
  /** Its registered initial value, if it has one. */
  initial?: string;
  /** Its registered syntax, if it is registered. */
  syntax?: string;
};

function usesOf(root: Root): Map<string, Uses> {
  const uses = new Map<string, Uses>();
  const of = (name: string) => {
    let entry = uses.get(name);
    if (!entry) uses.set(name, (entry = { declarations: [], reads: [] }));
    return entry;
  };
  root.walkAtRules("property", (rule) => {
    if (!rule.params.startsWith(PREFIX)) return;
    const entry = of(rule.params);
    entry.registration = rule;
    rule.walkDecls((d) => {
      if (d.prop === "initial-value") entry.initial = d.value.trim();
      if (d.prop === "syntax") entry.syntax = d.value.trim();
    });
  });
  root.walkDecls((d) => {
    if (d.parent?.type === "atrule" && (d.parent as AtRule).name === "property")
      return;
    if (d.prop.startsWith(PREFIX) && !inFallbackLayer(d))
      of(d.prop).declarations.push(d);
    for (const name of propertiesRead(d.value))
      if (name.startsWith(PREFIX)) of(name).reads.push(d);
  });
  return uses;
}

/**
 * The value a read of the property gets on every element, or undefined when
 * that can differ from element to element. It is the same everywhere when
 * one rule both sets and reads it, when every declaration sets its
 * registered initial value (or there is none), or when nothing declares an
 * unregistered one, so the read takes its `fallback`.
 */
function constantValue(
  uses: Uses,
  fallback: string | undefined,
): string | undefined {
  const { declarations, reads, initial, syntax } = uses;
  // Declared in one rule and read only in that rule: wherever the read
  // applies, so does the declaration, since nothing else sets it. (A typed
  // property would give the read its computed value, not the text.)
  const [only] = declarations;
  if (
    only &&
    declarations.length === 1 &&
    (syntax === undefined || syntax === '"*"') &&
    reads.every((d) => d.parent === only.parent)
  )
    return only.value.trim();
  if (initial !== undefined)
    return declarations.every((d) => d.value.trim() === initial)
      ? initial
      : undefined;
  return declarations.length === 0 ? fallback?.trim() : undefined;
}

/** Removes `node`, then each parent it leaves empty. */
function removeWithEmptyParents(node: Declaration | AtRule): void {
  let parent = node.parent;
  node.remove();
  while (parent && parent.type !== "root" && parent.nodes?.length === 0) {
    const next = parent.parent;
    parent.remove();
    parent = next;
  }
}

/** One pass over every property: true when it changed the stylesheet. */
function foldOnce(root: Root): boolean {
  let changed = false;
  for (const [name, uses] of usesOf(root)) {
    if (uses.reads.length === 0) {
      for (const d of uses.declarations) removeWithEmptyParents(d);
      changed ||= uses.declarations.length > 0;
      continue;
    }
    for (const read of uses.reads) {
      const parsed = valueParser(read.value);
      let replaced = false;
      parsed.walk((node) => {
        const use = varRead(node);
        if (use?.name !== name) return;
        const value = constantValue(uses, use.fallback);
        if (value === undefined) return;
        // The whole var() becomes its value, as plain text.
        Object.assign(node, { type: "word", value, nodes: undefined });
        replaced = true;
        return false;
      });
      if (replaced) {
        read.value = parsed.toString();
        // Once nothing reads it, the next pass drops its declarations.
        changed = true;
      }
    }
  }
  return changed;
}

/**
 * Rewrites Tailwind's output so that its internal custom properties
 * (`--tw-*`) cost the browser nothing where they cannot vary: a property
 * nothing reads loses its declarations; a property with one possible value
 * has its reads replaced by that value. Registrations and the fallback
 * layer's entries of what is left unused go too. Every element is styled
 * exactly as before.
 *
 * Why: Chromium restyles an element whose declarations read or declare a
 * custom property in full, where it otherwise copies the changed inherited
 * values from the parent; opening a modal dialog restyles the whole page
 * (everything outside the dialog becomes inert), so each such element is
 * on the first tap's path (docs/performance.md).
 */
export function foldCustomProperties(css: string): string {
  const root = postcss.parse(css);
  while (foldOnce(root));
  removeUnused(root);
  return root.toString();
}

/** Drops registrations and fallback entries of properties nothing uses any more. */
function removeUnused(root: Root): void {
  const uses = usesOf(root);
  const unused = (name: string) =>
    !uses.get(name)?.reads.length && !uses.get(name)?.declarations.length;
  for (const [name, { registration }] of uses)
    if (registration && unused(name)) removeWithEmptyParents(registration);
  root.walkDecls((d) => {
    if (d.prop.startsWith(PREFIX) && inFallbackLayer(d) && unused(d.prop))
      removeWithEmptyParents(d);
  });
}

/**
 * Vite plugin: folds Tailwind's internal custom properties in every
 * stylesheet of the production build (foldCustomProperties), after
 * Tailwind has generated it and before it is bundled and hashed.
 */
export function foldTailwindProperties(): Plugin {
  return {
    name: "store:fold-custom-properties",
    apply: "build",
    transform(code, id) {
      if (!/\.css(?:$|\?)/.test(id) || !code.includes(PREFIX)) return null;
      return { code: foldCustomProperties(code), map: null };
    },
  };
}
