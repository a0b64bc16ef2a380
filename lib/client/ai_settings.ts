/** Browser calls of the AI configuration screen (`/api/admin/ai`); errors carry the server's message (`ApiError`). */
import type { AiSettings, AiSettingsResponse, AiUsageSummary } from "../schemas/ai_settings.ts";
import { api } from "./api.ts";

/** Loads the AI settings screen's data. */
export function loadAiSettings(): Promise<AiSettingsResponse> {
  return api("/admin/ai");
}

/** Saves the AI settings; with the versionstamp they were read at, a newer save elsewhere is refused (409). */
export function saveAiSettings(settings: AiSettings, versionstamp: string | null): Promise<AiSettingsResponse> {
  return api("/admin/ai", { method: "PUT", json: versionstamp ? { ...settings, versionstamp } : settings });
}

/** Loads the usage summary. */
export function loadAiUsage(): Promise<AiUsageSummary> {
  return api("/admin/ai/usage");
}
