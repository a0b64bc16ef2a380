/**
 * Image sizing in the visual editor: dragging an image's left or right edge
 * (a 20 px zone) resizes it, clamped between 100 px and the editor's width
 * minus 16; the image menu's 25/50/75/100 % presets use the same clamp. The
 * height follows the image's proportions, and both land in the HTML.
 */
import type { Editor } from "@tiptap/core";

/** Width of the zone at an image's edges where a drag resizes it. */
export const RESIZE_EDGE_PX = 20;
/** Narrowest an image may be resized to. */
export const MIN_IMAGE_WIDTH = 100;
/** Room kept between a resized image and the editor's width. */
export const EDITOR_WIDTH_MARGIN = 16;
/** The image menu's width presets, in percent of the editor's width. */
export const WIDTH_PRESETS = [25, 50, 75, 100] as const;

/** `width` clamped between {@link MIN_IMAGE_WIDTH} and the editor's width minus {@link EDITOR_WIDTH_MARGIN}. */
export function clampImageWidth(width: number, editorWidth: number): number {
  const max = Math.max(MIN_IMAGE_WIDTH, editorWidth - EDITOR_WIDTH_MARGIN);
  return Math.round(Math.min(max, Math.max(MIN_IMAGE_WIDTH, width)));
}

/** The width of a preset (`percent` of the editor's usable width), clamped. */
export function presetWidth(percent: number, editorWidth: number): number {
  return clampImageWidth(((editorWidth - EDITOR_WIDTH_MARGIN) * percent) / 100, editorWidth);
}

/** True when an alt text is really a file name ('IMG_2041.jpg', 'foto.webp'): the menu then starts empty. */
export function looksLikeFileName(alt: string | null | undefined): boolean {
  const value = (alt ?? "").trim();
  return /\.(jpe?g|png|gif|webp|avif|bmp|tiff?|heic|svg)$/i.test(value) || /^(img|dsc|pxl|image)[-_]?\d+$/i.test(value);
}

/** Which edge of `img` the pointer at `clientX` is on, if within {@link RESIZE_EDGE_PX}. */
export function resizeEdge(img: Element, clientX: number): "left" | "right" | null {
  const rect = img.getBoundingClientRect();
  if (rect.width < RESIZE_EDGE_PX * 3) return clientX >= rect.right - RESIZE_EDGE_PX ? "right" : null;
  if (clientX - rect.left <= RESIZE_EDGE_PX) return "left";
  return rect.right - clientX <= RESIZE_EDGE_PX ? "right" : null;
}

/** The document position of the image node drawn by `img`, or null. */
export function imagePos(editor: Editor, img: Element): number | null {
  const at = editor.view.posAtDOM(img, 0);
  for (const pos of [at, at - 1]) {
    if (pos >= 0 && editor.state.doc.nodeAt(pos)?.type.name === "image") return pos;
  }
  return null;
}

/** Sets the image at `pos` to `width`, with the height following its proportions. */
export function setImageWidth(editor: Editor, pos: number, width: number, img?: HTMLImageElement | null): void {
  const node = editor.state.doc.nodeAt(pos);
  if (!node) return;
  const ratio = img?.naturalWidth
    ? img.naturalHeight / img.naturalWidth
    : node.attrs.width && node.attrs.height
    ? node.attrs.height / node.attrs.width
    : null;
  const height = ratio ? Math.round(width * ratio) : null;
  editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, width, height }));
}

/** Lets a drag on an image's edge resize it; returns the function that stops listening. */
export function attachImageResize(editor: Editor): () => void {
  const dom = editor.view.dom as HTMLElement;
  let resizing = false;
  const onHover = (event: PointerEvent) => {
    const target = event.target as Element;
    const onEdge = target.tagName === "IMG" && resizeEdge(target, event.clientX) !== null;
    dom.classList.toggle("is-resizing-image", resizing || onEdge);
  };
  const onDown = (event: PointerEvent) => {
    const img = event.target as HTMLImageElement;
    if (img.tagName !== "IMG" || event.button !== 0 || !editor.isEditable) return;
    const edge = resizeEdge(img, event.clientX);
    if (!edge) return;
    event.preventDefault();
    event.stopPropagation();
    resizing = true;
    const startX = event.clientX;
    const startWidth = img.getBoundingClientRect().width;
    let width = startWidth;
    const move = (e: PointerEvent) => {
      const dx = e.clientX - startX;
      width = clampImageWidth(startWidth + (edge === "right" ? dx : -dx), dom.clientWidth);
      img.style.width = `${width}px`;
    };
    const up = () => {
      globalThis.removeEventListener("pointermove", move);
      resizing = false;
      img.style.width = "";
      const pos = imagePos(editor, img);
      if (pos !== null && width !== startWidth) setImageWidth(editor, pos, width, img);
    };
    globalThis.addEventListener("pointermove", move);
    globalThis.addEventListener("pointerup", up, { once: true });
  };
  // A drag that starts on an edge resizes; it must not also start moving the image.
  const onDragStart = (event: DragEvent) => {
    if (resizing) event.preventDefault();
  };
  dom.addEventListener("pointermove", onHover);
  dom.addEventListener("pointerdown", onDown, true);
  dom.addEventListener("dragstart", onDragStart, true);
  return () => {
    dom.removeEventListener("pointermove", onHover);
    dom.removeEventListener("pointerdown", onDown, true);
    dom.removeEventListener("dragstart", onDragStart, true);
  };
}
