/** Payload of `POST /api/ai/calculate-seo-score`: the post fields the SEO analysis reads. */
import { z } from "zod";
import { MAX_CONTENT_BYTES } from "./post.ts";
import { plainText } from "./text_fields.ts";

function line(label: string, max: number) {
  return plainText(label, { max }).nullish().transform((v) => v ?? "");
}

/** The fields, camelCase as the specification names them; missing optional text reads as "". */
export const SeoScoreRequestSchema = z.object({
  title: line("Title", 500),
  metaTitle: line("Meta title", 500),
  metaDescription: plainText("Meta description", { max: 2000, multiline: true }).nullish().transform((v) => v ?? ""),
  content: z.string({ error: "Content must be text" }).max(MAX_CONTENT_BYTES, "Content is too long").nullish()
    .transform((v) => v ?? ""),
  slug: line("Slug", 500),
  focusKeyword: line("Focus keyword", 200),
  secondaryFocusKeyword: line("Secondary focus keyword", 200),
  excerpt: plainText("Excerpt", { max: 2000, multiline: true }).nullish().transform((v) => v ?? ""),
});

/** A parsed {@link SeoScoreRequestSchema}. */
export type SeoScoreRequest = z.output<typeof SeoScoreRequestSchema>;
