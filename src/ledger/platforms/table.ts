/**
 * The docs' table of the ad platforms (docs/sales-ledger.md, between its
 * `platforms-table` markers), written from the registry so that the page
 * says what the code does; platforms.test.ts holds the page to it.
 */
import { PLATFORM_NAMES, PLATFORMS, type PlatformName } from "./index.ts";
import type { AnyPlatform } from "./platform.ts";

const code = (names: readonly string[]) =>
  names.length ? names.map((name) => `\`${name}\``).join(", ") : "–";

/** How a platform takes sales, in words. */
function conversions({ forward }: AnyPlatform): string {
  if (forward?.send)
    return forward.send.token
      ? `sent (\`${forward.send.token}\`)`
      : "sent (GET, no token)";
  if (forward?.file) return `fetches \`/ledger/${forward.file.path}\``;
  return "–";
}

/** Where a platform's spend comes from, in words. */
function spendOf({ spend, exports }: AnyPlatform): string {
  return (
    [spend && "pulled daily", exports && "its export imported"]
      .filter(Boolean)
      .join(", ") || "–"
  );
}

/** One platform's row. */
function row(name: PlatformName): string[] {
  const platform: AnyPlatform = PLATFORMS[name];
  return [
    `${platform.label} (\`${name}\`)`,
    [
      code([
        ...platform.clickIds,
        ...platform.cookies.map(({ cookie }) => cookie),
      ]),
      platform.settingsClickIds?.label,
    ]
      .filter((cell) => cell && cell !== "–")
      .join(", ") || "–",
    conversions(platform),
    spendOf(platform),
    code(Object.keys(platform.host)),
  ];
}

/** Rows as a Markdown table, the first the header, each column as wide as its widest cell. */
function markdownTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((cells) => cells[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [
    line(rows[0]!),
    `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`,
    ...rows.slice(1).map(line),
  ].join("\n");
}

/** The table of docs/sales-ledger.md, as Markdown. */
export function platformsTable(): string {
  return markdownTable([
    ["platform", "kept with ad consent", "sales", "spend", "host variables"],
    ...PLATFORM_NAMES.map(row),
  ]);
}

/**
 * The platforms' host variables as docs/deploying.md lists them (between
 * its `platform-variables` markers): each module's, with what its schema
 * says of it and its default.
 */
export function platformVariablesTable(): string {
  const rows = PLATFORM_NAMES.flatMap((name) =>
    Object.entries(PLATFORMS[name].host as AnyPlatform["host"]).map(
      ([variable, rule]) => {
        const fallback = rule.safeParse(undefined).data;
        return [
          `\`${variable}\``,
          PLATFORMS[name].label,
          [rule.description ?? "", fallback && `\`${String(fallback)}\``]
            .filter(Boolean)
            .join("; "),
        ];
      },
    ),
  );
  return markdownTable([
    ["variable", "platform", "what, and its default"],
    ...rows,
  ]);
}
