/** The AI configuration screen's data: the AI settings, their versionstamp and which secrets are set. */
import type { VersionedSettings } from "../db/settings.ts";
import { AI_SETTINGS_FIELDS, type AiSettings, type AiSettingsResponse } from "../schemas/ai_settings.ts";
import { type AiEnv, secretsStatus } from "./env.ts";

/** {@link AiSettingsResponse} of the stored settings under `env` (never a secret's value). */
export function aiSettingsResponse(env: AiEnv, stored: VersionedSettings): AiSettingsResponse {
  const settings = Object.fromEntries(AI_SETTINGS_FIELDS.map((name) => [name, stored.settings[name]])) as AiSettings;
  return {
    settings,
    versionstamp: stored.versionstamp,
    secrets: secretsStatus(env),
    limits: {
      callsPerUser: env.rateLimit,
      windowMinutes: Math.round(env.rateWindowMs / 60_000),
      timeoutSeconds: Math.round(env.timeoutMs / 1000),
    },
  };
}
