/**
 * Fix with AI for one SEO finding, shared by the AI tools panel (an issue chosen from a list) and the SEO
 * analysis panel (the button of a recommendation): the specification's checks ('No content to fix', 'Focus
 * keyword required', 'Cannot auto-fix this issue'), then, when the editor's current SEO analysis passed the check,
 * {@link NOTHING_TO_FIX} without a call; otherwise `POST /api/ai/fix-content` with the check id as `issueType`; the
 * fixed content goes back to the form and a failure is the toast 'Fix failed' or the server's message.
 */
import { fixContent } from "./ai.ts";
import { fail } from "./ai_action.ts";
import { attempt } from "./use_form_submit.ts";
import { htmlToText } from "../text/html_text.ts";
import { showToast } from "./toasts.ts";
import { canAutoFix, CANNOT_AUTO_FIX } from "../shared/ai_fix_issues.ts";

/** What a fix needs from the editor. */
export interface SeoFixInput {
  /** The SEO analysis' check id. */
  issue: string;
  content: string;
  title: string;
  focusKeyword: string;
  /** Ids of the checks the editor's current SEO analysis failed; null when it has none (the fix is then sent). */
  failing: readonly string[] | null;
}

/** Toast when the chosen check already passes. */
export const NOTHING_TO_FIX = "This check already passes: nothing to fix";

/** Toast after a fix. */
export const CONTENT_FIXED = "Content fixed";

/** See the module doc; resolves false when nothing was sent (so a cooldown button does not cool down). */
export async function fixSeoIssue(input: SeoFixInput, onContent: (content: string) => void): Promise<boolean> {
  if (!htmlToText(input.content)) return fail("No content to fix");
  if (!input.focusKeyword.trim()) return fail("Focus keyword required");
  if (!canAutoFix(input.issue)) return fail(CANNOT_AUTO_FIX);
  if (input.failing && !input.failing.includes(input.issue)) {
    showToast(NOTHING_TO_FIX, "info");
    return false;
  }
  await attempt(async () => {
    const r = await fixContent({
      issueType: input.issue,
      content: input.content,
      title: input.title,
      focusKeyword: input.focusKeyword,
    });
    onContent(r.content);
    showToast(CONTENT_FIXED, "success");
  }, "Fix failed");
  return true;
}
