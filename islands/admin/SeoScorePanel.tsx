/**
 * The editor's "SEO analysis" panel: the live score out of 100, its label and
 * what to do to raise it. The score waits for a title, slug, content and focus
 * keyword (0 until then) and follows changes 2 seconds after the last one.
 */
import { useEffect } from "react";
import type { PostForm } from "../../lib/client/post_form.ts";
import { seoFieldsOf } from "../../lib/client/seo_score.ts";
import { useSeoScore } from "../../lib/client/use_seo_score.ts";

/** Props of {@link SeoScorePanel}. */
export interface SeoScorePanelProps {
  /** The editor's current form. */
  form: PostForm;
  /** Told every new score, so the editor saves it with the post. */
  onScore?: (score: number) => void;
}

/** See the module doc. */
export default function SeoScorePanel({ form, onScore }: SeoScorePanelProps) {
  const { result, pending, error } = useSeoScore(seoFieldsOf(form));
  useEffect(() => {
    if (!pending) onScore?.(result.score);
  }, [result.score, pending, onScore]);
  const good = result.score >= 75;
  return (
    <section class="panel seo-score" aria-labelledby="seo-score-title" aria-busy={pending ? "true" : undefined}>
      <h2 id="seo-score-title">SEO analysis</h2>
      <p class="seo-score-summary" aria-live="polite">
        <strong class="seo-score-value">{result.score}</strong>
        <span class="muted">/100</span>{" "}
        <span class={`badge seo-score-rating ${good ? "badge-published" : "badge-draft"}`}>{result.rating}</span>
      </p>
      {error && <p class="seo-score-error" role="alert">{error}</p>}
      {result.recommendations.length > 0 && (
        <ul class="seo-score-recommendations">
          {result.recommendations.map((text) => <li key={text}>{text}</li>)}
        </ul>
      )}
      {result.score === 0 && result.recommendations.length === 0 && (
        <p class="hint">Add a title, slug, content and focus keyword to see the score.</p>
      )}
    </section>
  );
}
