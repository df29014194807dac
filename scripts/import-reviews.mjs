// `npm run reviews:import -- <file> [--out src/content/reviews.yaml]`:
// (the default is reviews.yaml in the content folder, CONTENT_DIR's if set)
// reads a Google Product Review Feed (XML, schema 2.4) or a Judge.me or
// Okendo CSV export, prints what it imported and what it skipped and why,
// and writes the reviews collection (newest first, ids from 1). The parsing
// is src/lib/review-import.ts; Node runs that TypeScript file as it is.
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import yaml from "js-yaml";
import { contentDir } from "../src/content-dir.ts";
import { fromCsv, fromGoogleFeed } from "../src/lib/review-import.ts";

const HEADER = `# Reviews imported with \`npm run reviews:import\`, newest first. \`date\` is
# the day each was written; the page shows it as "2 weeks ago" as of the build.
# \`image\` is optional: a local image (./images/...) with its alt text.
`;

/** The report and the YAML for an export file's text. */
export function importReviews(text, now = new Date()) {
  const report = text.trimStart().startsWith("<")
    ? fromGoogleFeed(text, now)
    : fromCsv(text, now);
  const entries = report.reviews.map((review, index) => ({
    id: index + 1,
    ...review,
  }));
  const lines = [
    `Imported ${report.reviews.length} review${report.reviews.length === 1 ? "" : "s"}, skipped ${report.skipped.length}.`,
    ...report.skipped.map((line) => `  skipped ${line}`),
    ...report.notes.map((line) => `  note: ${line}`),
  ];
  return {
    report,
    summary: lines.join("\n"),
    yaml: HEADER + yaml.dump(entries, { lineWidth: 100, quotingType: '"' }),
  };
}

function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: "string", default: `${contentDir()}/reviews.yaml` },
    },
  });
  const [file] = positionals;
  if (!file) {
    console.error(
      "Usage: npm run reviews:import -- <feed.xml | export.csv> [--out path]",
    );
    process.exit(2);
  }
  const {
    report,
    summary,
    yaml: text,
  } = importReviews(readFileSync(file, "utf8"));
  console.log(summary);
  if (report.reviews.length === 0) {
    console.error(`Nothing to write: ${values.out} is left as it was.`);
    process.exit(1);
  }
  writeFileSync(values.out, text);
  console.log(`Wrote ${values.out}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
