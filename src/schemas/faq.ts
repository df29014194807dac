import { z } from "astro/zod";
import { text, prose, uniqueBy } from "./fields";

const faqItem = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: text,
  answer: prose,
});

/** One list, so the questions show in the order the file gives them. */
export const faqSchema = z.object({
  items: z
    .array(faqItem)
    .min(1)
    .superRefine(uniqueBy((item) => item.id, "Question")),
});
