/**
 * What the editor's AI parts need from the post editor, shared through a
 * small page-wide store (like the toasts) so the content editor and its
 * toolbar need no new props: the post's id and title, and whether AI text
 * and images are configured. The post editor publishes it; the parts read
 * it with {@link useAiPost}.
 */
import { useEffect, useState } from "react";

/** See the module doc. */
export interface AiPostInfo {
  postId: string | null;
  title: string;
  /** AI text is configured (the assistant and text buttons work). */
  text: boolean;
  /** AI images are configured. */
  image: boolean;
  /** Hint shown next to disabled AI buttons (null when all is configured). */
  hint: string | null;
}

/** Nothing published: AI is off. */
export const AI_OFF: AiPostInfo = { postId: null, title: "", text: false, image: false, hint: null };

let current = AI_OFF;
const listeners = new Set<(info: AiPostInfo) => void>();

/** Publishes the post editor's current {@link AiPostInfo}. */
export function publishAiPost(info: AiPostInfo): void {
  current = info;
  for (const listener of listeners) listener(info);
}

/** The published {@link AiPostInfo}, following its changes. */
export function useAiPost(): AiPostInfo {
  const [info, setInfo] = useState(current);
  useEffect(() => {
    listeners.add(setInfo);
    setInfo(current);
    return () => {
      listeners.delete(setInfo);
    };
  }, []);
  return info;
}
