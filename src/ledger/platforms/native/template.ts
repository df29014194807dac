/**
 * A native network's postback URL template (docs/sales-ledger.md, "Native
 * networks"): the address the network documents for server-to-server
 * conversions, with the store's placeholders where the sale's values go.
 * Each value is URL-encoded where it is put; the rest of the template is
 * sent as written.
 */
import { z } from "astro/zod";

/** What a template may hold in braces, and what each stands for. */
export const PLACEHOLDERS = {
  click_id: "the network's own click id, as it arrived on the landing address",
  payout: "what the sale earned, as the network reported it (12.5)",
  currency: "the payout's currency (USD)",
  order_id: "the sale's event id: the order id, or <network>:<order id>",
  event: "the source's event name",
} as const;

export type Placeholder = keyof typeof PLACEHOLDERS;
const NAMES = Object.keys(PLACEHOLDERS) as Placeholder[];

const LIST = NAMES.map((name) => `{${name}}`).join(", ");

/** https, or http on this machine for a test's stand-in (as the platforms' API addresses). */
const ORIGIN =
  /^(?:https:\/\/[A-Za-z0-9.-]+|http:\/\/(?:localhost|127\.0\.0\.1))(?::\d{1,5})?(?=[/?]|$)/;

/**
 * The whole rule as one pattern, for the editor, which checks a field by a
 * pattern alone; the build checks the same and names each fault (problems).
 */
export const TEMPLATE_PATTERN = new RegExp(
  String.raw`^(?=.*\{click_id\})` +
    ORIGIN.source.slice(1) +
    String.raw`[/?](?:[^\s{}#]|\{(?:${NAMES.join("|")})\})*$`,
);

export const TEMPLATE_MESSAGE = `must be an https address that carries {click_id}, with no placeholders but ${LIST}`;

/** What is wrong with a template, in words; none when it can be used. */
export function templateProblems(template: string): string[] {
  const problems: string[] = [];
  if (!ORIGIN.test(template))
    problems.push(
      "must start with https:// and the network's host (http only for http://localhost, a test's stand-in)",
    );
  if (/\s/.test(template)) problems.push("must not hold spaces");
  if (template.includes("#")) problems.push("must not hold a #");
  for (const [, name] of template.matchAll(/\{([^{}]*)\}/g))
    if (!(NAMES as string[]).includes(name ?? ""))
      problems.push(`has {${name}}, which is not a placeholder: use ${LIST}`);
  if (/[{}]/.test(template.replace(/\{[^{}]*\}/g, "")))
    problems.push("has a { or } that opens or closes no placeholder");
  if (!template.includes("{click_id}"))
    problems.push(
      "must carry {click_id}: the network matches the sale to its click by it",
    );
  return problems;
}

/** A postback URL template, refused with each reason. */
export const POSTBACK_TEMPLATE = z
  .string()
  .max(2000)
  .superRefine((template, context) => {
    for (const message of templateProblems(template))
      context.addIssue({ code: "custom", message });
  })
  .meta({ pattern: TEMPLATE_PATTERN.source, patternMessage: TEMPLATE_MESSAGE });

/** The template with each placeholder replaced by its value, URL-encoded. */
export function renderPostback(
  template: string,
  values: Readonly<Record<Placeholder, string>>,
): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name as Placeholder]) : whole,
  );
}
