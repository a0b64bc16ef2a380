/**
 * Content images from the editor: the 4 MB check with the specification's
 * red toast, the upload through `POST /api/upload` (type `content`: WebP
 * q0.85 within 1920×1920 on the server), the 'Image optimized! {n}% smaller'
 * toast, and `data:` URLs turned back into files so pasted images are uploaded too.
 */
import { imageTooLarge, MAX_IMAGE_BYTES } from "../shared/image_limits.ts";
import { api } from "./api.ts";
import { showToast } from "./toasts.ts";

/** How long the 'Image optimized!' toast stays (3 s). */
export const OPTIMIZED_TOAST_MS = 3000;

/** The alert after an image could not be converted or stored. */
export const IMAGE_FAILED = "Failed to process image. Please try again.";

/** The success toast: how much smaller the stored WebP is than the original, in whole percent (never below 0). */
export function optimizedMessage(originalSize: number, optimizedSize: number): string {
  const saved = originalSize > 0 ? Math.max(0, Math.round((1 - optimizedSize / originalSize) * 100)) : 0;
  return `Image optimized! ${saved}% smaller`;
}

/** What the upload answers and the editor uses. */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  originalSize: number;
  optimizedSize: number;
}

/** A file's name without folder and extension, used by the server to name the stored file. */
function baseName(name: string): string {
  return name.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "").slice(0, 100);
}

/**
 * Checks and uploads one image (`name` and `alt` name the stored file); resolves the stored image, or null after telling the user why not (the red toast
 * for a file over 4 MB, the alert for any other failure). Success shows the 'Image optimized!' toast.
 */
export async function uploadEditorImage(file: Blob, name = "", alt = ""): Promise<UploadedImage | null> {
  if (file.size > MAX_IMAGE_BYTES) {
    showToast(imageTooLarge(file.size), "error");
    return null;
  }
  const form = new FormData();
  form.append("file", file, name || "image");
  form.append("type", "content");
  // The server names the file after the alt text, else this title (the picked file's name), else a timestamp.
  if (alt.trim()) form.append("alt", alt.trim().slice(0, 200));
  const title = baseName(name);
  if (title) form.append("title", title);
  try {
    const image = await api<UploadedImage>("/upload", { method: "POST", body: form });
    showToast(optimizedMessage(image.originalSize, image.optimizedSize), "success", OPTIMIZED_TOAST_MS);
    return image;
  } catch {
    globalThis.alert(IMAGE_FAILED);
    return null;
  }
}

/** The bytes of a base64 `data:` URL as a Blob of its type, or null when it is not a base64 image. */
export function dataUrlToBlob(url: string): Blob | null {
  const match = url.match(/^data:(image\/[\w.+-]+)(?:;[\w-]+=[^;,]*)*;base64,([a-z0-9+/=\s]*)$/i);
  if (!match) return null;
  try {
    const binary = atob(match[2].replace(/\s+/g, ""));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type: match[1] });
  } catch {
    return null;
  }
}
