/**
 * Branding images of the site: the logo, the favicon set and the default
 * category header. An upload runs the image pipeline (`storeUpload`), saves the
 * new URLs in the settings (which bumps the content version, so every process's
 * cached pages change) and then deletes the files it replaced; a removal clears
 * the settings fields and deletes the files. Deleting a replaced file is best
 * effort: a file some post still shows is kept, and failures are ignored.
 */
import { getSettings, updateSettings, type VersionedSettings } from "../db/settings.ts";
import { deleteMediaFile } from "./delete_media.ts";
import type { MediaUsageMap } from "../schemas/media.ts";
import { mediaKeyFromUrl } from "../media/keys.ts";
import type { MediaStorage } from "../config/media_storage.ts";
import { storeUpload } from "../media/store_upload.ts";
import type { UploadType } from "../schemas/media.ts";
import { type Branding, BRANDING_FIELDS, type ThemesAnswer } from "../schemas/themes.ts";
import type { Settings } from "../schemas/settings.ts";
import { type BrandingAsset, THEMES } from "../shared/themes.ts";

/** The upload type of each asset. */
const UPLOAD_TYPE: Record<BrandingAsset, UploadType> = {
  logo: "logo",
  favicons: "favicon",
  "category-header": "category-header",
};

/** File names of each asset, before the upload's time stamp. */
const FILE_NAMES: Record<BrandingAsset, string> = {
  logo: "logo",
  favicons: "favicon",
  "category-header": "default-category-header",
};

/** The branding URLs in `settings`. */
export function brandingOf(settings: Settings): Branding {
  const fields = Object.values(BRANDING_FIELDS).flat();
  return Object.fromEntries(fields.map((field) => [field, settings[field]])) as Branding;
}

/** Stores `bytes` as `asset`, saves its URLs in the settings and deletes the files it replaces (unless `usage` shows them). */
export async function uploadBranding(
  kv: Deno.Kv,
  storage: MediaStorage,
  asset: BrandingAsset,
  bytes: Uint8Array,
  usage: () => Promise<MediaUsageMap>,
): Promise<VersionedSettings> {
  // A new name for every upload: media URLs are cached as immutable, so a replaced logo must not reuse its name.
  const title = `${FILE_NAMES[asset]}-${Date.now().toString(36)}`;
  const stored = await storeUpload(kv, storage, { bytes, type: UPLOAD_TYPE[asset], title });
  const patch: Partial<Branding> = asset === "favicons" && stored.favicons
    ? stored.favicons
    : { [BRANDING_FIELDS[asset][0]]: stored.url };
  return await replaceBranding(kv, storage, asset, patch, usage);
}

/** Clears the settings fields of `asset` and deletes its files. */
export async function removeBranding(
  kv: Deno.Kv,
  storage: MediaStorage,
  asset: BrandingAsset,
  usage: () => Promise<MediaUsageMap>,
): Promise<VersionedSettings> {
  const patch = Object.fromEntries(BRANDING_FIELDS[asset].map((field) => [field, null])) as Partial<Branding>;
  return await replaceBranding(kv, storage, asset, patch, usage);
}

async function replaceBranding(
  kv: Deno.Kv,
  storage: MediaStorage,
  asset: BrandingAsset,
  patch: Partial<Branding>,
  usage: () => Promise<MediaUsageMap>,
): Promise<VersionedSettings> {
  const before = brandingOf((await getSettings(kv)).settings);
  const saved = await updateSettings(kv, patch);
  const kept = new Set(Object.values(brandingOf(saved.settings)));
  for (const field of BRANDING_FIELDS[asset]) {
    const url = before[field];
    const key = url && !kept.has(url) ? mediaKeyFromUrl(url) : null;
    if (key) await deleteMediaFile(kv, storage, key, { usage }).catch(() => undefined);
  }
  return saved;
}

/** The Theme Settings answer for the stored settings. */
export function themesAnswer({ settings, versionstamp }: VersionedSettings): ThemesAnswer {
  return { themes: THEMES, active_theme: settings.active_theme, branding: brandingOf(settings), versionstamp };
}
