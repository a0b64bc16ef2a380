/**
 * Images into the visual editor: files from the toolbar's picker, pasted or
 * dropped files, and `data:` images inside pasted HTML are all uploaded
 * through the media pipeline at once, so the content holds only stored URLs
 * and never base64.
 */
import { type Editor, Extension } from "@tiptap/core";
import { NodeSelection, Plugin } from "@tiptap/pm/state";
import { dataUrlToBlob, type UploadedImage, uploadEditorImage } from "./upload_image.ts";

/** Told +1 when an upload starts and −1 when it ends (the editor's busy state). */
export type BusyListener = (delta: number) => void;

/** Image files of a paste or drop. */
function imageFiles(data: DataTransfer | null): File[] {
  return Array.from(data?.files ?? []).filter((file) => file.type.startsWith("image/"));
}

/** Runs `work` counted as one upload in progress. */
async function busyWhile<T>(onBusy: BusyListener, work: () => Promise<T>): Promise<T> {
  onBusy(1);
  try {
    return await work();
  } finally {
    onBusy(-1);
  }
}

/** An image node's attributes for a stored upload. */
function imageAttrs(image: UploadedImage) {
  return { src: image.url, width: image.width, height: image.height };
}

/**
 * Inserts a block (an image, a video) at the caret; with an image or video selected it goes after that node
 * instead of replacing it.
 */
export function insertBlock(editor: Editor, content: { type: string; attrs: Record<string, unknown> }): void {
  const { selection } = editor.state;
  if (selection instanceof NodeSelection) editor.chain().focus().insertContentAt(selection.to, content).run();
  else editor.chain().focus().insertContent(content).run();
}

/** Uploads `files` one after another and inserts each at `pos` (the first) or after the previous one (the caret). */
export async function insertImageFiles(editor: Editor, files: File[], onBusy: BusyListener, pos?: number) {
  for (const file of files) {
    const image = await busyWhile(onBusy, () => uploadEditorImage(file, file.name));
    if (!image || editor.isDestroyed) continue;
    const node = { type: "image", attrs: imageAttrs(image) };
    if (pos === undefined) insertBlock(editor, node);
    else editor.chain().focus().insertContentAt(Math.min(pos, editor.state.doc.content.size), node).run();
    pos = undefined;
  }
}

/** Uploads `file` and puts it in place of the image at `pos`, keeping its alt, title and shown width. */
export async function replaceImage(editor: Editor, pos: number, file: File, onBusy: BusyListener): Promise<void> {
  const alt = String(editor.state.doc.nodeAt(pos)?.attrs.alt ?? "");
  const image = await busyWhile(onBusy, () => uploadEditorImage(file, file.name, alt));
  const node = editor.isDestroyed ? null : editor.state.doc.nodeAt(pos);
  if (!image || node?.type.name !== "image") return;
  const width = node.attrs.width ?? image.width;
  const height = Math.round((width * image.height) / image.width);
  editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, src: image.url, width, height }));
}

/** `data:` sources being uploaded, per editor. */
const pendingSources = new WeakMap<Editor, Set<string>>();

/** Replaces every image with source `src` by the stored image, or removes them when the upload failed. */
function settleImages(editor: Editor, src: string, image: UploadedImage | null): void {
  const { tr } = editor.state;
  const found: { pos: number; size: number; attrs: Record<string, unknown> }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === "image" && node.attrs.src === src) {
      found.push({ pos, size: node.nodeSize, attrs: node.attrs });
    }
  });
  for (const { pos, size, attrs } of found.reverse()) {
    if (image) tr.setNodeMarkup(pos, undefined, { ...attrs, ...imageAttrs(image), width: attrs.width ?? image.width });
    else tr.delete(pos, pos + size);
  }
  if (found.length) editor.view.dispatch(tr);
}

/** Starts the upload of every `data:` image in the document not already on its way. */
export function uploadDataImages(editor: Editor, onBusy: BusyListener): void {
  const pending = pendingSources.get(editor) ?? new Set<string>();
  pendingSources.set(editor, pending);
  const sources = new Map<string, string>();
  editor.state.doc.descendants((node) => {
    const src = String(node.attrs.src ?? "");
    if (node.type.name === "image" && src.startsWith("data:") && !pending.has(src)) {
      sources.set(src, node.attrs.alt ?? "");
    }
  });
  for (const [src, alt] of sources) {
    pending.add(src);
    void busyWhile(onBusy, async () => {
      const blob = dataUrlToBlob(src);
      const extension = blob?.type.split("/")[1]?.replace(/\W.*$/, "") ?? "png";
      const image = blob ? await uploadEditorImage(blob, `pasted-image.${extension}`, alt) : null;
      pending.delete(src);
      if (!editor.isDestroyed) settleImages(editor, src, image);
    });
  }
}

/** The editor extension: uploads pasted and dropped image files and `data:` images that reach the document. */
export const ImageUploads = Extension.create<{ onBusy: BusyListener }>({
  name: "imageUploads",
  addOptions() {
    return { onBusy: () => {} };
  },
  addProseMirrorPlugins() {
    const { editor, options } = this;
    return [
      new Plugin({
        props: {
          handlePaste(_view, event) {
            const files = imageFiles(event.clipboardData);
            if (!files.length) return false;
            event.preventDefault();
            void insertImageFiles(editor, files, options.onBusy);
            return true;
          },
          handleDrop(view, event, _slice, moved) {
            const files = moved ? [] : imageFiles(event.dataTransfer);
            if (!files.length) return false;
            event.preventDefault();
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
            void insertImageFiles(editor, files, options.onBusy, at);
            return true;
          },
        },
      }),
    ];
  },
  onCreate() {
    uploadDataImages(this.editor, this.options.onBusy);
  },
  onUpdate() {
    uploadDataImages(this.editor, this.options.onBusy);
  },
});

/** The editor's HTML without images whose source is still a `data:` URL (they are being uploaded). */
export function htmlWithoutPendingImages(html: string): string {
  return html.replace(/<img\b[^>]*\bsrc="data:[^"]*"[^>]*>/gi, "");
}
