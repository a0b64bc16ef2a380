/**
 * The rich-text toolbar: block type, bold, italic, underline, lists, link, image (file picker), embed video and
 * alignment, each reflecting the selection. The image button is busy while an upload runs. The link button's tooltip
 * tells of Alt+Enter, which opens the link menu of the link at the caret.
 */
import type { Editor } from "@tiptap/core";
import type { ComponentChildren } from "preact";

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const LEVELS: Level[] = [1, 2, 3, 4, 5, 6];

/** A numbered-list picture: a visible "1." would not be part of the button's name "Numbered list". */
/** Tooltip (and description) of the link button. */
const LINK_TOOL_HINT = "Insert link (Alt+Enter on a link opens the link menu)";

const NUMBERED_ICON = (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="1.5">
    <path d="M2 2.5h1.5v4M2 6.5h3M2 9.5h3l-3 4h3M7 4h8M7 11.5h8" />
  </svg>
);

/** Props of {@link EditorToolbar}. */
export interface EditorToolbarProps {
  editor: Editor;
  /** Opens the Insert Link dialog. */
  onLink: () => void;
  /** Opens the file picker for an image. */
  onImage: () => void;
  /** Opens the Embed Video dialog. */
  onVideo: () => void;
  /** Number of image uploads in progress. */
  uploading: number;
  /** The AI assistant button: disabled with `hint` when AI is not configured. */
  ai?: { enabled: boolean; hint: string | null; open: boolean; onClick: () => void };
}

/** One toggle button of the toolbar. */
function Tool(
  props: {
    label: string;
    text: ComponentChildren;
    active: boolean;
    onClick: () => void;
    busy?: boolean;
    /** Tooltip when it says more than the label. */
    hint?: string;
  },
) {
  return (
    <button
      type="button"
      class={props.active ? "tool is-active" : "tool"}
      aria-label={props.label}
      title={props.hint ?? props.label}
      aria-pressed={props.busy === undefined ? (props.active ? "true" : "false") : undefined}
      aria-disabled={props.busy ? "true" : undefined}
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
    >
      <span aria-hidden="true">{props.text}</span>
    </button>
  );
}

/** The AI assistant button (keeps the editor's selection: it never takes focus on mouse down). */
function AiTool(props: NonNullable<EditorToolbarProps["ai"]>) {
  return (
    <button
      type="button"
      class="tool tool-ai"
      aria-label="AI assistant"
      title={props.enabled ? "AI assistant" : props.hint ?? undefined}
      aria-expanded={props.open ? "true" : "false"}
      disabled={!props.enabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
    >
      <span aria-hidden="true">AI</span>
    </button>
  );
}

/** See the module doc. */
export function EditorToolbar({ editor, onLink, onImage, onVideo, uploading, ai }: EditorToolbarProps) {
  const chain = () => editor.chain().focus();
  const level = LEVELS.find((n) => editor.isActive("heading", { level: n }));
  const onBlock = (value: string) => {
    if (value === "p") chain().setParagraph().run();
    else chain().setHeading({ level: Number(value) as Level }).run();
  };
  return (
    <div class="editor-toolbar" role="toolbar" aria-label="Formatting">
      <select
        aria-label="Block type"
        value={level ? String(level) : "p"}
        onChange={(e) => onBlock(e.currentTarget.value)}
      >
        <option value="p">Paragraph</option>
        {LEVELS.map((n) => <option key={n} value={String(n)}>Heading {n}</option>)}
      </select>
      <Tool label="Bold" text="B" active={editor.isActive("bold")} onClick={() => chain().toggleBold().run()} />
      <Tool label="Italic" text="I" active={editor.isActive("italic")} onClick={() => chain().toggleItalic().run()} />
      <Tool
        label="Underline"
        text="U"
        active={editor.isActive("underline")}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        label="Bullet list"
        text="•"
        active={editor.isActive("bulletList")}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label="Numbered list"
        text={NUMBERED_ICON}
        active={editor.isActive("orderedList")}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool label="Insert link" hint={LINK_TOOL_HINT} text="Link" active={editor.isActive("link")} onClick={onLink} />
      <Tool
        label="Insert image"
        text={uploading ? "Uploading..." : "Image"}
        active={false}
        busy={uploading > 0}
        onClick={() => uploading === 0 && onImage()}
      />
      <Tool label="Embed video" text="Video" active={false} busy={false} onClick={onVideo} />
      {ai && <AiTool {...ai} />}
      {(["left", "center", "right"] as const).map((align) => (
        <Tool
          key={align}
          label={`Align ${align}`}
          text={align === "left" ? "⇤" : align === "center" ? "↔" : "⇥"}
          active={editor.isActive({ textAlign: align })}
          onClick={() => chain().setTextAlign(align).run()}
        />
      ))}
    </div>
  );
}
