import type { PolicyBlock, PolicyCell, PolicySection } from "~/content/types";
import { formatMoney } from "~/lib/money";
import { useClientValue } from "~/lib/use-client-value";

const todayLabel = () =>
  new Date().toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });

function cellText(cell: PolicyCell): string {
  return typeof cell === "string"
    ? cell
    : formatMoney(cell.amount, cell.currency);
}

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div className="overflow-x-auto rounded-card border border-line">
          <table className="w-full text-left text-base">
            <caption className="bg-surface px-4 py-3 text-left text-sm font-medium text-ink-muted">
              {block.caption}
            </caption>
            <thead>
              <tr className="border-y border-line">
                {block.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-4 py-3 font-semibold"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr
                  key={cellText(row[0] ?? "")}
                  className="border-b border-line last:border-b-0"
                >
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={index}
                        scope="row"
                        className="px-4 py-3 font-medium"
                      >
                        {cellText(cell)}
                      </th>
                    ) : (
                      <td key={index} className="px-4 py-3 text-ink-muted">
                        {cellText(cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/**
 * A policy as a readable document. The "Last updated" date is the visitor's
 * today (spec §4), so it is filled in by the browser, not at build time.
 */
export function PolicyDocument({
  lastUpdatedLabel,
  sections,
}: {
  lastUpdatedLabel: string;
  sections: readonly PolicySection[];
}) {
  const today = useClientValue<string | null>(todayLabel, null);
  return (
    <div className="max-w-prose text-lg leading-relaxed">
      <p className="text-base text-ink-muted">
        {lastUpdatedLabel}:{" "}
        <time className="inline-block min-w-40">{today}</time>
      </p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-semibold tracking-tight">
            {section.heading}
          </h2>
          <div className="mt-4 space-y-4">
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
