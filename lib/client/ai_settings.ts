/**
 * Browser calls of the AI configuration screen (`/api/admin/ai`). Errors carry
 * the server's message (`ApiError`), or the spec's fallback text.
 */
import type { AiSettings, AiSettingsResponse, AiUsageSummary } from "../schemas/ai_settings.ts";
import { api, ApiError } from "./api.ts";

/** Path (under /api) of the AI configuration endpoint. */
export const AI_SETTINGS_PATH = "/admin/ai";
/** Path of the AI usage summary. */
export const AI_USAGE_PATH = "/admin/ai/usage";

/** Loads the AI settings screen's data. */
export function loadAiSettings(): Promise<AiSettingsResponse> {
  return api<AiSettingsResponse>(AI_SETTINGS_PATH);
}

/** Saves the AI settings ('Failed to save AI settings' when the server says nothing). */
export async function saveAiSettings(settings: AiSettings, versionstamp: string | null): Promise<AiSettingsResponse> {
  try {
    return await api<AiSettingsResponse>(AI_SETTINGS_PATH, {
      method: "PUT",
      json: versionstamp ? { ...settings, versionstamp } : settings,
    });
  } catch (error) {
    if (error instanceof ApiError && !error.serverMessage) {
      throw new ApiError("Failed to save AI settings", error.status, error.fields);
    }
    throw error;
  }
}

/** Loads the usage summary. */
export function loadAiUsage(): Promise<AiUsageSummary> {
  return api<AiUsageSummary>(AI_USAGE_PATH);
}
