/**
 * The side column's AI panel: focus keywords, recipe schema, auto-selected
 * categories, a generated featured image and SEO fixes (a check the SEO
 * analysis passed says there is nothing to fix), each with the
 * specification's checks and messages, a 5 s cooldown (30 s for the image)
 * and a toast with the outcome. Disabled with a hint without an AI provider.
 */
import { useState } from "react";
import {
  AI_CLIENT_MESSAGES,
  generateFeaturedImage,
  generateFocusKeywords,
  generateRecipeSchema,
  selectCategories,
} from "../../../lib/client/ai.ts";
import { fail } from "../../../lib/client/ai_action.ts";
import { attempt } from "../../../lib/client/use_form_submit.ts";
import { htmlToText } from "../../../lib/text/html_text.ts";
import { fixSeoIssue } from "../../../lib/client/ai_fix.ts";
import { useAiPost } from "../../../lib/client/ai_post_context.ts";
import type { PostForm } from "../../../lib/client/post_form.ts";
import { showToast } from "../../../lib/client/toasts.ts";
import { FIX_ISSUE_LABELS } from "../../../lib/shared/ai_fix_issues.ts";
import { recipeFields } from "../../../lib/shared/ai_recipe_fields.ts";
import CooldownButton from "../CooldownButton.tsx";
import { AI_IMAGE_COOLDOWN_MS } from "../../../lib/shared/ai_presets.ts";
import { pluralize } from "../../../lib/text/plural.ts";

/** Props of {@link AiToolsPanel}. */
export interface AiToolsPanelProps {
  content: string;
  focusKeyword: string;
  /** Ids of the checks the editor's current SEO analysis failed (null without one): a passing check is not sent. */
  failing: readonly string[] | null;
  /** Merges generated fields into the form. */
  onFields: (fields: Partial<PostForm>) => void;
}

/** See the module doc. */
export default function AiToolsPanel({ content, focusKeyword, failing, onFields }: AiToolsPanelProps) {
  const post = useAiPost();
  const [issue, setIssue] = useState<string>(Object.keys(FIX_ISSUE_LABELS)[0]);
  const title = post.title.trim();
  const needTitle = () => fail("Please enter a title first!");

  const keywords = async () => {
    if (!title) return needTitle();
    await attempt(async () => {
      const r = await generateFocusKeywords(title);
      onFields({ focus_keyword: r.mainFocusKeyword, secondary_focus_keyword: r.secondaryFocusKeyword });
      showToast("Focus keywords generated", "success");
    }, AI_CLIENT_MESSAGES.focusKeywords);
  };
  const recipe = async () => {
    if (!title || !htmlToText(content)) return fail("Please enter title and content first!");
    await attempt(async () => {
      const r = await generateRecipeSchema({ title, content, focusKeyword });
      onFields({ content_type: "recipe", ...recipeFields(r) });
      showToast("Recipe schema generated", "success");
    }, AI_CLIENT_MESSAGES.recipeSchema);
  };
  const categories = async () => {
    if (!title) return needTitle();
    await attempt(async () => {
      const r = await selectCategories({ title, content });
      onFields({ category_ids: r.categoryIds });
      showToast(r.message || `${pluralize(r.categoryIds.length, "category", "categories")} selected`, "success");
    }, AI_CLIENT_MESSAGES.categories);
  };
  const featured = async () => {
    if (!title) return needTitle();
    await attempt(async () => {
      const url = await generateFeaturedImage({ title, focusKeyword, postId: post.postId });
      onFields({ featured_image: url });
      showToast("Featured image generated", "success");
    }, AI_CLIENT_MESSAGES.featured);
  };
  const fix = () =>
    fixSeoIssue({ issue, content, title, focusKeyword, failing }, (fixed) => onFields({ content: fixed }));

  const off = !post.text;
  return (
    <section class="panel ai-tools" aria-labelledby="ai-tools-title">
      <h2 id="ai-tools-title">AI tools</h2>
      {post.hint && <p class="ai-hint" id="ai-tools-hint">{post.hint}</p>}
      <div class="ai-tools-buttons">
        <CooldownButton disabled={off} onClick={keywords}>Generate focus keywords</CooldownButton>
        <CooldownButton disabled={off} onClick={recipe}>Generate recipe schema</CooldownButton>
        <CooldownButton disabled={off} onClick={categories}>Auto-select categories</CooldownButton>
        <CooldownButton
          disabled={!post.image}
          cooldownMs={AI_IMAGE_COOLDOWN_MS}
          busyText="Generating..."
          onClick={featured}
        >
          Generate featured image
        </CooldownButton>
      </div>
      <div class="field ai-fix">
        <label for="ai-fix-issue">SEO issue</label>
        <select id="ai-fix-issue" value={issue} onChange={(e) => setIssue(e.currentTarget.value)}>
          {Object.entries(FIX_ISSUE_LABELS).map(([id, label]) => <option key={id} value={id}>{label}</option>)}
        </select>
        <CooldownButton disabled={off} onClick={fix}>Fix with AI</CooldownButton>
      </div>
    </section>
  );
}
