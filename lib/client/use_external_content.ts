/**
 * Keeps the visual editor in step with content replaced from outside (AI
 * results, a post reloaded after Generate with AI): a `value` the editor did
 * not report itself is loaded without being reported back. The editor's own
 * reports, which may come back a few keystrokes late, are recognised and
 * left alone, so typing is never reverted.
 */
import type { Editor } from "@tiptap/core";
import { useEffect, useRef } from "react";

/** How many of the editor's latest reports are remembered. */
const REMEMBERED = 20;

/** See the module doc; returns `onChange` wrapped to remember what the editor reported. */
export function useExternalContent(
  editor: Editor | null,
  value: string,
  onChange: (html: string) => void,
): (html: string) => void {
  const reported = useRef<string[]>([value]);
  useEffect(() => {
    if (!editor || reported.current.includes(value) || value === editor.getHTML()) return;
    reported.current = [...reported.current.slice(1 - REMEMBERED), value];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [value, editor]);
  return (html: string) => {
    reported.current = [...reported.current.slice(1 - REMEMBERED), html];
    onChange(html);
  };
}
