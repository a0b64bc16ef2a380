/** The provider model id and temperature a text call uses under the settings. */
import type { Settings } from "../schemas/settings.ts";
import { DEFAULT_TEXT_PRESET, modelIdOf, TEXT_MODEL_PRESETS } from "../shared/ai_presets.ts";
import { CREATIVITY_TEMPERATURE } from "./prompts.ts";

/** Model id of the settings' text preset (or custom id); the default preset's for an unusable value. */
export function textModelId(settings: Pick<Settings, "ai_text_model">): string {
  return modelIdOf(settings.ai_text_model, TEXT_MODEL_PRESETS) ??
    modelIdOf(DEFAULT_TEXT_PRESET, TEXT_MODEL_PRESETS)!;
}

/** Temperature of the settings' creativity level. */
export function temperatureOf(settings: Pick<Settings, "ai_creativity_level">): number {
  return CREATIVITY_TEMPERATURE[settings.ai_creativity_level];
}
