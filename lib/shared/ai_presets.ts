/**
 * The product's named AI model presets and the AI constants the admin screens
 * show. Dependency-free: the server and the browser islands both use it.
 *
 * A settings value is either a preset id (`recetas-equilibrado`) or
 * `custom:<model id>` for any model the provider offers.
 */

/** One named preset: what the admin picks and the model id sent to the provider. */
export interface ModelPreset {
  id: string;
  label: string;
  /** Model id as the OpenAI-compatible provider (OpenRouter by default) names it. */
  model: string;
  description: string;
}

/** Text model presets, the first one being the default. */
export const TEXT_MODEL_PRESETS: readonly ModelPreset[] = [
  {
    id: "recetas-equilibrado",
    label: "Recetas Balanced",
    model: "openai/gpt-4o-mini",
    description: "Good Spanish writing at a low cost per post (recommended).",
  },
  {
    id: "recetas-premium",
    label: "Recetas Premium",
    model: "openai/gpt-4o",
    description: "Richer writing for long recipes and stories; costs more per call.",
  },
  {
    id: "recetas-rapido",
    label: "Recetas Fast",
    model: "google/gemini-2.0-flash-001",
    description: "The fastest answers, for quick edits and keywords.",
  },
];

/** Image model presets (provider openrouter), the first one being the default. */
export const IMAGE_MODEL_PRESETS: readonly ModelPreset[] = [
  {
    id: "recetas-imagen",
    label: "Recetas Image",
    model: "google/gemini-2.5-flash-image-preview",
    description: "Photographic food images through OpenRouter.",
  },
];

/** Prefix of a free model id in a model setting. */
export const CUSTOM_MODEL_PREFIX = "custom:";
/** Default text preset id. */
export const DEFAULT_TEXT_PRESET = TEXT_MODEL_PRESETS[0].id;
/** Default image preset id. */
export const DEFAULT_IMAGE_PRESET = IMAGE_MODEL_PRESETS[0].id;
/** The Workers AI model used when the image provider is Cloudflare. */
export const CLOUDFLARE_IMAGE_MODEL = "@cf/stabilityai/stable-diffusion-xl-base-1.0";
/** Shape of a custom model id: `vendor/model`, `@cf/...`, letters, digits and `._:/@-`. */
export const CUSTOM_MODEL_ID = /^[A-Za-z0-9@][A-Za-z0-9._:/@-]{0,149}$/;

/** True when `value` is a preset id of `presets` or a well-formed `custom:<model id>`. */
export function isModelSetting(value: string, presets: readonly ModelPreset[]): boolean {
  if (presets.some((preset) => preset.id === value)) return true;
  return value.startsWith(CUSTOM_MODEL_PREFIX) && CUSTOM_MODEL_ID.test(value.slice(CUSTOM_MODEL_PREFIX.length));
}

/** The provider model id a setting stands for (the preset's model, or the custom id); null when invalid. */
export function modelIdOf(value: string, presets: readonly ModelPreset[]): string | null {
  const preset = presets.find((p) => p.id === value);
  if (preset) return preset.model;
  return isModelSetting(value, presets) ? value.slice(CUSTOM_MODEL_PREFIX.length) : null;
}

/** Timings of the editor's AI buttons (spec §9). */
export const AI_COOLDOWN_MS = 5_000;
/** Cooldown of image generation buttons (spec §9). */
export const AI_IMAGE_COOLDOWN_MS = 30_000;
/** How long the AI settings success banner stays (spec §9). */
export const AI_SAVED_BANNER_MS = 3_000;
/** Messages of the AI settings screen (spec §8). */
export const AI_SETTINGS_MESSAGES = {
  saved: "AI settings saved successfully!",
  saveFailed: "Failed to save AI settings",
} as const;
