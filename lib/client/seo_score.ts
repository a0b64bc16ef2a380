/**
 * The editor's SEO score call: the fields `POST /api/ai/calculate-seo-score`
 * reads, taken from the post form; when they are enough to score; and the call
 * itself, failing with the server's message or 'Failed to calculate SEO score'.
 */
import { api } from "./api.ts";
import type { PostForm } from "./post_form.ts";
import type { SeoScoreRequest, SeoScoreResponse } from "../schemas/seo_score.ts";

/** Wait after the last change before the score is recalculated, in milliseconds. */
export const SEO_SCORE_DELAY_MS = 2000;
/** Error when the call fails without a server message. */
export const SEO_SCORE_FAILED = "Failed to calculate SEO score";

/** The score shown while title, content, slug or focus keyword is missing. */
export const ZERO_SCORE: SeoScoreResponse = {
  score: 0,
  rating: "Needs Improvement",
  passed: [],
  recommendations: [],
  issues: [],
  warnings: [],
};

/** The request fields of a post form (the secondary keyword is the form's unless given). */
export function seoFieldsOf(form: PostForm, secondaryFocusKeyword = form.secondary_focus_keyword): SeoScoreRequest {
  return {
    title: form.title,
    metaTitle: form.meta_title,
    metaDescription: form.meta_description,
    content: form.content,
    slug: form.slug,
    focusKeyword: form.focus_keyword,
    secondaryFocusKeyword,
    excerpt: form.excerpt,
  };
}

/** True when title, content, slug and focus keyword are all filled in. */
export function seoScoreReady(fields: SeoScoreRequest): boolean {
  return [fields.title, fields.content, fields.slug, fields.focusKeyword].every((value) => value.trim() !== "");
}

/** Asks the server for the score of `fields`. */
export function calculateSeoScore(fields: SeoScoreRequest): Promise<SeoScoreResponse> {
  return api("/ai/calculate-seo-score", { method: "POST", json: fields, fallback: SEO_SCORE_FAILED });
}
