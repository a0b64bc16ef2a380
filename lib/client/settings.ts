/** Browser calls of the Settings screen: general and permalink settings, and the server caches. */
import { api } from "./api.ts";
import type { Settings } from "../schemas/settings.ts";
import type { CacheStats } from "../schemas/cache.ts";

/** The fields the Settings screen edits. */
export type GeneralSettings = Pick<
  Settings,
  "site_name" | "site_description" | "language" | "posts_per_page" | "category_base" | "post_base"
>;

/** The fields the Settings screen edits, taken from the whole record. */
export function generalSettingsOf(s: Settings): GeneralSettings {
  const { site_name, site_description, language, posts_per_page, category_base, post_base } = s;
  return { site_name, site_description, language, posts_per_page, category_base, post_base };
}

/** The whole settings record with its versionstamp. */
export interface SettingsAnswer {
  settings: Settings;
  versionstamp: string | null;
}

/** Path of the cache overview. */
export const CACHE_PATH = "/admin/cache";

/**
 * Saves general and permalink settings (`PUT /api/settings`); with the versionstamp they were read at, a newer
 * save by someone else is refused (409) instead of overwritten. A record never saved has none to send.
 */
export function saveSettings(values: GeneralSettings, versionstamp: string | null): Promise<SettingsAnswer> {
  const json = versionstamp ? { ...values, versionstamp } : values;
  return api<SettingsAnswer>("/settings", { method: "PUT", json });
}

/** The caches' overview. */
export interface CacheOverview {
  caches: CacheStats[];
}

/** Clears every server cache (no payload, as the settings page sends it). */
export function clearAllCaches(): Promise<{ message: string }> {
  return api<{ message: string }>("/admin/cache/clear", { method: "POST" });
}

/** Invalidates one of the menu, settings or categories caches. */
export function invalidateCache(name: "menu" | "settings" | "categories"): Promise<{ message: string }> {
  return api<{ message: string }>(`/admin/cache/invalidate/${name}`, { method: "POST" });
}

/** "87%" style text of a hit rate. */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}
