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

/** One recommendation with the id of the check that made it (stable: fix-content takes it as `issueType`). */
export const SeoIssueSchema = z.object({
  /** The check's id, e.g. "keyword_in_first_paragraph"; "required_fields" before any check runs. */
  id: z.string(),
  /** The recommendation's sentence, as in `recommendations`. */
  message: z.string(),
});

/** A {@link SeoIssueSchema}. */
export type SeoIssue = z.output<typeof SeoIssueSchema>;

/**
 * Answer of `POST /api/ai/calculate-seo-score`: `recommendations` as sentences (the specification's list) and,
 * added alongside, `issues`: the same recommendations in the same order, each with its check id.
 */
export const SeoScoreResponseSchema = z.object({
  score: z.number(),
  rating: z.enum(["Excellent", "Good", "Fair", "Needs Improvement"]),
  passed: z.array(z.string()),
  recommendations: z.array(z.string()),
  issues: z.array(SeoIssueSchema),
  warnings: z.array(z.string()),
});

/** A {@link SeoScoreResponseSchema}. */
export type SeoScoreResponse = z.output<typeof SeoScoreResponseSchema>;
