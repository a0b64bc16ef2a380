/** Whether the text and image providers can be used, and the 503 answered when they cannot. */
import { AI_IMAGES_NOT_CONFIGURED, AI_NOT_CONFIGURED, type AiStatus } from "../schemas/ai.ts";
import type { Settings } from "../schemas/settings.ts";
import { ServiceUnavailableError } from "../errors.ts";
import { type AiEnv, cloudflareConfigured } from "./env.ts";

/** What an endpoint needs configured. */
export type AiNeed = "text" | "image";

/** True when the text provider has a key. */
export function textConfigured(env: AiEnv): boolean {
  return env.apiKey !== null;
}

/** True when the settings' image provider has its credentials. */
export function imageConfigured(env: AiEnv, settings: Pick<Settings, "ai_image_provider">): boolean {
  return settings.ai_image_provider === "cloudflare" ? cloudflareConfigured(env) : env.apiKey !== null;
}

/** The status the editor reads from `GET /api/ai/status`. */
export function aiStatus(env: AiEnv, settings: Settings): AiStatus {
  const text = textConfigured(env);
  const image = imageConfigured(env, settings);
  return {
    text,
    image,
    imageProvider: settings.ai_image_provider,
    message: !text ? AI_NOT_CONFIGURED : !image ? AI_IMAGES_NOT_CONFIGURED : null,
  };
}

/** Throws a 503 {@link ServiceUnavailableError} when `need` is not configured. */
export function requireConfigured(env: AiEnv, settings: Settings, need: AiNeed): void {
  if (need === "text" && !textConfigured(env)) throw new ServiceUnavailableError(AI_NOT_CONFIGURED);
  if (need === "image" && !imageConfigured(env, settings)) {
    throw new ServiceUnavailableError(textConfigured(env) ? AI_IMAGES_NOT_CONFIGURED : AI_NOT_CONFIGURED);
  }
}
