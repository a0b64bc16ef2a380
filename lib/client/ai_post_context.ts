/**
 * What the editor's AI parts need from the post editor, passed down through
 * context so the content editor and its toolbar need no new props: the
 * post's id and title, and whether AI text and images are configured.
 */
import { createContext, useContext } from "react";

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

/** Context of {@link AiPostInfo}; without a provider AI is off. */
export const AiPostContext = createContext<AiPostInfo>({
  postId: null,
  title: "",
  text: false,
  image: false,
  hint: null,
});

/** The post editor's {@link AiPostInfo}. */
export function useAiPost(): AiPostInfo {
  return useContext(AiPostContext);
}
