/**
 * Browser calls of the AI features: the editor's `/api/ai/*` endpoints and the
 * AI configuration screen's `/api/admin/ai`. Errors carry the server's message
 * (`ApiError`), or the spec's fallback text.
 */
import type {
  AiStatus,
  GenerateContentRequest,
  GeneratedContent,
  GeneratedImage,
  GenerateSingleImageRequest,
  SmartAssistantRequest,
  SmartAssistantResponse,
} from "../schemas/ai.ts";
import type { AiSettings, AiSettingsResponse, AiUsageSummary } from "../schemas/ai_settings.ts";
import { api, ApiError } from "./api.ts";

/** Path (under /api) of the AI configuration endpoint. */
export const AI_SETTINGS_PATH = "/admin/ai";
/** Path of the AI usage summary. */
export const AI_USAGE_PATH = "/admin/ai/usage";
/** Path of the AI availability status. */
export const AI_STATUS_PATH = "/ai/status";

/** POSTs `body` to `/api/ai/{name}`; a failure without a server message becomes `fallback`. */
export async function callAi<T>(name: string, body: unknown, fallback: string): Promise<T> {
  try {
    return await api<T>(`/ai/${name}`, { method: "POST", json: body });
  } catch (error) {
    if (error instanceof ApiError && !error.serverMessage) throw new ApiError(fallback, error.status, error.fields);
    throw error;
  }
}

/** Whether AI text and images can be used. */
export function loadAiStatus(): Promise<AiStatus> {
  return api<AiStatus>(AI_STATUS_PATH);
}

/** The assistant popup's call ('Failed to process request' when the server says nothing). */
export function smartAssistant(request: SmartAssistantRequest): Promise<SmartAssistantResponse> {
  return callAi("smart-assistant", request, "Failed to process request");
}

/** A full generated post. */
export async function generateContent(request: GenerateContentRequest): Promise<GeneratedContent> {
  return (await callAi<{ data: GeneratedContent }>("generate-content", request, "Failed to generate content")).data;
}

/** One generated image stored in the media library. */
export async function generateSingleImage(request: GenerateSingleImageRequest): Promise<GeneratedImage> {
  return (await callAi<{ image: GeneratedImage }>("generate-single-image", request, "Featured image generation failed"))
    .image;
}

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
