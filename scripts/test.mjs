// `npm test`: every check, one after the other, each step's time printed
// as it ends and all of them at the end. The first step that fails stops
// the run, as `&&` would, and the run exits with its code.
import { spawnSync } from "node:child_process";

/** The steps, each an npm script of package.json. */
export const STEPS = [
  "typecheck",
  "lint",
  "test:unit",
  "build",
  "check:html",
  "size",
  "test:e2e",
  "test:gecko",
  "test:webkit",
];

/** "1 min 05 s" or "4.2 s". */
export const duration = (ms) =>
  ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, "0")} s`
    : `${(ms / 1000).toFixed(1)} s`;

/** The times of the steps run so far, as a table. */
export const summary = (times) =>
  [
    "npm test, step by step:",
    ...times.map(
      ({ step, ms, status }) =>
        `  ${step.padEnd(12)} ${duration(ms).padStart(12)}${status === 0 ? "" : `  failed (exit ${status})`}`,
    ),
    `  ${"in all".padEnd(12)} ${duration(times.reduce((all, { ms }) => all + ms, 0)).padStart(12)}`,
  ].join("\n");

if (import.meta.main) {
  const times = [];
  let status = 0;
  for (const step of STEPS) {
    const start = performance.now();
    ({ status } = spawnSync("npm", ["run", "--silent", step], {
      stdio: "inherit",
    }));
    status ??= 1;
    times.push({ step, ms: performance.now() - start, status });
    console.log(`\n[npm test] ${step}: ${duration(times.at(-1).ms)}\n`);
    if (status !== 0) break;
  }
  console.log(summary(times));
  process.exit(status);
}
