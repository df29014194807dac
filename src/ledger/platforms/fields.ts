/**
 * The rules the platforms' settings and host variables share: each module
 * builds its own from these (platforms/*).
 */
import { z } from "astro/zod";

/** A string matching `pattern`, with the message the editor shows too. */
export const reason = (pattern: RegExp, message: string) =>
  z.string().regex(pattern, message).meta({ patternMessage: message });

/** An IANA time zone name, such as America/New_York or UTC. */
export const TIME_ZONE = reason(
  /^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Z][A-Za-z0-9_+-]+){1,2})$/,
  "must be a time zone name such as America/New_York or UTC",
);

/** A platform's test event code: letters and digits. */
export const TEST_CODE = reason(
  /^[A-Za-z0-9]{4,32}$/,
  "must be the test code the platform shows, letters and digits",
);

/** An address the host sends to: https, or http on this machine (a test's stub). */
export const API_BASE = z
  .string()
  .regex(
    /^(?:https:\/\/[^\s/?#]+|http:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?)(?:\/[^\s?#]*)?$/,
    "must be an https address (or http://localhost for a test)",
  );

/** A host's token for a platform: any text it was given. */
export const TOKEN = z.string().min(1).optional();
