/**
 * The content field's AI text and AI image buttons. AI text writes the
 * content from the title (5 s cooldown); AI image adds 2–4 generated images
 * to content of at least 100 characters (30 s cooldown). Without an AI
 * provider they are disabled with a hint.
 */
import { AI_CLIENT_MESSAGES, generateContentImages, generateSection } from "../../../lib/client/ai.ts";
import { fail, MIN_CONTENT_CHARS } from "../../../lib/client/ai_action.ts";
import { attempt } from "../../../lib/client/use_form_submit.ts";
import { htmlToText } from "../../../lib/text/html_text.ts";
import { useAiPost } from "../../../lib/client/ai_post_context.ts";
import { showToast } from "../../../lib/client/toasts.ts";
import CooldownButton from "../CooldownButton.tsx";
import { AI_IMAGE_COOLDOWN_MS } from "../../../lib/shared/ai_presets.ts";
import { pluralize } from "../../../lib/text/plural.ts";

/** Props of {@link AiContentButtons}. */
export interface AiContentButtonsProps {
  content: string;
  focusKeyword: string;
  onContent: (html: string) => void;
}

/** See the module doc. */
export default function AiContentButtons({ content, focusKeyword, onContent }: AiContentButtonsProps) {
  const post = useAiPost();
  async function aiText() {
    if (!post.title.trim()) return fail("Please enter a title first!");
    await attempt(async () => {
      const html = await generateSection("content", { title: post.title, content, focusKeyword });
      onContent(html);
      showToast("Content generated", "success");
    }, AI_CLIENT_MESSAGES.section("content"));
  }
  async function aiImage() {
    if (!post.title.trim()) return fail("Please enter a title first!");
    if (htmlToText(content).length < MIN_CONTENT_CHARS) {
      return fail("Please write some content first (at least 100 characters)");
    }
    await attempt(async () => {
      const result = await generateContentImages({ title: post.title, content, focusKeyword, postId: post.postId });
      onContent(result.content);
      showToast(`${pluralize(result.totalGenerated, "image")} generated`, "success");
    }, AI_CLIENT_MESSAGES.images);
  }
  return (
    <div class="ai-content-buttons" role="group" aria-label="AI content">
      <CooldownButton disabled={!post.text} busyText="Writing..." onClick={aiText}>AI text</CooldownButton>
      <CooldownButton
        disabled={!post.image}
        cooldownMs={AI_IMAGE_COOLDOWN_MS}
        busyText="Generating..."
        onClick={aiImage}
      >
        AI image
      </CooldownButton>
      {post.hint && <span class="ai-hint">{post.hint}</span>}
    </div>
  );
}
