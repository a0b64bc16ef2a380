/**
 * The editor's AI Assistant popup: header, the selected text's preview, an
 * instruction, Generate (or Ctrl+Enter) and examples. The article content is
 * sent only for instructions that change its existing structure. It closes
 * on a click outside it and the editor, on Escape, and when Tab takes the focus out of it; clicking or typing in
 * the editor keeps it open. Escape, its close button, the toolbar's AI button
 * and a generated answer put the focus back in the editor, at its selection;
 * a click outside leaves the focus where it went. Failures show in a red box.
 */
import type { Editor } from "@tiptap/core";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import type { EditorToolbarProps } from "../../../components/admin/EditorToolbar.tsx";
import { AI_CLIENT_MESSAGES, smartAssistant } from "../../../lib/client/ai.ts";
import { applyAssistantAnswer, readSelection } from "../../../lib/client/ai_assistant_apply.ts";
import { useAiPost } from "../../../lib/client/ai_post_context.ts";
import { failureMessage, isUnauthorized } from "../../../lib/client/api.ts";
import { ASSISTANT_EMPTY, ASSISTANT_EXAMPLES } from "../../../lib/shared/ai_assistant.ts";
import { needsArticleContent } from "../../../lib/shared/ai_instruction.ts";
import BusyButton from "@/islands/admin/BusyButton.tsx";

/** Longest selected text shown in the preview. */
const PREVIEW_CHARS = 200;

/** Props of {@link AiAssistantPopup}. */
export interface AiAssistantPopupProps {
  editor: Editor;
  /** Closes the popup; `refocus` puts the focus back in the editor, at its selection. */
  onClose: (refocus: boolean) => void;
}

/** See the module doc. */
export default function AiAssistantPopup({ editor, onClose }: AiAssistantPopupProps) {
  const post = useAiPost();
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const [instruction, setInstruction] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const selection = readSelection(editor);
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    input.current?.focus();
    const inside = (target: EventTarget | null) =>
      target instanceof Element &&
      (box.current?.contains(target) || editor.view.dom.contains(target) || target.closest(".tool-ai") !== null);
    // A press in the editor moves the focus there but keeps the popup open; a key (Tab) out of it closes it.
    let pressKept = false;
    const onPointer = (event: MouseEvent) => {
      pressKept = inside(event.target);
      if (!pressKept) close.current(false);
    };
    const onKey = (event: KeyboardEvent) => {
      pressKept = false;
      if (event.key === "Escape") {
        event.preventDefault();
        close.current(true);
      }
    };
    const onLeave = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!pressKept && next && !box.current?.contains(next)) close.current(false);
    };
    const popup = box.current;
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("keydown", onKey);
    popup?.addEventListener("focusout", onLeave);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("keydown", onKey);
      popup?.removeEventListener("focusout", onLeave);
    };
  }, [editor]);

  async function generate() {
    if (pending) return;
    const text = instruction.trim();
    if (!text) {
      setError(ASSISTANT_EMPTY);
      return;
    }
    const range = readSelection(editor);
    setError(null);
    setPending(true);
    try {
      const answer = await smartAssistant({
        instruction: text,
        selectedText: range.text,
        articleContent: needsArticleContent(text) ? editor.getHTML() : "",
        articleTitle: post.title,
        postId: post.postId,
      });
      applyAssistantAnswer(editor, answer.operation, answer.content, range);
      close.current(true);
    } catch (failure) {
      if (isUnauthorized(failure)) return;
      setError(failureMessage(failure, AI_CLIENT_MESSAGES.assistant));
    } finally {
      setPending(false);
    }
  }

  const preview = selection.text.length > PREVIEW_CHARS ? `${selection.text.slice(0, PREVIEW_CHARS)}…` : selection.text;
  return (
    <div ref={box} class="ai-popup" role="dialog" aria-labelledby="ai-popup-title">
      <div class="ai-popup-head">
        <h2 id="ai-popup-title">AI Assistant</h2>
        <button type="button" class="ai-popup-close" aria-label="Close" onClick={() => onClose(true)}>×</button>
      </div>
      {preview && (
        <div class="ai-popup-selection">
          <span class="ai-popup-label">Selected text</span>
          <blockquote data-testid="ai-selected-text">{preview}</blockquote>
        </div>
      )}
      <label class="ai-popup-label" for="ai-instruction">What should the AI do?</label>
      <textarea
        id="ai-instruction"
        ref={input}
        rows={3}
        value={instruction}
        placeholder="e.g. Improve this paragraph"
        aria-invalid={error === ASSISTANT_EMPTY ? "true" : undefined}
        aria-describedby="ai-popup-hint"
        onInput={(event) => setInstruction((event.target as HTMLTextAreaElement).value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void generate();
          }
        }}
      />
      {error && <p class="ai-popup-error" role="alert">{error}</p>}
      <div class="ai-popup-actions">
        <BusyButton busy={pending} busyText="Generating..." onClick={generate}>Generate</BusyButton>
        <span id="ai-popup-hint" class="ai-popup-hint">Press Ctrl+Enter to generate</span>
      </div>
      <div class="ai-popup-examples">
        <span class="ai-popup-label" id="ai-popup-examples">Examples</span>
        <ul aria-labelledby="ai-popup-examples">
          {ASSISTANT_EXAMPLES.map((example) => (
            <li key={example}>
              <button
                type="button"
                class="ai-example"
                onClick={() => {
                  setInstruction(example);
                  setError(null);
                  input.current?.focus();
                }}
              >
                {example}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What the editor renders. */
export interface AiAssistantParts {
  toolbar: NonNullable<EditorToolbarProps["ai"]>;
  popup: ReactNode;
}

/** The toolbar button's state (disabled with the hint when AI is off) and the popup while it is open. */
export function useAiAssistant(editor: Editor | null): AiAssistantParts {
  const ai = useAiPost();
  const [open, setOpen] = useState(false);
  // The caret goes back before the popup (and its focused textarea) goes, so the focus never falls to the page.
  const close = (refocus: boolean) => {
    if (refocus) editor?.view.focus();
    setOpen(false);
  };
  return {
    toolbar: { enabled: ai.text, hint: ai.hint, open, onClick: () => open ? close(true) : setOpen(true) },
    popup: editor && open ? <AiAssistantPopup editor={editor} onClose={close} /> : null,
  };
}
