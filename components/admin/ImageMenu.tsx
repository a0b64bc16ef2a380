/**
 * The image menu, opened by clicking an image's centre (or Enter on a
 * selected image): width presets 25/50/75/100 %, Alt Text and Title fields,
 * Replace and Delete, and a close button. It is a non-modal popover: Escape
 * (wherever the focus is) or a click elsewhere closes it and puts the focus
 * back on the image; Tab or Shift+Tab out of it dismisses it, the focus going
 * on. The alt field starts empty when the image's alt is a file name.
 */
import { useRef, useState } from "react";
import { usePopoverOpen } from "@/lib/client/use_popover_open.ts";
import { looksLikeFileName, WIDTH_PRESETS } from "@/lib/client/image_tools.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link ImageMenu}. */
export interface ImageMenuProps {
  alt: string;
  title: string;
  /** Where the menu sits, in pixels from the editor's top left corner. */
  top: number;
  left: number;
  /** Moves the focus into the menu when it opens (keyboard opening). */
  focus: boolean;
  onPreset: (percent: number) => void;
  onAlt: (alt: string) => void;
  onTitle: (title: string) => void;
  onReplace: () => void;
  onDelete: () => void;
  /** Closes the menu and puts the focus back on the image. */
  onClose: () => void;
  /** Closes the menu, the focus having moved out of it. */
  onDismiss: () => void;
}

/** See the module doc. */
export function ImageMenu(props: ImageMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const [alt, setAlt] = useState(looksLikeFileName(props.alt) ? "" : props.alt);
  const [title, setTitle] = useState(props.title);
  const close = usePopoverOpen(root, {
    focus: props.focus,
    focusSelector: "button",
    onClose: props.onClose,
    onDismiss: props.onDismiss,
    // A press on an image (this one or another) is the editor's: it selects, resizes or reopens.
    keepOpen: (target) => target.tagName === "IMG",
  });
  return (
    <div
      ref={root}
      class="editor-popover image-menu"
      role="dialog"
      aria-label="Image options"
      style={{ top: `${props.top}px`, left: `${props.left}px` }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        event.stopPropagation();
        close();
      }}
    >
      <div class="image-menu-head">
        <div class="image-menu-presets" role="group" aria-label="Image width">
          {WIDTH_PRESETS.map((percent) => (
            <Button key={percent} onClick={() => props.onPreset(percent)}>{percent}%</Button>
          ))}
        </div>
        <Button aria-label="Close image menu" onClick={close}>×</Button>
      </div>
      <label class="image-menu-field">
        Alt Text
        <input
          value={alt}
          placeholder="Describe the image"
          onInput={(event) => {
            setAlt(event.currentTarget.value);
            props.onAlt(event.currentTarget.value);
          }}
        />
      </label>
      <label class="image-menu-field">
        Title
        <input
          value={title}
          onInput={(event) => {
            setTitle(event.currentTarget.value);
            props.onTitle(event.currentTarget.value);
          }}
        />
      </label>
      <div class="image-menu-actions">
        <Button onClick={props.onReplace}>Replace</Button>
        <Button variant="danger" onClick={props.onDelete}>Delete</Button>
      </div>
    </div>
  );
}
