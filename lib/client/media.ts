/**
 * The media library's browser calls: the list path with its search and filter,
 * an upload with progress (XMLHttpRequest, whose upload events `fetch` lacks;
 * a file over the server's 4 MB limit is refused before sending, with the
 * server's message) and the deletion by URL. Also the texts of the Media screen.
 */
import type { MediaLibraryItem, MediaLibraryPage, MediaUsage, UploadResult } from "../schemas/media.ts";
import { ApiError, clearCredentials, readStorage, STORAGE_KEYS } from "./api.ts";
import { ADMIN_LOGIN_PATH } from "../shared/paths.ts";
import { imageTooLarge, MAX_IMAGE_BYTES } from "../shared/image_limits.ts";

export type { MediaLibraryItem, MediaLibraryPage, MediaUsage, UploadResult };

/** Alert after any upload of a batch failed. */
export const UPLOAD_FAILED = "Failed to upload files";
/** A file's reason when its upload got no answer (the connection failed or was cut). */
export const UPLOAD_NO_ANSWER = "Network error: the upload got no answer";
/** Alert when a deletion failed. */
export const DELETE_FAILED = "Failed to delete image";
/** Items per page of the grid (the spec's list limit). */
export const MEDIA_LIST_LIMIT = 100;

/** What the grid lists: search text, only unused files, and the cursor of the page after the first. */
export interface MediaFilter {
  q: string;
  unused: boolean;
}

/** The API path of a page of the library. */
export function mediaListPath(filter: MediaFilter, cursor?: string | null): string {
  const params = new URLSearchParams({ limit: String(MEDIA_LIST_LIMIT) });
  if (filter.q.trim()) params.set("q", filter.q.trim());
  if (filter.unused) params.set("unused", "1");
  if (cursor) params.set("cursor", cursor);
  return `/media?${params}`;
}

/** Where a file is used, in words: `post "Flan" (featured image)`. */
export function usageText(use: MediaUsage): string {
  const field = use.field.replaceAll("_", " ");
  return use.type === "settings" ? `site settings (${field})` : `${use.type} "${use.title}" (${field})`;
}

/**
 * Uploads one file as a library (editor content) image, reporting the share sent (0 to 1) to `onProgress`;
 * resolves the upload's answer or rejects with an {@link ApiError} carrying the reason: the server's message, the
 * 413 of a file over {@link MAX_IMAGE_BYTES} (found before sending) or {@link UPLOAD_NO_ANSWER}.
 */
export function uploadMediaFile(file: File, onProgress: (share: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    if (file.size > MAX_IMAGE_BYTES) return reject(new ApiError(imageTooLarge(file.size), 413, undefined, true));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload");
    const token = readStorage(STORAGE_KEYS.token);
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response;
      if (xhr.status === 401) {
        clearCredentials();
        globalThis.location.assign(ADMIN_LOGIN_PATH);
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        return resolve(body as UploadResult);
      }
      const serverMessage = typeof body?.error === "string" && body.error.trim() !== "";
      const message = serverMessage ? body.error : `Request failed (${xhr.status})`;
      reject(new ApiError(message, xhr.status, body?.fields, serverMessage));
    };
    xhr.onerror = () => reject(new ApiError(UPLOAD_NO_ANSWER, 0, undefined, true));
    const form = new FormData();
    form.set("file", file);
    form.set("type", "content");
    const alt = file.name.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ").trim();
    if (alt) form.set("alt", alt);
    xhr.send(form);
  });
}

/** The body of `POST /api/media/delete`. */
export function mediaDeleteBody(item: MediaLibraryItem): { url: string; force: boolean } {
  return { url: item.url, force: item.used_by.length > 0 };
}
