/**
 * The site settings record in KV under ["settings"]: general, permalink, AI
 * and theme settings in one record. Reads merge defaults; writes are checked
 * against the stored versionstamp and bump the content version.
 */
import { retryLocked } from "./kv.ts";
import { withoutUndefined } from "./without_undefined.ts";
import { conflictWith, optimisticWrite } from "./write.ts";
import { ConflictError, ValidationError } from "../errors.ts";
import { FORMER_BASES_KEY, formerBasesFrom, getFormerBasesEntry, nextFormerBases } from "./permalink_history.ts";
import { isReservedSlug, reservedSlugMessage } from "../schemas/reserved_slugs.ts";
import {
  type Settings,
  type SettingsPatch,
  SettingsPatchSchema,
  SettingsSchema,
  settingsWithDefaults,
} from "../schemas/settings.ts";

/** Key of the settings record. */
export const SETTINGS_KEY: Deno.KvKey = ["settings"];

/** Settings with the versionstamp of the stored record (null before the first save). */
export interface VersionedSettings {
  settings: Settings;
  versionstamp: string | null;
}

/** The settings, defaults filled in for anything missing. */
export async function getSettings(kv: Deno.Kv): Promise<VersionedSettings> {
  const entry = await retryLocked(() => kv.get(SETTINGS_KEY));
  return { settings: settingsWithDefaults(entry.value), versionstamp: entry.versionstamp };
}

/**
 * Applies `patch` to the stored settings. With `expectedVersionstamp` (null
 * meaning "never saved"), a record changed since that read fails with a
 * {@link ConflictError}; without it, concurrent writes are merged by retrying.
 */
export async function updateSettings(
  kv: Deno.Kv,
  patch: SettingsPatch,
  expectedVersionstamp?: string | null,
): Promise<VersionedSettings> {
  const changes: Partial<Settings> = withoutUndefined(SettingsPatchSchema.parse(patch));
  const exhausted = conflictWith("Settings changed while saving. Please try again.");
  return await optimisticWrite({ publicContent: true, exhausted }, async () => {
    const entry = await retryLocked(() => kv.get(SETTINGS_KEY));
    if (expectedVersionstamp !== undefined && entry.versionstamp !== expectedVersionstamp) {
      throw new ConflictError("Settings were changed by someone else. Reload them and try again.");
    }
    const current = settingsWithDefaults(entry.value);
    const merged = { ...current, ...changes };
    if (merged.ai_image_model === "") {
      if (merged.ai_image_provider === "openrouter") {
        throw new ValidationError("Image model is required", { ai_image_model: ["Image model is required"] });
      }
      merged.ai_image_model = current.ai_image_model;
    }
    const settings = SettingsSchema.parse(merged);
    assertBasesFree(settings);
    const op = kv.atomic().check(entry).set(SETTINGS_KEY, settings);
    if (settings.category_base !== current.category_base || settings.post_base !== current.post_base) {
      const former = await getFormerBasesEntry(kv);
      op.check(former).set(FORMER_BASES_KEY, nextFormerBases(formerBasesFrom(former.value), current, settings));
    }
    return { op, done: (versionstamp) => ({ settings, versionstamp }) };
  });
}

/** A category or post base may not take a first path segment the site's own routes use. */
function assertBasesFree(settings: Settings): void {
  for (const field of ["category_base", "post_base"] as const) {
    const base = settings[field];
    if (base && isReservedSlug(base)) {
      const message = reservedSlugMessage(base);
      throw new ValidationError(message, { [field]: [message] });
    }
  }
}

/** The non-empty category and post bases of `settings`: first path segments a post slug may not take. */
export function urlBasesOf(settings: Settings): string[] {
  return [settings.category_base, settings.post_base].filter(Boolean);
}

/** Re-exported so callers reading settings find the visitor-safe projection here too. */
export { publicSettings } from "../schemas/settings.ts";
