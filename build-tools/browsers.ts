import browserslist from "browserslist";

/**
 * Vite's names (esbuild's) for browserslist's: the mobile browsers share
 * their desktop engine's versions (Chrome and Firefox for Android are the
 * current release only).
 */
const VITE_NAMES: Record<string, string> = {
  chrome: "chrome",
  and_chr: "chrome",
  edge: "edge",
  firefox: "firefox",
  and_ff: "firefox",
  safari: "safari",
  ios_saf: "ios",
  opera: "opera",
};

/**
 * The supported browsers (package.json's `browserslist`, the store's one
 * list) as Vite's `build.cssTarget`: the oldest version of each engine.
 *
 * Why: Astro builds with `target: "esnext"`, so Vite's CSS minifier
 * (Lightning CSS) assumed the newest browsers and dropped the prefixes
 * Tailwind writes, such as the sticky bar's `-webkit-backdrop-filter`,
 * which Safari needs before 18. With this target it keeps (and adds)
 * what the list needs.
 */
export function cssTarget(
  query: string | readonly string[] | undefined = undefined,
  path = process.cwd(),
): string[] {
  const oldest = new Map<string, number[]>();
  for (const entry of browserslist(query as string | string[] | undefined, {
    path,
  })) {
    const [name = "", range = ""] = entry.split(" ");
    const vite = VITE_NAMES[name];
    if (!vite) continue;
    // "16.6-16.7" is a range: its first version counts.
    const version = (range.split("-")[0] ?? "").split(".").map(Number);
    const known = oldest.get(vite);
    if (!known || compare(version, known) < 0) oldest.set(vite, version);
  }
  return [...oldest]
    .map(([name, version]) => `${name}${version.join(".")}`)
    .sort();
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
