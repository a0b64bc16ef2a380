/**
 * The editor's "SEO analysis" panel: the live score out of 100, its label and
 * every result of the analysis, grouped as Yoast SEO does with their counts:
 * Problems (failed checks: what to do), Improvements (what could not be
 * analysed) and Good results (passed checks). The score (`useSeoScore`, run
 * by the editor, which also tells the AI tools which checks fail) waits for a
 * title, slug, content and focus keyword (0 until then) and follows changes 2
 * seconds after the last one.
 * With AI text configured, each recommendation of a check has a small
 * "Fix with AI" button: a check fix-content can repair sends its id as
 * `issueType`; any other check answers 'Cannot auto-fix this issue' (an error
 * toast, as the specification's AI failures) without calling the provider.
 */
import { useEffect } from "react";
import { fixSeoIssue } from "../../lib/client/ai_fix.ts";
import { useAiPost } from "../../lib/client/ai_post_context.ts";
import type { PostForm } from "../../lib/client/post_form.ts";
import type { SeoScoreState } from "../../lib/client/use_seo_score.ts";
import { canAutoFix, REQUIRED_FIELDS_ISSUE } from "../../lib/shared/ai_fix_issues.ts";
import CooldownButton from "./CooldownButton.tsx";
import { SeoResultGroup } from "../../components/admin/post_editor/SeoResultGroup.tsx";

/** Props of {@link SeoScorePanel}. */
export interface SeoScorePanelProps {
  /** The editor's current form. */
  form: PostForm;
  /** The editor's live score of `form`. */
  seo: SeoScoreState;
  /** Told every new score, so the editor saves it with the post. */
  onScore?: (score: number) => void;
  /** Receives the content a "Fix with AI" button fixed; without it the buttons are not shown. */
  onContent?: (content: string) => void;
}

/** See the module doc. */
export default function SeoScorePanel({ form, seo, onScore, onContent }: SeoScorePanelProps) {
  const { result, pending, error, failing } = seo;
  const ai = useAiPost();
  useEffect(() => {
    if (!pending) onScore?.(result.score);
  }, [result.score, pending, onScore]);
  const good = result.score >= 75;
  const issues = result.issues;
  const fixable = (id: string) => ai.text && onContent && id !== REQUIRED_FIELDS_ISSUE;
  const fix = (issue: string) =>
    fixSeoIssue(
      { issue, content: form.content, title: form.title, focusKeyword: form.focus_keyword, failing },
      (content) => onContent?.(content),
    );
  return (
    <section class="panel seo-score" aria-labelledby="seo-score-title" aria-busy={pending ? "true" : undefined}>
      <h2 id="seo-score-title">SEO analysis</h2>
      <p class="seo-score-summary" aria-live="polite">
        <strong class="seo-score-value">{result.score}</strong>
        <span class="muted">/100</span>{" "}
        <span class={`badge seo-score-rating ${good ? "badge-published" : "badge-draft"}`}>{result.rating}</span>
      </p>
      {error && <p class="seo-score-error" role="alert">{error}</p>}
      <SeoResultGroup kind="problems" count={issues.length} listClass="seo-score-recommendations">
        {issues.map(({ id, message }, index) => (
          <li key={`${id}:${message}`} data-issue={id}>
            <span id={`seo-issue-${index}`}>{message}</span>
            {fixable(id) && (
              <>
                {" "}
                <CooldownButton
                  class={`btn btn-sm seo-fix ${canAutoFix(id) ? "btn-ai" : "btn-light"}`}
                  describedBy={`seo-issue-${index}`}
                  busyText="Fixing..."
                  onClick={() => fix(id)}
                >
                  Fix with AI
                </CooldownButton>
              </>
            )}
          </li>
        ))}
      </SeoResultGroup>
      <SeoResultGroup kind="improvements" count={result.warnings.length}>
        {result.warnings.map((message) => <li key={message}>{message}</li>)}
      </SeoResultGroup>
      <SeoResultGroup kind="good" count={result.passed.length}>
        {result.passed.map((message, index) => <li key={`${index}:${message}`}>{message}</li>)}
      </SeoResultGroup>
      {result.score === 0 && issues.length === 0 && (
        <p class="hint">Add a title, slug, content and focus keyword to see the score.</p>
      )}
    </section>
  );
}
