/**
 * The SEO score of a post for Spanish text, in the manner of Yoast SEO: every
 * check that applies adds its weight when passed; the score is the passed
 * share of the total weight, 0–100, labelled at 90, 75 and 60.
 */
import type { SeoIssue } from "../../schemas/seo_score.ts";
import { REQUIRED_FIELDS_ISSUE } from "../../shared/ai_fix_issues.ts";
import type { SeoCheck } from "./check.ts";
import { contextOf, type SeoInput } from "./context.ts";
import { KEYWORD_CHECKS } from "./keyword_checks.ts";
import { READABILITY_CHECKS } from "./readability_checks.ts";
import { STRUCTURE_CHECKS } from "./structure_checks.ts";

export type { SeoInput };

/** The score's label. */
export type SeoRating = "Excellent" | "Good" | "Fair" | "Needs Improvement";

/** What the analysis answers. */
export interface SeoAnalysis {
  score: number;
  rating: SeoRating;
  /** What is already good, one sentence each. */
  passed: string[];
  /** What to do, one sentence each, in report order. */
  recommendations: string[];
  /** The recommendations with the id of the check that made each, in the same order. */
  issues: SeoIssue[];
  /** Notes on what could not be analysed. */
  warnings: string[];
}

/** Every check, in report order. */
export const SEO_CHECKS: readonly SeoCheck[] = [...KEYWORD_CHECKS, ...STRUCTURE_CHECKS, ...READABILITY_CHECKS];

/** The label of `score`: 90 or more Excellent, 75 or more Good, 60 or more Fair, below that Needs Improvement. */
export function ratingOf(score: number): SeoRating {
  if (score >= 90) return "Excellent";
  if (score >= 75) return "Good";
  if (score >= 60) return "Fair";
  return "Needs Improvement";
}

/** Analyses `input`; a missing title, content, slug or focus keyword scores 0 with the fields to fill. */
export function analyzeSeo(input: SeoInput): SeoAnalysis {
  const context = contextOf(input);
  const missing = [["title", input.title], ["content", context.doc.text], ["slug", input.slug], [
    "focus keyword",
    context.keyword,
  ]].filter(([, value]) => value.trim() === "").map(([name]) => name);
  if (missing.length > 0) {
    const message = `Fill in the ${missing.join(", ")} to get an SEO score.`;
    return {
      score: 0,
      rating: ratingOf(0),
      passed: [],
      recommendations: [message],
      issues: [{ id: REQUIRED_FIELDS_ISSUE, message }],
      warnings: [],
    };
  }
  const passed: string[] = [];
  const issues: SeoIssue[] = [];
  let earned = 0;
  let total = 0;
  for (const check of SEO_CHECKS) {
    const result = check.run(context);
    if (result === null) continue;
    total += check.weight;
    if (result.passed) {
      earned += check.weight;
      passed.push(result.message);
    } else issues.push({ id: check.id, message: result.message });
  }
  const warnings: string[] = [];
  if (input.secondaryFocusKeyword.trim() === "") warnings.push("No secondary keyword given; its check was skipped.");
  if (context.doc.imageAlts.length === 0) warnings.push("No images in the text; the image alt text check was skipped.");
  const score = total === 0 ? 0 : Math.round((earned / total) * 100);
  const recommendations = issues.map((issue) => issue.message);
  return { score, rating: ratingOf(score), passed, recommendations, issues, warnings };
}
