/**
 * The post editor's AI wiring in one hook: reads whether AI is configured
 * (`GET /api/ai/status`), runs the Generate with AI job for the post and
 * publishes what the AI parts read (`ai_post_context.ts`).
 */
import { useEffect, useMemo, useState } from "react";
import type { AiStatus } from "../schemas/ai.ts";
import { fetchAiStatus } from "./ai.ts";
import { AI_OFF, type AiPostInfo, publishAiPost } from "./ai_post_context.ts";
import type { PostEditorState } from "./use_post_editor.ts";
import { type GenerateJobState, useGenerateJob } from "./use_generate_job.ts";

/** What {@link useEditorAi} gives the editor. */
export interface EditorAi {
  info: AiPostInfo;
  job: GenerateJobState;
}

/** See the module doc. */
export function useEditorAi(editor: PostEditorState): EditorAi {
  const [status, setStatus] = useState<AiStatus | null>(null);
  useEffect(() => {
    fetchAiStatus().then(setStatus).catch(() => setStatus(null));
  }, []);
  const job = useGenerateJob({ postId: editor.id, onPostChanged: editor.reload });
  const info = useMemo<AiPostInfo>(() => ({
    postId: editor.id,
    title: editor.form.title,
    text: status?.text ?? false,
    image: status?.image ?? false,
    hint: status ? status.message : null,
  }), [editor.id, editor.form.title, status]);
  useEffect(() => publishAiPost(info), [info]);
  useEffect(() => () => publishAiPost(AI_OFF), []);
  return { info, job };
}
