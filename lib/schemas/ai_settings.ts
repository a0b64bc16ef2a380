/**
 * The AI configuration screen's payloads (`/api/admin/ai`): the six AI fields
 * of the settings record, whether each secret is set, and the usage summary.
 */
import { z } from "zod";
import { SettingsPatchSchema, SettingsSchema } from "./settings.ts";

/** The AI fields of the settings record, as a mask of `pick`. */
const AI_FIELDS = {
  ai_tone: true,
  ai_content_style: true,
  ai_creativity_level: true,
  ai_image_provider: true,
  ai_text_model: true,
  ai_image_model: true,
} as const;

/** The AI fields of the settings record. */
export const AI_SETTINGS_FIELDS = Object.keys(AI_FIELDS) as (keyof typeof AI_FIELDS)[];

/** The AI settings (spec §3 table). */
export const AiSettingsSchema = SettingsSchema.pick(AI_FIELDS);
/** The AI settings. */
export type AiSettings = z.infer<typeof AiSettingsSchema>;

/** PUT /api/admin/ai: any of the AI fields (the image model may be empty unless the provider is openrouter). */
export const AiSettingsPatchSchema = SettingsPatchSchema.pick(AI_FIELDS).strict();

/** Answer of GET/PUT /api/admin/ai. */
export interface AiSettingsResponse {
  settings: AiSettings;
  versionstamp: string | null;
  /** Whether each server secret is set; the values never leave the server. */
  secrets: { AI_API_KEY: boolean; CLOUDFLARE_ACCOUNT_ID: boolean; CLOUDFLARE_API_TOKEN: boolean };
  /** The server's AI limits (`AI_RATE_LIMIT`, `AI_TIMEOUT_MS`). */
  limits: { callsPerUser: number; windowMinutes: number; timeoutSeconds: number };
}

/** How one AI call ended. */
export const AI_OUTCOMES = [
  "ok",
  "invalid_output",
  "refused",
  "timeout",
  "rate_limited",
  "error",
  "cancelled",
] as const;
/** How one AI call ended. */
export type AiOutcome = (typeof AI_OUTCOMES)[number];

/** Counts over a period. */
export interface AiUsageTotals {
  calls: number;
  failures: number;
  promptTokens: number;
  completionTokens: number;
  images: number;
}

/** Answer of GET /api/admin/ai/usage. */
export interface AiUsageSummary {
  today: AiUsageTotals;
  last30Days: AiUsageTotals;
  /** The latest failed calls, newest first (at most 10). */
  recentFailures: { at: string; endpoint: string; model: string; outcome: AiOutcome; message: string }[];
}
