/**
 * The addresses settings.yaml holds, as patterns. A pattern is a rule the
 * store editor (/admin) can check too: it reaches the editor's fields
 * through the JSON Schema it is made from (src/lib/cms-config.ts), so the
 * editor refuses exactly what the build refuses. Each pattern admits only
 * addresses the platform's URL parser reads.
 */
import { TEMPLATE_TOKENS } from "./link-names";

/** A domain name: labels of letters, digits and inner hyphens, the last one starting with a letter. */
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const DOMAIN = `(?:${LABEL}\\.)*[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?`;
const PORT = "(?::[0-9]{1,4})?";
/** A percent escape that is not an encoded brace (%7B, %7D), which would read as a token. */
const ESCAPE = "%(?!7[BbDd])[0-9A-Fa-f]{2}";

/**
 * An https address; http only on this machine (localhost, 127.0.0.1), where
 * the tests and the benchmarks serve their stand-ins. No braces: a brace is
 * a link template's token.
 */
export const SECURE_URL = new RegExp(
  `^(?:https://${DOMAIN}|http://(?:localhost|127\\.0\\.0\\.1))${PORT}` +
    `(?:[/?#](?:[^\\s{}%]|${ESCAPE})*)?$`,
);

/** A template token, written with braces or percent-encoded ones. */
const TOKEN = `(?:\\{(?:${TEMPLATE_TOKENS.join("|")})\\}|%7[Bb](?:${TEMPLATE_TOKENS.join("|")})%7[Dd])`;
const PATH = `/(?:[^\\s{}%?#]|${ESCAPE}|${TOKEN})*`;
/** Parameters whose names are plain and whose values may hold tokens. */
const QUERY =
  `\\?(?:[^\\s{}%#&=]|${ESCAPE})*(?:=(?:[^\\s{}%#&]|${ESCAPE}|${TOKEN})*)?` +
  `(?:&(?:[^\\s{}%#&=]|${ESCAPE})*(?:=(?:[^\\s{}%#&]|${ESCAPE}|${TOKEN})*)?)*`;
const FRAGMENT = `#(?:[^\\s{}%]|${ESCAPE})*`;

/**
 * The partner's offer page, to which the default BUY NOW link adds the ids
 * in its query: https, with tokens only in the path and in parameter
 * values, and no fragment (the query must come last).
 */
export const PARTNER_URL = new RegExp(
  `^https://${DOMAIN}${PORT}(?:${PATH})?(?:${QUERY})?$`,
);

/**
 * A BUY NOW link template: a partner address as above, which may end in a
 * fragment without tokens. Every token is one the link knows
 * ({offer_id}, {click_id}, {utm_source}…).
 */
export const LINK_TEMPLATE = new RegExp(
  `^https://${DOMAIN}${PORT}(?:${PATH})?(?:${QUERY})?(?:${FRAGMENT})?$`,
);
