/**
 * Theme Settings calls from the browser: the themes answer, activation, and
 * the upload and removal of each branding image, plus the client-side checks
 * the specification asks before an upload (minimum sizes).
 */
import type { ThemesAnswer } from "../schemas/themes.ts";
import type { BrandingAsset } from "../shared/themes.ts";
import { api, ApiError } from "./api.ts";

export type { ThemesAnswer };

/** API path of the Theme Settings. */
export const THEMES_PATH = "/admin/themes";

/** Minimum width and height per asset, with the message when an image is smaller. */
export const MIN_SIZE: Partial<Record<BrandingAsset, { width: number; height: number; message: string }>> = {
  favicons: { width: 180, height: 180, message: "Image must be at least 180x180 pixels" },
  "category-header": { width: 800, height: 400, message: "Image must be at least 800x400 pixels" },
};

/** Makes `theme` the active theme. */
export function activateTheme(theme: string): Promise<ThemesAnswer> {
  return api<ThemesAnswer>(THEMES_PATH, { method: "PUT", json: { active_theme: theme } });
}

/** Uploads `file` as the branding image `asset` (checked and converted by the server). */
export function uploadBranding(asset: BrandingAsset, file: File): Promise<ThemesAnswer> {
  const body = new FormData();
  body.set("file", file);
  return api<ThemesAnswer>(`${THEMES_PATH}/${asset}`, { method: "POST", body });
}

/** Removes the branding image `asset` from the settings and the media store. */
export function removeBranding(asset: BrandingAsset): Promise<ThemesAnswer> {
  return api<ThemesAnswer>(`${THEMES_PATH}/${asset}`, { method: "DELETE" });
}

/** The width and height of an image file as the browser decodes it, or null when it cannot. */
export async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** The message to show for a failed upload: the server's reason for a refused file, else `fallback`. */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.serverMessage && (error.status === 400 || error.status === 413);
  return refused ? error.message : fallback;
}
