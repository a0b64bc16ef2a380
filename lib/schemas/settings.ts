/** Site settings: the one definition of the settings record, its defaults and its patches. */
import { z } from "zod";
import { plainText } from "./text_fields.ts";
import { sitePathOrHttpUrl } from "./url_fields.ts";
import {
  DEFAULT_IMAGE_PRESET,
  DEFAULT_TEXT_PRESET,
  IMAGE_MODEL_PRESETS,
  isModelSetting,
  type ModelPreset as Preset,
  TEXT_MODEL_PRESETS,
} from "../shared/ai_presets.ts";

/** Interface languages. */
export const LANGUAGES = ["es", "en"] as const;
import { AI_CONTENT_STYLES, AI_CREATIVITY_LEVELS, AI_IMAGE_PROVIDERS, AI_TONES } from "../shared/ai_options.ts";

/** The AI options (one definition, shared with the admin island). */
export { AI_CONTENT_STYLES, AI_CREATIVITY_LEVELS, AI_IMAGE_PROVIDERS, AI_TONES };

/** Default text model preset (`lib/shared/ai_presets.ts`). */
export const DEFAULT_AI_TEXT_MODEL = DEFAULT_TEXT_PRESET;
/** Default image model preset. */
export const DEFAULT_AI_IMAGE_MODEL = DEFAULT_IMAGE_PRESET;
/** Meta description for pages that have none of their own (home, lists). */
export const DEFAULT_META_DESCRIPTION =
  "Recetas cubanas caseras y tradicionales paso a paso: platos principales, postres, bebidas y los sabores de la cocina de Cuba.";

/** Settings used when nothing is stored, and for any stored value that is missing or invalid. */
export const DEFAULT_SETTINGS = {
  site_name: "Recetas Cubanas",
  site_description: "Comparte tus Recetas Cubanas",
  language: "es",
  posts_per_page: 10,
  category_base: "categoria",
  post_base: "",
  ai_tone: "professional",
  ai_content_style: "authentic",
  ai_creativity_level: "balanced",
  ai_image_provider: "openrouter",
  ai_text_model: DEFAULT_AI_TEXT_MODEL,
  ai_image_model: DEFAULT_AI_IMAGE_MODEL,
  active_theme: "default",
  logo_url: null,
  favicon_16_url: null,
  favicon_32_url: null,
  apple_touch_icon_url: null,
  default_category_header_image: null,
} as const satisfies Record<string, unknown>;

/** A URL base segment: slug characters, slashes at the ends ignored, empty allowed. */
const UrlBase = z.string().trim().max(50, "Must be at most 50 characters")
  .transform((v) => v.replace(/^\/+|\/+$/g, "").toLowerCase())
  .refine((v) => v === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), "Use only letters, numbers and hyphens")
  .refine((v) => v !== "tag", "The address /tag is used by the tag pages");

/** A stored asset URL: a site path or an http(s) URL; empty string or null clears it. */
const AssetUrl = sitePathOrHttpUrl("URL").nullable().transform((v) => v || null);

/** A model setting: one of `presets` by id, or `custom:<model id>`. */
const ModelPreset = (label: string, presets: readonly Preset[]) =>
  plainText(label, { max: 200, trim: true }).min(1, `${label} is required`)
    .refine((v) => isModelSetting(v, presets), `Choose a ${label.toLowerCase()} preset or a custom model id`);

/** Every settings field with its validation. */
const fields = {
  site_name: plainText("Site name", { max: 100, trim: true, error: "Site name is required" })
    .min(1, "Site name is required"),
  site_description: plainText("Site description", { max: 300, trim: true, error: "Site description is required" })
    .min(1, "Site description is required"),
  language: z.enum(LANGUAGES),
  posts_per_page: z.number({ error: "Posts per page must be a number" })
    .int("Posts per page must be a whole number")
    .min(1, "Posts per page must be between 1 and 50").max(50, "Posts per page must be between 1 and 50"),
  category_base: UrlBase,
  post_base: UrlBase,
  ai_tone: z.enum(AI_TONES),
  ai_content_style: z.enum(AI_CONTENT_STYLES),
  ai_creativity_level: z.enum(AI_CREATIVITY_LEVELS),
  ai_image_provider: z.enum(AI_IMAGE_PROVIDERS),
  ai_text_model: ModelPreset("Text model", TEXT_MODEL_PRESETS),
  ai_image_model: ModelPreset("Image model", IMAGE_MODEL_PRESETS),
  active_theme: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,49}$/, "Unknown theme"),
  logo_url: AssetUrl,
  favicon_16_url: AssetUrl,
  favicon_32_url: AssetUrl,
  apple_touch_icon_url: AssetUrl,
  default_category_header_image: AssetUrl,
};

/** The full settings record. */
export const SettingsSchema = z.object(fields);
/** The full settings record. */
export type Settings = z.output<typeof SettingsSchema>;
/** Names of the settings fields. */
export type SettingsField = keyof Settings;
/** Names of all settings fields, in display order. */
export const SETTINGS_FIELDS = Object.keys(fields) as SettingsField[];

/**
 * A settings update (PUT /settings): any subset of the fields. Unknown keys
 * are dropped. An empty string or null clears a nullable field. The image
 * model may be left empty when the provider is not openrouter (it then keeps
 * its stored value or default).
 */
export const SettingsPatchSchema = z.object({
  ...SettingsSchema.partial().shape,
  ai_image_model: plainText("Image model", { max: 200, trim: true }).optional(),
});
/** A settings update before normalisation. */
export type SettingsPatch = z.input<typeof SettingsPatchSchema>;

/** The settings fields visitors' pages may see (never the AI configuration). */
const PUBLIC_SETTINGS_FIELDS = [
  ...["site_name", "site_description", "language", "posts_per_page", "category_base", "post_base", "active_theme"],
  ...["logo_url", "favicon_16_url", "favicon_32_url", "apple_touch_icon_url", "default_category_header_image"],
] as const satisfies readonly SettingsField[];

/** The settings visitors' pages may see. */
export type PublicSettings = Pick<Settings, typeof PUBLIC_SETTINGS_FIELDS[number]>;

/** Projects settings to {@link PublicSettings}. */
export function publicSettings(settings: Settings): PublicSettings {
  return Object.fromEntries(PUBLIC_SETTINGS_FIELDS.map((name) => [name, settings[name]])) as PublicSettings;
}

/**
 * Reads a stored record field by field: missing or invalid values fall back
 * to {@link DEFAULT_SETTINGS}, so older or partial records stay usable.
 */
export function settingsWithDefaults(stored: unknown): Settings {
  const source = stored && typeof stored === "object" ? stored as Record<string, unknown> : {};
  const out: Record<string, unknown> = {};
  for (const name of SETTINGS_FIELDS) {
    const parsed = fields[name].safeParse(source[name]);
    out[name] = parsed.success ? parsed.data : DEFAULT_SETTINGS[name];
  }
  return out as Settings;
}
