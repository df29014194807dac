/**
 * The native networks a sale may be reported to, as the content lists them
 * (`ledger.forward.native.sources` in settings.yaml, edited in the store
 * editor): per network its name, the landing address's parameter that
 * carries its click id, its postback URL template and its event name.
 */
import { z } from "astro/zod";
import { ARRIVAL_PARAMS } from "../../../schemas/link-names.ts";
import { reason } from "../fields.ts";
import { POSTBACK_TEMPLATE } from "./template.ts";

/** Parameters the store already reads or writes on a landing or BUY NOW address. */
const TAKEN: readonly string[] = [
  ...ARRIVAL_PARAMS,
  "variant",
  "currency",
  "color",
];

const source = z
  .object({
    /** The network's short name, as the forwards and the report show it. */
    name: reason(
      /^[a-z0-9][a-z0-9_-]{0,29}$/,
      "must be a short name of a-z, 0-9, _ and -, such as taboola",
    ),
    /** Its name as people know it. */
    label: z.string().trim().min(1).max(60),
    /** The landing address's parameter its ads put their click id in (tblci). */
    clickIdParam: reason(
      /^[A-Za-z][A-Za-z0-9_-]{0,31}$/,
      "must be a query parameter's name: a letter, then up to 31 letters, digits, _ or -",
    ).refine((name) => !TAKEN.includes(name), {
      message: `is a parameter the store reads already (${TAKEN.join(", ")}): give the network's own`,
    }),
    /** Its postback URL template (template.ts). */
    postback: POSTBACK_TEMPLATE,
    /** The conversion's event name, exactly as the network's conversion setting names it. */
    event: reason(
      /^[!-z|~][ -z|~]{0,99}$/,
      "must be the network's event name: up to 100 characters, no { or }",
    ),
  })
  .strict();

export type NativeSource = z.output<typeof source>;

/** Two sources with one name or one click-id parameter would be one network read twice. */
export const nativeSettings = z
  .object({
    sources: z
      .array(source)
      .min(1, "must list a network, or leave native out")
      .superRefine((sources, context) =>
        sources.forEach(({ name, clickIdParam }, i) => {
          if (sources.findIndex((other) => other.name === name) !== i)
            context.addIssue({
              code: "custom",
              path: [i, "name"],
              message: `${name} is listed already`,
            });
          if (
            sources.findIndex(
              (other) => other.clickIdParam === clickIdParam,
            ) !== i
          )
            context.addIssue({
              code: "custom",
              path: [i, "clickIdParam"],
              message: `${clickIdParam} is another network's parameter already`,
            });
        }),
      ),
  })
  .strict();

export type NativeSettings = z.output<typeof nativeSettings>;
